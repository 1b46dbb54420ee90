// Limits and text rules of the event form that screens need without the yup schemas (which live in
// the `@vigia/domain/schemas` entry, loaded only with a form).

export const EVENT_LIMITS = {
  email: 50,
  patente: 8,
  realAddress: 100,
  phone: 50,
  sector: 20,
  commune: 20,
  fullName: 100,
  rut: 50,
  description: 300,
  /** The rich-text HTML may be longer than its text; this caps what is stored. */
  descriptionHtml: 10_000,
} as const;

/** Accepted clock skew between the reporter's device and the server for "not in the future". */
export const DATE_EVENT_SKEW_MS = 2 * 60 * 1000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Visible text of the editor's HTML: what the 300-character limit applies to. */
export function htmlTextContent(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

