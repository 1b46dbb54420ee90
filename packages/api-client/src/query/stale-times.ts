// How long a cached answer is fresh, by kind of data. A module of its own: the option files of
// other resources import these without bundling the lookups' factories and fetchers with them.

/**
 * Reference data changes with a release (categories, statuses, the km posts): an hour fresh,
 * instead of the 30 s of what the control room watches.
 */
export const REFERENCE_STALE_MS = 60 * 60_000;
/** Lists ADMIN edits in the app (the editing screen invalidates them; another admin's edit is
 *  seen within this). */
export const ADMIN_LIST_STALE_MS = 5 * 60_000;
