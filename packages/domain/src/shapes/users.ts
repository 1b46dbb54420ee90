// A user as the admin screens and /api/user/list see it; never carries the password.
import { Type } from '@sinclair/typebox';
import { ROLES } from '../constants';
import { StringEnum } from './common';

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
