import type { Notification } from '@vigia/domain';

/** An unread notification of a comment on event #(40 + id). */
export const note = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'COMMENT_ADDED',
  ticketId: 40 + id,
  message: `Nuevo comentario en el evento #${40 + id}`,
  read: false,
  createdAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});
