// The messages about events, in Spanish: rendered by the mail worker from the outbox row's ids and
// the event as it is now (the triggers of migration 0008 write ids only, inside the transaction).
import { AREA_OF_ROLE, formatKm, type Role } from '@vigia/domain';
import type { Database } from '../db/client.ts';
import { renderMail, type RenderedMail } from './layout.ts';
import type { MailLinks } from './links.ts';
import { defangLinks, plainName } from './plain-text.ts';

/** The kinds rendered here; the account mails (reset, invite, confirm) arrive rendered. */
export const TICKET_MAIL_KINDS = [
  'TICKET_CREATED',
  'TICKET_CLOSED',
  'TICKET_ASSIGNED',
  'TICKET_COMMENTED',
  'TICKET_SLA_BREACHED',
  // Issue 34: the follow-up link again, asked for with the number and the e-mail.
  'TICKET_FOLLOW_UP_LINK',
] as const;
/** The reporter's mails: they carry the unsubscribe link and headers. */
const REPORTER_KINDS: readonly string[] = ['TICKET_CREATED', 'TICKET_CLOSED', 'TICKET_COMMENTED'];
export type TicketMailKind = (typeof TICKET_MAIL_KINDS)[number];

/** A message that can never be rendered (its event is gone): FAILED at once, not retried. */
export class PermanentMailError extends Error {}

export interface TicketFacts {
  id: number;
  full_name: string;
  kilometer: number;
  commune: string;
  orientation: string;
  status_name: string | null;
  category: string;
  classification: string;
  close_reason: string | null;
  severity: string;
}

const FACTS_SELECT = `select t.id, t.full_name, t.kilometer, t.commune, t.orientation, st.name as status_name,
    c.name as category, cl.name as classification, cr.name as close_reason, t.severity
  from tickets t
  left join close_reasons cr on cr.code = t.close_reason
  join classifications cl on cl.id = t.classification_id
  join subcategories s on s.id = cl.subcategory_id
  join categories c on c.id = s.category_id
  left join statuses st on st.code = t.status_code`;
const FACTS_SQL = `${FACTS_SELECT} where t.id = $1`;
const MANY_FACTS_SQL = `${FACTS_SELECT} where t.id = any($1::int[])`;

/** Facts of the events a batch of outbox rows is about, in one read (the worker renders many at once). */
export async function ticketFacts(
  database: Pick<Database, 'query'>,
  payloads: Record<string, unknown>[],
): Promise<Map<number, TicketFacts>> {
  const ids = [...new Set(payloads.map((p) => Number(p['ticketId'])).filter((id) => Number.isInteger(id) && id > 0))];
  if (ids.length === 0) return new Map();
  const rows = await database.query<TicketFacts>(MANY_FACTS_SQL, [ids]);
  return new Map(rows.map((r) => [Number(r.id), r]));
}

const DIRECTION: Record<string, string> = { NORTH: 'norte a sur', SOUTH: 'sur a norte' };
const where = (t: TicketFacts) => `km ${formatKm(Number(t.kilometer))}, ${t.commune}, sentido ${DIRECTION[t.orientation] ?? t.orientation}`;
const what = (t: TicketFacts) => `${t.category} · ${t.classification}`;
// The name the reporter typed: one capped line that no mail client makes a link (plain-text.ts).
const greet = (name: string) => (plainName(name) ? `Hola, ${plainName(name)}:` : 'Hola:');

export const isTicketMailKind = (kind: string): kind is TicketMailKind => (TICKET_MAIL_KINDS as readonly string[]).includes(kind);

const ticketIdOf = (payload: Record<string, unknown>) => {
  const id = Number(payload['ticketId']);
  if (!Number.isInteger(id) || id < 1) throw new PermanentMailError('El mensaje no indica un evento');
  return id;
};

