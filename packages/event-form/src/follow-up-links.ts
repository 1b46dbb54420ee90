// The reporter's follow-up links kept by this browser (issue 34): the creation answers with a secret
// token (x-follow-up-token) that, with the event number, is the only way to the event's status
// and to add information. Kept in localStorage by event id, so the follow-up page finds them
// again; a report queued offline keeps its link once it is sent.
export const FOLLOW_UP_LINKS_KEY = 'vigia-follow-up-links';
/** The newest links kept: a reporter's own history, not an archive. */
const MAX_KEPT = 50;

export interface KeptFollowUpLink {
  id: number;
  token: string;
  keptAt: number;
}

/** The follow-up page's address for an event: its number and token in the URL. */
export function followUpPath(id: number, token: string): string {
  return `/event/follow-up?id=${id}&token=${encodeURIComponent(token)}`;
}

function read(): KeptFollowUpLink[] {
  try {
    const value = JSON.parse(localStorage.getItem(FOLLOW_UP_LINKS_KEY) ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (l): l is KeptFollowUpLink =>
        typeof l === 'object' && l !== null && Number.isInteger(l.id) && typeof l.token === 'string' && typeof l.keptAt === 'number',
    );
  } catch {
    return []; // no storage (private mode) or a damaged entry: nothing kept
  }
}

/** The kept links, newest first. */
export function keptFollowUpLinks(): KeptFollowUpLink[] {
  return read().sort((a, b) => b.keptAt - a.keptAt);
}

export function keptFollowUpToken(id: number): string | null {
  return read().find((l) => l.id === id)?.token ?? null;
}

export function keepFollowUpLink(id: number, token: string): void {
  const links = [{ id, token, keptAt: Date.now() }, ...read().filter((l) => l.id !== id)].slice(0, MAX_KEPT);
  try {
    localStorage.setItem(FOLLOW_UP_LINKS_KEY, JSON.stringify(links));
  } catch {
    // storage full or refused: the success screen still shows the link to copy
  }
}
