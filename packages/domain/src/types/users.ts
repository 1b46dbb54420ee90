// Users: the signed-in user (SPEC §3), registration and the admin screens.
import type { Static } from '@sinclair/typebox';
import type { Role } from '../constants';
import type { MeResponseShape, OperatorSummaryShape, SignInLockoutShape, UserProfileShape } from '../shapes/users';

/** GET /api/user/me, read as SPEC §3 says (fields: shapes/users.ts). */
export type MeResponse = Static<typeof MeResponseShape>;

/** A user as the admin screens and /api/user/list see it; never carries the password. */
export type UserProfile = Static<typeof UserProfileShape>;

export interface UserProfileInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  profileCode: Role;
  phone: string;
  rut: string;
  realAddress: string;
}

export interface UserProfileUpdate extends Omit<UserProfileInput, 'password'> {
  uuid: string;
  /** Empty or absent keeps the current password. */
  password?: string;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type OperatorSummary = Static<typeof OperatorSummaryShape>;

/** The signed-in user as the client keeps it (SPEC §3). */
export interface SessionUser {
  id: string;
  avatar: string;
  email: string;
  name: string;
  jobtitle: string;
  username: string;
  location: string;
  role: string;
  posts: null;
  coverImg: string;
  followers: null;
  description: string;
}

/** An account and address whose sign-in attempts are slowed or locked now (GET /api/auth/lockouts). */
export type SignInLockout = Static<typeof SignInLockoutShape>;
