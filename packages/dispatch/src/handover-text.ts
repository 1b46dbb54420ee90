// "Texto para traspaso" (issue 39 item 4): what the operator reads on the phone to an agency, as
// label–value lines, pure so it is tested without a screen. Where: km and direction, then the
// commune (and the reporter's sector, when given) and the nearest whole km post, since the domain
// keeps no interchange list. The event keeps no hazards field: its classification names them.
import type { EventUnit, Ticket, TicketAgency } from '@vigia/domain';
import { formatKm, formatTime, type TFunction } from '@vigia/i18n';

export type HandoverTicket = Pick<
  Ticket,
  | 'id'
  | 'kilometer'
  | 'orientation'
  | 'commune'
  | 'sector'
  | 'severity'
  | 'lanesBlocked'
  | 'injured'
  | 'patente'
  | 'categoryName'
  | 'classificationName'
>;

export interface HandoverFacts {
  ticket: HandoverTicket;
  units: readonly EventUnit[];
  agencies: readonly TicketAgency[];
  /** A unit kind's name in the page's language ("Patrulla"). */
  kindName: (code: string) => string;
}

export interface HandoverLine {
  label: string;
  value: string;
}

/** Where a unit sent is now, in words: on scene, on the way, or gone. */
function unitState(unit: EventUnit, t: TFunction): string {
  if (unit.releasedAt) return t('handover.unitReleased');
  return unit.onSceneAt ? t('handover.unitOnScene') : t('handover.unitOnTheWay');
}

/** The handover's lines in the page's language (`t` bound to the dispatch namespace). */
export function handoverLines({ ticket, units, agencies, kindName }: HandoverFacts, t: TFunction, lng: string): HandoverLine[] {
  const km = formatKm(ticket.kilometer, lng);
  const post = String(Math.round(ticket.kilometer));
  const sector = ticket.sector.trim();
  const unitList = units.map((u) => `${u.code} (${kindName(u.kind)}, ${unitState(u, t)})`).join('; ');
  const agencyList = agencies
    .map((a) => `${a.agencyName} ${formatTime(a.notifiedAt, lng)}${a.reference ? ` (${a.reference})` : ''}`)
    .join('; ');
  const lane = (o: 'NORTH' | 'SOUTH') => t(`common:lanes.${ticket.lanesBlocked[o]}`).toLowerCase();
  return [
    { label: t('handover.event'), value: `N° ${ticket.id}` },
    { label: t('handover.what'), value: `${ticket.categoryName}: ${ticket.classificationName}` },
    { label: t('handover.severity'), value: t(`common:severity.${ticket.severity}`) },
    { label: t('handover.where'), value: t('handover.whereValue', { km, direction: t(`direction.${ticket.orientation}`).toLowerCase() }) },
    {
      label: t('handover.place'),
      value: sector
        ? t('handover.placeSector', { commune: ticket.commune, sector, post })
        : t('handover.placeValue', { commune: ticket.commune, post }),
    },
    { label: t('handover.lanes'), value: t('handover.lanesValue', { NORTH: lane('NORTH'), SOUTH: lane('SOUTH') }) },
    { label: t('handover.injured'), value: ticket.injured ? t('handover.injuredYes') : t('handover.injuredNo') },
    {
      label: t('handover.vehicles'),
      value: ticket.patente.trim() ? t('handover.vehiclesPlate', { plate: ticket.patente.trim() }) : t('handover.vehiclesNone'),
    },
    { label: t('handover.units'), value: unitList || t('handover.unitsNone') },
    { label: t('handover.agencies'), value: agencyList || t('handover.agenciesNone') },
  ];
}

/** The lines as the plain text "Copiar" puts on the clipboard: one "Label: value" per line. */
export function handoverText(lines: readonly HandoverLine[]): string {
  return lines.map((l) => `${l.label}: ${l.value}`).join('\n');
}
