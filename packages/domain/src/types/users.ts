// Users: the signed-in user (SPEC §3), registration and the admin screens.
import type { Role } from '../constants';

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
