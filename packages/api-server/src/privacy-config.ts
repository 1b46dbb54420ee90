// The reporters' data clocks (issue 40 item 4, Ley 21.719), apart from config.ts as ledger-config.ts
// is: server.ts reads the environment, buildApp takes `privacy`.
import { PRIVACY_REQUEST_DAYS_DEFAULT, PRIVACY_RETENTION_DAYS_DEFAULT } from '@vigia/domain';

export interface PrivacyOptions {
  /** Days a closed event keeps its reporter's fields before the retention job erases them (default 365). */
  retentionDays: number;
  /** Days to answer a reporter's request (the legal clock, default 30). */
  requestDays: number;
}

export const DEFAULT_PRIVACY: PrivacyOptions = { retentionDays: PRIVACY_RETENTION_DAYS_DEFAULT, requestDays: PRIVACY_REQUEST_DAYS_DEFAULT };

const MAX_DAYS = 36_500;

function days(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_DAYS)
    throw new Error(`${name} must be a whole number of days (0 to ${MAX_DAYS}), not ${value}`);
  return value;
}

/** A malformed value stops the start: a typo must not silently keep or erase data. */
export function resolvePrivacy(options: Partial<PrivacyOptions> = {}): PrivacyOptions {
  return {
    retentionDays: days('PRIVACY_RETENTION_DAYS', options.retentionDays ?? DEFAULT_PRIVACY.retentionDays),
    requestDays: days('PRIVACY_REQUEST_DAYS', options.requestDays ?? DEFAULT_PRIVACY.requestDays),
  };
}

/** PRIVACY_RETENTION_DAYS and PRIVACY_REQUEST_DAYS. */
export function privacyFromEnv(env: NodeJS.ProcessEnv): Partial<PrivacyOptions> {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? Number(value) : undefined;
  };
  const retentionDays = read('PRIVACY_RETENTION_DAYS');
  const requestDays = read('PRIVACY_REQUEST_DAYS');
  return { ...(retentionDays !== undefined ? { retentionDays } : {}), ...(requestDays !== undefined ? { requestDays } : {}) };
}
