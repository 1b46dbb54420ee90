// The API's routes as valid requests (one template per route of the access table), shared by
// the proofs that break them: bad-input.test.ts (generated hostile requests) and
// largest-bodies.test.ts (the largest accepted body of the worst characters in every field).
import { type Role } from '@vigia/domain';
import { ROUTE_RULES, allowedRoles, allowsAnonymous } from '../../src/access/route-rules';
import { DEMO, validEvent } from '../helpers';
import { plannedWork } from '../works-fixture';

export type Caller = Role | 'ANONYMOUS';
export type ParamKind =
  | 'ticket'
  | 'attachment'
  | 'notification'
  | 'self'
  | 'victim'
  | 'operator'
  | 'lookup'
  | 'email'
  | 'report'
  | 'closeReason'
  | 'severity'
  | 'template'
  | 'unit';

export interface Template {
  params?: Record<string, ParamKind>;
  query?: Record<string, string>;
  body?: () => Record<string, unknown>;
}

// Filled by each proof's set-up: the ids and tokens its templates point at.
export const tokens = {} as Record<Role, string>;
export const ids = {} as Record<Role, string>;
export const ctx = {
  ticket: 0,
  attachment: 0,
  notification: 0,
  victim: '',
  template: 1,
  ticketBody: {} as Record<string, unknown>,
  /** The ticket's x-follow-up-token when the suite has it (issue 34); a well-formed wrong one otherwise. */
  followUpToken: 'AAAAAAAAAAAAAAAAAAAAAA',
};

/** The body of a new staff account (POST /api/profile/new). */
export const newUser = (email: string) => ({
  email,
  password: 'Secreto123',
  firstName: 'Ana',
  lastName: 'Soto',
  profileCode: 'OPERATOR',
  phone: '56900000000',
  rut: '9.876.543-2',
  realAddress: 'Calle Uno 123',
});

