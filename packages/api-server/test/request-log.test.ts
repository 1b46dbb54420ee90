// The request log (issue 34): GET /api/profile/forgotten/{email} carries an address in its path;
// the log keeps the request (method, route, status) but not the address.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../src/lib/request-log';
import { DEMO, removeDir, startApp, tempDir } from './helpers';

it('masks what follows /profile/forgotten/, query included, and nothing else', () => {
  expect(redactUrl('/api/profile/forgotten/ana%40example.com')).toBe('/api/profile/forgotten/[oculto]');
  expect(redactUrl('/api/profile/forgotten/ana@example.com?x=ana@example.com')).toBe('/api/profile/forgotten/[oculto]');
  expect(redactUrl('/API/Profile/Forgotten/ana@example.com')).toBe('/API/Profile/Forgotten/[oculto]');
  expect(redactUrl('/api/ticket/12?size=5')).toBe('/api/ticket/12?size=5');
});

describe('a password recovery request', () => {
  let dir: string;
  let app: FastifyInstance | undefined;
  const lines: string[] = [];

  beforeAll(async () => {
    dir = tempDir();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    app = await startApp(dir, { logger: { level: 'debug', stream } });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    removeDir(dir);
  });

  it('is logged without the e-mail address, for an account that exists and for one that does not', async () => {
    const addresses = [DEMO.DRIVER, 'nadie.secreto@example.com'];
    for (const email of addresses) {
      for (const path of [email, encodeURIComponent(email), `${encodeURIComponent(email)}?again=${email}`]) {
        const res = await app!.inject({ method: 'GET', url: `/api/profile/forgotten/${path}` });
        expect(res.statusCode).toBe(200);
      }
    }
    // close() waits for the work done after the answer (the look-up and the reset mail), which logs too.
    await app!.close();
    app = undefined;
    const incoming = lines
      .map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string } })
      .filter((l) => l.msg === 'incoming request');
    expect(incoming.map((l) => l.req?.url)).toEqual(Array(6).fill('/api/profile/forgotten/[oculto]'));
    const log = lines.join('\n');
    for (const email of addresses) {
      expect(log).not.toContain(email);
      expect(log).not.toContain(encodeURIComponent(email));
    }
    expect(log).not.toContain('nadie.secreto');
  }, 60_000);
});
