// THE access table: every /api route's method + URL → who may call it. The access plugin refuses
// to start a route that is not listed here, and the role-matrix test is generated from it.
// Object-level checks (whose event, whose notifications) live in the handlers.
import { mayReveal, ROLES, type Role } from '@vigia/domain';

/** 'public': anyone, no token read. A role list: signed-in users with one of those roles.
 *  `{ anonymous: true, roles }`: anonymous callers too (a token, if sent, must be valid). */
export type RouteRule = 'public' | readonly Role[] | { readonly anonymous: true; readonly roles: readonly Role[] };

const ALL: readonly Role[] = ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'INSPECTOR', 'ADMIN'];
const EDITORS: readonly Role[] = ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'ADMIN'];
const ASSIGNERS: readonly Role[] = ['OPERATOR', 'SUPERVISOR', 'ADMIN'];
const REPORTERS: readonly Role[] = ['OPERATOR', 'SUPERVISOR', 'INSPECTOR', 'ADMIN'];
const NOTIFIED: readonly Role[] = ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'ADMIN'];
const ADMIN: readonly Role[] = ['ADMIN'];
/** The regulator's side and the concession's management (issue 40). */
const AUDITORS: readonly Role[] = ['SUPERVISOR', 'INSPECTOR', 'ADMIN'];
/** The roles the personal data table lets reveal a reporter's data (issue 40). */
const REVEALERS: readonly Role[] = ROLES.filter(mayReveal);

