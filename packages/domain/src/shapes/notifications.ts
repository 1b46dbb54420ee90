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

/** POST /api/notification/stream/ticket: a single-use ticket for the SSE stream (EventSource sends no headers). */
export const StreamTicketShape = Type.Object({ ticket: Type.String(), expiresIn: Type.Integer() });
