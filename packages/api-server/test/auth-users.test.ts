// Sign-in, registration, recovery, throttling, user administration and persistence across restarts.
import type { FastifyInstance } from 'fastify';
import { DEMO, auth, body, login, me, newProfile, preflight, removeDir, startApp, tempDir } from './helpers';

let dir: string;
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  dir = tempDir();
  app = await startApp(dir, { maxLoginFailures: 5 });
  admin = await login(app, DEMO.ADMIN);
}, 60_000);

afterAll(async () => {
  await app?.close();
  removeDir(dir);
});

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth', payload: { email, password, providerId: 'email', tokenId: '' } });

describe('POST /api/auth and GET /api/user/me', () => {
  it('returns the token in the authorization header and me answers the SPEC shape', async () => {
    const res = await signIn(DEMO.OPERATOR, 'demo1234');
    expect(res.statusCode).toBe(200);
    expect(res.headers['authorization']).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const meRes = await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(String(res.headers['authorization'])) });
    expect(body(meRes)).toEqual({
      payload: {
        email: DEMO.OPERATOR,
        emailConfirmed: true,
        userProfileDto: { id: expect.any(String), nickName: 'Óscar Fuentes', genre: 'Operador de tráfico', groups: [{ code: 'OPERATOR' }] },
        // Their own contact data, which a new event of theirs starts with (issue 23).
        contact: { fullName: 'Óscar Fuentes', phone: '56922222222', rut: '13.456.789-0', realAddress: 'Ruta 5 Sur km 500, Los Ángeles' },
      },
    });
  });

  it('exposes the authorization header through CORS for the dev origins', async () => {
    const res = await preflight(app, '/api/auth', 'http://localhost:3000');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const post = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: DEMO.DRIVER, password: 'demo1234' },
    });
    expect(String(post.headers['access-control-expose-headers'])).toContain('authorization');
  });

  it('refuses wrong credentials and bad input with the envelope', async () => {
    const wrong = await signIn(DEMO.SUPERVISOR, 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(body(wrong)).toEqual({ payload: null, errors: [{ message: 'Correo electrónico o contraseña incorrectos' }] });
    const bad = await app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'x', password: '1' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errors).toEqual([
      { field: 'email', message: 'Debe colocar un correo electrónico válido' },
      { field: 'password', message: 'La contraseña debe tener al menos 6 caracteres' },
    ]);
    const types = await app.inject({ method: 'POST', url: '/api/auth', payload: { email: { $ne: 1 }, password: [1] } });
    expect(types.statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed)).toEqual({ payload: null, errors: [{ message: 'El cuerpo de la solicitud no es un JSON válido' }] });
    const array = await app.inject({ method: 'POST', url: '/api/auth', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    const text = await app.inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'text/plain' }, payload: 'hola' });
    expect(text.statusCode).toBe(400); // a text body is not an object
  });

  it('without a token me is 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/me' });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ payload: null, errors: [{ message: 'Debe iniciar sesión' }] });
  });
});

describe('login throttling', () => {
  it('locks an account from one address after 5 failures in 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn(DEMO.INSPECTOR, `wrong-${i}-pass`)).statusCode).toBe(401);
      // Past the third failure each attempt must wait longer (1 s, 2 s): age the attempts instead.
      await app.database.query("update login_attempts set created_at = created_at - interval '10 seconds'");
    }
    const locked = await signIn(DEMO.INSPECTOR, 'demo1234');
    expect(locked.statusCode).toBe(429);
    expect(body(locked).errors).toEqual([{ message: 'Demasiados intentos fallidos. Intente nuevamente en 15 minutos' }]);
    // Another account is not affected, nor the same account from another address (issue 25).
    expect((await signIn(DEMO.DRIVER, 'demo1234')).statusCode).toBe(200);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress: '198.51.100.7',
      payload: { email: DEMO.INSPECTOR, password: 'demo1234', providerId: 'email', tokenId: '' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits sign-in attempts per IP', async () => {
    const limited = await startApp(tempDir(), { seedDemo: false, rateLimits: { authPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await limited.inject({ method: 'POST', url: '/api/auth', payload: { email: `n${i}@x.cl`, password: 'secreto1' } })).statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  }, 30_000);
});

const register = (payload: Record<string, string>) => app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/register', () => {
  it('creates a DRIVER, who then signs in (no token from registration)', async () => {
    const res = await register({ email: 'Nuevo.Conductor@Correo.cl', password: 'secreto1', firstName: 'Nicolás', lastName: 'Ñancupil' });
    expect(res.statusCode).toBe(201);
    expect(body(res)).toEqual({
      payload: 'Si el correo puede usarse, la cuenta quedó creada: inicie sesión con su correo y contraseña',
    });
    expect(res.headers['authorization']).toBeUndefined();
    const signedIn = await signIn('nuevo.conductor@correo.cl', 'secreto1');
    expect(signedIn.statusCode).toBe(200);
    const token = String(signedIn.headers['authorization']);
    const meRes = await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) });
    expect(body(meRes).payload).toMatchObject({
      email: 'nuevo.conductor@correo.cl',
      userProfileDto: { nickName: 'Nicolás Ñancupil', groups: [{ code: 'DRIVER' }] },
    });
  });

  it('a taken e-mail gets the same 201 (enumeration.test.ts), bad input 400', async () => {
    const taken = await register({ email: DEMO.DRIVER, password: 'secreto1', firstName: 'A', lastName: 'B' });
    expect(taken.statusCode).toBe(201);
    expect(body(taken).errors).toBeUndefined();
    const bad = await register({ email: 'a@b.cl', password: '123' });
    expect(bad.statusCode).toBe(400);
    expect(
      body(bad)
        .errors!.map((e) => e.field)
        .sort(),
    ).toEqual(['firstName', 'lastName', 'password']);
  });
});

