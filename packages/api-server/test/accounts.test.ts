// Accounts and sessions (issue 25): a password reset that completes through its e-mailed link,
// sessions that end (logout, new password, disable, re-enable, role change) with their live
// streams, a sign-in throttle per account and address that cannot lock the owner out, common
// passwords refused, self-registration confirmed before reporting, and admin invitations.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DEMO, DEMO_PASSWORD, auth, body, confirmFromMail, linkTokenFromMail, login, me, validEvent, withApp } from './helpers';
import { readOutbox } from './outbox-read';

let app: FastifyInstance;
let admin: string;

withApp({ rateLimits: { authPerMinute: 10_000 } }, async (started) => {
  app = started;
  admin = await login(app, DEMO.ADMIN);
});

const signIn = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth', payload: { email, password, providerId: 'email', tokenId: '' }, remoteAddress });
const meWith = (token: string) => app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) });
const post = (url: string, payload?: Record<string, unknown>, token?: string) =>
  app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }), headers: token ? auth(token) : {} });
const outbox = (to: string) =>
  readOutbox<{ kind: string }>(app, 'select kind, subject, body, text_body, html_body from mail_outbox where to_address = $1 order by id', [
    to,
  ]);

/** The recovery link is written after the answer (issue 21): wait for it in the outbox. */
async function mailArrives(to: string) {
  for (let i = 0; i < 100 && (await outbox(to)).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** `password` null: the admin leaves it empty and the user gets an invitation. */
async function createStaff(email: string, role = 'OPERATOR', password: string | null = 'clave-del-equipo-1') {
  const res = await post(
    '/api/profile/new',
    {
      email,
      ...(password ? { password } : {}),
      firstName: 'Marta',
      lastName: 'Lagos',
      profileCode: role,
      phone: '56911112222',
      rut: '11.111.111-1',
      realAddress: '',
    },
    admin,
  );
  expect(res.statusCode).toBe(201);
  return body(res).payload.id as string;
}

/** Opens the live stream over real HTTP and collects its frames. */
async function openStream(token: string) {
  const ticket = body(await post('/api/notification/stream/ticket', undefined, token)).payload.ticket as string;
  const { port } = app.server.address() as AddressInfo;
  const frames: string[] = [];
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(`http://127.0.0.1:${port}/api/notification/stream?ticket=${encodeURIComponent(ticket)}`, resolve);
    req.on('error', reject);
    req.end();
  });
  const ended = new Promise<void>((resolve) => response.on('end', resolve));
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => frames.push(chunk));
  return { frames, ended, response };
}

