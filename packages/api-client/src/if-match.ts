// Conditional writes (issue 35 for saves, issue 36 for the actions on one event): the version the
// screen showed, sent as If-Match, so a change made meanwhile is refused (412, see conflictTicket)
// instead of being overridden. No version: the call is unconditional.
export const ifMatch = (version: number | undefined) => (version === undefined ? undefined : { 'If-Match': `"${version}"` });
