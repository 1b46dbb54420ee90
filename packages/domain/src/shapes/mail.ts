// Mail (issue 25): the outbox ADMIN reads on the "Correo saliente" screen, and staff preferences.
import { Type } from '@sinclair/typebox';
import { MAIL_STATUSES } from '../types/mail';
import { NullableString, PagedShape, StringEnum } from './common';

export const OutboxMessageShape = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  status: StringEnum(MAIL_STATUSES),
  attempts: Type.Integer(),
  lastError: NullableString(),
  createdAt: Type.String(),
  sentAt: NullableString(),
});

export const OutboxPageShape = Type.Object({
  ...PagedShape(OutboxMessageShape).properties,
  smtpConfigured: Type.Boolean({ description: 'false: messages are HELD here, nothing is sent' }),
});

export const UserPreferencesShape = Type.Object({
  emailNotifications: Type.Boolean({ description: 'e-mail when an event is assigned to them' }),
});

/** POST /api/ticket/unsubscribe's answer. */
export const UnsubscribedShape = Type.Object({ id: Type.Integer(), unsubscribed: Type.Boolean() });
