// The reporter's mails about their requests under Ley 21.719 (issue 40 item 4), rendered when
// written: a request received (with its legal deadline) and a request resolved. A deletion's mail
// is written before the address is erased, so it is the last one the reporter gets.
import type { PrivacyRequestKind, PrivacyRequestState } from '@vigia/domain';
import { chileDateTime } from '../lib/report-tables.ts';
import { renderMail, type RenderedMail } from './layout.ts';

const KIND: Record<PrivacyRequestKind, string> = {
  ACCESS: 'acceso a sus datos personales',
  RECTIFICATION: 'rectificación de sus datos personales',
  DELETION: 'eliminación de sus datos personales',
};

export interface PrivacyMailFacts {
  requestId: number;
  ticketId: number;
  kind: PrivacyRequestKind;
  dueAt: Date;
  followUpUrl: string;
}

const FOOTER = 'Recibe este correo porque se solicitó desde el enlace de seguimiento de un evento que usted informó.';

export function privacyRequestReceivedMail(concession: string, f: PrivacyMailFacts): RenderedMail {
  return renderMail(concession, {
    subject: `Recibimos su solicitud N° ${f.requestId} de ${KIND[f.kind]}`,
    greeting: 'Estimado(a) informante:',
    paragraphs: [
      `Recibimos su solicitud N° ${f.requestId} de ${KIND[f.kind]}, hecha desde el seguimiento del evento #${f.ticketId}.`,
      `La responderemos a más tardar el ${chileDateTime(f.dueAt.toISOString())} (hora de Chile), como dispone la Ley 21.719.`,
      'Si usted no hizo esta solicitud, responda este correo para avisarnos.',
    ],
    action: { label: `Ver el seguimiento del evento #${f.ticketId}`, url: f.followUpUrl },
    footer: [FOOTER],
  });
}

export function privacyRequestResolvedMail(
  concession: string,
  f: PrivacyMailFacts & { outcome: Exclude<PrivacyRequestState, 'PENDING'>; reason: string; erasedCount: number },
): RenderedMail {
  const done = f.outcome === 'DONE';
  const deleted = done && f.kind === 'DELETION';
  return renderMail(concession, {
    subject: `Su solicitud N° ${f.requestId} de ${KIND[f.kind]} fue ${done ? 'atendida' : 'rechazada'}`,
    greeting: 'Estimado(a) informante:',
    paragraphs: [
      `Su solicitud N° ${f.requestId} de ${KIND[f.kind]} fue ${done ? 'atendida' : 'rechazada'}.`,
      `${done ? 'Detalle' : 'Motivo'}: ${f.reason}`,
      ...(deleted
        ? [
            `Eliminamos sus datos personales y sus fotos de ${f.erasedCount === 1 ? 'un evento' : `${f.erasedCount} eventos`}; los eventos se conservan sin datos que lo identifiquen.`,
            'Este es el último correo que recibirá de nosotros sobre ellos: su dirección también fue eliminada.',
          ]
        : []),
    ],
    ...(deleted ? {} : { action: { label: `Ver el seguimiento del evento #${f.ticketId}`, url: f.followUpUrl } }),
    footer: [FOOTER],
  });
}
