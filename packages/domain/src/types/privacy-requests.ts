// Issue 40 item 4: a reporter's requests and their data download, as the client and the server see them.

export const PRIVACY_REQUEST_KINDS = ['ACCESS', 'RECTIFICATION', 'DELETION'] as const;
export const PRIVACY_REQUEST_STATES = ['PENDING', 'DONE', 'REFUSED'] as const;
export const PRIVACY_REQUEST_OUTCOMES = ['DONE', 'REFUSED'] as const;
/** A rectification's text and a resolution's reason, in characters. */
export const PRIVACY_TEXT_MAX = 2000;
export const PRIVACY_REASON_MIN = 5;
export const PRIVACY_REASON_MAX = 1000;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];
export type PrivacyRequestOutcome = (typeof PRIVACY_REQUEST_OUTCOMES)[number];
