// No request may stall the server (issue #21, finding 1): the largest body the server accepts, full
// of the characters that make text checks slow, in every field of every write route. The server
// runs as in production (`node src/main.ts`, its own process and heap); a worker thread asks for
// GET /api/ticket/status all the while and must always be answered within 100 ms.
import { createServer } from 'node:net';
import { ROLES } from '@vigia/domain';
import { isErrorEnvelope, removeDir, tempDir, validEvent } from '../helpers';
import { TEMPLATES, callersOf, ctx, ids, methodOf, paramsFor, tokens, urlOf } from './route-templates';
import { signIn, startServer, type ServerProcess } from './server-process';
import { WORST_PIECES, largestBody, watchLatency, type Latency } from './worst-strings';

let dir: string;
let server: ServerProcess;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function call(method: string, url: string, token?: string, payload?: unknown) {
  const res = await fetch(server.url + url, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const json = (await res.json()) as { payload: never };
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.payload;
}

beforeAll(async () => {
  dir = tempDir();
  server = await startServer(await freePort(), { dataDir: dir });
  for (const role of ROLES) {
    tokens[role] = await signIn(server.url, `${role.toLowerCase()}@example.com`);
    ids[role] = (await call('GET', '/api/user/me', tokens[role]) as { userProfileDto: { id: string } }).userProfileDto.id;
  }
  const victim = { email: 'grande.victima@example.com', password: 'Secreto123', firstName: 'Ana', lastName: 'Soto', profileCode: 'DRIVER', phone: '56900000000', rut: '9.876.543-2', realAddress: '' };
  await call('POST', '/api/profile/new', tokens.ADMIN, victim);
  ctx.victim = (await call('GET', '/api/user/me', await signIn(server.url, victim.email, victim.password)) as { userProfileDto: { id: string } }).userProfileDto.id;
  ctx.ticket = await call('POST', '/api/ticket', tokens.DRIVER, validEvent());
  await call('POST', '/api/ticket/assign', tokens.SUPERVISOR, { ticketIds: [ctx.ticket], assignedToId: ids.OPERATOR });
  ctx.ticketBody = await call('GET', `/api/ticket/${ctx.ticket}`, tokens.ADMIN);
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  removeDir(dir);
});

it('the largest accepted body of the worst characters, in every field of every write route, never holds GET /api/ticket/status over 100 ms', async () => {
  const watch = watchLatency(`${server.url}/api/ticket/status`);
  const failures: string[] = [];
  let sent = 0;
  let slowest = { ms: 0, where: '' };
  let latency: Latency = { count: 0, medianMs: Infinity, p99Ms: Infinity, slowestMs: Infinity };
  try {
    for (const key of Object.keys(TEMPLATES).filter((k) => TEMPLATES[k]!.body)) {
      const caller = callersOf(key).at(-1)!;
      const template = TEMPLATES[key]!.body!();
      const url = server.url + urlOf({ key, caller, params: paramsFor(key, caller), query: '' });
      const headers = { 'content-type': 'application/json', ...(caller === 'ANONYMOUS' ? {} : { authorization: tokens[caller] }) };
      for (const field of Object.keys(template)) {
        for (const piece of WORST_PIECES) {
          const payload = largestBody(template, field, piece);
          const where = `${key} ${field} = ${JSON.stringify(piece)} × ${Buffer.byteLength(payload)} bytes as ${caller}`;
          const started = performance.now();
          const res = await fetch(url, { method: methodOf(key), headers, body: payload });
          const text = await res.text();
          const ms = performance.now() - started;
          sent += 1;
          if (ms > slowest.ms) slowest = { ms, where };
          // 413 would mean the body was not the largest accepted one.
          if (res.status === 413 || res.status >= 500) failures.push(`${res.status} for ${where}`);
          else if (res.status >= 400 && !isErrorEnvelope(JSON.parse(text))) failures.push(`${res.status} outside the envelope for ${where}`);
        }
      }
    }
  } finally {
    latency = await watch.stop(); // also when a request failed, so the server can be stopped
  }
  console.log(
    `[proof] largest hostile bodies: ${sent} requests of up to 256 KB; slowest answer ${slowest.ms.toFixed(1)} ms (${slowest.where}); ` +
      `GET /api/ticket/status meanwhile: ${latency.count} answers, median ${latency.medianMs.toFixed(1)} ms, ` +
      `99th percentile ${latency.p99Ms.toFixed(1)} ms, slowest ${latency.slowestMs.toFixed(1)} ms`,
  );
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(500);
  expect(latency.count).toBeGreaterThan(50);
  expect(latency.slowestMs).toBeLessThan(100);
}, 300_000);
