// Issue 34, finding 5: the master's photo list holds a merged duplicate's photos only for users who
// may open the duplicate itself. A DRIVER whose event became the master does not list or download
// another reporter's photos (plates, faces); staff still do.
import type { FastifyInstance } from 'fastify';
import { auth, body, DEMO, login, registerDriver, solidPng, validEvent, withApp } from './helpers';
import { uploadPhoto } from './photos';

let app: FastifyInstance;
let png: Buffer;
const t = {} as Record<'DRIVER' | 'OPERATOR' | 'SUPERVISOR' | 'INSPECTOR', string>;

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: auth(token) });
const create = async (headers: Record<string, string>) => {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers, payload: validEvent() });
  expect(res.statusCode).toBe(201);
  return { id: body(res).payload as number, uploadToken: String(res.headers['x-upload-token'] ?? '') };
};
const upload = async (ticketId: number, headers: Record<string, string>) => {
  const res = await uploadPhoto(app, ticketId, png, headers);
  expect(res.statusCode).toBe(201);
  return body(res).payload as { id: number; url: string };
};
const merge = async (duplicate: number, master: number) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/ticket/${duplicate}/merge`,
    headers: auth(t.SUPERVISOR),
    payload: { into: master },
  });
  expect(res.statusCode).toBe(200);
};
const listed = async (token: string, ticketId: number) => {
  const res = await get(token, `/api/ticket/${ticketId}/attachment`);
  expect(res.statusCode).toBe(200);
  const page = body(res).payload as { content: { id: number }[]; total: number };
  return { ids: page.content.map((p) => p.id).sort((a, b) => a - b), total: page.total };
};

withApp({ slaScanMs: 0 }, async (started) => {
  app = started;
  for (const role of ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'INSPECTOR'] as const) t[role] = await login(app, DEMO[role]);
  png = await solidPng(16, 16, '#05a');
});

describe("a merged duplicate's photos", () => {
  it('are not listed or downloaded through the master by a DRIVER who may not open the duplicate; staff see them all', async () => {
    const master = await create(auth(t.DRIVER));
    const own = await upload(master.id, auth(t.DRIVER));
    // Another reporter (anonymous) and another driver report the same thing, with photos.
    const anonymous = await create({});
    const stranger = await upload(anonymous.id, { 'x-upload-token': anonymous.uploadToken });
    const other = await registerDriver(app, 'otro.conductor@example.com');
    const theirs = await create(auth(other.token));
    const theirPhoto = await upload(theirs.id, auth(other.token));
    await merge(anonymous.id, master.id);
    await merge(theirs.id, master.id);

    expect(await listed(t.DRIVER, master.id)).toEqual({ ids: [own.id], total: 1 });
    for (const photo of [stranger, theirPhoto]) {
      const res = await get(t.DRIVER, `/api/ticket/${master.id}/attachment/${photo.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect((await get(t.DRIVER, own.url)).statusCode).toBe(200);

    const all = { ids: [own.id, stranger.id, theirPhoto.id].sort((a, b) => a - b), total: 3 };
    expect(await listed(t.SUPERVISOR, master.id)).toEqual(all);
    expect(await listed(t.INSPECTOR, master.id)).toEqual(all);
    expect((await get(t.SUPERVISOR, `/api/ticket/${master.id}/attachment/${stranger.id}`)).statusCode).toBe(200);
    // The other driver still opens their own (merged) event's photo, but not the master's.
    expect((await get(other.token, theirPhoto.url)).statusCode).toBe(200);
    expect((await get(other.token, `/api/ticket/${master.id}/attachment/${own.id}`)).statusCode).toBe(404);
  }, 60_000);

  it('are listed on the master for the OPERATOR who works it, though the closed duplicate is not theirs', async () => {
    const master = await create({});
    const duplicate = await create({});
    const photo = await upload(duplicate.id, { 'x-upload-token': duplicate.uploadToken });
    await merge(duplicate.id, master.id);
    // Not yet theirs: the open, unassigned master is in the queue, its closed duplicate is nobody's.
    expect(await listed(t.OPERATOR, master.id)).toEqual({ ids: [], total: 0 });
    const take = await app.inject({ method: 'POST', url: `/api/ticket/${master.id}/take`, headers: auth(t.OPERATOR) });
    expect(take.statusCode).toBe(200);
    expect(await listed(t.OPERATOR, master.id)).toEqual({ ids: [photo.id], total: 1 });
    expect((await get(t.OPERATOR, `/api/ticket/${master.id}/attachment/${photo.id}`)).statusCode).toBe(200);
  }, 60_000);

  it('are listed on the master for a DRIVER who reported the duplicate too', async () => {
    const master = await create(auth(t.DRIVER));
    const again = await create(auth(t.DRIVER));
    const photo = await upload(again.id, auth(t.DRIVER));
    await merge(again.id, master.id);
    expect(await listed(t.DRIVER, master.id)).toEqual({ ids: [photo.id], total: 1 });
    expect((await get(t.DRIVER, `/api/ticket/${master.id}/attachment/${photo.id}`)).statusCode).toBe(200);
  }, 60_000);
});
