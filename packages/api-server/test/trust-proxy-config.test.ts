// TRUST_PROXY (issue 34): which proxies' X-Forwarded-For is believed. A hop count or a list of the
// proxies, never "everyone" (the left-most address is whatever the client wrote); a value that
// means everyone, or nothing sensible, stops the start with the reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { optionsFromEnv } from '../src/config';
import { checkTrustProxy, parseTrustProxy, type TrustProxy } from '../src/trust-proxy';
import { removeDir, startApp, tempDir } from './helpers';
import { startServer } from './proof/server-process';

describe('parsing TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1,10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    [' 127.0.0.1 , ::1 , fd00::/8 ', ['127.0.0.1', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['127.0.0.1,', ['127.0.0.1']],
  ] as [string | undefined, TrustProxy][])('%j → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', 'TRUE', 'yes', '*', 'all'])('refuses %j, which would believe every address a client writes', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/would believe any address a client writes in X-Forwarded-For: use 1/);
  });

  it.each([
    ['0.0.0.0/0', /no valid prefix/],
    ['::/0', /no valid prefix/],
    ['10.0.0.0/33', /no valid prefix/],
    ['10.0.0.0/x', /no valid prefix/],
    ['11', /at most 10 proxies/],
    ['-1', /"-1" is not an IP address or CIDR/],
    ['1.5', /"1.5" is not an IP address or CIDR/],
    ['nginx', /"nginx" is not an IP address or CIDR/],
    [',', /the list of proxies is empty/],
    ['10.0.0.1/8/9', /not an IP address or CIDR/],
  ])('refuses %j', (value, message) => {
    expect(() => parseTrustProxy(value)).toThrow(message);
  });

  it('reads it from the environment, and a bad value stops optionsFromEnv', () => {
    expect(optionsFromEnv({ TRUST_PROXY: '1' }, '/repo', '/repo/packages/api-server').trustProxy).toBe(1);
    expect(() => optionsFromEnv({ TRUST_PROXY: 'true' }, '/repo', '/repo/packages/api-server')).toThrow(/TRUST_PROXY=true/);
  });

  it('a caller of buildApp cannot pass true either', () => {
    expect(() => checkTrustProxy(true)).toThrow(/would trust every address/);
    expect(() => checkTrustProxy(1.5)).toThrow(/hop count/);
    expect(checkTrustProxy(0)).toBe(false);
  });

  it('the server does not start with TRUST_PROXY=true, and says why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vigia-trust-'));
    try {
      await expect(startServer(8639, { dataDir }, { TRUST_PROXY: 'true' })).rejects.toThrow(
        /exited during start-up[\s\S]*TRUST_PROXY=true would believe any address a client writes/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the address the server takes', () => {
  let dir: string;
  let app: FastifyInstance;
  const AUTH_PER_MINUTE = 3;

  afterEach(async () => {
    await app?.close();
    removeDir(dir);
  });

  /** The forgotten-password route (AUTH_PER_MINUTE per address) from a socket peer with an X-Forwarded-For. */
  const forgotten = (remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'GET',
      url: '/api/profile/forgotten/nadie@example.com',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  async function statuses(remoteAddress: string, forwardedFor: (i: number) => string, n: number) {
    const out: number[] = [];
    for (let i = 0; i < n; i += 1) out.push((await forgotten(remoteAddress, forwardedFor(i))).statusCode);
    return out;
  }

  it('with one proxy (1): the address that proxy appended, whatever the client wrote on its left', async () => {
    dir = tempDir();
    app = await startApp(dir, { trustProxy: 1, rateLimits: { authPerMinute: AUTH_PER_MINUTE } });
    // The same client behind the proxy, a new forged address each time: limited all the same.
    expect(await statuses('127.0.0.1', (i) => `198.51.100.${i}, 203.0.113.7`, AUTH_PER_MINUTE + 2)).toEqual([200, 200, 200, 429, 429]);
    // Another client behind the same proxy is another address (not the proxy's, shared by all).
    expect((await forgotten('127.0.0.1', '203.0.113.8')).statusCode).toBe(200);
  }, 120_000);

  it('with a list of proxies: the right-most address not among them; a client outside the list is its own address', async () => {
    dir = tempDir();
    app = await startApp(dir, { trustProxy: ['127.0.0.1', '10.0.0.0/8'], rateLimits: { authPerMinute: AUTH_PER_MINUTE } });
    // Client 203.0.113.9 → 10.1.1.1 (an inner proxy) → 127.0.0.1 (the outer one).
    expect(await statuses('127.0.0.1', (i) => `198.51.100.${i}, 203.0.113.9, 10.1.1.1`, AUTH_PER_MINUTE + 1)).toEqual([200, 200, 200, 429]);
    // A direct client (not a listed proxy) that writes the header is not believed: its own address.
    expect(await statuses('192.0.2.50', (i) => `203.0.113.${100 + i}`, AUTH_PER_MINUTE + 1)).toEqual([200, 200, 200, 429]);
    expect((await forgotten('127.0.0.1', '203.0.113.10, 10.1.1.1')).statusCode).toBe(200);
  }, 120_000);
});
