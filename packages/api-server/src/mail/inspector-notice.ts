// The mail to the Inspección Fiscal when the control room records its notice of an event (issue 39
// item 4). Rendered when written, from the event's facts only: no reporter's name, contact or text.
import { formatKm, type Ticket } from '@vigia/domain';
import { chileDateTime, SEVERITY_NAMES } from '../lib/report-tables.ts';
import { renderMail, type RenderedMail } from './layout.ts';
import type { MailLinks } from './links.ts';

const DIRECTION: Record<string, string> = { NORTH: 'norte a sur', SOUTH: 'sur a norte' };
const km = (value: number) => formatKm(value);

export function inspectorNoticeMail(
  concession: string,
  links: MailLinks,
  event: Ticket,
  notice: { notifiedAt: Date; by: string; reference: string | null },
): RenderedMail {
  const severity = (SEVERITY_NAMES[event.severity] ?? event.severity).toLowerCase();
  return renderMail(concession, {
    subject: `Aviso a la Inspección Fiscal: evento #${event.id} de severidad ${severity}, km ${km(event.kilometer)}`,
    greeting: 'Señor(a) Inspector(a) Fiscal:',
    paragraphs: [
      `Le informamos el evento #${event.id}: ${event.categoryName} · ${event.classificationName}.`,
      `Ubicación: km ${km(event.kilometer)}, ${event.commune}, sentido ${DIRECTION[event.orientation] ?? event.orientation}.`,
      `Severidad: ${severity}. Estado: ${event.statusName}. Reportado el ${chileDateTime(event.createdAt)} (hora de Chile).`,
      `Aviso registrado por ${notice.by} el ${chileDateTime(notice.notifiedAt)}${notice.reference ? `, referencia ${notice.reference}` : ''}.`,
    ],
    action: { label: `Ver el evento #${event.id}`, url: links.eventInArea('inspector', event.id) },
    footer: ['Recibe este correo por ser el contacto de la Inspección Fiscal de la concesión.'],
  });
}
