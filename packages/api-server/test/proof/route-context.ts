// What the route templates point at (route-templates.ts): callers, parameter kinds, and the ids and
// tokens each proof's set-up fills in.
import { type Role } from '@vigia/domain';

export type Caller = Role | 'ANONYMOUS';
export type ParamKind =
  | 'ticket'
  | 'attachment'
  | 'notification'
  | 'self'
  | 'victim'
  | 'operator'
  | 'lookup'
  | 'email'
  | 'report'
  | 'closeReason'
  | 'severity'
  | 'template'
  | 'unit';

export interface Template {
  params?: Record<string, ParamKind>;
  query?: Record<string, string>;
  body?: () => Record<string, unknown>;
}

// Filled by each proof's set-up: the ids and tokens its templates point at.
export const tokens = {} as Record<Role, string>;
export const ids = {} as Record<Role, string>;
export const ctx = {
  ticket: 0,
  attachment: 0,
  notification: 0,
  victim: '',
  template: 1,
  ticketBody: {} as Record<string, unknown>,
  /** The ticket's x-follow-up-token when the suite has it (issue 34); a well-formed wrong one otherwise. */
  followUpToken: 'AAAAAAAAAAAAAAAAAAAAAA',
};

/** The body of a new staff account (POST /api/profile/new). */
export const newUser = (email: string) => ({
  email,
  password: 'Secreto123',
  firstName: 'Ana',
  lastName: 'Soto',
  profileCode: 'OPERATOR',
  phone: '56900000000',
  rut: '9.876.543-2',
  realAddress: 'Calle Uno 123',
});