export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  // Authentication
  'POST /api/auth': 'public',
  'POST /api/auth/register': 'public',
  'GET /api/profile/forgotten/:email': 'public',
  'GET /api/user/me': ALL,
  'POST /api/auth/logout': ALL,
  'POST /api/auth/logout-all': ALL,
  'POST /api/auth/reset': 'public',
  'POST /api/auth/confirm': 'public',
  'POST /api/auth/confirm/resend': ALL,
  'GET /api/auth/lockouts': ADMIN,

  // Users (administration)
  'GET /api/user/list': ADMIN,
  'POST /api/profile/new': ADMIN,
  'POST /api/profile/update': ADMIN,
  'POST /api/profile/delete/:id': ADMIN,
  'POST /api/profile/disable/:id': ADMIN,
  'GET /api/profile/operator': ASSIGNERS,

  // Lookups
  'GET /api/ticket/category': 'public',
  'GET /api/ticket/status': 'public',
  'GET /api/ticket/category/:id/subcategories': 'public',
  'GET /api/ticket/category/subcategories/:id/classifications': 'public',

  // Events
  'POST /api/ticket': { anonymous: true, roles: EDITORS },
  'GET /api/ticket/duplicates': 'public',
  'GET /api/ticket/search': ALL,
  'GET /api/ticket/list/me': ALL,
  'GET /api/ticket/list/operator/:id': ASSIGNERS,
  'GET /api/ticket/:id': ALL,
  'PUT /api/ticket/:id': EDITORS,
  // Issue 35: only the fields sent change (a status, a close); the same rules as PUT.
  'PATCH /api/ticket/:id': EDITORS,
  // Comments and the history: every role on the events it may see; an INTERNAL comment's text (its
  // COMMENT_ADDED history row, the notice of it) only OPERATOR, SUPERVISOR, INSPECTOR, ADMIN and its
  // author; a DRIVER reads PUBLIC ones and their own (ticket-policy.ts canReadInternalComments).
  // Writing: per author per minute (RATE_LIMIT_COMMENTS_PER_MINUTE, RATE_LIMIT_STAFF_COMMENTS_PER_MINUTE).
  'GET /api/ticket/:id/comment': ALL,
  'POST /api/ticket/:id/comment': EDITORS,
  'GET /api/ticket/:id/attachment': ALL,
  'POST /api/ticket/:id/attachment': { anonymous: true, roles: EDITORS },
  'GET /api/ticket/:id/attachment/:attachmentId': ALL,
  'GET /api/ticket/:id/history': ALL,

  // The control room (issue 23): saved views, triage, reopening, and the lists ADMIN keeps.
  // An operator's object-level rights (open and unassigned events): @vigia/domain/event-policy.
  'GET /api/ticket/queue': REPORTERS,
  'GET /api/ticket/queue/counts': REPORTERS,
  'PUT /api/ticket/:id/triage': ASSIGNERS,
  'POST /api/ticket/:id/reopen': ['SUPERVISOR', 'ADMIN'],
  // The lifecycle (issue 26): milestones by whoever may edit the event, but a DRIVER only ON_SCENE, on
  // the one they reported, at the server's time; other milestones and back-dated times (corrections,
  // shown as such in the lifecycle report) are the control room's (issue 34, decideMilestone in @vigia/domain/event-policy).
  // Merging and linking by staff (an OPERATOR on an event assigned to them).
  'POST /api/ticket/:id/milestone': EDITORS,
  'POST /api/ticket/:id/merge': ASSIGNERS,
  'POST /api/ticket/:id/link': ASSIGNERS,
  'GET /api/close-reason': ALL,
  'POST /api/close-reason': ADMIN,
  'PUT /api/close-reason/:code': ADMIN,
  'GET /api/sla-target': REPORTERS,
  'PUT /api/sla-target/:severity': ADMIN,
  'GET /api/severity-rule': ADMIN,
  'PUT /api/severity-rule/:classificationId': ADMIN,
  'GET /api/response-template': ASSIGNERS,
  'POST /api/response-template': ADMIN,
  'PUT /api/response-template/:id': ADMIN,
  'DELETE /api/response-template/:id': ADMIN,

  // Assignments (take/release: an operator on their own behalf; assign: several at once)
  'GET /api/ticket/assignment': ASSIGNERS,
  'POST /api/ticket/:id/take': ['OPERATOR'],
  'POST /api/ticket/:id/release': ['OPERATOR'],
  'POST /api/ticket/assign': ['SUPERVISOR', 'ADMIN'],

  // Notifications
  'GET /api/notification/profile/:id': NOTIFIED,
  'POST /api/notification/:id/read': NOTIFIED,
  'POST /api/notification/read-all': NOTIFIED,
  'GET /api/notification/unread': NOTIFIED,
  'POST /api/notification/stream/ticket': NOTIFIED,
  // EventSource sends no Authorization header: the handler authenticates the single-use ?ticket=.
  'GET /api/notification/stream': 'public',

  // Reports
  // Figures and the highway strip: every role, over the events it may see.
  'GET /api/report/reportStatistic': ALL,
  'GET /api/report/strip': ALL,
  'GET /api/report/:report': REPORTERS,

  // Reporter follow-up (number + e-mail, rate limited per IP)
  'POST /api/ticket/follow-up': 'public',
  // The reporter adds a comment or a photo to their open event (the same check and budget)
  'POST /api/ticket/follow-up/comment': 'public',
  'POST /api/ticket/follow-up/attachment': 'public',
  // Reporter unsubscribe (the link's HMAC token, rate limited per IP like the follow-up)
  'POST /api/ticket/unsubscribe': 'public',
  // Route alerts (issue 41 item 5): anyone subscribes (rate limited per IP and per address), the
  // mail's signed token confirms or unsubscribes.
  'POST /api/alerts/subscribe': 'public',
  'POST /api/alerts/confirm': 'public',
  'POST /api/alerts/unsubscribe': 'public',

  // Where am I (issue 24): the km-post table (public: the form caches it and locates offline), a
  // position as km (public, rate limited per IP), and ADMIN's CSV import of the table.
  'GET /api/location/reference': 'public',
  'GET /api/location/km': 'public',
  'POST /api/location/reference': ADMIN,

  // Every channel in (issue 39): the channel list (public, like the other lookups); the SOS posts
  // (the call-takers read them, ADMIN imports them); the control room's own creation ("Nueva
  // llamada"), a DRIVER's only for the PATROL channel (services/staff-tickets.ts).
  'GET /api/ticket/channel': 'public',
  'GET /api/ticket/classification': 'public',
  'GET /api/location/sos': EDITORS,
  'GET /api/location/sos/:number': EDITORS,
  'POST /api/location/sos': ADMIN,
  'POST /api/ticket/staff': EDITORS,

  // Dispatch (issue 38): ADMIN keeps the units; the control room sees them (the board) and sends
  // them; a DRIVER signs on and off, and moves and locates only the unit they are signed on to (the
  // status machine, @vigia/domain/unit-status, and services/units.ts). Positions: per driver per minute.
  'GET /api/unit-kind': ALL,
  'GET /api/unit': ASSIGNERS,
  'GET /api/unit/:id': [...ASSIGNERS, 'DRIVER'],
  'POST /api/unit': ADMIN,
  'PATCH /api/unit/:id': ADMIN,
  'GET /api/unit/:id/history': ASSIGNERS,
  'POST /api/unit/:id/shift': ['DRIVER'],
  'DELETE /api/unit/:id/shift': ['DRIVER'],
  'POST /api/unit/:id/status': EDITORS,
  'POST /api/unit/:id/position': ['DRIVER'],
  // The crew's phone: their own unit, and the units they may sign on to (routes/crew.ts).
  'GET /api/unit/mine': ['DRIVER'],
  'GET /api/unit/vacant': ['DRIVER'],
  'GET /api/ticket/:id/dispatch-options': ASSIGNERS,
  'GET /api/ticket/:id/units': REPORTERS,
  'POST /api/ticket/:id/dispatch': ASSIGNERS,

  // Planned works (issue 41): every staff role reads them; SUPERVISOR and ADMIN plan (create, edit,
  // request, cancel); the INSPECTOR (Inspección Fiscal) approves or rejects. Not area-scoped: the
  // state machine (@vigia/domain/work-status) decides again on the locked work.
  'GET /api/works': ALL,
  // The works under way now, for the public form's notice: no contractor, contact or person.
  'GET /api/works/active': 'public',
  'GET /api/works/:id': ALL,
  'GET /api/works/:id/history': ALL,
  'POST /api/works': ['SUPERVISOR', 'ADMIN'],
  'PUT /api/works/:id': ['SUPERVISOR', 'ADMIN'],
  'POST /api/works/:id/request': ['SUPERVISOR', 'ADMIN'],
  'POST /api/works/:id/cancel': ['SUPERVISOR', 'ADMIN'],
  'POST /api/works/:id/approve': ['INSPECTOR'],
  'POST /api/works/:id/reject': ['INSPECTOR'],

  // The control room's day (issue 39 items 4–6). Agencies: the list is every staff role's; the
  // control room records who was told (a DRIVER none: the crew tells the control room, which records
  // it), the inspector reads. The shift log and handovers: the control room writes, ADMIN too for the
  // log, the inspector reads; a handover is signed and received by OPERATOR and SUPERVISOR only.
  'GET /api/agency': ALL,
  'GET /api/ticket/:id/agency': REPORTERS,
  'POST /api/ticket/:id/agency': ASSIGNERS,
  'PATCH /api/ticket/:id/agency/:entryId': ASSIGNERS,
  'GET /api/log': REPORTERS,
  'GET /api/log/export': REPORTERS,
  'POST /api/log': ASSIGNERS,
  'POST /api/shift/handover': ['OPERATOR', 'SUPERVISOR'],
  'POST /api/shift/handover/:id/ack': ['OPERATOR', 'SUPERVISOR'],
  'GET /api/shift/handover/:id': REPORTERS,

  // Accountable to the regulator (issue 40 items 1–2): ADMIN writes the service standards; the
  // inspector, supervisors and ADMIN read them, the month's compliance and its spreadsheet. The
  // inspector opens and resolves observations; the concession (SUPERVISOR, ADMIN) answers them.
  'GET /api/standards': AUDITORS,
  'POST /api/standards': ADMIN,
  'GET /api/compliance': AUDITORS,
  'GET /api/compliance/export': AUDITORS,
  'GET /api/observations': AUDITORS,
  'POST /api/observations': ['INSPECTOR'],
  'POST /api/observations/:id/reply': ['SUPERVISOR', 'ADMIN'],
  'POST /api/observations/:id/resolve': ['INSPECTOR'],

  // Need to know (issue 40 item 4): who may reveal a reporter's data is the domain's personal data
  // table (INSPECTOR audits the service, not people); only ADMIN reads the access log.
  'POST /api/ticket/:id/reveal': REVEALERS,
  'GET /api/privacy/access-log': ADMIN,
  // The reporter's rights (issue 40 item 4): the follow-up token is the proof (rate limited per IP);
  // ADMIN answers the requests.
  'POST /api/privacy/export': 'public',
  'POST /api/privacy/requests': 'public',
  'GET /api/privacy/requests': ADMIN,
  'POST /api/privacy/requests/:id/resolve': ADMIN,

  // The anchored record (issue 40 item 3): the signed daily digests are published to anyone (no
  // personal data: hashes and a public key); ADMIN makes today's on demand.
  'GET /api/ledger/digests': 'public',
  'POST /api/ledger/digests': ADMIN,

  // Mail: the outbox ("Correo saliente") and staff mail preferences
  'GET /api/mail/outbox': ADMIN,
  'GET /api/user/me/preferences': ASSIGNERS,
  'PUT /api/user/me/preferences': ASSIGNERS,

  // The Open511 feed (issue 26): open data, no sign-in; no personal data in it (lib/open511.ts)
  'GET /open511/': 'public',
  'GET /open511/jurisdictions': 'public',
  'GET /open511/events': 'public',
  // The road-data feeds (issue 41): open data, no sign-in; no personal data in them (src/feeds/)
  'GET /feeds/wzdx': 'public',
  'GET /feeds/datex2': 'public',
  'GET /feeds/waze': 'public',

  // For the load balancer: liveness (the process answers) and readiness (database reachable)
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
};

/** Routes outside the table on purpose: the web pages, the OpenAPI document and its UI are public. */
export const isUnruledPath = (url: string) =>
  !(url.startsWith('/api/') || url.startsWith('/open511/') || url.startsWith('/feeds/')) ||
  url === '/api/docs' ||
  url.startsWith('/api/docs/');

export function allowsAnonymous(rule: RouteRule): boolean {
  // Array.isArray does not narrow a readonly array out of the union (TypeScript #17002).
  return rule === 'public' || (!Array.isArray(rule) && (rule as { anonymous?: boolean }).anonymous === true);
}

export function allowedRoles(rule: RouteRule): readonly Role[] {
  if (rule === 'public') return ALL;
  return Array.isArray(rule) ? (rule as readonly Role[]) : (rule as { roles: readonly Role[] }).roles;
}
