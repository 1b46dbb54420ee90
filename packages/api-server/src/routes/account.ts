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
import { listLockouts, redeemLinkToken, type LinkPurpose } from '../repositories/security.ts';
import type { Tx } from '../db/client.ts';
import type { AnyObjectSchema, InferType, ObjectSchema } from 'yup';
import { markEmailConfirmed, updateUser } from '../repositories/users.ts';
import { SLOW_AFTER_FAILURES, THROTTLE_WINDOW_MS, refuseCommonPassword } from './auth.ts';
import { okResponses, signedIn } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

const BAD_LINK = 'El enlace no es válido, ya fue usado o expiró. Solicite uno nuevo';
const PASSWORD_SET = 'Su contraseña quedó guardada. Inicie sesión con ella';
const CONFIRMED = 'Su correo quedó confirmado. Ya puede crear eventos';
type RedeemedLink = NonNullable<Awaited<ReturnType<typeof redeemLinkToken>>>;
const CONFIRM_SENT = 'Le enviamos un nuevo enlace de confirmación a su correo';

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const authRateLimit = { rateLimit: { max: app.settings.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  /**
   * POST `url`: spends the body's one-time link of `purposes`. `prepare` runs first (slow work stays
   * out of the transaction) and gives what runs in the transaction that redeems the link; a link not
   * valid, or one `spend` refuses, gets 400.
   */
  const linkRoute = <B extends AnyObjectSchema & ObjectSchema<{ token: string }>>(link: {
    url: `/api/auth/${string}`;
    summary: string;
    body: B;
    purposes: LinkPurpose[];
    prepare: (input: InferType<B>) => Promise<(tx: Tx, redeemed: RedeemedLink) => Promise<boolean>>;
    answer: string;
  }) =>
    app.post(
      link.url,
      {
        config: authRateLimit,
        schema: { tags: ['auth'], summary: link.summary, docBody: bodyDoc(link.body), response: okResponses(Type.String()) },
      },
      async (request) => {
        const input = await validateBody(link.body, request.body);
        const spend = await link.prepare(input);
        const done = await app.db.transaction(async (tx) => {
          const redeemed = await redeemLinkToken(tx, input.token, link.purposes);
          return redeemed ? spend(tx, redeemed) : false;
        });
        if (!done) throw new HttpError(400, BAD_LINK, 'token');
        return { payload: link.answer };
      },
    );

  linkRoute({
    url: '/api/auth/reset',
    summary: 'Sets a new password with a one-time link (reset or invitation); ends every session of the account',
    body: createResetPasswordSchema(),
    purposes: ['RESET', 'INVITE'],
    prepare: async ({ password }) => {
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      // The link is spent only if the password is stored. The new hash ends every session of the
      // account (a trigger on users).
      return async (tx, { userId, purpose }) => {
        const user = await updateUser(tx, userId, { passwordHash });
        if (!user?.enabled) return false;
        // Following an invitation proves the address too.
        if (purpose === 'INVITE') await markEmailConfirmed(tx, userId);
        return true;
      };
    },
    answer: PASSWORD_SET,
  });

  linkRoute({
    url: '/api/auth/confirm',
    summary: "Confirms a self-registered account's e-mail with its one-time link (then it may create events)",
    body: createConfirmEmailSchema(),
    purposes: ['CONFIRM'],
    prepare:
      async () =>
      async (tx, { userId }) => {
        await markEmailConfirmed(tx, userId);
        return true;
      },
    answer: CONFIRMED,
  });

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
