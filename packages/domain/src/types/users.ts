// Users: the signed-in user (SPEC §3), registration and the admin screens.
import type { Static } from '@sinclair/typebox';
import type { Role } from '../constants';
import type { UserProfileShape } from '../shapes/users';

/** GET /api/user/me, read as SPEC §3 says. */
export interface MeResponse {
  email: string;
  /** False for a self-registered account that has not followed its confirmation link (it cannot create events). */
  emailConfirmed?: boolean;
  userProfileDto: {
    id: string;
    nickName: string;
    genre: string;
    groups: { code: string }[];
  };
  /** The signed-in user's own contact data: a new event of theirs starts with it. */
  contact?: { fullName: string; phone: string; rut: string; realAddress: string };
}

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

export interface OperatorSummary {
  id: string;
  name: string;
  email: string;
}

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
export interface SignInLockout {
  account: string;
  ip: string;
  failures: number;
  lastAt: string;
  /** Set when that address is locked out of that account; null while it is only slowed. */
  lockedUntil: string | null;
}
