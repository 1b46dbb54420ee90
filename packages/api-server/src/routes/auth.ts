// Sign-in, registration, password recovery and the signed-in user's profile.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MeResponseShape, UnreadCountShape } from '@vigia/domain/shapes';
import { type MeResponse, type Role } from '@vigia/domain';
import { createLoginSchema, createRecoverSchema, createRegisterSchema } from '@vigia/domain/schemas';
import { HttpError, isUniqueViolation, MESSAGES } from '../lib/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../lib/password.ts';
import { isPlainObject, validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { clearFailures, forgetAttempt, pruneFailures, recentFailures, recordFailure } from '../repositories/security.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { mailLink } from '../mail/account-links.ts';
import { registerExistingMail } from '../mail/account-templates.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../lib/password-policy.ts';
import { lockAccountForLinkMail, mailsToAddressSince } from '../repositories/link-mail.ts';
import { findUserByEmail, insertUser, normalizeEmail, type AuthUser } from '../repositories/users.ts';
import type { Db } from '../db/client.ts';
import { createSession, endSession, endUserSessions } from '../repositories/sessions.ts';
import { okResponses, signedIn } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one address before each further attempt must wait (1 s, 2 s, 4 s…). */
export const SLOW_AFTER_FAILURES = 3;
/** Failures of one account from all addresses before its password is checked at most once per ACCOUNT_PACE_MS. */
export const ACCOUNT_SLOW_AFTER = 10;
export const ACCOUNT_PACE_MS = 2_000;

/** A new password also must not be a common one (lib/password-policy.ts). */
export function refuseCommonPassword(password: string) {
  if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE, 'password');
}

export const JOB_TITLES: Record<Role, string> = {
  DRIVER: 'Conductor',
  OPERATOR: 'Operador de tráfico',
  SUPERVISOR: 'Supervisor de operaciones',
  INSPECTOR: 'Inspector fiscal',
  ADMIN: 'Administrador del sistema',
};

export function toMeResponse(user: AuthUser & { emailConfirmed?: boolean }): MeResponse {
  return {
    email: user.email,
    emailConfirmed: user.emailConfirmed ?? true,
    userProfileDto: {
      id: user.id,
      nickName: `${user.firstName} ${user.lastName}`,
      genre: JOB_TITLES[user.role],
      groups: [{ code: user.role }],
    },
  };
}

