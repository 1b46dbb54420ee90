// Who reads internal notes (issue 34, finding 3): a DRIVER never receives the text of the control
// room's INTERNAL comments, not in the comment list, not in the history, not through notifications;
// they read PUBLIC comments and their own. The history's chain is still verified over every row.
// And (finding 2, part) comments are rate limited per author.
import type { FastifyInstance } from 'fastify';
import { optionsFromEnv, resolveOptions } from '../src/config';
import { auth, body, DEMO, isErrorEnvelope, validEvent, withSignedInApp } from './helpers';

const SECRET = 'Nota interna: el conductor reportó con retraso';
const PUBLIC = 'La grúa va en camino';
const OWN = 'Nota del conductor para la sala de control';

let app: FastifyInstance;
let ticketId: number;

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: auth(token) });
const comment = (token: string, ticket: number, text: string, visibility?: 'INTERNAL' | 'PUBLIC') =>
  app.inject({
    method: 'POST',
    url: `/api/ticket/${ticket}/comment`,
    headers: auth(token),
    payload: { comment: text, ...(visibility ? { visibility } : {}) },
  });
const commentTexts = async (token: string, ticket = ticketId) => {
  const res = await get(token, `/api/ticket/${ticket}/comment?size=100`);
  expect(res.statusCode).toBe(200);
  const page = body(res).payload as { content: { comment: string }[]; total: number };
  return { texts: page.content.map((c) => c.comment).sort(), total: page.total };
};
const notificationsOf = async (role: keyof typeof DEMO) =>
  (
    body(await get(t[role], `/api/notification/profile/${id[role]}?size=100`)).payload.content as {
      type: string;
      ticketId: number;
      message: string;
    }[]
  ).filter((n) => n.ticketId === ticketId);

const { t, id } = withSignedInApp(
  { slaScanMs: 0, rateLimits: { commentsPerMinute: 10, staffCommentsPerMinute: 30 } },
  async (started) => {
    app = started;
    const created = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(t.DRIVER), payload: validEvent() });
    ticketId = body(created).payload as number;
    expect((await comment(t.SUPERVISOR, ticketId, SECRET, 'INTERNAL')).statusCode).toBe(201);
    expect((await comment(t.SUPERVISOR, ticketId, PUBLIC, 'PUBLIC')).statusCode).toBe(201);
    expect((await comment(t.DRIVER, ticketId, OWN, 'INTERNAL')).statusCode).toBe(201);
  },
  DEMO,
  90_000,
);

describe('internal comments: who reads them', () => {
  it('GET /api/ticket/:id/comment gives a DRIVER the public comments and their own, not the internal notes', async () => {
    expect(await commentTexts(t.DRIVER)).toEqual({ texts: [OWN, PUBLIC].sort(), total: 2 });
  });

  it('the control room (INSPECTOR read-only) reads every comment', async () => {
    for (const role of ['SUPERVISOR', 'INSPECTOR', 'ADMIN', 'OPERATOR'] as const) {
      expect(await commentTexts(t[role])).toEqual({ texts: [SECRET, PUBLIC, OWN].sort(), total: 3 });
    }
  });

  it('GET /api/ticket/:id/history leaves the internal notes out for a DRIVER, and the chain still verifies', async () => {
    const res = await get(t.DRIVER, `/api/ticket/${ticketId}/history`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-history-chain']).toBe('VERIFIED');
    expect(res.body).not.toContain(SECRET);
    const comments = (body(res).payload as { action: string; changes: { to: unknown }[] }[])
      .filter((h) => h.action === 'COMMENT_ADDED')
      .map((h) => h.changes[0]!.to);
    expect(comments.sort()).toEqual([OWN, PUBLIC].sort());

    const full = await get(t.INSPECTOR, `/api/ticket/${ticketId}/history`);
    expect(full.headers['x-history-chain']).toBe('VERIFIED');
    expect(full.body).toContain(SECRET);
  });

  it('an internal note does not notify a DRIVER (they could not read it); a public one does, without the text', async () => {
    const before = (await notificationsOf('DRIVER')).length;
    expect((await comment(t.ADMIN, ticketId, `${SECRET} (2)`, 'INTERNAL')).statusCode).toBe(201);
    const afterInternal = await notificationsOf('DRIVER');
    expect(afterInternal).toHaveLength(before);
    expect((await comment(t.ADMIN, ticketId, 'Pistas habilitadas', 'PUBLIC')).statusCode).toBe(201);
    const afterPublic = await notificationsOf('DRIVER');
    expect(afterPublic).toHaveLength(before + 1);
    expect(afterPublic.filter((n) => n.type === 'COMMENT_ADDED')).toHaveLength(before + 1);
    expect(JSON.stringify(afterPublic)).not.toContain(SECRET);
  });
});

describe('comments per author per minute', () => {
  it('a burst of 50 comments by one DRIVER meets a 429 in the errors envelope before its end; others still comment', async () => {
    const own = body(await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(t.DRIVER), payload: validEvent() }))
      .payload as number;
    const statuses: number[] = [];
    let refused: ReturnType<typeof body> | undefined;
    for (let i = 0; i < 50; i++) {
      const res = await comment(t.DRIVER, own, `Comentario ${i}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429 && !refused) refused = body(res);
    }
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(first429).toBeLessThan(49);
    expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
    expect(isErrorEnvelope(refused)).toBe(true);
    expect(refused!.errors?.[0]?.message).toBe('Demasiadas solicitudes. Intente nuevamente más tarde');
    // Per author: the supervisor on the same event is not held back by the driver's burst.
    expect((await comment(t.SUPERVISOR, own, 'Revisado', 'PUBLIC')).statusCode).toBe(201);
  });

  it('staff get a larger allowance: 30 in a minute pass, the 31st is refused', async () => {
    const own = body(await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(t.ADMIN), payload: validEvent() }))
      .payload as number;
    const statuses: number[] = [];
    // The operator has not commented yet in this minute (the event is open and nobody's: theirs to work).
    for (let i = 0; i < 30; i++) statuses.push((await comment(t.OPERATOR, own, `Nota ${i}`)).statusCode);
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect((await comment(t.OPERATOR, own, 'Una más')).statusCode).toBe(429);
  });

  it('the defaults are 10 a minute for a driver and 30 for staff; the environment changes them', () => {
    expect(resolveOptions({ dataDir: '' }, '').rateLimits).toMatchObject({ commentsPerMinute: 10, staffCommentsPerMinute: 30 });
    const env = { RATE_LIMIT_COMMENTS_PER_MINUTE: '4', RATE_LIMIT_STAFF_COMMENTS_PER_MINUTE: '60' };
    expect(optionsFromEnv(env, '/repo', '/repo/packages/api-server').rateLimits).toMatchObject({
      commentsPerMinute: 4,
      staffCommentsPerMinute: 60,
    });
  });
});