describe('GET /api/profile/forgotten/:email', () => {
  it('answers the same for a known and an unknown e-mail', async () => {
    const known = await app.inject({ method: 'GET', url: `/api/profile/forgotten/${DEMO.DRIVER}` });
    const unknown = await app.inject({ method: 'GET', url: '/api/profile/forgotten/nadie@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('400 for something that is not an e-mail', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/profile/forgotten/no-es-correo' });
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toEqual([{ field: 'email', message: 'Debe colocar un correo electrónico válido' }]);
  });
});

describe('user administration', () => {
  const newUser = newProfile('ana.operadora@example.com', { firstName: 'Ana', lastName: 'Operadora' });
  let created: { id: string };

  it('lists users paged and searches by name or e-mail', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/user/list?page=0&size=2', headers: auth(admin) });
    expect(body(all).payload).toMatchObject({ page: 0, size: 2, total: expect.any(Number) });
    expect(body(all).payload.content).toHaveLength(2);
    expect(body(all).payload.content[0]).not.toHaveProperty('passwordHash');
    const search = await app.inject({ method: 'GET', url: '/api/user/list?q=herrera', headers: auth(admin) });
    expect(body(search).payload.content.map((u: { email: string }) => u.email)).toEqual([DEMO.SUPERVISOR]);
    const tooBig = await app.inject({ method: 'GET', url: '/api/user/list?size=101', headers: auth(admin) });
    expect(tooBig.statusCode).toBe(400);
    expect(body(tooBig).errors).toEqual([{ field: 'size', message: 'Debe ser menor o igual a 100' }]);
    const notNumber = await app.inject({ method: 'GET', url: '/api/user/list?page=abc', headers: auth(admin) });
    expect(notNumber.statusCode).toBe(400);
  });

  it('creates a user (201) and refuses a taken e-mail (409) or bad input (400)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/profile/new', headers: auth(admin), payload: newUser });
    expect(res.statusCode).toBe(201);
    created = body(res).payload;
    expect(created).toMatchObject({ email: newUser.email, profileCode: 'OPERATOR', enabled: true });
    const again = await app.inject({ method: 'POST', url: '/api/profile/new', headers: auth(admin), payload: newUser });
    expect(again.statusCode).toBe(409);
    expect(body(again).errors).toEqual([{ field: 'email', message: 'El correo electrónico ya está registrado' }]);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/profile/new',
      headers: auth(admin),
      payload: { ...newUser, email: 'x@y.cl', profileCode: 'ROOT', phone: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errors).toEqual(
      expect.arrayContaining([
        { field: 'profileCode', message: 'Valor no permitido' },
        { field: 'phone', message: 'Solo se permiten caracteres numéricos' },
      ]),
    );
  });

  it('updates a user, keeps the password when none is given', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile/update',
      headers: auth(admin),
      payload: { ...newUser, uuid: created.id, password: '', lastName: 'Operadora Senior' },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).payload.lastName).toBe('Operadora Senior');
    expect((await signIn(newUser.email, newUser.password)).statusCode).toBe(200);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/profile/update',
      headers: auth(admin),
      payload: { ...newUser, uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    const taken = await app.inject({
      method: 'POST',
      url: '/api/profile/update',
      headers: auth(admin),
      payload: { ...newUser, uuid: created.id, email: DEMO.DRIVER },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('lists enabled operators for assignment', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/profile/operator', headers: auth(admin) });
    const names = body(res).payload.map((o: { name: string }) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Óscar Fuentes', 'Ana Operadora Senior']));
  });

  it('a disabled user cannot sign in and their token stops working; enabling lets them sign in again', async () => {
    const token = await login(app, newUser.email, newUser.password);
    const disabled = await app.inject({ method: 'POST', url: `/api/profile/disable/${created.id}`, headers: auth(admin) });
    expect(disabled.statusCode).toBe(200);
    expect(body(disabled).payload.enabled).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) })).statusCode).toBe(401);
    expect((await signIn(newUser.email, newUser.password)).statusCode).toBe(403);
    const ops = await app.inject({ method: 'GET', url: '/api/profile/operator', headers: auth(admin) });
    expect(body(ops).payload.map((o: { id: string }) => o.id)).not.toContain(created.id);
    const enabled = await app.inject({
      method: 'POST',
      url: `/api/profile/disable/${created.id}`,
      headers: auth(admin),
      payload: { enabled: true },
    });
    expect(body(enabled).payload.enabled).toBe(true);
    // The old session stays ended (issue 25); a new sign-in works.
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) })).statusCode).toBe(401);
    const again = await login(app, newUser.email, newUser.password);
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(again) })).statusCode).toBe(200);
  });

  it('a deleted user disappears, cannot sign in and their token stops working', async () => {
    const token = await login(app, newUser.email, newUser.password);
    const res = await app.inject({ method: 'POST', url: `/api/profile/delete/${created.id}`, headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) })).statusCode).toBe(401);
    expect((await signIn(newUser.email, newUser.password)).statusCode).toBe(401);
    const list = await app.inject({ method: 'GET', url: `/api/user/list?q=${encodeURIComponent(newUser.email)}`, headers: auth(admin) });
    expect(body(list).payload.total).toBe(0);
    expect((await app.inject({ method: 'POST', url: `/api/profile/delete/${created.id}`, headers: auth(admin) })).statusCode).toBe(404);
  });

  it('an admin cannot delete, disable or demote themself', async () => {
    const { id } = await me(app, admin);
    for (const url of [`/api/profile/delete/${id}`, `/api/profile/disable/${id}`]) {
      const res = await app.inject({ method: 'POST', url, headers: auth(admin) });
      expect(res.statusCode).toBe(409);
      expect(body(res).errors).toEqual([{ message: 'No puede realizar esta acción sobre su propia cuenta' }]);
    }
    const demote = await app.inject({
      method: 'POST',
      url: '/api/profile/update',
      headers: auth(admin),
      payload: {
        uuid: id,
        email: DEMO.ADMIN,
        firstName: 'Andrea',
        lastName: 'Rojas',
        profileCode: 'DRIVER',
        phone: '1',
        rut: '1-9',
        realAddress: '',
      },
    });
    expect(demote.statusCode).toBe(409);
  });

  it('bad uuids and huge ids are 400, never 500', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/profile/delete/not-a-uuid', headers: auth(admin) })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/ticket/99999999999999999999', headers: auth(admin) })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/ticket/category/1e400/subcategories' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/ticket/category/999/subcategories' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
  });
});

describe('persistence', () => {
  it('data and sessions survive an app restart on the same data dir', async () => {
    const res = await register({ email: 'persistente@correo.cl', password: 'secreto1', firstName: 'Pía', lastName: 'Persistente' });
    expect(res.statusCode).toBe(201);
    const token = await login(app, 'persistente@correo.cl', 'secreto1');
    await app.close();
    app = await startApp(dir);
    const meRes = await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) });
    expect(meRes.statusCode).toBe(200);
    expect((await signIn('persistente@correo.cl', 'secreto1')).statusCode).toBe(200);
    // The demo seed ran once: no duplicate users after the restart.
    const list = await app.inject({ method: 'GET', url: `/api/user/list?q=${DEMO.DRIVER}`, headers: auth(await login(app, DEMO.ADMIN)) });
    expect(body(list).payload.total).toBe(1);
  }, 60_000);

  it('without JWT_SECRET a generated secret is kept in the data dir across restarts', async () => {
    await app.close();
    app = await startApp(dir, { jwtSecret: undefined });
    const token = await login(app, DEMO.DRIVER);
    await app.close();
    app = await startApp(dir, { jwtSecret: undefined });
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) })).statusCode).toBe(200);
  }, 60_000);
});
