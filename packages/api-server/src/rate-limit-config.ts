// Rate limits: their defaults and the RATE_LIMIT_* variables that change them (see README).

export interface RateLimits {
  /** Per IP, per minute, on /api/auth, forgotten and follow-up. */
  authPerMinute: number;
  /** Per IP, per hour, self-registrations: each new DRIVER gets its own creation allowance. */
  registerPerHour: number;
  /** Per hour, POST /api/ticket: anonymous per IP, and each account that is not staff (a self-registered DRIVER). */
  anonymousCreatePerHour: number;
  /** Per hour, attachment uploads: anonymous per IP, and each account that is not staff. */
  anonymousUploadPerHour: number;
  /** Per OPERATOR/SUPERVISOR/ADMIN account, per hour, POST /api/ticket (a control room logs many). */
  staffCreatePerHour: number;
  /** Per OPERATOR/SUPERVISOR/ADMIN account, per hour, attachment uploads. */
  staffUploadPerHour: number;
  /** Per user, per minute, POST /api/notification/stream/ticket. */
  streamTicketsPerMinute: number;
  /** Open notification streams per user; the user's oldest is closed to admit a new one. */
  streamsPerUser: number;
  /** Open notification streams per IP; beyond it a new one is refused (429). */
  streamsPerIp: number;
  /** Per IP, per minute, GET /api/location/km (the form locates once per tap; offline it needs none). */
  locationPerMinute: number;
  /** Per IP, per minute, the costly public pages: GET /open511/events and /estado-de-la-ruta (issue 34). */
  publicFeedPerMinute: number;
  /** Per DRIVER account, per minute, POST /api/ticket/:id/comment (a note from the roadside, not a chat). */
  commentsPerMinute: number;
  /** Per OPERATOR/SUPERVISOR/ADMIN account, per minute, POST /api/ticket/:id/comment (notes all shift long). */
  staffCommentsPerMinute: number;
  /** Per DRIVER account, per minute, POST /api/unit/:id/position (one every ~15 s, or a queued batch). */
  unitPositionsPerMinute: number;
  /** Per IP, per hour, POST /api/alerts/subscribe (each request sends a confirmation mail). */
  alertSubscribesPerHour: number;
  /** Per e-mail address, per hour, POST /api/alerts/subscribe: nobody's mailbox flooded with confirmations. */
  alertSubscribesPerAddressPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  authPerMinute: 20,
  registerPerHour: 10,
  anonymousCreatePerHour: 20,
  anonymousUploadPerHour: 60,
  staffCreatePerHour: 600,
  staffUploadPerHour: 600,
  streamTicketsPerMinute: 30,
  streamsPerUser: 5,
  streamsPerIp: 20,
  locationPerMinute: 30,
  publicFeedPerMinute: 120,
  // One every 6 s for a driver; one every 2 s for staff, faster than anyone types (templates included).
  commentsPerMinute: 10,
  staffCommentsPerMinute: 30,
  // A phone sends one every ~15 s and one per status change; a batch of queued ones counts once.
  unitPositionsPerMinute: 60,
  alertSubscribesPerHour: 10,
  alertSubscribesPerAddressPerHour: 3,
};

/** The defaults, overridden by what the options give. */
export function resolveRateLimits(given: Partial<RateLimits> | undefined): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...given };
}

/**
 * Each limit's variable. Not every limit has one (streamsPerUser is an option only). Offices behind
 * one address (NAT) may need more than the default of RATE_LIMIT_STREAMS_PER_IP.
 */
const ENV_NAMES: ReadonlyArray<readonly [string, keyof RateLimits]> = [
  ['RATE_LIMIT_AUTH_PER_MINUTE', 'authPerMinute'],
  ['RATE_LIMIT_REGISTER_PER_HOUR', 'registerPerHour'],
  ['RATE_LIMIT_CREATE_PER_HOUR', 'anonymousCreatePerHour'],
  ['RATE_LIMIT_UPLOAD_PER_HOUR', 'anonymousUploadPerHour'],
  ['RATE_LIMIT_STAFF_CREATE_PER_HOUR', 'staffCreatePerHour'],
  ['RATE_LIMIT_STAFF_UPLOAD_PER_HOUR', 'staffUploadPerHour'],
  ['RATE_LIMIT_STREAM_TICKETS_PER_MINUTE', 'streamTicketsPerMinute'],
  ['RATE_LIMIT_STREAMS_PER_IP', 'streamsPerIp'],
  ['RATE_LIMIT_LOCATION_PER_MINUTE', 'locationPerMinute'],
  ['RATE_LIMIT_COMMENTS_PER_MINUTE', 'commentsPerMinute'],
  ['RATE_LIMIT_STAFF_COMMENTS_PER_MINUTE', 'staffCommentsPerMinute'],
  ['RATE_LIMIT_PUBLIC_FEED_PER_MINUTE', 'publicFeedPerMinute'],
  ['RATE_LIMIT_UNIT_POSITIONS_PER_MINUTE', 'unitPositionsPerMinute'],
  ['RATE_LIMIT_ALERTS_PER_HOUR', 'alertSubscribesPerHour'],
  ['RATE_LIMIT_ALERTS_PER_ADDRESS_PER_HOUR', 'alertSubscribesPerAddressPerHour'],
];

/** The RATE_LIMIT_* variables that are set (an empty one counts as unset). */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<RateLimits> {
  const limits: Partial<RateLimits> = {};
  for (const [name, key] of ENV_NAMES) {
    const value = env[name];
    if (value) limits[key] = Number(value);
  }
  return limits;
}
