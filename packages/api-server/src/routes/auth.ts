// Sign-in, registration, password recovery and the signed-in user's profile.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type MeResponse, type Role } from '@vigia/domain';
import { createLoginSchema, createRecoverSchema, createRegisterSchema } from '@vigia/domain/schemas';
import { HttpError, MESSAGES } from '../lib/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../lib/password.ts';
import { validateBody } from '../lib/validate.ts';
import { clearFailures, countRecentFailures, forgetAttempt, insertResetToken, pruneFailures, recordFailure } from '../repositories/security.ts';
import { findUserByEmail, insertUser, normalizeEmail, type AuthUser } from '../repositories/users.ts';
import { envelope, okResponses } from './schemas.ts';

const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

export const JOB_TITLES: Record<Role, string> = {
  DRIVER: 'Conductor',
  OPERATOR: 'Operador de tráfico',
  SUPERVISOR: 'Supervisor de operaciones',
  INSPECTOR: 'Inspector fiscal',
  ADMIN: 'Administrador del sistema',
};

export function toMeResponse(user: AuthUser): MeResponse {
  return {
    email: user.email,
    userProfileDto: {
      id: user.id,
      nickName: `${user.firstName} ${user.lastName}`,
      genre: JOB_TITLES[user.role],
      groups: [{ code: user.role }],
    },
  };
}

const meSchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    userProfileDto: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        nickName: { type: 'string' },
        genre: { type: 'string' },
        groups: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' } } } },
      },
    },
  },
} as const;

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

export async function authRoutes(app: FastifyInstance) {
  const authRateLimit = { rateLimit: { max: app.settings.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  async function signIn(reply: FastifyReply, user: AuthUser) {
    const token = await app.tokens.signSession({ userId: user.id, role: user.role });
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
        docBody: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: { type: 'string' }, password: { type: 'string' }, providerId: { type: 'string', enum: ['email'] }, tokenId: { type: 'string' } },
        },
        response: okResponses(meSchema),
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined;
      if (body && body['providerId'] !== undefined && body['providerId'] !== 'email') {
        throw new HttpError(400, 'Valor no permitido', 'providerId');
      }
      const { email, password } = await validateBody(createLoginSchema(), body);
      const account = normalizeEmail(email);
      const now = Date.now();
      // Per-account throttle, persisted so it holds across restarts and instances. The attempt is
      // recorded before the count: checking first let a parallel burst all pass the check before
      // any failure was stored. An attempt the throttle refuses is forgotten (it checked nothing).
      const attempt = await recordFailure(app.db, account, request.ip);
      if ((await countRecentFailures(app.db, account, new Date(now - THROTTLE_WINDOW_MS))) > app.settings.maxLoginFailures) {
        await forgetAttempt(app.db, attempt);
        throw new HttpError(429, MESSAGES.tooManyAttempts);
      }
      const user = await findUserByEmail(app.db, account);
      // Always run scrypt so response time does not reveal whether the account exists.
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !passwordOk) {
        if (Math.random() < 0.05) await pruneFailures(app.db, new Date(now - THROTTLE_WINDOW_MS));
        throw new HttpError(401, MESSAGES.badCredentials);
      }
      await clearFailures(app.db, account);
      if (!user.enabled) throw new HttpError(403, 'La cuenta está deshabilitada. Contacte al administrador');
      return signIn(reply, { ...user, role: user.role as Role });
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Self-registration of a DRIVER; answers like sign-in',
        docBody: {
          type: 'object',
          required: ['email', 'password', 'firstName', 'lastName'],
          properties: { email: { type: 'string' }, password: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' } },
        },
        response: okResponses(meSchema, 201),
      },
    },
    async (request, reply) => {
      const input = await validateBody(createRegisterSchema(), request.body);
      if (await findUserByEmail(app.db, input.email)) throw new HttpError(409, MESSAGES.emailTaken, 'email');
      let row;
      try {
        row = await insertUser(app.db, { ...input, passwordHash: await hashPassword(input.password), role: 'DRIVER' });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.emailTaken, 'email');
        throw error;
      }
      reply.code(201);
      return signIn(reply, { ...row, role: 'DRIVER' });
    },
  );

  app.get(
    '/api/profile/forgotten/:email',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Starts password recovery; same answer whether or not the e-mail exists',
        params: { type: 'object', required: ['email'], properties: { email: { type: 'string', maxLength: 254 } } },
        response: okResponses({ type: 'string' }),
      },
    },
    async (request) => {
      const { email } = await validateBody(createRecoverSchema(), { email: (request.params as { email: string }).email });
      const user = await findUserByEmail(app.db, email);
      if (user?.enabled) {
        const token = randomBytes(32).toString('base64url');
        const tokenHash = createHash('sha256').update(token).digest('hex');
        await insertResetToken(app.db, user.id, tokenHash, new Date(Date.now() + RESET_TTL_MS));
        // There is no mailer yet: the link is logged (info) so an operator can hand it over.
        // Only its hash is stored. Replace this with an e-mail once a mail service exists.
        request.log.info({ userId: user.id, resetLink: `/user/recover-password?token=${token}` }, 'password reset requested');
      }
      return { payload: 'Si el correo está registrado, recibirá las instrucciones para recuperar su contraseña' };
    },
  );

  app.get(
    '/api/user/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: okResponses(meSchema) } },
    async (request) => ({ payload: toMeResponse(request.user!) }),
  );
}

export const meResponseSchema = envelope(meSchema);
