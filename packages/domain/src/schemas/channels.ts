// How an event reached the control room (issue 39): the public form is one channel of seven. The
// list is data (GET /api/ticket/channel, migration 0026); these codes are the rules that name them.
// In `@vigia/domain/schemas`, not the root: the root is shared whole at every first paint.
import type { Role } from '../constants';

export const CHANNEL_CODES = ['WEB_SELF_SERVICE', 'PHONE', 'SOS_POST', 'PATROL', 'CCTV', 'CARABINEROS', 'OTHER'] as const;
export type ChannelCode = (typeof CHANNEL_CODES)[number];
/** The public form's channel: stored by POST /api/ticket whatever its body says, never chosen by staff. */
export const PUBLIC_CHANNEL: ChannelCode = 'WEB_SELF_SERVICE';
/** The one channel a DRIVER logs: what the patrol saw on the road. */
export const PATROL_CHANNEL: ChannelCode = 'PATROL';
/** The roles that take calls ("Nueva llamada"); a DRIVER only for PATROL. */
export const CALL_TAKER_ROLES: readonly Role[] = ['OPERATOR', 'SUPERVISOR', 'ADMIN'];

/** The channels `role` may store through POST /api/ticket/staff (empty: none). */
export function staffChannelsFor(role: Role): readonly ChannelCode[] {
  if (role === 'DRIVER') return [PATROL_CHANNEL];
  if (CALL_TAKER_ROLES.includes(role)) return CHANNEL_CODES.filter((c) => c !== PUBLIC_CHANNEL);
  return [];
}

/** Whether `role` may log a call (open "Nueva llamada") at all. */
export const mayTakeCalls = (role: Role) => staffChannelsFor(role).length > 0;
