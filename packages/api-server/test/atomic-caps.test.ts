// Issue 34, finding 4: a photo cap is counted and filled under one lock (parallel uploads with one
// token store exactly the cap), the follow-up page's photos take the same places, and those photos
// count against the hourly upload budget per IP rather than the per-minute sign-in one.
import type { FastifyInstance } from 'fastify';
import { MAX_ATTACHMENTS_PER_PUBLIC_EVENT } from '@vigia/domain';
import { body, removeDir, solidPng, startApp, tempDir, validEvent, withApp } from './helpers';
import { followUpPhoto, uploadPhoto } from './photos';

const EMAIL = 'tope@correo.cl';
const WRONG = 'A'.repeat(22);
let app: FastifyInstance;
let png: Buffer;

withApp({}, async (started) => {
  app = started;
  png = await solidPng(32, 32, '#a50');
});

async function anonymousEvent(): Promise<{ id: number; token: string; followUp: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent({ email: EMAIL }) });
  expect(res.statusCode).toBe(201);
  const followUp = String(res.headers['x-follow-up-token']);
  return { id: body(res).payload as number, token: String(res.headers['x-upload-token']), followUp };
}

const upload = (id: number, token: string) => uploadPhoto(app, id, png, { 'x-upload-token': token });

/** The follow-up page's photo: id and follow-up token fields, then the file. */
const pagePhoto = (id: number, followUp: string, target = app, remoteAddress = '127.0.0.1') =>
  followUpPhoto(target, { id: String(id), token: followUp }, png, { remoteAddress });

const storedPhotos = async (id: number) =>
  (await app.database.query<{ n: number }>('select count(*)::int as n from attachments where ticket_id = $1', [id]))[0]!.n;

describe('photo caps taken atomically', () => {
  it('stores exactly the cap of 8 parallel uploads with one token; the others get 409', async () => {
    const { id, token } = await anonymousEvent();
    const codes = (await Promise.all(Array.from({ length: 8 }, () => upload(id, token)))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_ATTACHMENTS_PER_PUBLIC_EVENT);
    expect(codes.filter((c) => c === 409)).toHaveLength(8 - MAX_ATTACHMENTS_PER_PUBLIC_EVENT);
    expect(await storedPhotos(id)).toBe(MAX_ATTACHMENTS_PER_PUBLIC_EVENT);
  }, 60_000);

  it('counts parallel follow-up photos and token uploads against the same public places', async () => {
    const { id, token, followUp } = await anonymousEvent();
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => pagePhoto(id, followUp)),
      ...Array.from({ length: 4 }, () => upload(id, token)),
    ]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_ATTACHMENTS_PER_PUBLIC_EVENT);
    expect(codes.filter((c) => c !== 201)).toEqual(Array(8 - MAX_ATTACHMENTS_PER_PUBLIC_EVENT).fill(409));
    expect(await storedPhotos(id)).toBe(MAX_ATTACHMENTS_PER_PUBLIC_EVENT);
  }, 60_000);
});

describe('follow-up photos under the hourly upload budget', () => {
  it('limits follow-up photos per IP per hour with anonymousUploadPerHour, not the sign-in budget', async () => {
    const limitedDir = tempDir();
    const limited = await startApp(limitedDir, { rateLimits: { authPerMinute: 10_000, anonymousUploadPerHour: 2 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await pagePhoto(1, WRONG, limited, '10.34.4.1')).statusCode);
      // A wrong token for event 1: 404 until the budget is spent.
      expect(codes).toEqual([404, 404, 429]);
      expect(body(await pagePhoto(1, WRONG, limited, '10.34.4.1')).errors).toEqual([
        { message: 'Demasiadas solicitudes. Intente nuevamente más tarde' },
      ]);
      // Another address has its own budget.
      expect((await pagePhoto(1, WRONG, limited, '10.34.4.2')).statusCode).toBe(404);
    } finally {
      await limited.close();
      removeDir(limitedDir);
    }
  }, 60_000);
});
