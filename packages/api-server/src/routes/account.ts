// One-time links (issue 25): a new password from a reset or an invitation, the confirmation of a
// self-registered e-mail; and the sign-in lockouts ADMIN can see.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SignInLockoutShape } from '@vigia/domain/shapes';
import { createConfirmEmailSchema, createResetPasswordSchema } from '@vigia/domain/schemas';
import { HttpError } from '../lib/errors.ts';
import { hashPassword } from '../lib/password.ts';
import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { mailLink } from '../mail/account-links.ts';
import { listLockouts, redeemLinkToken } from '../repositories/security.ts';
import { markEmailConfirmed, updateUser } from '../repositories/users.ts';
import { SLOW_AFTER_FAILURES, THROTTLE_WINDOW_MS, refuseCommonPassword } from './auth.ts';
import { okResponses, signedIn } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

const BAD_LINK = 'El enlace no es válido, ya fue usado o expiró. Solicite uno nuevo';
const PASSWORD_SET = 'Su contraseña quedó guardada. Inicie sesión con ella';
const CONFIRMED = 'Su correo quedó confirmado. Ya puede crear eventos';
const CONFIRM_SENT = 'Le enviamos un nuevo enlace de confirmación a su correo';

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const authRateLimit = { rateLimit: { max: app.settings.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/api/auth/reset',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a one-time link (reset or invitation); ends every session of the account',
        docBody: bodyDoc(createResetPasswordSchema()),
        response: okResponses(Type.String()),
      },
    },
    async (request) => {
      const { token, password } = await validateBody(createResetPasswordSchema(), request.body);
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      // One transaction: the link is spent only if the password is stored. The new hash ends every
      // session of the account (a trigger on users).
      const done = await app.db.transaction(async (tx) => {
        const link = await redeemLinkToken(tx, token, ['RESET', 'INVITE']);
        if (!link) return false;
        const user = await updateUser(tx, link.userId, { passwordHash });
        if (!user?.enabled) return false;
        // Following an invitation proves the address too.
        if (link.purpose === 'INVITE') await markEmailConfirmed(tx, link.userId);
        return true;
      });
      if (!done) throw new HttpError(400, BAD_LINK, 'token');
      return { payload: PASSWORD_SET };
    },
  );

  app.post(
    '/api/auth/confirm',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: "Confirms a self-registered account's e-mail with its one-time link (then it may create events)",
        docBody: bodyDoc(createConfirmEmailSchema()),
        response: okResponses(Type.String()),
      },
    },
    async (request) => {
      const { token } = await validateBody(createConfirmEmailSchema(), request.body);
      const confirmed = await app.db.transaction(async (tx) => {
        const link = await redeemLinkToken(tx, token, ['CONFIRM']);
        if (link) await markEmailConfirmed(tx, link.userId);
        return Boolean(link);
      });
      if (!confirmed) throw new HttpError(400, BAD_LINK, 'token');
      return { payload: CONFIRMED };
    },
  );

  app.post(
    '/api/auth/confirm/resend',
    {
      // Per account: each call sends an e-mail.
      config: {
        rateLimit: {
          max: 3,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request) => `user:${request.user?.id ?? request.ip}`,
        },
      },
      schema: signedIn('auth', {
        summary: 'Sends the signed-in, unconfirmed account a new confirmation link',
        response: okResponses(Type.String()),
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      if (user.emailConfirmed) throw new HttpError(409, 'Su correo ya está confirmado');
      await app.db.transaction(async (tx) => mailLink(tx, app.settings.mail, app.linkSeal, user, 'CONFIRM'));
      return { payload: CONFIRM_SENT };
    },
  );

  app.get(
    '/api/auth/lockouts',
    {
      schema: signedIn('auth', {
        summary: 'Accounts and addresses whose sign-in attempts are being slowed or locked now (15 min window)',
        response: okResponses(Type.Array(SignInLockoutShape)),
      }),
    },
    async () => ({
      payload: await listLockouts(
        app.db,
        new Date(Date.now() - THROTTLE_WINDOW_MS),
        SLOW_AFTER_FAILURES,
        app.settings.maxLoginFailures,
        THROTTLE_WINDOW_MS,
      ),
    }),
  );
}
