// A user as the admin screens and /api/user/list see it; never carries the password.
import { Type } from '@sinclair/typebox';
import { ROLES } from '../constants';
import { NullableString, StringEnum } from './common';

export const UserProfileShape = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  profileCode: StringEnum(ROLES),
  phone: Type.String(),
  rut: Type.String(),
  realAddress: Type.String(),
  enabled: Type.Boolean(),
  createdAt: Type.String(),
});

/** GET /api/user/me, read as SPEC §3 says. */
export const MeResponseShape = Type.Object({
  email: Type.String(),
  emailConfirmed: Type.Optional(
    Type.Boolean({ description: 'false for a self-registered account that has not followed its confirmation link' }),
  ),
  userProfileDto: Type.Object({
    id: Type.String(),
    nickName: Type.String(),
    genre: Type.String(),
    groups: Type.Array(Type.Object({ code: Type.String() })),
  }),
  contact: Type.Optional(
    Type.Object(
      { fullName: Type.String(), phone: Type.String(), rut: Type.String(), realAddress: Type.String() },
      { description: "the signed-in user's own contact data: a new event of theirs starts with it" },
    ),
  ),
});

export const OperatorSummaryShape = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() });

/** An account and address whose sign-in attempts are slowed or locked now (GET /api/auth/lockouts). */
export const SignInLockoutShape = Type.Object({
  account: Type.String(),
  ip: Type.String(),
  failures: Type.Integer(),
  lastAt: Type.String(),
  lockedUntil: NullableString({ description: 'set when that address is locked out of that account; null while only slowed' }),
});