describe('password reset', () => {
  it('the e-mailed link sets a new password once; the old password and every old session stop working', async () => {
    await createStaff('restablecer@example.com');
    const before = await login(app, 'restablecer@example.com', 'clave-del-equipo-1');
    expect((await app.inject({ method: 'GET', url: '/api/profile/forgotten/restablecer@example.com' })).statusCode).toBe(200);
    await mailArrives('restablecer@example.com');
    const [mail] = (await outbox('restablecer@example.com')).filter((m) => m.kind === 'PASSWORD_RESET');
    expect(mail!.subject).toBe('Restablecer su contraseña de Vigía');
    expect(mail!.text_body).toContain('http://localhost:8080/user/recover-password?token=');
    expect(mail!.html_body).toContain('Concesión Ruta 5 Sur');
    const token = await linkTokenFromMail(app, 'restablecer@example.com');
    // Only the link's hash is stored.
    const stored = await app.database.query<{ token_hash: string }>('select token_hash from password_reset_tokens');
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const weak = await post('/api/auth/reset', { token, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(body(weak).errors).toEqual([
      { field: 'password', message: 'Esa contraseña es demasiado común y fácil de adivinar. Elija otra' },
    ]);
    const reset = await post('/api/auth/reset', { token, password: 'nueva-clave-segura-9' });
    expect(reset.statusCode).toBe(200);
    expect(body(reset).payload).toBe('Su contraseña quedó guardada. Inicie sesión con ella');

    expect((await meWith(before)).statusCode).toBe(401);
    expect((await signIn('restablecer@example.com', 'clave-del-equipo-1')).statusCode).toBe(401);
    expect((await signIn('restablecer@example.com', 'nueva-clave-segura-9')).statusCode).toBe(200);
    const again = await post('/api/auth/reset', { token, password: 'otra-clave-segura-9' });
    expect(again.statusCode).toBe(400);
    expect(body(again).errors).toEqual([{ field: 'token', message: 'El enlace no es válido, ya fue usado o expiró. Solicite uno nuevo' }]);
  });

  it('an expired link is refused', async () => {
    await createStaff('expirado@example.com');
    await app.inject({ method: 'GET', url: '/api/profile/forgotten/expirado@example.com' });
    await mailArrives('expirado@example.com');
    const token = await linkTokenFromMail(app, 'expirado@example.com');
    await app.database.query("update password_reset_tokens set expires_at = now() - interval '1 second'");
    expect((await post('/api/auth/reset', { token, password: 'nueva-clave-segura-9' })).statusCode).toBe(400);
  });
});

describe('sessions end', () => {
  it('logout ends this session only; logout-all ends every session of the account', async () => {
    await createStaff('sesiones@example.com');
    const [a, b, c] = [1, 2, 3].map(() => login(app, 'sesiones@example.com', 'clave-del-equipo-1'));
    const [ta, tb, tc] = await Promise.all([a!, b!, c!]);
    expect((await post('/api/auth/logout', undefined, ta)).statusCode).toBe(200);
    expect((await meWith(ta)).statusCode).toBe(401);
    expect((await meWith(tb)).statusCode).toBe(200);
    const all = await post('/api/auth/logout-all', undefined, tb);
    expect(body(all).payload).toEqual({ count: 2 });
    expect((await meWith(tb)).statusCode).toBe(401);
    expect((await meWith(tc)).statusCode).toBe(401);
  });

  it('disabling closes the open stream at once and the token is 401; enabling again does not revive it', async () => {
    const id = await createStaff('deshabilitar@example.com');
    const token = await login(app, 'deshabilitar@example.com', 'clave-del-equipo-1');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(token);
    expect(stream.response.statusCode).toBe(200);
    await post(`/api/profile/disable/${id}`, { enabled: false }, admin);
    await stream.ended;
    expect(stream.frames.join('')).toContain('event: closed\ndata: {"reason":"session-ended"}');
    expect((await meWith(token)).statusCode).toBe(401);
    await post(`/api/profile/disable/${id}`, { enabled: true }, admin);
    expect((await meWith(token)).statusCode).toBe(401);
  });

  it('a role change or a password set by an admin ends the sessions', async () => {
    const id = await createStaff('cambios@example.com');
    const profile = {
      uuid: id,
      email: 'cambios@example.com',
      firstName: 'Marta',
      lastName: 'Lagos',
      phone: '56911112222',
      rut: '11.111.111-1',
      realAddress: '',
    };
    let token = await login(app, 'cambios@example.com', 'clave-del-equipo-1');
    expect((await post('/api/profile/update', { ...profile, profileCode: 'SUPERVISOR' }, admin)).statusCode).toBe(200);
    expect((await meWith(token)).statusCode).toBe(401);
    token = await login(app, 'cambios@example.com', 'clave-del-equipo-1');
    expect(
      (await post('/api/profile/update', { ...profile, profileCode: 'SUPERVISOR', password: 'clave-cambiada-7' }, admin)).statusCode,
    ).toBe(200);
    expect((await meWith(token)).statusCode).toBe(401);
    // Editing a name is not a reason to sign anyone out.
    token = await login(app, 'cambios@example.com', 'clave-cambiada-7');
    expect((await post('/api/profile/update', { ...profile, firstName: 'Martina', profileCode: 'SUPERVISOR' }, admin)).statusCode).toBe(
      200,
    );
    expect((await meWith(token)).statusCode).toBe(200);
  });
});

describe('sign-in throttle per account and address', () => {
  it('guessing from one address slows, then locks that address out; the owner signs in from another; ADMIN sees it', async () => {
    await createStaff('victima@example.com');
    const attacker = '203.0.113.9';
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await signIn('victima@example.com', `intento-${i}`, attacker)).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    // The fourth right away must wait (1 s), and is not counted.
    const hurried = await signIn('victima@example.com', 'intento-3', attacker);
    expect(hurried.statusCode).toBe(429);
    expect(hurried.headers['retry-after']).toBe('1');
    expect(body(hurried).errors![0]!.message).toMatch(/^Demasiados intentos seguidos\. Espere 1 segundos/);
    // Past the limit the pair is locked even with the right password…
    await app.database.query("update login_attempts set created_at = created_at - interval '1 minute' where ip = $1", [attacker]);
    for (let i = 0; i < 3; i++) {
      await signIn('victima@example.com', `otro-${i}`, attacker);
      await app.database.query("update login_attempts set created_at = created_at - interval '1 minute' where ip = $1", [attacker]);
    }
    const locked = await signIn('victima@example.com', 'clave-del-equipo-1', attacker);
    expect(locked.statusCode).toBe(429);
    expect(body(locked).errors![0]!.message).toBe('Demasiados intentos fallidos. Intente nuevamente en 15 minutos');
    // …but not for the owner elsewhere, whose success leaves the attacker's count alone.
    expect((await signIn('victima@example.com', 'clave-del-equipo-1', '198.51.100.20')).statusCode).toBe(200);
    expect((await signIn('victima@example.com', 'clave-del-equipo-1', attacker)).statusCode).toBe(429);

    const lockouts = await app.inject({ method: 'GET', url: '/api/auth/lockouts', headers: auth(admin) });
    // Five failures stored; every refused attempt after them was forgotten.
    expect(body(lockouts).payload).toEqual([
      { account: 'victima@example.com', ip: attacker, failures: 5, lastAt: expect.any(String), lockedUntil: expect.any(String) },
    ]);
    const operator = await login(app, DEMO.OPERATOR);
    expect((await app.inject({ method: 'GET', url: '/api/auth/lockouts', headers: auth(operator) })).statusCode).toBe(403);
  });
});

describe('self-registration and invitations', () => {
  it('a new account can sign in but reports only after following its confirmation link', async () => {
    const reg = await post('/api/auth/register', {
      email: 'nueva@example.com',
      password: 'mi-clave-larga-5',
      firstName: 'Paula',
      lastName: 'Ríos',
    });
    expect(reg.statusCode).toBe(201);
    const [mail] = await outbox('nueva@example.com');
    expect(mail).toMatchObject({ kind: 'ACCOUNT_CONFIRM', subject: 'Confirme su correo para reportar eventos' });
    const token = await login(app, 'nueva@example.com', 'mi-clave-larga-5');
    expect(body(await meWith(token)).payload.emailConfirmed).toBe(false);
    const refused = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent() });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).errors![0]!.message).toMatch(/^Confirme su correo electrónico para crear eventos/);
    expect((await post('/api/auth/confirm/resend', undefined, token)).statusCode).toBe(200);
    await confirmFromMail(app, 'nueva@example.com');
    expect(body(await meWith(token)).payload.emailConfirmed).toBe(true);
    expect((await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent() })).statusCode).toBe(201);
  });

  it('registering a taken address answers the same and tells its owner by e-mail; common passwords are refused', async () => {
    const first = await post('/api/auth/register', {
      email: DEMO.DRIVER,
      password: 'mi-clave-larga-5',
      firstName: 'Otra',
      lastName: 'Persona',
    });
    expect(first.statusCode).toBe(201);
    expect((await outbox(DEMO.DRIVER)).map((m) => m.kind)).toContain('REGISTER_EXISTING');
    const weak = await post('/api/auth/register', { email: 'debil@example.com', password: '123456', firstName: 'Eva', lastName: 'Mora' });
    expect(weak.statusCode).toBe(400);
    expect(body(weak).errors![0]!.field).toBe('password');
  });

  it('an admin-created user without a password chooses one through the e-mailed invitation', async () => {
    await createStaff('invitada@example.com', 'SUPERVISOR', null);
    const [mail] = await outbox('invitada@example.com');
    expect(mail).toMatchObject({ kind: 'ACCOUNT_INVITE', subject: 'Su cuenta de Vigía está lista' });
    const token = await linkTokenFromMail(app, 'invitada@example.com');
    expect((await post('/api/auth/reset', { token, password: 'elegida-por-mi-3' })).statusCode).toBe(200);
    const session = await login(app, 'invitada@example.com', 'elegida-por-mi-3');
    expect((await me(app, session)).id).toEqual(expect.any(String));
    expect((await signIn(DEMO.DRIVER, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
