// The reporter's follow-up links kept by this browser (issue 34): the creation answers with a secret
// token (x-follow-up-token) that, with the event number, is the only way to the event's status
// and to add information. Kept in localStorage by event id, so the follow-up page finds them
// again ("Mis reportes", issue 37); a report queued offline keeps its link once it is sent. Only what
// the list needs is kept: the number, the token, the category's name and the event's date.
export const FOLLOW_UP_LINKS_KEY = 'vigia-follow-up-links';
/** The newest links kept: a reporter's own history, not an archive. */
const MAX_KEPT = 50;

export interface KeptFollowUpLink {
  id: number;
  token: string;
  keptAt: number;
  /** The category's name, as the form or the follow-up page showed it. */
  category?: string;
  /** When the event happened (ISO). */
  dateEvent?: string;
}

export type KeptDetails = Pick<KeptFollowUpLink, 'category' | 'dateEvent'>;

const optionalText = (value: unknown) => value === undefined || (typeof value === 'string' && value.length <= 200);

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
        typeof l === 'object' &&
        l !== null &&
        Number.isInteger(l.id) &&
        typeof l.token === 'string' &&
        typeof l.keptAt === 'number' &&
        optionalText(l.category) &&
        optionalText(l.dateEvent),
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

function write(links: KeptFollowUpLink[]): void {
  try {
    localStorage.setItem(FOLLOW_UP_LINKS_KEY, JSON.stringify(links));
  } catch {
    // storage full or refused: the success screen still shows the link to copy
  }
}

/** Keeps (or refreshes) an event's link; details not given stay as an earlier visit kept them. */
export function keepFollowUpLink(id: number, token: string, details: KeptDetails = {}): void {
  const kept = read();
  const before = kept.find((l) => l.id === id);
  const category = details.category ?? before?.category;
  const dateEvent = details.dateEvent ?? before?.dateEvent;
  const link: KeptFollowUpLink = {
    id,
    token,
    keptAt: before?.keptAt ?? Date.now(),
    ...(category ? { category } : {}),
    ...(dateEvent ? { dateEvent } : {}),
  };
  write([link, ...kept.filter((l) => l.id !== id)].slice(0, MAX_KEPT));
}

/** "Olvidar": this browser no longer lists the event (the event itself stays). */
export function forgetFollowUpLink(id: number): void {
  write(read().filter((l) => l.id !== id));
}
