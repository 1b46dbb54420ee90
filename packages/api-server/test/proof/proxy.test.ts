// The client's address behind the shipped proxies (issue 34): a real nginx and a real HAProxy,
// started here from deploy/nginx.conf and deploy/haproxy.cfg (only ports and paths changed in a
// copy), in front of two real instances (TRUST_PROXY=1, as deploy/vigia.env.example says) on a
// throw-away PostgreSQL. Clients connect from 127.0.0.2 and 127.0.0.3 (loopback aliases), so what
// the server sees can be told apart from the proxy's own 127.0.0.1, and they write a forged
// X-Forwarded-For. The server must see the real peer, a per-IP limit must hold while the forged
// address changes, and failed sign-ins "from" the owner's address must not lock the owner out.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../../scripts/postgres';
import { startServer, type ServerProcess } from './server-process';

const NGINX = '/usr/sbin/nginx';
const HAPROXY = '/usr/sbin/haproxy';
const DEPLOY = join(__dirname, '..', '..', '..', '..', 'deploy');
const PORTS = { postgres: 55630, servers: [8630, 8631], nginx: 8632, haproxy: 8633, echo: 8634, echoNginx: 8635, echoHaproxy: 8636 };
const PUBLIC_PER_MINUTE = 6;
const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';
const missing = [
  ...[NGINX, HAPROXY].filter((bin) => !existsSync(bin)),
  ...(postgresAvailable() ? [] : ['PostgreSQL (/usr/lib/postgresql)']),
];
const canRun = missing.length === 0;
// Skipped only on a machine without them; CI installs them (.ci/run), and there a missing one fails.
if (!canRun && !process.env['CI'])
  console.warn(`[proof] proxy test skipped: missing ${missing.join(', ')} (apt-get install -y nginx haproxy postgresql)`);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request from a chosen loopback address (fetch cannot pick its source address). */
