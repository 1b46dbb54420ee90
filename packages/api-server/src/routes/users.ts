// User administration (ADMIN) and the operator list used for assignments.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { OperatorSummaryShape } from '@vigia/domain/shapes';
import { boolean, object } from 'yup';
import { createUserSchema, createUserUpdateSchema } from '@vigia/domain/schemas';
import { HttpError, MESSAGES, notFound, unlessTaken } from '../lib/errors.ts';
import { pageRequest } from '../lib/paging.ts';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/password.ts';
import { mailLink } from '../mail/account-links.ts';
import { refuseCommonPassword } from './auth.ts';

import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import {
  findUser,
  findUserByEmail,
  insertUser,
  listOperators,
  listUsers,
  softDeleteUser,
  toUserProfile,
  updateUser,
} from '../repositories/users.ts';
import { okResponses, pagedOf, pageProperties, signedIn, userProfileSchema, uuidParams } from './schemas.ts';
import { listRoute } from './create-route.ts';
import { signedInUser } from '../access/signed-in.ts';

const emailTaken = () => new HttpError(409, MESSAGES.emailTaken, 'email');

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/user/list',
    {
      schema: signedIn('users', {
        querystring: Type.Object({ ...pageProperties, q: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: okResponses(pagedOf(userProfileSchema)),
      }),
    },
    async (request) => {
      const query = request.query;
      return { payload: await listUsers(app.db, pageRequest(query), query.q) };
    },
  );

  app.post(
    '/api/profile/new',
    { schema: signedIn('users', { docBody: bodyDoc(createUserSchema()), response: okResponses(userProfileSchema, 201) }) },
    async (request, reply) => {
      const input = await validateBody(createUserSchema(), request.body);
      if (await findUserByEmail(app.db, input.email)) throw emailTaken();
      const { password, profileCode, ...rest } = input;
      if (password) refuseCommonPassword(password);
      // Without a password the user chooses one through an e-mailed link (issue 25); until then
      // the stored hash is of random bytes nobody knows.
      const passwordHash = await hashPassword(password || randomBytes(32).toString('base64url'));
      const row = await unlessTaken(emailTaken(), () =>
        app.db.transaction(async (tx) => {
          const user = await insertUser(tx, { ...rest, role: profileCode, passwordHash, emailConfirmedAt: new Date() });
          if (!password) await mailLink(tx, app.settings.mail, app.linkSeal, user, 'INVITE');
          return user;
        }),
      );
      reply.code(201);
      return { payload: toUserProfile(row) };
    },
  );

  app.post(
    '/api/profile/update',
    {
      schema: signedIn('users', {
        docBody: bodyDoc(createUserUpdateSchema()),
        response: okResponses(userProfileSchema),
      }),
    },
    async (request) => {
      const input = await validateBody(createUserUpdateSchema(), request.body);
      const current = await findUser(app.db, input.uuid);
      if (!current) throw notFound(MESSAGES.userNotFound);
      // An admin cannot take away their own admin role (there may be no other admin left).
      if (current.id === signedInUser(request).id && input.profileCode !== 'ADMIN')
        throw new HttpError(409, MESSAGES.selfAction, 'profileCode');
      const other = await findUserByEmail(app.db, input.email);
      if (other && other.id !== current.id) throw emailTaken();
      const { uuid, password, profileCode, ...rest } = input;
      if (password) refuseCommonPassword(password);
      const passwordHash = password ? { passwordHash: await hashPassword(password) } : {};
      const row = await unlessTaken(emailTaken(), () => updateUser(app.db, uuid, { ...rest, role: profileCode, ...passwordHash }));
      if (!row) throw notFound(MESSAGES.userNotFound);
      return { payload: toUserProfile(row) };
    },
  );

  app.post(
    '/api/profile/delete/:id',
    {
      schema: signedIn('users', {
        summary: 'Soft delete: the user disappears and cannot sign in',
        params: uuidParams,
        response: okResponses(Type.Boolean()),
      }),
    },
    async (request) => {
      const { id } = request.params;
      if (id === signedInUser(request).id) throw new HttpError(409, MESSAGES.selfAction);
      if (!(await softDeleteUser(app.db, id))) throw notFound(MESSAGES.userNotFound);
      return { payload: true };
    },
  );

  const disableBody = object({ enabled: boolean().typeError('Debe ser verdadero o falso').default(false) });
  app.post(
    '/api/profile/disable/:id',
    {
      schema: signedIn('users', {
        summary: 'Disables the user; send { "enabled": true } to enable them again',
        params: uuidParams,
        docBody: bodyDoc(disableBody),
        response: okResponses(userProfileSchema),
      }),
    },
    async (request) => {
      const { id } = request.params;
      const { enabled } = await validateBody(disableBody, request.body ?? {});
      if (id === signedInUser(request).id) throw new HttpError(409, MESSAGES.selfAction);
      const row = await updateUser(app.db, id, { enabled });
      if (!row) throw notFound(MESSAGES.userNotFound);
      return { payload: toUserProfile(row) };
    },
  );

  listRoute(app, {
    url: '/api/profile/operator',
    tag: 'users',
    summary: 'Enabled operators, for assignment',
    access: 'signed-in',
    shape: OperatorSummaryShape,
    list: listOperators,
  });
}
