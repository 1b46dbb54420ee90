// A notification of the list, the unread badge's count.
import { Type } from '@sinclair/typebox';
import { NullableInteger } from './common';

export const NotificationShape = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  ticketId: NullableInteger(),
  message: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String(),
});

export const UnreadCountShape = Type.Object({ count: Type.Integer() });
