// Our events as Open511 v1 (issue 26; open511.org, the RELAX NG schema in
// test/fixtures/open511/). One model (`Open511Event`) written as JSON (GeoJSON geography) or XML
// (GML geography). Only fields a road user needs: never a name, contact, plate, address or the
// description's text (see repositories/road-events.ts).
import { formatKm, type LaneState, type Orientation, type Severity } from '@vigia/domain';
import type { LatLon } from '@vigia/domain/location';
import type { RoadEvent } from '../repositories/road-events.ts';
import { REPORT_TIME_ZONE, localDateTime } from '../repositories/reports.ts';

export const JURISDICTION_ID = 'ruta5-chillan-collipulli.cl';
/** The jurisdiction's public contact (Open511 requires one). */
export const JURISDICTION_EMAIL = 'contacto@ruta5-chillan-collipulli.cl';
export const ROAD_NAME = 'Ruta 5';
export const OPEN511_BASE = '/open511';

export type Open511Severity = 'MINOR' | 'MODERATE' | 'MAJOR' | 'UNKNOWN';
/** Open511 grades up to MAJOR: our CRITICAL is published as MAJOR. */
export const OPEN511_SEVERITY: Record<Severity, Open511Severity> = {
  MINOR: 'MINOR',
  MODERATE: 'MODERATE',
  MAJOR: 'MAJOR',
  CRITICAL: 'MAJOR',
};
/** Open511 lane state of one direction. */
export const ROAD_STATE: Record<LaneState, 'CLOSED' | 'SOME_LANES_CLOSED' | 'ALL_LANES_OPEN'> = {
  ALL: 'CLOSED',
  PARTIAL: 'SOME_LANES_CLOSED',
  NONE: 'ALL_LANES_OPEN',
};
/** The direction traffic travels (SPEC: NORTH is "norte a sur", so its traffic goes south). */
export const ROAD_DIRECTION: Record<Orientation, 'N' | 'S'> = { NORTH: 'S', SOUTH: 'N' };

/**
 * Our categories as Open511 event types and subtypes; a classification may add a subtype (a
 * weather event says which weather). Anything unknown is an INCIDENT without subtype.
 */
export const EVENT_TYPES: Record<string, { type: string; subtypes: string[] }> = {
  ACCIDENTE: { type: 'INCIDENT', subtypes: ['ACCIDENT'] },
  ANIMAL_EN_LA_VIA: { type: 'INCIDENT', subtypes: ['HAZARD'] },
  OBSTACULO: { type: 'INCIDENT', subtypes: ['OBSTRUCTION'] },
  VEHICULO_DETENIDO: { type: 'INCIDENT', subtypes: ['OBSTRUCTION'] },
  EMERGENCIA_MEDICA: { type: 'INCIDENT', subtypes: [] },
  DANO_CALZADA: { type: 'ROAD_CONDITION', subtypes: [] },
  CLIMA: { type: 'WEATHER_CONDITION', subtypes: [] },
};
export const CLASSIFICATION_SUBTYPES: Record<string, string[]> = {
  'Carga caída': ['SPILL'],
  'Neblina densa': ['POOR_VISIBILITY'],
  'Humo por incendio cercano': ['FIRE', 'POOR_VISIBILITY'],
  'Calzada inundada': ['SURFACE_WATER_HAZARD'],
  'Hielo o escarcha': ['PARTLY_ICY'],
};

export interface Open511Event {
  id: string;
  status: 'ACTIVE' | 'ARCHIVED';
  headline: string;
  /** A planned work's title (events have none: the reporter's text is never published). */
  description?: string;
  eventType: string;
  subtypes: string[];
  severity: Open511Severity;
  created: string;
  updated: string;
  point: LatLon;
  /** A work zone along the road (drawn instead of the point). */
  line?: LatLon[];
  roads: { name: string; direction: 'N' | 'S'; state: string }[];
  /** 'YYYY-MM-DDTHH:MM/' (open) or '…/YYYY-MM-DDTHH:MM' in the jurisdiction's time zone. */
  intervals: string[];
}

