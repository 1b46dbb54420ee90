// Issue 37 item 4: the reporter's answer to "¿Hay personas lesionadas?" is kept on the event and
// comes back through the API: the event, every staff list it is a row of and the highway strip.
import type { FastifyInstance } from 'fastify';
import { createTickets } from '../src/repositories/ticket-create';
import { batchItem } from './batch-item';
import { auth, body, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
const { t } = withSignedInApp({}, (started) => void (app = started));

const report = async (overrides: Record<string, unknown>, token?: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    ...(token ? { headers: auth(token) } : {}),
    payload: validEvent(overrides),
  });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
};
const get = async (token: string, url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: auth(token) });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return body(res).payload;
};
// The control room reads `injured` (issue 40: it is hidden from ADMIN and INSPECTOR).
const injuredOf = async (id: number) => (await get(t.SUPERVISOR, `/api/ticket/${id}`)).injured as boolean;
/** `injured` of each listed row by id (rows of other events ignored). */
const listed = (rows: { id: number; injured: boolean }[], ids: number[]) =>
  Object.fromEntries(rows.filter((r) => ids.includes(r.id)).map((r) => [r.id, r.injured]));

describe('the injured answer kept on the event', () => {
  it('is stored as sent (true, false) and false when the report does not say', async () => {
    const yes = await report({ injured: true });
    const no = await report({ injured: false });
    const unsaid = await report({});
    expect(await injuredOf(yes)).toBe(true);
    expect(await injuredOf(no)).toBe(false);
    expect(await injuredOf(unsaid)).toBe(false);
    // The flag still makes the event CRITICAL (issue 24).
    expect((await get(t.ADMIN, `/api/ticket/${yes}`)).severity).toBe('CRITICAL');
  });

  it('is kept for an event staff create, and by the batched creation', async () => {
    const staff = await report({ injured: true }, t.OPERATOR);
    expect(await injuredOf(staff)).toBe(true);
    const { category: _c, subcategory: _s, ...event } = validEvent();
    const injuredItem = batchItem(event, null);
    injuredItem.values.injured = true;
    const [withFlag, without] = await createTickets(app.database, [injuredItem, batchItem(event, null)]);
    expect(await injuredOf(withFlag!.id)).toBe(true);
    expect(await injuredOf(without!.id)).toBe(false);
  });

  it('is on the rows of the queue, the search, the role lists and the strip', async () => {
    const yes = await report({ injured: true });
    const no = await report({ injured: false });
    const ids = [yes, no];
    const expected = { [yes]: true, [no]: false };
    for (const url of [
      '/api/ticket/queue?view=open&size=100',
      '/api/ticket/queue?view=unassigned&size=100',
      '/api/ticket/search?size=100',
    ]) {
      expect([url, listed((await get(t.OPERATOR, url)).content, ids)]).toEqual([url, expected]);
    }
    expect(listed((await get(t.SUPERVISOR, '/api/ticket/queue?view=open&size=100')).content, ids)).toEqual(expected);
    expect(listed(await get(t.SUPERVISOR, '/api/report/strip'), ids)).toEqual(expected);
    expect(listed(await get(t.OPERATOR, '/api/report/strip'), ids)).toEqual(expected);
  });

  it('survives an edit: a PUT of the event does not reset it', async () => {
    const yes = await report({ injured: true });
    const current = await get(t.SUPERVISOR, `/api/ticket/${yes}`);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/ticket/${yes}`,
      headers: auth(t.SUPERVISOR),
      payload: { ...current, sector: 'Otro' },
    });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).payload).toMatchObject({ sector: 'Otro', injured: true });
  });
});
