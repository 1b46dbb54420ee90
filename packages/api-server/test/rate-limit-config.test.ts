// The rate limits' defaults and their RATE_LIMIT_* variables, read through the server's options.
import { optionsFromEnv, resolveOptions } from '../src/config';

const fromEnv = (env: NodeJS.ProcessEnv) => resolveOptions(optionsFromEnv(env, '/repo', '/repo/packages/api-server'), '').rateLimits;

describe('rate limits', () => {
  it('have the documented defaults when nothing is set', () => {
    expect(resolveOptions({ dataDir: '' }, '').rateLimits).toEqual({
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
      commentsPerMinute: 10,
      staffCommentsPerMinute: 30,
      unitPositionsPerMinute: 60,
    });
    expect(fromEnv({})).toEqual(resolveOptions({ dataDir: '' }, '').rateLimits);
  });

  it('reads each RATE_LIMIT_* variable into its own limit', () => {
    const env = {
      RATE_LIMIT_AUTH_PER_MINUTE: '1',
      RATE_LIMIT_REGISTER_PER_HOUR: '2',
      RATE_LIMIT_CREATE_PER_HOUR: '3',
      RATE_LIMIT_UPLOAD_PER_HOUR: '4',
      RATE_LIMIT_STAFF_CREATE_PER_HOUR: '5',
      RATE_LIMIT_STAFF_UPLOAD_PER_HOUR: '6',
      RATE_LIMIT_STREAM_TICKETS_PER_MINUTE: '7',
      RATE_LIMIT_STREAMS_PER_IP: '8',
      RATE_LIMIT_LOCATION_PER_MINUTE: '9',
      RATE_LIMIT_COMMENTS_PER_MINUTE: '10',
      RATE_LIMIT_STAFF_COMMENTS_PER_MINUTE: '11',
      RATE_LIMIT_PUBLIC_FEED_PER_MINUTE: '12',
      RATE_LIMIT_UNIT_POSITIONS_PER_MINUTE: '13',
    };
    expect(fromEnv(env)).toEqual({
      authPerMinute: 1,
      registerPerHour: 2,
      anonymousCreatePerHour: 3,
      anonymousUploadPerHour: 4,
      staffCreatePerHour: 5,
      staffUploadPerHour: 6,
      streamTicketsPerMinute: 7,
      // No variable: an option only.
      streamsPerUser: 5,
      streamsPerIp: 8,
      locationPerMinute: 9,
      commentsPerMinute: 10,
      staffCommentsPerMinute: 11,
      publicFeedPerMinute: 12,
      unitPositionsPerMinute: 13,
    });
  });

  it('takes an empty variable as unset, and options over the defaults one by one', () => {
    expect(fromEnv({ RATE_LIMIT_AUTH_PER_MINUTE: '' }).authPerMinute).toBe(20);
    const limits = resolveOptions({ dataDir: '', rateLimits: { streamsPerUser: 2 } }, '').rateLimits;
    expect(limits.streamsPerUser).toBe(2);
    expect(limits.streamsPerIp).toBe(20);
  });
});
