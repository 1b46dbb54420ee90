// The rate limits' defaults and their RATE_LIMIT_* variables, read through the server's options.
import { optionsFromEnv, resolveOptions, type RateLimits } from '../src/config';

const fromEnv = (env: NodeJS.ProcessEnv) => resolveOptions(optionsFromEnv(env, '/repo', '/repo/packages/api-server'), '').rateLimits;
const defaults = () => resolveOptions({ dataDir: '' }, '').rateLimits;

// Each limit: its variable (none: an option only), its documented default.
const LIMITS: [keyof RateLimits, string | null, number][] = [
  ['authPerMinute', 'RATE_LIMIT_AUTH_PER_MINUTE', 20],
  ['registerPerHour', 'RATE_LIMIT_REGISTER_PER_HOUR', 10],
  ['anonymousCreatePerHour', 'RATE_LIMIT_CREATE_PER_HOUR', 20],
  ['anonymousUploadPerHour', 'RATE_LIMIT_UPLOAD_PER_HOUR', 60],
  ['staffCreatePerHour', 'RATE_LIMIT_STAFF_CREATE_PER_HOUR', 600],
  ['staffUploadPerHour', 'RATE_LIMIT_STAFF_UPLOAD_PER_HOUR', 600],
  ['streamTicketsPerMinute', 'RATE_LIMIT_STREAM_TICKETS_PER_MINUTE', 30],
  ['streamsPerUser', null, 5],
  ['streamsPerIp', 'RATE_LIMIT_STREAMS_PER_IP', 20],
  ['locationPerMinute', 'RATE_LIMIT_LOCATION_PER_MINUTE', 30],
  ['publicFeedPerMinute', 'RATE_LIMIT_PUBLIC_FEED_PER_MINUTE', 120],
  ['commentsPerMinute', 'RATE_LIMIT_COMMENTS_PER_MINUTE', 10],
  ['staffCommentsPerMinute', 'RATE_LIMIT_STAFF_COMMENTS_PER_MINUTE', 30],
  ['unitPositionsPerMinute', 'RATE_LIMIT_UNIT_POSITIONS_PER_MINUTE', 60],
  ['alertSubscribesPerHour', 'RATE_LIMIT_ALERTS_PER_HOUR', 10],
  ['alertSubscribesPerAddressPerHour', 'RATE_LIMIT_ALERTS_PER_ADDRESS_PER_HOUR', 3],
];

describe('rate limits', () => {
  it('are the listed ones, with the documented defaults when nothing is set', () => {
    expect(defaults()).toEqual(Object.fromEntries(LIMITS.map(([key, , value]) => [key, value])));
    expect(fromEnv({})).toEqual(defaults());
  });

  it.each(LIMITS.filter(([, name]) => name !== null))('%s is read from %s, and only it', (key, name) => {
    const limits = fromEnv({ [name!]: '7' });
    expect(limits[key]).toBe(7);
    expect(limits).toEqual({ ...defaults(), [key]: 7 });
  });

  it('takes an empty variable as unset, and options over the defaults one by one', () => {
    expect(fromEnv({ RATE_LIMIT_AUTH_PER_MINUTE: '' }).authPerMinute).toBe(20);
    const limits = resolveOptions({ dataDir: '', rateLimits: { streamsPerUser: 2 } }, '').rateLimits;
    expect(limits.streamsPerUser).toBe(2);
    expect(limits.streamsPerIp).toBe(20);
  });
});
