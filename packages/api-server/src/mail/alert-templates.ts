// Route alert mails (issue 41 item 5), Spanish, rendered when written (layout.ts). Only public facts
// reach them: the classification's name, km, carriageway in words, severity, lanes, times and a
// work's title; never a reporter's text, name or contact, nor a work's contractor or contact
// (repositories/route-alerts.ts selects nothing else).
import { formatKm, type Orientation } from '@vigia/domain';
import { LANE_STATE_NAMES, SEVERITY_NAMES } from '../lib/report-tables.ts';
import { ORIENTATION_NAMES, localDateTime } from '../repositories/reports.ts';
import type { AlertLinks } from './alert-links.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** What an alert tells of an incident or a work (route_alert_tracked.facts). */
export interface AlertFacts {
  kmFrom: number;
  kmTo: number;
  orientations: Orientation[];
  lanes: Partial<Record<Orientation, string>>;
  /** Incidents: the classification's name and severity. */
  name?: string;
  severity?: string;
  /** Works: the title, the speed limit and the window's end. */
  title?: string;
  speedLimit?: number | null;
  until?: string;
  /** When it started (incidents: reported; works: the window's start). */
  since: string;
}

export interface AlertItem {
  kind: 'INCIDENT' | 'WORK';
  phase: 'START' | 'END';
  facts: AlertFacts;
  at: Date | string;
}

export interface AlertSubscriptionSummary {
  kmFrom: number;
  kmTo: number;
  orientations: Orientation[];
  minSeverity: string | null;
  works: boolean;
}

/** '28-11-2026 14:05', Chile's wall clock. */
const chileTime = (date: Date | string) => localDateTime(date).replace(/^(\d{4})-(\d\d)-(\d\d)/, '$3-$2-$1');
const carriageways = (list: Orientation[]) =>
  list.length === 2 ? 'ambas calzadas' : `calzada ${ORIENTATION_NAMES[list[0] ?? 'NORTH'].toLowerCase()}`;
const stretch = (kmFrom: number, kmTo: number) =>
  kmFrom === kmTo ? `km ${formatKm(kmFrom)}` : `km ${formatKm(kmFrom)} a ${formatKm(kmTo)}`;

export function subscriptionSummary(s: AlertSubscriptionSummary): string {
  const what = [
    s.minSeverity ? `incidentes de gravedad ${SEVERITY_NAMES[s.minSeverity]?.toLowerCase()} o superior` : null,
    s.works ? 'trabajos programados' : null,
  ].filter(Boolean);
  return `Ruta 5, ${stretch(s.kmFrom, s.kmTo)}, ${carriageways(s.orientations)}: ${what.join(' y ')}.`;
}

export function alertConfirmMail(
  concession: string,
  confirmUrl: string,
  subscription: AlertSubscriptionSummary,
  hours: number,
): RenderedMail {
  return renderMail(concession, {
    subject: 'Confirme su suscripción a alertas de la ruta',
    greeting: 'Estimado(a) usuario(a):',
    paragraphs: [
      `Recibimos una solicitud para enviar alertas a esta dirección sobre ${subscriptionSummary(subscription)}`,
      `Para recibirlas, confirme la suscripción dentro de ${hours} horas. Si usted no la pidió, ignore este mensaje: no recibirá ninguna alerta y la solicitud se borrará.`,
    ],
    action: { label: 'Confirmar suscripción', url: confirmUrl },
    footer: ['Recibe este mensaje porque alguien escribió esta dirección en el formulario de alertas de la ruta.'],
  });
}

function lanesText(facts: AlertFacts): string | null {
  const parts = facts.orientations
    .map((o) => [o, facts.lanes[o]] as const)
    .filter(([, state]) => state && state !== 'NONE')
    .map(([o, state]) => `${LANE_STATE_NAMES[state!]?.toLowerCase()} en calzada ${ORIENTATION_NAMES[o].toLowerCase()}`);
  return parts.length ? `Pistas: ${parts.join('; ')}.` : null;
}

function itemText(item: AlertItem): string {
  const f = item.facts;
  const where = `${stretch(f.kmFrom, f.kmTo)}, ${carriageways(f.orientations)}`;
  if (item.kind === 'INCIDENT') {
    const severity = f.severity ? ` Gravedad: ${SEVERITY_NAMES[f.severity]?.toLowerCase() ?? f.severity}.` : '';
    if (item.phase === 'START')
      return `Nuevo incidente: ${f.name} en ${where}.${severity} ${lanesText(f) ?? 'Sin pistas bloqueadas.'} Informado a las ${chileTime(f.since)}.`;
    return `Incidente terminado: ${f.name} en ${where}. Cerrado a las ${chileTime(item.at)}.`;
  }
  const speed = f.speedLimit ? ` Velocidad máxima ${f.speedLimit} km/h.` : '';
  if (item.phase === 'START')
    return `Comienzan trabajos: «${f.title}» en ${where}. ${lanesText(f) ?? 'Sin cierre de pistas.'}${speed} Desde las ${chileTime(f.since)}${f.until ? ` hasta las ${chileTime(f.until)}` : ''}.`;
  return `Terminan trabajos: «${f.title}» en ${where}, a las ${chileTime(item.at)}.`;
}

export function routeAlertMail(
  concession: string,
  links: AlertLinks,
  subscriptionId: number,
  subscription: AlertSubscriptionSummary,
  items: AlertItem[],
): RenderedMail {
  const subject =
    items.length === 1
      ? `Alerta de la ruta: ${itemText(items[0]!).split(':')[0]!.toLowerCase()} en ${stretch(items[0]!.facts.kmFrom, items[0]!.facts.kmTo)}`
      : `Alertas de la ruta: ${items.length} novedades en su tramo`;
  return renderMail(concession, {
    subject,
    greeting: 'Estimado(a) usuario(a):',
    paragraphs: [
      items.length === 1 ? 'Hay una novedad en el tramo que usted sigue:' : `Hay ${items.length} novedades en el tramo que usted sigue:`,
      ...items.map(itemText),
      'Conduzca con precaución y respete la señalización.',
    ],
    action: { label: 'Dejar de recibir alertas', url: links.unsubscribePage(subscriptionId) },
    footer: [
      `Recibe este correo porque se suscribió a: ${subscriptionSummary(subscription)}`,
      `Cambiar el tramo: ${links.subscribePage()}`,
    ],
  });
}