/** The duplicate whose reporter follows this event's public updates (the comment trigger of migration 0012). */
const subscriberOf = (payload: Record<string, unknown>): number | null => {
  const id = Number(payload['subscriberTicketId']);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The reporter's mails end with how to stop them (also in the List-Unsubscribe header). */
function reporterFooter(links: MailLinks, id: number): string[] {
  return [
    `Recibe este correo porque reportó el evento #${id}.`,
    `Para no recibir más correos sobre este evento: ${links.unsubscribePage(id)}`,
  ];
}

export async function renderTicketMail(
  database: Pick<Database, 'query'>,
  links: MailLinks,
  concession: string,
  kind: TicketMailKind,
  payload: Record<string, unknown>,
  /** The event's facts when already read (ticketFacts); otherwise read here. */
  known?: Map<number, TicketFacts>,
): Promise<RenderedMail> {
  const id = ticketIdOf(payload);
  const [t] = known?.has(id) ? [known.get(id)] : await database.query<TicketFacts>(FACTS_SQL, [id]);
  if (!t) throw new PermanentMailError(`El evento #${id} ya no existe`);
  switch (kind) {
    case 'TICKET_CREATED':
      return renderMail(concession, {
        subject: `Recibimos su reporte: evento #${id}`,
        greeting: greet(t.full_name),
        paragraphs: [
          `Recibimos su reporte. El número de su evento es #${id}.`,
          `${what(t)} (${where(t)}).`,
          'Con el enlace de abajo puede consultar el estado del evento y agregar información cuando quiera. Guárdelo y no lo comparta: quien lo tenga puede ver y agregar información a su reporte.',
        ],
        // The link carries the reporter's secret (issue 34); it is rendered here at send time, so
        // the outbox never holds it before the send, and SENT bodies redact it (worker.ts).
        action: { label: `Ver el estado del evento #${id}`, url: links.followUpWithToken(id) },
        footer: reporterFooter(links, id),
      });
    case 'TICKET_FOLLOW_UP_LINK':
      return renderMail(concession, {
        subject: `Su enlace de seguimiento: evento #${id}`,
        greeting: greet(t.full_name),
        paragraphs: [
          `Alguien pidió el enlace de seguimiento del evento #${id} con su correo electrónico.`,
          `${what(t)} (${where(t)}).`,
          'Con este enlace puede consultar el estado del evento y agregar información. Guárdelo y no lo comparta.',
          'Si usted no lo pidió, puede ignorar este correo.',
        ],
        action: { label: `Seguir el evento #${id}`, url: links.followUpWithToken(id) },
        footer: [`Recibe este correo porque reportó el evento #${id}.`],
      });
    case 'TICKET_CLOSED':
      return renderMail(concession, {
        subject: `Evento #${id} cerrado`,
        greeting: greet(t.full_name),
        paragraphs: [
          t.close_reason ? `Su evento #${id} fue cerrado. Motivo: ${t.close_reason}.` : `Su evento #${id} fue cerrado.`,
          `${what(t)} (${where(t)}).`,
          'Gracias por avisarnos.',
        ],
        action: { label: `Ver el evento #${id}`, url: links.followUpWithToken(id) },
        footer: reporterFooter(links, id),
      });
    case 'TICKET_COMMENTED': {
      // Only a public comment is ever mailed (the trigger of migration 0009 writes no other), as
      // plain text whose web addresses no mail client turns into links (issue 34).
      const [note] = await database.query<{ body: string }>("select body from comments where id = $1 and visibility = 'PUBLIC'", [
        Number(payload['commentId'] ?? 0),
      ]);
      if (!note) throw new PermanentMailError('El comentario ya no existe o no es público');
      // The reporter of a duplicate merged into this event (issue 26): greeted by their name, sent to
      // their own event's follow-up, unsubscribed through their own event's link.
      const own = subscriberOf(payload);
      if (own !== null) {
        const [mine] = await database.query<TicketFacts>(FACTS_SQL, [own]);
        if (!mine) throw new PermanentMailError(`El evento #${own} ya no existe`);
        return renderMail(concession, {
          subject: `Novedad en el evento #${id}, al que se unió su reporte #${own}`,
          greeting: greet(mine.full_name),
          paragraphs: [
            `Su reporte #${own} se unió al evento #${id}, que informa del mismo hecho (${what(t)}, ${where(t)}). Hay una novedad:`,
            `«${defangLinks(note.body)}»`,
          ],
          action: { label: `Ver su evento #${own}`, url: links.followUpWithToken(own) },
          footer: reporterFooter(links, own),
        });
      }
      return renderMail(concession, {
        subject: `Novedad en su evento #${id}`,
        greeting: greet(t.full_name),
        paragraphs: [`Hay una novedad sobre su evento #${id} (${what(t)}, ${where(t)}):`, `«${defangLinks(note.body)}»`],
        action: { label: `Ver el evento #${id}`, url: links.followUpWithToken(id) },
        footer: reporterFooter(links, id),
      });
    }
    case 'TICKET_ASSIGNED': {
      const [user] = await database.query<{ first_name: string; role: Role }>('select first_name, role from users where id = $1', [
        String(payload['userId'] ?? ''),
      ]);
      if (!user) throw new PermanentMailError('El usuario ya no existe');
      return renderMail(concession, {
        subject: `Se le asignó el evento #${id}`,
        greeting: greet(user.first_name),
        paragraphs: [`Se le asignó el evento #${id}: ${what(t)} (${where(t)}).`, ...(t.status_name ? [`Estado: ${t.status_name}.`] : [])],
        action: { label: `Abrir el evento #${id}`, url: links.eventInArea(AREA_OF_ROLE[user.role] ?? 'operator', id) },
        footer: [PREFERENCE_FOOTER],
      });
    }
    case 'TICKET_SLA_BREACHED': {
      const [user] = await database.query<{ first_name: string; role: Role }>('select first_name, role from users where id = $1', [
        String(payload['userId'] ?? ''),
      ]);
      if (!user) throw new PermanentMailError('El usuario ya no existe');
      return renderMail(concession, {
        subject: `Plazo vencido: evento #${id}`,
        greeting: greet(user.first_name),
        paragraphs: [
          `El evento #${id} superó su plazo de atención: ${what(t)} (${where(t)}).`,
          `Severidad: ${SEVERITY_NAMES[t.severity] ?? t.severity}.${t.status_name ? ` Estado: ${t.status_name}.` : ''}`,
        ],
        action: { label: `Abrir el evento #${id}`, url: links.eventInArea(AREA_OF_ROLE[user.role] ?? 'supervisor', id) },
        footer: [PREFERENCE_FOOTER],
      });
    }
  }
}

const PREFERENCE_FOOTER = 'Recibe este correo porque activó los avisos por correo en su perfil (menú de usuario, «Preferencias»).';
const SEVERITY_NAMES: Record<string, string> = { MINOR: 'menor', MODERATE: 'moderada', MAJOR: 'mayor', CRITICAL: 'crítica' };

/** RFC 8058: one-click unsubscribe for the reporter's mails (none for staff: that is a preference). */
export function ticketMailHeaders(links: MailLinks, kind: string, payload: Record<string, unknown>): Record<string, string> {
  if (!REPORTER_KINDS.includes(kind)) return {};
  const id = subscriberOf(payload) ?? Number(payload['ticketId']);
  if (!Number.isInteger(id) || id < 1) return {};
  return {
    'List-Unsubscribe': `<${links.unsubscribeOneClick(id)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
