// The role table as a matrix: every route × anonymous and each role, generated from ROUTE_RULES.
import Fastify from 'fastify';
import { ROLES, type Role } from '@vigia/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ROUTE_RULES, allowedRoles, allowsAnonymous } from '../src/access/route-rules';
import { accessPlugin } from '../src/plugins/access';
import { auth, DEMO, login, solidPng, validEvent, withSignedInApp } from './helpers';
import { uploadPhoto } from './photos';

type Caller = Role | 'ANONYMOUS';
interface Ctx {
  caller: Caller;
  callerId: string;
  ticketId: number;
  attachmentId: number;
  operatorId: string;
  uploadToken: string;
  png: Buffer;
}

const randomUuid = '7d1f0a3e-2b4c-4d5e-8f60-718293a4b5c6';

// A request with nothing of the caller's (most rows): its method and URL, and an empty body for the writes.
const request = (method: InjectOptions['method']) => (url: string, payload?: object) => (): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});
const del = request('DELETE');
const get = request('GET');
const post = request('POST');
const put = request('PUT');

// One request per rule: chosen so an allowed caller passes the object-level checks too
// (their own id, an event the driver created and the operator is assigned to) and nothing is
// destroyed (empty bodies → 400, unknown ids → 404).
const REQUESTS: Record<string, (c: Ctx) => InjectOptions> = {
  'POST /api/auth': post('/api/auth', {}),
  'POST /api/auth/register': post('/api/auth/register', {}),
  'GET /api/profile/forgotten/:email': get('/api/profile/forgotten/nadie@example.com'),
  'GET /api/user/me': get('/api/user/me'),
  'GET /api/user/list': get('/api/user/list'),
  'POST /api/profile/new': post('/api/profile/new', {}),
  'POST /api/profile/update': post('/api/profile/update', {}),
  'POST /api/profile/delete/:id': post(`/api/profile/delete/${randomUuid}`),
  'POST /api/profile/disable/:id': post(`/api/profile/disable/${randomUuid}`),
  'GET /api/profile/operator': get('/api/profile/operator'),
  'GET /api/ticket/category': get('/api/ticket/category'),
  'GET /api/ticket/duplicates': get('/api/ticket/duplicates?category=ACCIDENTE&kilometer=450&orientation=NORTH'),
  'GET /api/ticket/status': get('/api/ticket/status'),
  'GET /api/ticket/category/:id/subcategories': get('/api/ticket/category/1/subcategories'),
  'GET /api/ticket/category/subcategories/:id/classifications': get('/api/ticket/category/subcategories/1/classifications'),
  'POST /api/ticket': post('/api/ticket', {}),
  'GET /api/ticket/search': get('/api/ticket/search'),
  'GET /api/ticket/list/me': get('/api/ticket/list/me'),
  'GET /api/ticket/list/operator/:id': (c) => ({
    method: 'GET',
    url: `/api/ticket/list/operator/${c.caller === 'OPERATOR' ? c.callerId : c.operatorId}`,
  }),
  'GET /api/ticket/:id': (c) => ({ method: 'GET', url: `/api/ticket/${c.ticketId}` }),
  'PUT /api/ticket/:id': (c) => ({ method: 'PUT', url: `/api/ticket/${c.ticketId}`, payload: {} }),
  'PATCH /api/ticket/:id': (c) => ({ method: 'PATCH', url: `/api/ticket/${c.ticketId}`, payload: {} }),
  'GET /api/ticket/:id/comment': (c) => ({ method: 'GET', url: `/api/ticket/${c.ticketId}/comment` }),
  'POST /api/ticket/:id/comment': (c) => ({ method: 'POST', url: `/api/ticket/${c.ticketId}/comment`, payload: {} }),
  'GET /api/ticket/:id/attachment': (c) => ({ method: 'GET', url: `/api/ticket/${c.ticketId}/attachment` }),
  'POST /api/ticket/:id/attachment': (c) => ({
    method: 'POST',
    url: `/api/ticket/${c.ticketId}/attachment`,
    // Anonymous callers present the capability of this event; nobody sends a file → 400.
    ...(c.caller === 'ANONYMOUS' ? { headers: { 'x-upload-token': c.uploadToken } } : {}),
  }),
  'GET /api/ticket/:id/attachment/:attachmentId': (c) => ({ method: 'GET', url: `/api/ticket/${c.ticketId}/attachment/${c.attachmentId}` }),
  'GET /api/notification/profile/:id': (c) => ({
    method: 'GET',
    url: `/api/notification/profile/${c.caller === 'ANONYMOUS' ? randomUuid : c.callerId}`,
  }),
  'POST /api/notification/:id/read': post('/api/notification/999999/read'),
  'POST /api/notification/read-all': post('/api/notification/read-all'),
  'GET /api/notification/unread': get('/api/notification/unread'),
  'POST /api/notification/stream/ticket': post('/api/notification/stream/ticket'),
  // Without ?ticket= the stream answers 400 (never opens, so the matrix does not hang).
  'GET /api/notification/stream': get('/api/notification/stream'),
  'GET /api/ticket/:id/history': (c) => ({ method: 'GET', url: `/api/ticket/${c.ticketId}/history` }),
  'GET /api/ticket/assignment': get('/api/ticket/assignment'),
  'GET /api/ticket/queue': get('/api/ticket/queue?view=unassigned'),
  'GET /api/ticket/queue/counts': get('/api/ticket/queue/counts'),
  'PUT /api/ticket/:id/triage': () => ({ method: 'PUT', url: '/api/ticket/2147483000/triage', payload: { severity: 'MAJOR' } }),
  'POST /api/ticket/:id/reopen': () => ({ method: 'POST', url: '/api/ticket/2147483000/reopen', payload: { reason: 'x' } }),
  'POST /api/ticket/:id/milestone': () => ({ method: 'POST', url: '/api/ticket/2147483000/milestone', payload: { code: 'ON_SCENE' } }),
  'POST /api/ticket/:id/merge': () => ({ method: 'POST', url: '/api/ticket/2147483000/merge', payload: { into: 1 } }),
  'POST /api/ticket/:id/link': () => ({ method: 'POST', url: '/api/ticket/2147483000/link', payload: { primary: 1 } }),
  'GET /api/close-reason': get('/api/close-reason'),
  'POST /api/close-reason': post('/api/close-reason', {}),
  'PUT /api/close-reason/:code': () => ({ method: 'PUT', url: '/api/close-reason/NO_EXISTE', payload: { name: 'No existe' } }),
  'GET /api/sla-target': get('/api/sla-target'),
  'PUT /api/sla-target/:severity': put('/api/sla-target/MINOR', {}),
  'GET /api/severity-rule': get('/api/severity-rule'),
  'PUT /api/severity-rule/:classificationId': () => ({
    method: 'PUT',
    url: '/api/severity-rule/2147483000',
    payload: { severity: 'MAJOR' },
  }),
  'GET /api/response-template': get('/api/response-template'),
  'POST /api/response-template': post('/api/response-template', {}),
  'PUT /api/response-template/:id': put('/api/response-template/2147483000', {}),
  'DELETE /api/response-template/:id': del('/api/response-template/2147483000'),
  'POST /api/ticket/:id/take': post('/api/ticket/2147483000/take'),
  'POST /api/ticket/:id/release': post('/api/ticket/2147483000/release'),
  'POST /api/ticket/assign': post('/api/ticket/assign', {}),
  'GET /api/report/reportStatistic': get('/api/report/reportStatistic'),
  'GET /api/report/:report': get('/api/report/events?month=1&year=2025'),
  'GET /api/report/strip': get('/api/report/strip'),
  'POST /api/ticket/follow-up': post('/api/ticket/follow-up', {}),
  'POST /api/ticket/follow-up/comment': post('/api/ticket/follow-up/comment', {}),
  'POST /api/ticket/follow-up/attachment': post('/api/ticket/follow-up/attachment', {}),
  'POST /api/ticket/unsubscribe': post('/api/ticket/unsubscribe', {}),
  'POST /api/alerts/subscribe': post('/api/alerts/subscribe', {}),
  'POST /api/alerts/confirm': post('/api/alerts/confirm', {}),
  'POST /api/alerts/unsubscribe': post('/api/alerts/unsubscribe', {}),
  'GET /api/mail/outbox': get('/api/mail/outbox'),
  'GET /api/user/me/preferences': get('/api/user/me/preferences'),
  'PUT /api/user/me/preferences': put('/api/user/me/preferences', {}),
  'GET /api/health': get('/api/health'),
  'GET /api/location/reference': get('/api/location/reference'),
  'GET /api/location/km': get('/api/location/km?lat=-37.47&lon=-72.39'),
  'GET /open511/': get('/open511/'),
  'GET /open511/jurisdictions': get('/open511/jurisdictions?format=xml'),
  'GET /open511/events': get('/open511/events?status=ALL&severity=MAJOR'),
  'GET /feeds/wzdx': get('/feeds/wzdx'),
  'GET /feeds/datex2': get('/feeds/datex2'),
  'GET /feeds/waze': get('/feeds/waze'),
  'POST /api/location/reference': post('/api/location/reference', {}),
  // Issue 39: the channel list, the SOS posts (an unknown post: 404; empty bodies: 400).
  'GET /api/ticket/channel': get('/api/ticket/channel'),
  'GET /api/ticket/classification': get('/api/ticket/classification'),
  'GET /api/location/sos': get('/api/location/sos'),
  'GET /api/location/sos/:number': get('/api/location/sos/99999'),
  'POST /api/location/sos': post('/api/location/sos', {}),
  'POST /api/ticket/staff': post('/api/ticket/staff', {}),
  'POST /api/auth/logout': post('/api/auth/logout'),
  'POST /api/auth/logout-all': post('/api/auth/logout-all'),
  'POST /api/auth/reset': () => ({ method: 'POST', url: '/api/auth/reset', payload: { token: 'x', password: 'clave-nueva-1' } }),
  'POST /api/auth/confirm': () => ({ method: 'POST', url: '/api/auth/confirm', payload: { token: 'x' } }),
  'POST /api/auth/confirm/resend': post('/api/auth/confirm/resend'),
  'GET /api/auth/lockouts': get('/api/auth/lockouts'),
  'GET /api/ready': get('/api/ready'),
  // Dispatch (issue 38): unknown units (404) and empty bodies (400) for the allowed callers.
  'GET /api/unit-kind': get('/api/unit-kind'),
  'GET /api/unit': get('/api/unit'),
  'GET /api/unit/:id': get('/api/unit/999999'),
  'POST /api/unit': post('/api/unit', {}),
  'PATCH /api/unit/:id': request('PATCH')('/api/unit/999999', {}),
  'GET /api/unit/:id/history': get('/api/unit/999999/history'),
  'POST /api/unit/:id/shift': post('/api/unit/999999/shift'),
  'DELETE /api/unit/:id/shift': del('/api/unit/999999/shift'),
  'POST /api/unit/:id/status': post('/api/unit/999999/status', {}),
  'POST /api/unit/:id/position': post('/api/unit/999999/position', {}),
  'GET /api/unit/mine': get('/api/unit/mine'),
  'GET /api/unit/vacant': get('/api/unit/vacant'),
  'GET /api/ticket/:id/dispatch-options': (c) => get(`/api/ticket/${c.ticketId}/dispatch-options`)(),
  'GET /api/ticket/:id/units': (c) => get(`/api/ticket/${c.ticketId}/units`)(),
  'POST /api/ticket/:id/dispatch': (c) => post(`/api/ticket/${c.ticketId}/dispatch`, {})(),
  // Issue 39 items 4–6: empty bodies (400) and unknown entries and handovers (404) for the allowed callers.
  'GET /api/agency': get('/api/agency'),
  'GET /api/ticket/:id/agency': (c) => get(`/api/ticket/${c.ticketId}/agency`)(),
  'POST /api/ticket/:id/agency': (c) => post(`/api/ticket/${c.ticketId}/agency`, {})(),
  'PATCH /api/ticket/:id/agency/:entryId': (c) => request('PATCH')(`/api/ticket/${c.ticketId}/agency/999999`, { arrivedAt: null })(),
  'GET /api/log': get('/api/log'),
  'GET /api/log/export': get('/api/log/export?format=csv'),
  'POST /api/log': post('/api/log', {}),
  'POST /api/shift/handover': post('/api/shift/handover', { note: {} }),
  'POST /api/shift/handover/:id/ack': post('/api/shift/handover/999999/ack'),
  'GET /api/shift/handover/:id': get('/api/shift/handover/999999'),
  // Issue 40: empty bodies (400) and unknown observations (404) for the allowed callers.
  'GET /api/standards': get('/api/standards'),
  'POST /api/standards': post('/api/standards', {}),
  'GET /api/compliance': get('/api/compliance?month=1&year=2026'),
  'GET /api/compliance/export': get('/api/compliance/export?month=1&year=2026'),
  'GET /api/observations': get('/api/observations'),
  'POST /api/observations': post('/api/observations', {}),
  'POST /api/observations/:id/reply': post('/api/observations/999999/reply', {}),
  'POST /api/observations/:id/resolve': post('/api/observations/999999/resolve', {}),
  'GET /api/ledger/digests': get('/api/ledger/digests'),
  'POST /api/ledger/digests': post('/api/ledger/digests'),
  'POST /api/ticket/:id/reveal': post('/api/ticket/2147483000/reveal', {}),
  'GET /api/privacy/access-log': get('/api/privacy/access-log'),
  // Issue 40 item 4: empty bodies (400) for the public routes, an unknown request (404) for ADMIN.
  'POST /api/privacy/export': post('/api/privacy/export', {}),
  'POST /api/privacy/requests': post('/api/privacy/requests', {}),
  'GET /api/privacy/requests': get('/api/privacy/requests'),
  'POST /api/privacy/requests/:id/resolve': post('/api/privacy/requests/999999/resolve', {}),
  // Issue 41: planned works; unknown works (404) and empty bodies (400).
  'GET /api/works': get('/api/works'),
  'GET /api/works/active': get('/api/works/active'),
  'GET /api/works/:id': get('/api/works/999999'),
  'GET /api/works/:id/history': get('/api/works/999999/history'),
  'POST /api/works': post('/api/works', {}),
  'PUT /api/works/:id': put('/api/works/999999', {}),
  'POST /api/works/:id/request': post('/api/works/999999/request'),
  'POST /api/works/:id/cancel': post('/api/works/999999/cancel'),
  'POST /api/works/:id/approve': post('/api/works/999999/approve'),
  'POST /api/works/:id/reject': post('/api/works/999999/reject', {}),
};

