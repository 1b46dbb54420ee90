// The privacy notice (issue 40 item 4, Ley 21.719): its version, shown on the public form and the
// follow-up; its texts are in i18n (namespace `privacy`, keys notice.*). A change of the texts is a
// new version: the export says which one the reporter was shown.
export const PRIVACY_NOTICE = {
  version: '2026-12-01.1',
  /** When this version took effect, YYYY-MM-DD. */
  date: '2026-12-01',
} as const;

/** Defaults of the server's clocks (PRIVACY_RETENTION_DAYS, PRIVACY_REQUEST_DAYS), which the notice quotes. */
export const PRIVACY_RETENTION_DAYS_DEFAULT = 365;
export const PRIVACY_REQUEST_DAYS_DEFAULT = 30;
