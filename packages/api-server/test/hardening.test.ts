// Security review, issue 21 finding 5: answers with personal data are not stored by caches, source
// maps are not served, and the production server allows no development CORS origin by default.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { optionsFromEnv } from '../src/config';
import { auth, body, DEMO, login, me, MIGRATIONS, preflight, solidPng, validEvent, withApp } from './helpers';
import { uploadPhoto } from './photos';

let dir: string;
let app: FastifyInstance;

// A fake build: a shell and a remote, each with a source map next to its script.
function webRoot(root: string) {
  const shell = join(root, 'shell', 'dist');
  const driver = join(root, 'mf-driver', 'dist');
  for (const folder of [shell, driver]) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'main.0123456789ab.js'), 'console.log(1);\n//# sourceMappingURL=main.0123456789ab.js.map');
    writeFileSync(join(folder, 'main.0123456789ab.js.map'), '{"version":3,"sources":["webpack://secret/src/app.tsx"]}');
    writeFileSync(join(folder, 'main.0123456789ab.js.map.br'), 'compressed map');
    writeFileSync(join(folder, 'main.0123456789ab.js.map.gz'), 'compressed map');
  }
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html><head><title>Vigía</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(driver, 'remoteEntry.js'), '/* remote */');
  return root;
}

withApp(
  (folder) => ({ dataDir: join(folder, 'data'), webRoot: webRoot(join(folder, 'web')) }),
  (started, folder) => {
    app = started;
    dir = folder;
  },
);

describe('Cache-Control on API answers', () => {
  it('no-store on answers that carry personal data, errors included', async () => {
    const driver = await login(app, DEMO.DRIVER);
    const admin = await login(app, DEMO.ADMIN);
    const supervisor = await login(app, DEMO.SUPERVISOR);
    const ticketId = body(
      await app.inject({
        method: 'POST',
        url: '/api/ticket',
        headers: auth(driver),
        payload: validEvent(),
      }),
    ).payload as number;
    const supervisorId = (await me(app, supervisor)).id;
    const png = await solidPng(8, 8, '#0a0');
    const photo = await uploadPhoto(app, ticketId, png, auth(driver));
    const photoId = body(photo).payload.id as number;
    const answers = {
      photo: await app.inject({
        method: 'GET',
        url: `/api/ticket/${ticketId}/attachment/${photoId}`,
        headers: auth(driver),
      }),
      me: await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(driver) }),
      ticket: await app.inject({
        method: 'GET',
        url: `/api/ticket/${ticketId}`,
        headers: auth(driver),
      }),
      mine: await app.inject({ method: 'GET', url: '/api/ticket/list/me', headers: auth(driver) }),
      notifications: await app.inject({
        method: 'GET',
        url: `/api/notification/profile/${supervisorId}`,
        headers: auth(supervisor),
      }),
      unread: await app.inject({
        method: 'GET',
        url: '/api/notification/unread',
        headers: auth(supervisor),
      }),
      users: await app.inject({ method: 'GET', url: '/api/user/list', headers: auth(admin) }),
      refused: await app.inject({ method: 'GET', url: '/api/user/list', headers: auth(driver) }),
      anonymous: await app.inject({ method: 'GET', url: '/api/user/me' }),
      unknown: await app.inject({ method: 'GET', url: '/api/inexistente' }),
    };
    for (const [name, res] of Object.entries(answers)) expect([name, res.headers['cache-control']]).toEqual([name, 'no-store']);
    expect(answers.refused.statusCode).toBe(403);
  });

  it('public reference data may be cached; a route that sets its own header keeps it', async () => {
    for (const url of ['/api/ticket/category', '/api/ticket/status', '/api/ticket/category/1/subcategories']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
    }
    // The web app's own files keep their headers (static.ts).
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/main.0123456789ab.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

describe('source maps', () => {
  it.each(['/main.0123456789ab.js.map', '/remotes/driver/main.0123456789ab.js.map'])('%s is 404 although the file exists', async (url) => {
    for (const encoding of ['identity', 'gzip, br']) {
      for (const path of [url, `${url}.br`, `${url}.gz`, url.replace('.map', '.MAP')]) {
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: { 'accept-encoding': encoding },
        });
        expect([path, encoding, res.statusCode]).toEqual([path, encoding, 404]);
      }
      // Spelled with an escape, the path is not an asset's: the shell's page (or 404), not the map.
      const escaped = await app.inject({
        method: 'GET',
        url: url.replace('.map', '%2Emap'),
        headers: { 'accept-encoding': encoding },
      });
      expect(escaped.body).not.toContain('compressed map');
      expect(escaped.body).not.toContain('webpack://secret');
    }
    // The scripts themselves are served.
    expect((await app.inject({ method: 'GET', url: url.replace(/\.map$/, '') })).statusCode).toBe(200);
  });
});

describe('CORS defaults', () => {
  it('the environment defaults allow no origin; CORS_ORIGINS lists them', () => {
    expect(optionsFromEnv({}, '/repo', '/repo/packages/api-server').corsOrigins).toEqual([]);
    expect(optionsFromEnv({ NODE_ENV: 'development' }, '/repo', '/repo/packages/api-server').corsOrigins).toEqual([]);
    expect(optionsFromEnv({ CORS_ORIGINS: 'http://a.cl, http://b.cl' }, '/repo', '/repo/packages/api-server').corsOrigins).toEqual([
      'http://a.cl',
      'http://b.cl',
    ]);
  });

  it('a server built from the environment defaults answers no development origin', async () => {
    const data = join(dir, 'env-defaults');
    const options = optionsFromEnv({ DATA_DIR: data, SEED_DEMO: '0' }, '/repo', '/repo/packages/api-server');
    const fromEnv = await buildApp({ ...options, migrationsFolder: MIGRATIONS, logger: false });
    try {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3001']) {
        const res = await preflight(fromEnv, '/api/auth', origin);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    } finally {
      await fromEnv.close();
    }
  }, 60_000);
});