let app: FastifyInstance;
let base: Omit<Ctx, 'caller' | 'callerId'>;

const { t: tokens, id: ids } = withSignedInApp({}, async (started) => {
  app = started;
  // The event every allowed caller may reach: created by the driver, assigned to the operator.
  const created = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(tokens.DRIVER), payload: validEvent() });
  const ticketId = created.json().payload as number;
  const ticket = (await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}`, headers: auth(tokens.DRIVER) })).json().payload;
  const assigned = await app.inject({
    method: 'PUT',
    url: `/api/ticket/${ticketId}`,
    headers: auth(tokens.SUPERVISOR),
    payload: { ...ticket, assignedToId: ids.OPERATOR },
  });
  expect(assigned.statusCode).toBe(200);
  const png = await solidPng(8, 8, '#c00');
  const upload = await uploadPhoto(app, ticketId, png, auth(tokens.DRIVER));
  expect(upload.statusCode).toBe(201);
  const anon = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent() });
  base = {
    ticketId,
    attachmentId: upload.json().payload.id,
    operatorId: ids.OPERATOR,
    uploadToken: String(anon.headers['x-upload-token']),
    png,
  };
  // The anonymous upload capability belongs to the anonymous event: its matrix row uses that id.
  anonTicketId = anon.json().payload as number;
});

let anonTicketId: number;

describe('route table', () => {
  it('every registered /api route has a rule and every rule a route', () => {
    expect([...app.apiRoutes].sort()).toEqual(Object.keys(ROUTE_RULES).sort());
  });

  it('every rule has a request in this matrix (add one when you add a route)', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(ROUTE_RULES).sort());
  });

  it('refuses to start a route that has no rule', async () => {
    const bare = Fastify();
    await bare.register(accessPlugin);
    expect(() => bare.get('/api/unlisted', async () => ({ payload: null }))).toThrow(/No access rule for GET \/api\/unlisted/);
    await bare.close();
  });
});

const callers: Caller[] = ['ANONYMOUS', ...ROLES];
const cases = Object.entries(ROUTE_RULES).flatMap(([key, rule]) =>
  callers.map((caller) => {
    const allowed = caller === 'ANONYMOUS' ? allowsAnonymous(rule) : allowedRoles(rule).includes(caller);
    return [key, caller, allowed] as const;
  }),
);

describe.each(cases)('%s as %s', (key, caller, allowed) => {
  it(allowed ? 'is allowed' : `is refused with ${caller === 'ANONYMOUS' ? 401 : 403}`, async () => {
    const ctx: Ctx = {
      ...base,
      ...(caller === 'ANONYMOUS' && key === 'POST /api/ticket/:id/attachment' ? { ticketId: anonTicketId } : {}),
      caller,
      callerId: caller === 'ANONYMOUS' ? randomUuid : ids[caller],
    };
    const request = REQUESTS[key]!(ctx);
    const headers = { ...(request.headers ?? {}), ...(caller === 'ANONYMOUS' ? {} : auth(tokens[caller])) };
    const res = await app.inject({ ...request, headers });
    // Signing out ends the caller's session: the rows after this one get a new one.
    if (key.startsWith('POST /api/auth/logout') && caller !== 'ANONYMOUS') tokens[caller] = await login(app, DEMO[caller]);
    if (allowed) {
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    } else {
      expect(res.statusCode).toBe(caller === 'ANONYMOUS' ? 401 : 403);
      expect(res.json()).toEqual({ payload: null, errors: [{ message: expect.any(String) }] });
    }
  });
});

describe('tokens', () => {
  it('a bad or forged token is 401 on a protected route', async () => {
    for (const authorization of ['Bearer nope', 'Basic abc', `${tokens.ADMIN}x`]) {
      const res = await app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('an upload capability is not a session token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${base.uploadToken}` } });
    expect(res.statusCode).toBe(401);
  });

  it('HEAD on a protected GET is guarded too', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/api/user/list' });
    expect(res.statusCode).toBe(401);
  });
});