export const iso = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
export const localMinute = (date: Date) => localDateTime(date).replace(' ', 'T');

export function toOpen511(event: RoadEvent, point: LatLon): Open511Event {
  const mapped = EVENT_TYPES[event.category] ?? { type: 'INCIDENT', subtypes: [] };
  const subtypes = [...new Set([...mapped.subtypes, ...(CLASSIFICATION_SUBTYPES[event.classificationName] ?? [])])];
  // The event's own direction always; the other one too when its lanes are affected.
  const directions = (['NORTH', 'SOUTH'] as const).filter((o) => o === event.orientation || event.lanesBlocked[o] !== 'NONE');
  return {
    id: `${JURISDICTION_ID}/${event.id}`,
    status: event.closedAt ? 'ARCHIVED' : 'ACTIVE',
    headline: `${event.categoryName} en el km ${formatKm(event.kilometer)}`,
    eventType: mapped.type,
    subtypes,
    severity: OPEN511_SEVERITY[event.severity] ?? 'UNKNOWN',
    created: iso(event.createdAt),
    updated: iso(event.updatedAt),
    point,
    roads: directions.map((o) => ({ name: ROAD_NAME, direction: ROAD_DIRECTION[o], state: ROAD_STATE[event.lanesBlocked[o]] })),
    intervals: [`${localMinute(event.createdAt)}/${event.closedAt ? localMinute(event.closedAt) : ''}`],
  };
}

// ---- JSON ------------------------------------------------------------------------------------

const jurisdictionUrl = `${OPEN511_BASE}/jurisdictions`;

export function eventJson(e: Open511Event) {
  return {
    id: e.id,
    jurisdiction_url: jurisdictionUrl,
    status: e.status,
    headline: e.headline,
    ...(e.description ? { description: e.description } : {}),
    event_type: e.eventType,
    event_subtypes: e.subtypes,
    severity: e.severity,
    created: e.created,
    updated: e.updated,
    timezone: REPORT_TIME_ZONE,
    geography: e.line
      ? { type: 'LineString', coordinates: e.line.map((p) => [p.lon, p.lat]) }
      : { type: 'Point', coordinates: [e.point.lon, e.point.lat] },
    roads: e.roads,
    schedule: { intervals: e.intervals },
  };
}

export interface Page {
  self: string;
  offset: number;
  next: string | null;
  previous: string | null;
}

export const eventsJson = (events: Open511Event[], page: Page) => ({
  events: events.map(eventJson),
  pagination: { offset: page.offset, next_url: page.next, previous_url: page.previous },
  meta: { url: page.self, up_url: `${OPEN511_BASE}/`, version: 'v1' },
});

export const jurisdictionsJson = (name: string) => ({
  jurisdictions: [
    {
      id: JURISDICTION_ID,
      name,
      url: jurisdictionUrl,
      email: JURISDICTION_EMAIL,
      timezone: REPORT_TIME_ZONE,
      distance_unit: 'KILOMETRES',
      languages: ['es'],
    },
  ],
  meta: { url: jurisdictionUrl, up_url: `${OPEN511_BASE}/`, version: 'v1' },
});

/**
 * The services the discovery document lists: Open511's events, then the other road-data feeds
 * (issue 41; Open511 lets a service name any type by URL). Their page: /feeds.
 */
export const SERVICES: { type: string; url: string; versions: string[] }[] = [
  { type: 'http://open511.org/services/events/', url: `${OPEN511_BASE}/events`, versions: ['v1'] },
  { type: 'https://github.com/usdot-jpo-ode/wzdx', url: '/feeds/wzdx', versions: ['4.2'] },
  { type: 'https://datex2.eu/', url: '/feeds/datex2', versions: ['3.5'] },
  { type: 'https://developers.google.com/waze/data-feed/cifs-specification', url: '/feeds/waze', versions: [] },
];