// A valid request per route: the generators start from these and break them.
export const TEMPLATES: Record<string, Template> = {
  'POST /api/auth': { body: () => ({ email: DEMO.DRIVER, password: 'demo1234', providerId: 'email', tokenId: '' }) },
  'POST /api/auth/register': {
    body: () => ({ email: 'fuzz.registro@example.com', password: 'Secreto123', firstName: 'Eva', lastName: 'Mora' }),
  },
  'GET /api/profile/forgotten/:email': { params: { email: 'email' } },
  'GET /api/user/me': {},
  'GET /api/user/list': { query: { page: '0', size: '10', q: 'example' } },
  'POST /api/profile/new': { body: () => newUser('fuzz.nuevo@example.com') },
  'POST /api/profile/update': { body: () => ({ ...newUser('fuzz.victima@example.com'), profileCode: 'DRIVER', uuid: ctx.victim }) },
  'POST /api/profile/delete/:id': { params: { id: 'victim' } },
  'POST /api/profile/disable/:id': { params: { id: 'victim' }, body: () => ({ enabled: true }) },
  'GET /api/profile/operator': {},
  'GET /api/ticket/category': {},
  'GET /api/ticket/status': {},
  'GET /api/ticket/category/:id/subcategories': { params: { id: 'lookup' } },
  'GET /api/ticket/category/subcategories/:id/classifications': { params: { id: 'lookup' } },
  'POST /api/ticket': { body: () => validEvent() },
  'GET /api/ticket/duplicates': { query: { category: 'ACCIDENTE', kilometer: '485', orientation: 'NORTH' } },
  'GET /api/ticket/search': {
    query: { page: '0', size: '10', id: '1', categoria: 'ACCIDENTE', estado: 'ABIERTO', q: 'choque', from: '2024-01-01', to: '2030-12-31' },
  },
  'GET /api/ticket/list/me': { query: { page: '0', size: '10' } },
  'GET /api/ticket/list/operator/:id': { params: { id: 'operator' }, query: { page: '0', size: '10' } },
  'GET /api/ticket/:id': { params: { id: 'ticket' } },
  // The event as read, without its version (issue 35): a template is sent again after other writes.
  'PUT /api/ticket/:id': { params: { id: 'ticket' }, body: () => ({ ...ctx.ticketBody, version: undefined }) },
  'PATCH /api/ticket/:id': { params: { id: 'ticket' }, body: () => ({ kilometer: 486 }) },
  'GET /api/ticket/:id/comment': { params: { id: 'ticket' }, query: { page: '0', size: '10' } },
  'POST /api/ticket/:id/comment': { params: { id: 'ticket' }, body: () => ({ comment: 'Revisado en terreno' }) },
  'GET /api/ticket/:id/attachment': { params: { id: 'ticket' }, query: { page: '0', size: '100' } },
  // Multipart: JSON bodies and raw garbage are what the generators send it (uploads.test.ts does files).
  'POST /api/ticket/:id/attachment': { params: { id: 'ticket' }, body: () => ({ file: 'iVBORw0KGgo=' }) },
  'GET /api/ticket/:id/attachment/:attachmentId': { params: { id: 'ticket', attachmentId: 'attachment' } },
  'GET /api/ticket/:id/history': { params: { id: 'ticket' } },
  'GET /api/ticket/assignment': { query: { filter: 'all', page: '0', size: '10' } },
  'POST /api/ticket/:id/take': { params: { id: 'ticket' } },
  'POST /api/ticket/:id/release': { params: { id: 'ticket' } },
  'POST /api/ticket/assign': { body: () => ({ ticketIds: [ctx.ticket], assignedToId: ids.OPERATOR }) },
  'GET /api/ticket/queue': { query: { view: 'unassigned', page: '0', size: '10' } },
  'GET /api/ticket/queue/counts': {},
  'PUT /api/ticket/:id/triage': { params: { id: 'ticket' }, body: () => ({ severity: 'MAJOR', lanesBlocked: { NORTH: 'PARTIAL' } }) },
  'POST /api/ticket/:id/reopen': { params: { id: 'ticket' }, body: () => ({ reason: 'El reportante insiste' }) },
  'POST /api/ticket/:id/milestone': { params: { id: 'ticket' }, body: () => ({ code: 'VERIFIED' }) },
  'POST /api/ticket/:id/merge': { params: { id: 'ticket' }, body: () => ({ into: ctx.ticket }) },
  'POST /api/ticket/:id/link': { params: { id: 'ticket' }, body: () => ({ primary: ctx.ticket }) },
  'GET /api/close-reason': {},
  'POST /api/close-reason': { body: () => ({ name: 'Motivo de prueba', active: true }) },
  'PUT /api/close-reason/:code': { params: { code: 'closeReason' }, body: () => ({ name: 'Falso aviso', active: true }) },
  'GET /api/sla-target': {},
  'PUT /api/sla-target/:severity': { params: { severity: 'severity' }, body: () => ({ takeMinutes: 120, closeMinutes: 4320 }) },
  'GET /api/severity-rule': {},
  'PUT /api/severity-rule/:classificationId': { params: { classificationId: 'lookup' }, body: () => ({ severity: 'MAJOR' }) },
  'GET /api/response-template': {},
  'POST /api/response-template': { body: () => ({ title: 'Plantilla', body: 'Texto de la plantilla' }) },
  'PUT /api/response-template/:id': { params: { id: 'template' }, body: () => ({ title: 'Plantilla', body: 'Texto' }) },
  'DELETE /api/response-template/:id': { params: { id: 'template' } },
  'GET /api/notification/profile/:id': { params: { id: 'self' }, query: { page: '0', size: '10' } },
  'POST /api/notification/:id/read': { params: { id: 'notification' } },
  'POST /api/notification/read-all': {},
  'GET /api/notification/unread': {},
  'POST /api/notification/stream/ticket': {},
  'GET /api/notification/stream': { query: { ticket: 'sin-ticket-valido' } },
  'GET /api/report/reportStatistic': {},
  'GET /api/report/strip': {},
  'GET /api/report/:report': { params: { report: 'report' }, query: { month: '1', year: '2026', format: 'csv' } },
  'POST /api/ticket/follow-up': { body: () => ({ id: ctx.ticket, token: ctx.followUpToken }) },
  'POST /api/ticket/follow-up/comment': { body: () => ({ id: ctx.ticket, token: ctx.followUpToken, comment: 'Sigo en el lugar' }) },
  // Multipart: JSON bodies and raw garbage, as for the staff upload (follow-up-additions.test.ts does files).
  'POST /api/ticket/follow-up/attachment': { body: () => ({ id: ctx.ticket, token: ctx.followUpToken, file: 'iVBORw0KGgo=' }) },
  'POST /api/ticket/unsubscribe': { body: () => ({ id: ctx.ticket, token: 'AAAAAAAAAAAAAAAAAAAAAA' }) },
  'POST /api/alerts/subscribe': {
    body: () => ({ email: 'alertas@correo.cl', kmFrom: 450, kmTo: 460, orientations: ['NORTH'], minSeverity: 'MAJOR', works: true }),
  },
  'POST /api/alerts/confirm': { body: () => ({ token: '1.AAAAAAAAAAAAAAAAAAAAAA' }) },
  'POST /api/alerts/unsubscribe': { body: () => ({ token: '1.AAAAAAAAAAAAAAAAAAAAAA' }) },
  'GET /api/mail/outbox': { query: { page: '0', size: '10', status: 'HELD' } },
  'GET /api/user/me/preferences': {},
  'PUT /api/user/me/preferences': { body: () => ({ emailNotifications: false }) },
  'GET /api/health': {},
  'GET /api/location/reference': {},
  'GET /api/location/km': { query: { lat: '-37.47', lon: '-72.39', heading: '180' } },
  'GET /open511/': { query: { format: 'json' } },
  'GET /open511/jurisdictions': { query: { format: 'xml' } },
  'GET /open511/events': { query: { status: 'ALL', severity: 'MAJOR,MINOR', updated: '>2026-01-01T00:00Z', limit: '20', offset: '0' } },
  'GET /feeds/wzdx': {},
  'GET /feeds/datex2': {},
  'GET /feeds/waze': {},
  'POST /api/location/reference': {
    body: () => ({
      // Around the point GET /api/location/km asks for, so it is still located after an import.
      csv: 'km,lat,lon,carriageway\n480,-37.47,-72.39,SOUTH\n481,-37.479,-72.39,SOUTH\n480,-37.47,-72.3898,NORTH\n481,-37.479,-72.3898,NORTH\n',
    }),
  },
  // Issue 39: the channel list, the SOS posts (post 1 kept by the import), a call logged (PATROL:
  // every caller the rule lets in may log it).
  'GET /api/ticket/channel': {},
  'GET /api/ticket/classification': {},
  'GET /api/location/sos': {},
  'GET /api/location/sos/:number': { params: { number: 'lookup' } },
  'POST /api/location/sos': { body: () => ({ csv: 'number,kilometer,orientation\n1,410,NORTH\n2,410,SOUTH\n3,412,NORTH\n' }) },
  'POST /api/ticket/staff': {
    body: () => ({
      channelCode: 'PATROL',
      kilometer: 455.5,
      orientation: 'NORTH',
      classificationId: 1,
      injured: false,
      lanesBlocked: { NORTH: 'PARTIAL', SOUTH: 'NONE' },
      description: 'Camión detenido en la berma',
      callerName: 'Ana Soto',
      callerPhone: '+56 9 1234 5678',
    }),
  },
  'POST /api/auth/logout': {},
  'POST /api/auth/logout-all': {},
  'POST /api/auth/reset': { body: () => ({ token: 'enlace-de-prueba', password: 'clave-nueva-1' }) },
  'POST /api/auth/confirm': { body: () => ({ token: 'enlace-de-prueba' }) },
  'POST /api/auth/confirm/resend': {},
  'GET /api/auth/lockouts': {},
  'GET /api/ready': {},
  // Dispatch (issue 38): the demo's first unit (P-01, out of service, nobody on shift).
  'GET /api/unit-kind': {},
  'GET /api/unit': {},
  'GET /api/unit/:id': { params: { id: 'unit' } },
  'POST /api/unit': { body: () => ({ code: 'FZ-01', kind: 'PATROL', plate: 'FUZZ11', baseKm: 470 }) },
  'PATCH /api/unit/:id': { params: { id: 'unit' }, body: () => ({ plate: 'FUZZ12' }) },
  'GET /api/unit/:id/history': { params: { id: 'unit' } },
  'POST /api/unit/:id/shift': { params: { id: 'unit' } },
  'DELETE /api/unit/:id/shift': { params: { id: 'unit' } },
  'POST /api/unit/:id/status': { params: { id: 'unit' }, body: () => ({ status: 'OUT_OF_SERVICE' }) },
  'POST /api/unit/:id/position': {
    params: { id: 'unit' },
    body: () => ({ lat: -37.47, lon: -72.39, accuracy: 10, at: new Date().toISOString() }),
  },
  'GET /api/unit/mine': {},
  'GET /api/unit/vacant': {},
  'GET /api/ticket/:id/dispatch-options': { params: { id: 'ticket' } },
  'GET /api/ticket/:id/units': { params: { id: 'ticket' } },
  'POST /api/ticket/:id/dispatch': { params: { id: 'ticket' }, body: () => ({ unitId: 1 }) },
  // Issue 39: agencies on the suite's event (entry 1 once told), the shift log, a handover.
  'GET /api/agency': {},
  'GET /api/ticket/:id/agency': { params: { id: 'ticket' } },
  'POST /api/ticket/:id/agency': { params: { id: 'ticket' }, body: () => ({ agencyCode: 'CARABINEROS', reference: 'PARTE-1' }) },
  'PATCH /api/ticket/:id/agency/:entryId': { params: { id: 'ticket', entryId: 'lookup' }, body: () => ({ reference: 'PARTE-2' }) },
  'GET /api/log': {},
  'GET /api/log/export': {},
  'POST /api/log': { body: () => ({ text: 'Ronda de patrulla sin novedad' }) },
  'POST /api/shift/handover': { body: () => ({ note: 'Sin novedades pendientes' }) },
  'POST /api/shift/handover/:id/ack': { params: { id: 'lookup' } },
  'GET /api/shift/handover/:id': { params: { id: 'lookup' } },
  // Issue 40: service standards (starting next month), compliance, observations on the suite's event,
  // the signed daily digests.
  'GET /api/standards': {},
  'POST /api/standards': {
    body: () => ({
      severity: 'MAJOR',
      classificationId: null,
      onSceneMinutes: 40,
      lanesOpenMinutes: 150,
      clearedMinutes: 200,
      inspectorNoticeMinutes: 30,
      effectiveFrom: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
    }),
  },
  'GET /api/compliance': { query: { month: '1', year: '2026' } },
  'GET /api/compliance/export': { query: { month: '1', year: '2026' } },
  'GET /api/observations': {},
  'POST /api/observations': { body: () => ({ ticketId: ctx.ticket, text: 'Atención fuera de plazo', standardId: null, proposedUtm: 10 }) },
  'POST /api/observations/:id/reply': { params: { id: 'lookup' }, body: () => ({ text: 'La unidad llegó a las 10:40' }) },
  'POST /api/observations/:id/resolve': { params: { id: 'lookup' }, body: () => ({ outcome: 'DISMISSED', reason: 'Descargo aceptado' }) },
  'GET /api/ledger/digests': {},
  'POST /api/ledger/digests': {},
  // Issue 40, need to know: reveal the suite's event with a reason; the access log.
  'POST /api/ticket/:id/reveal': { params: { id: 'ticket' }, body: () => ({ reason: 'Llamar al informante por su reclamo' }) },
  'GET /api/privacy/access-log': {},
  // Issue 40 item 4: the reporter's rights with the suite's event's follow-up token; request 1 once asked.
  'POST /api/privacy/export': { body: () => ({ id: ctx.ticket, token: ctx.followUpToken }) },
  'POST /api/privacy/requests': {
    body: () => ({ id: ctx.ticket, token: ctx.followUpToken, kind: 'RECTIFICATION', text: 'Mi teléfono correcto es +56 9 1234 5678' }),
  },
  'GET /api/privacy/requests': {},
  'POST /api/privacy/requests/:id/resolve': {
    params: { id: 'lookup' },
    body: () => ({ outcome: 'REFUSED', reason: 'No corresponde a sus datos' }),
  },
  // Issue 41: planned works (work 1 once planned).
  'GET /api/works': {},
  'GET /api/works/active': {},
  'GET /api/works/:id': { params: { id: 'lookup' } },
  'GET /api/works/:id/history': { params: { id: 'lookup' } },
  'POST /api/works': { body: () => plannedWork() },
  'PUT /api/works/:id': { params: { id: 'lookup' }, body: () => plannedWork() },
  'POST /api/works/:id/request': { params: { id: 'lookup' } },
  'POST /api/works/:id/cancel': { params: { id: 'lookup' } },
  'POST /api/works/:id/approve': { params: { id: 'lookup' } },
  'POST /api/works/:id/reject': { params: { id: 'lookup' }, body: () => ({ reason: 'Falta el plan de desvío' }) },
};