/** The one answer of a registration, whether the e-mail was free or not (issue 21). */
const REGISTERED_MESSAGE = 'Si el correo puede usarse, la cuenta quedó creada: inicie sesión con su correo y contraseña';
const RECOVERY_MESSAGE = 'Si el correo está registrado, recibirá las instrucciones para recuperar su contraseña';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const authRateLimit = { rateLimit: { max: app.settings.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  // Work done after the answer is sent, so its cost does not show in the answer's timing. It logs
  // its own errors (never an unhandled rejection), and close() waits for it: this plugin's onClose
  // runs before the root's, which closes the database, and no request can add work by then.
  const pending = new Set<Promise<void>>();
  const afterAnswer = (log: FastifyBaseLogger, what: string, work: () => Promise<void>) => {
    const job: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => pending.delete(job));
    pending.add(job);
  };
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });

  async function signIn(request: FastifyRequest, reply: FastifyReply, user: AuthUser) {
    const sessionId = await createSession(app.database, user.id, app.settings.sessionTtlSeconds, request.ip);
    const token = await app.tokens.signSession({ userId: user.id, role: user.role, sessionId });
    reply.header('authorization', `Bearer ${token}`);
    reply.header('cache-control', 'no-store');
    return { payload: toMeResponse(user) };
  }

  app.post(
    '/api/auth',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; the token comes back in the authorization header',
        docBody: bodyDoc(createLoginSchema(), {
          providerId: { type: 'string', enum: ['email'] },
          tokenId: { type: 'string', description: 'unused' },
        }),
        response: okResponses(MeResponseShape),
      },
    },
    async (request, reply) => {
      // No body schema on this route (validateBody reads it): fastify types it unknown.
      const body = request.body;
      if (isPlainObject(body) && body['providerId'] !== undefined && body['providerId'] !== 'email') {
        throw new HttpError(400, 'Valor no permitido', 'providerId');
      }
      const { email, password } = await validateBody(createLoginSchema(), body);
      const account = normalizeEmail(email);
      const now = Date.now();
      // Throttle per account AND address (issue 25), persisted so it holds across restarts and
      // instances: guessing from one network slows down and then locks that network out of that
      // account, never the owner signing in from another. The attempt is recorded before the
      // count (a parallel burst cannot all pass the check); one the throttle refuses is forgotten.
      const attempt = await recordFailure(app.db, account, request.ip);
      const failures = await recentFailures(app.db, account, request.ip, new Date(now - THROTTLE_WINDOW_MS));
      const { count, previousAt, accountCount, accountPreviousAt } = failures;
      if (count > app.settings.maxLoginFailures) {
        await forgetAttempt(app.db, attempt);
        throw new HttpError(429, MESSAGES.tooManyAttempts);
      }
      // Guessing from many addresses at once: the account's password is checked at most once per
      // ACCOUNT_PACE_MS; slowed, never locked, so the owner still gets in by trying again.
      const since = (at: Date | null) => (at ? now - at.getTime() : Infinity);
      const wait = Math.max(
        count > SLOW_AFTER_FAILURES ? 2 ** (count - SLOW_AFTER_FAILURES - 1) * 1000 - since(previousAt) : 0,
        accountCount > ACCOUNT_SLOW_AFTER ? ACCOUNT_PACE_MS - since(accountPreviousAt) : 0,
      );
      if (wait > 0) {
        await forgetAttempt(app.db, attempt);
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, `Demasiados intentos seguidos. Espere ${Math.ceil(wait / 1000)} segundos e intente nuevamente`);
      }
      const user = await findUserByEmail(app.db, account);
      // Always run scrypt so response time does not reveal whether the account exists.
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !passwordOk) {
        if (Math.random() < 0.05) await pruneFailures(app.db, new Date(now - THROTTLE_WINDOW_MS));
        throw new HttpError(401, MESSAGES.badCredentials);
      }
      await clearFailures(app.db, account, request.ip);
      if (!user.enabled) throw new HttpError(403, 'La cuenta está deshabilitada. Contacte al administrador');
      return signIn(request, reply, user);
    },
  );

  app.post(
    '/api/auth/register',
    {
      // Per hour, not per minute: each new account gets its own creation allowance (issue 21).
      config: { rateLimit: { max: app.settings.rateLimits.registerPerHour, timeWindow: '1 hour' } },
      schema: {
        tags: ['auth'],
        summary: 'Self-registration of a DRIVER; the same neutral answer whether or not the e-mail was free, no token (sign in next)',
        docBody: bodyDoc(createRegisterSchema()),
        response: okResponses(Type.String(), 201),
      },
    },
    async (request, reply) => {
      const input = await validateBody(createRegisterSchema(), request.body);
      refuseCommonPassword(input.password);
      // Security review (issue 21): a taken e-mail must not be told apart, by the answer or its
      // time. So no look-up first: the password is hashed and the insert tried either way, and the
      // unique index refuses a taken address (also when two registrations race). No token either:
      // one cannot be handed out for a taken address, so the client signs in next. The address's
      // owner learns by e-mail either way: a confirmation link, or a notice of the attempt.
      const passwordHash = await hashPassword(input.password);
      const { mail } = app.settings;
      try {
        await app.db.transaction(async (tx) => {
          const user = await insertUser(tx, { ...input, passwordHash, role: 'DRIVER' });
          await mailLink(tx, mail, app.linkSeal, user, 'CONFIRM');
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const owner = await findUserByEmail(app.db, input.email);
        if (owner) await noticeRegisterAttempt(app.db, mail, owner);
      }
      reply.code(201);
      return { payload: REGISTERED_MESSAGE };
    },
  );

  app.get(
    '/api/profile/forgotten/:email',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Starts password recovery; same answer whether or not the e-mail exists',
        params: Type.Object({ email: Type.String({ maxLength: 254 }) }),
        response: okResponses(Type.String()),
      },
    },
    async (request) => {
      const { email } = await validateBody(createRecoverSchema(), { email: request.params.email });
      // The look-up and the token are off the request path (issue 21): on it, an account's
      // answer took measurably longer than nobody's.
      afterAnswer(request.log, 'password reset', async () => {
        const user = await findUserByEmail(app.db, email);
        if (!user?.enabled) return;
        // The link goes by e-mail only (never to a log); the database keeps its hash.
        await app.db.transaction(async (tx) => mailLink(tx, app.settings.mail, app.linkSeal, user, 'RESET'));
      });
      return { payload: RECOVERY_MESSAGE };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: signedIn('auth', {
        summary: 'Ends this session: its token stops working and its live streams close, on every instance',
        response: okResponses(Type.String()),
      }),
    },
    async (request) => {
      await endSession(app.database, request.sessionId!);
      return { payload: 'Sesión cerrada' };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      schema: signedIn('auth', {
        summary: "Ends every session of the signed-in account ('cerrar sesión en todos los dispositivos')",
        response: okResponses(UnreadCountShape),
      }),
    },
    async (request) => ({ payload: { count: await endUserSessions(app.database, signedInUser(request).id) } }),
  );

  app.get(
    '/api/user/me',
    { schema: signedIn('auth', { summary: 'The signed-in user', response: okResponses(MeResponseShape) }) },
    async (request) => {
      const user = signedInUser(request);
      // The contact a new event of theirs starts with (the form prefills it; issue 23).
      const [row] = await app.database.query<{ phone: string; rut: string; real_address: string }>(
        'select phone, rut, real_address from users where id = $1',
        [user.id],
      );
      const contact = {
        fullName: `${user.firstName} ${user.lastName}`.trim(),
        phone: row?.phone ?? '',
        rut: row?.rut ?? '',
        realAddress: row?.real_address ?? '',
      };
      return { payload: { ...toMeResponse(user), contact } };
    },
  );
}

/** Notices of a registration attempt one address may get in an hour (issue 34: each is a mail we send). */
export const REGISTER_NOTICES_PER_HOUR = 3;

/**
 * Tells the owner of a taken address that someone tried to register it: at most
 * REGISTER_NOTICES_PER_HOUR an hour (the account's row is locked while counting, so a burst cannot
 * pass together), greeted by name only when the owner confirmed the address (else the name is the
 * words of whoever registered it first).
 */
async function noticeRegisterAttempt(
  db: Db,
  mail: Parameters<typeof registerExistingMail>[0],
  owner: { id: string; email: string; firstName: string },
) {
  await db.transaction(async (tx) => {
    const locked = await lockAccountForLinkMail(tx, owner.id);
    if (!locked) return;
    const since = new Date(Date.now() - 3600_000);
    if ((await mailsToAddressSince(tx, 'REGISTER_EXISTING', owner.email, since)) >= REGISTER_NOTICES_PER_HOUR) return;
    const name = locked.confirmed ? owner.firstName : '';
    await enqueueMail(tx, 'REGISTER_EXISTING', owner.email, registerExistingMail(mail, name));
  });
}