function call(port: number, path: string, options: { from: string; forged?: string; method?: string; json?: unknown }): Promise<Answer> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from,
        agent: false,
        headers: {
          ...(options.forged ? { 'x-forwarded-for': options.forged } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The shipped file with each replacement applied exactly once, so a changed file fails here, not silently. */
function shipped(file: string, replacements: [string, string][]): string {
  let text = readFileSync(join(DEPLOY, file), 'utf8');
  for (const [from, to] of replacements) {
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`deploy/${file}: expected "${from}" once, found ${count} times`);
    text = text.replace(from, to);
  }
  return text;
}

const upstreams = (ports: number[]): [string, string][] => [
  ['127.0.0.1:8081', `127.0.0.1:${ports[0]}`],
  ['127.0.0.1:8082', `127.0.0.1:${ports[1]}`],
];

function startNginx(dir: string, port: number, to: number[]): ChildProcess {
  mkdirSync(dir);
  const site = shipped('nginx.conf', [...upstreams(to), ['listen 80;', `listen 127.0.0.1:${port};`]]);
  writeFileSync(join(dir, 'vigia.conf'), site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  // The shipped file is a site (upstream + server): wrapped here in the smallest main configuration.
  const main = `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  include ${dir}/vigia.conf;
}
`;
  writeFileSync(join(dir, 'nginx.conf'), main);
  return spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
}

function startHaproxy(dir: string, port: number, to: number[]): ChildProcess {
  mkdirSync(dir);
  const config = shipped('haproxy.cfg', [...upstreams(to), ['bind :80', `bind 127.0.0.1:${port}`]]);
  writeFileSync(join(dir, 'haproxy.cfg'), config);
  return spawn(HAPROXY, ['-f', join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
}

async function waitReady(port: number, child: ChildProcess, name: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    const res = await call(port, '/api/ready', { from: '127.0.0.1' }).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer /api/ready within 20 s`);
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

(canRun || process.env['CI'] ? describe : describe.skip)('the client address behind the shipped nginx and HAProxy', () => {
  let postgres: LocalPostgres;
  let admin: pg.Client;
  const servers: ServerProcess[] = [];
  let dir: string;
  let echo: Server;
  const proxies: ChildProcess[] = [];

  beforeAll(async () => {
    if (!canRun) {
      throw new Error(`missing ${missing.join(', ')}: apt-get install -y nginx haproxy postgresql`);
    }
    dir = mkdtempSync(join(tmpdir(), 'vigia-proxy-'));
    postgres = await startPostgres(PORTS.postgres);
    admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    const env = { TRUST_PROXY: '1', RATE_LIMIT_PUBLIC_FEED_PER_MINUTE: String(PUBLIC_PER_MINUTE) };
    // One first (migrations and seed), then the other: the proof is about addresses, not start-up.
    servers.push(await startServer(PORTS.servers[0]!, { databaseUrl: postgres.url }, env));
    servers.push(await startServer(PORTS.servers[1]!, { databaseUrl: postgres.url }, env));
    const [nginx, haproxy] = [
      startNginx(join(dir, 'nginx'), PORTS.nginx, PORTS.servers),
      startHaproxy(join(dir, 'haproxy'), PORTS.haproxy, PORTS.servers),
    ];
    proxies.push(nginx, haproxy);
    // A second copy of each in front of a server that answers with the X-Forwarded-For it received.
    echo = createServer((req, res) => res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null })));
    await new Promise<void>((resolve) => echo.listen(PORTS.echo, '127.0.0.1', resolve));
    const echoes = [PORTS.echo, PORTS.echo];
    proxies.push(
      startNginx(join(dir, 'echo-nginx'), PORTS.echoNginx, echoes),
      startHaproxy(join(dir, 'echo-haproxy'), PORTS.echoHaproxy, echoes),
    );
    await waitReady(PORTS.nginx, nginx, 'nginx');
    await waitReady(PORTS.haproxy, haproxy, 'haproxy');
    await waitReady(PORTS.echoNginx, proxies[2]!, 'nginx (echo)');
    await waitReady(PORTS.echoHaproxy, proxies[3]!, 'haproxy (echo)');
  }, 180_000);

  afterAll(async () => {
    for (const proxy of proxies) await stop(proxy);
    echo?.close();
    await Promise.all(servers.map((server) => stop(server.child)));
    await admin?.end();
    await postgres?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const signIn = (port: number, account: string, password: string, from: string, forged?: string) =>
    call(port, '/api/auth', {
      from,
      ...(forged ? { forged } : {}),
      method: 'POST',
      json: { email: account, password, providerId: 'email', tokenId: '' },
    });

  /** Failed sign-ins, paced as the throttle asks (429 with Retry-After), until the address is locked (429 without). */
  async function failUntilLocked(port: number, account: string, from: string, forged: string): Promise<number> {
    for (let failures = 0; ;) {
      const res = await signIn(port, account, 'not-the-password', from, forged);
      if (res.status === 401) failures += 1;
      else if (res.status === 429 && res.headers['retry-after'])
        await new Promise((r) => setTimeout(r, Number(res.headers['retry-after']) * 1000));
      else if (res.status === 429) return failures;
      else throw new Error(`sign-in of ${account}: ${res.status} ${res.body}`);
    }
  }

  const recordedAddresses = async (account: string) =>
    (await admin.query<{ ip: string }>('select distinct ip from login_attempts where account = $1', [account])).rows.map((r) => r.ip);

  describe.each([
    {
      proxy: 'nginx',
      port: PORTS.nginx,
      echoPort: PORTS.echoNginx,
      account: 'inspector@example.com',
      limited: '/open511/events?limit=500&format=xml',
    },
    { proxy: 'HAProxy', port: PORTS.haproxy, echoPort: PORTS.echoHaproxy, account: 'operator@example.com', limited: '/estado-de-la-ruta' },
  ])('$proxy', ({ port, echoPort, account, limited }) => {
    it('replaces X-Forwarded-For with the peer it saw, whatever the client wrote', async () => {
      const forged = await call(echoPort, '/api/ticket/status', { from: ATTACKER, forged: '203.0.113.66, 10.0.0.1' });
      expect(JSON.parse(forged.body)).toEqual({ forwardedFor: ATTACKER });
      const plain = await call(echoPort, '/api/ticket/status', { from: OWNER });
      expect(JSON.parse(plain.body)).toEqual({ forwardedFor: OWNER });
    });

    it('the server sees the real peer, not the address the client wrote', async () => {
      expect((await signIn(port, account, 'not-the-password', ATTACKER, '203.0.113.66')).status).toBe(401);
      expect(await recordedAddresses(account)).toEqual([ATTACKER]);
    });

    it('a per-IP limit holds while the forged address changes on every request (counted in PostgreSQL for both instances)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < PUBLIC_PER_MINUTE + 3; i += 1) {
        statuses.push((await call(port, limited, { from: ATTACKER, forged: `198.51.100.${i + 1}` })).status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(PUBLIC_PER_MINUTE);
      expect(statuses.slice(PUBLIC_PER_MINUTE)).toEqual([429, 429, 429]);
      // Another client behind the same proxy has its own allowance.
      expect((await call(port, limited, { from: OWNER })).status).toBe(200);
    });

    it("failed sign-ins written as the owner's address do not lock the owner out", async () => {
      // Until locked: 5 failures in all, one of them made by the first test.
      expect(await failUntilLocked(port, account, ATTACKER, OWNER)).toBe(4);
      // Locked is locked: the right password from there is refused too …
      expect((await signIn(port, account, 'demo1234', ATTACKER, OWNER)).status).toBe(429);
      // … but the owner, from their own address, signs in.
      expect((await signIn(port, account, 'demo1234', OWNER)).status).toBe(200);
      expect(await recordedAddresses(account)).not.toContain(OWNER);
    }, 30_000);
  });
});
