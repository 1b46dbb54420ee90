// The reporter's identity document (issue 37): a Chilean RUT, whose check digit is verified, or a
// passport or another country's identity number (a foreign driver has no RUT), which the SPEC's
// rule for the field ("alphanumeric with dashes and dots") accepts as it is.
export const DOCUMENT_KINDS = ['RUT', 'OTHER'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a request that names no kind means: every report before issue 37 gave a RUT. */
export const DEFAULT_DOCUMENT_KIND: DocumentKind = 'RUT';
