// The mails of an observation's steps (issue 40 item 2), rendered when written: opened and resolved
// go to the concession, the answer to the Inspección Fiscal. The event's number only: no reporter data.
import type { Observation } from '@vigia/domain';
import { chileDateTime } from '../lib/report-tables.ts';
import { renderMail, type RenderedMail } from './layout.ts';
import type { MailLinks } from './links.ts';

export type ObservationStep = 'OPENED' | 'ANSWERED' | 'RESOLVED';

const OUTCOME: Record<string, string> = { UPHELD: 'acogida (se mantiene)', DISMISSED: 'desestimada' };

export function observationMail(concession: string, links: MailLinks, step: ObservationStep, o: Observation, by: string): RenderedMail {
  const about = `la observación #${o.id} sobre el evento #${o.ticketId}`;
  const toInspector = step === 'ANSWERED';
  const when = (at: string | null) => chileDateTime(at ?? o.openedAt);
  const paragraphs =
    step === 'OPENED'
      ? [
          `La Inspección Fiscal (${by}) abrió ${about} el ${when(o.openedAt)} (hora de Chile).`,
          `Observación: ${o.text}`,
          ...(o.proposedUtm !== null ? [`Multa propuesta: ${String(o.proposedUtm).replace('.', ',')} UTM.`] : []),
          'Le solicitamos responderla desde Vigía.',
        ]
      : step === 'ANSWERED'
        ? [`La concesión (${by}) respondió ${about} el ${when(o.repliedAt)} (hora de Chile).`, `Respuesta: ${o.replyText ?? ''}`]
        : [
            `La Inspección Fiscal (${by}) resolvió ${about} el ${when(o.resolvedAt)} (hora de Chile): ${OUTCOME[o.outcome ?? ''] ?? o.outcome}.`,
            `Fundamento: ${o.reason ?? ''}`,
          ];
  const subject = {
    OPENED: `Observación #${o.id} de la Inspección Fiscal sobre el evento #${o.ticketId}`,
    ANSWERED: `Respuesta de la concesión a la observación #${o.id}`,
    RESOLVED: `Observación #${o.id} resuelta: ${OUTCOME[o.outcome ?? ''] ?? o.outcome}`,
  }[step];
  return renderMail(concession, {
    subject,
    greeting: toInspector ? 'Señor(a) Inspector(a) Fiscal:' : 'Estimado(a) equipo de la concesión:',
    paragraphs,
    action: { label: `Ver el evento #${o.ticketId}`, url: links.eventInArea(toInspector ? 'inspector' : 'supervisor', o.ticketId) },
    footer: [
      toInspector
        ? 'Recibe este correo por ser el contacto de la Inspección Fiscal de la concesión.'
        : 'Recibe este correo por ser parte del equipo de la concesión con avisos por correo.',
    ],
  });
}