export const discoveryJson = (name: string) => ({
  jurisdictions: [{ id: JURISDICTION_ID, name, url: jurisdictionUrl }],
  services: SERVICES.map((s) => ({
    service_type_url: s.type,
    url: s.url,
    ...(s.versions.length ? { supported_versions: s.versions } : {}),
  })),
  meta: { url: `${OPEN511_BASE}/`, version: 'v1' },
});

// ---- XML -------------------------------------------------------------------------------------

const esc = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
const el = (name: string, text: string) => `<${name}>${esc(text)}</${name}>`;
const link = (rel: string, href: string) => `<link rel="${esc(rel)}" href="${esc(href)}"/>`;
const document = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<open511 xmlns:gml="http://www.opengis.net/gml" version="v1" xml:lang="es">${body}</open511>\n`;

export function eventXml(e: Open511Event): string {
  return [
    '<event>',
    link('jurisdiction', jurisdictionUrl),
    el('id', e.id),
    el('status', e.status),
    el('headline', e.headline),
    e.description ? el('description', e.description) : '',
    el('event_type', e.eventType),
    e.subtypes.length ? `<event_subtypes>${e.subtypes.map((s) => el('event_subtype', s)).join('')}</event_subtypes>` : '',
    el('severity', e.severity),
    el('created', e.created),
    el('updated', e.updated),
    el('timezone', REPORT_TIME_ZONE),
    // GML in EPSG:4326 is latitude first (GeoJSON is longitude first).
    e.line
      ? `<geography><gml:LineString srsName="urn:ogc:def:crs:EPSG::4326"><gml:posList>${e.line.map((p) => `${p.lat} ${p.lon}`).join(' ')}</gml:posList></gml:LineString></geography>`
      : `<geography><gml:Point srsName="urn:ogc:def:crs:EPSG::4326"><gml:pos>${e.point.lat} ${e.point.lon}</gml:pos></gml:Point></geography>`,
    `<roads>${e.roads.map((r) => `<road>${el('name', r.name)}${el('direction', r.direction)}${el('state', r.state)}</road>`).join('')}</roads>`,
    `<schedule><intervals>${e.intervals.map((i) => el('interval', i)).join('')}</intervals></schedule>`,
    '</event>',
  ].join('');
}

export function eventsXml(events: Open511Event[], page: Page): string {
  const pagination = `<pagination>${el('offset', String(page.offset))}${page.next ? link('next', page.next) : ''}${
    page.previous ? link('previous', page.previous) : ''
  }</pagination>`;
  return document(
    `<events>${events.map(eventXml).join('')}</events>${pagination}${link('self', page.self)}${link('up', `${OPEN511_BASE}/`)}`,
  );
}

export const jurisdictionsXml = (name: string) =>
  document(
    `<jurisdictions><jurisdiction>${el('id', JURISDICTION_ID)}${el('name', name)}${el('email', JURISDICTION_EMAIL)}${el(
      'timezone',
      REPORT_TIME_ZONE,
    )}${el('distance_unit', 'KILOMETRES')}<languages>${el('language', 'es')}</languages>${link('self', jurisdictionUrl)}</jurisdiction></jurisdictions>${link('up', `${OPEN511_BASE}/`)}`,
  );

export const discoveryXml = (name: string) =>
  document(
    `<jurisdictions><jurisdiction>${el('id', JURISDICTION_ID)}${el('name', name)}${link('self', jurisdictionUrl)}</jurisdiction></jurisdictions>` +
      `<services>${SERVICES.map(
        (s) =>
          `<service>${link('service_type', s.type)}${link('self', s.url)}${
            s.versions.length
              ? `<supported_versions>${s.versions.map((v) => el('supported_version', v)).join('')}</supported_versions>`
              : ''
          }</service>`,
      ).join('')}</services>${link('self', `${OPEN511_BASE}/`)}`,
  );