export const KEYS = Object.keys(TEMPLATES);
export const methodOf = (key: string) => key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const pathOf = (key: string) => key.split(' ')[1]!;
export const callersOf = (key: string): Caller[] => {
  const rule = ROUTE_RULES[key]!;
  return [...(allowsAnonymous(rule) ? ['ANONYMOUS' as const] : []), ...allowedRoles(rule)];
};

export function validParam(kind: ParamKind, caller: Caller): string {
  switch (kind) {
    case 'ticket':
      return String(ctx.ticket);
    case 'attachment':
      return String(ctx.attachment);
    case 'notification':
      return String(ctx.notification);
    case 'self':
      return caller === 'ANONYMOUS' ? ids.DRIVER : ids[caller];
    case 'victim':
      return ctx.victim;
    case 'operator':
      return ids.OPERATOR;
    case 'lookup':
      return '1';
    case 'email':
      return encodeURIComponent(DEMO.DRIVER);
    case 'report':
      return 'events';
    case 'closeReason':
      return 'FALSO_AVISO';
    case 'severity':
      return 'MINOR';
    case 'template':
      return String(ctx.template);
    case 'unit':
      return '1';
  }
}

export function paramsFor(key: string, caller: Caller): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, kind] of Object.entries(TEMPLATES[key]!.params ?? {})) params[name] = validParam(kind, caller);
  return params;
}

/** The URL of a request: its parameters, the valid ones where it gives none, and its query. */
export function urlOf(g: { key: string; caller: Caller; params: Record<string, string>; query: string }): string {
  let path = pathOf(g.key);
  for (const [name, kind] of Object.entries(TEMPLATES[g.key]!.params ?? {})) {
    path = path.replace(`:${name}`, g.params[name] ?? validParam(kind, g.caller));
  }
  return path + g.query;
}
