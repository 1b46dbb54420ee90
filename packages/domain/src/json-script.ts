// Data a server writes into a page for its scripts: JSON in a <script type="application/json">,
// which the browser does not run. `<` is escaped, so no value (a category name, a URL) can close
// the element and start markup of its own.

export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** The part of a DOM document read here: typed by shape, so server code needs no DOM types. */
interface PageDocument {
  getElementById(id: string): { textContent: string | null } | null;
}

/** The value of the page's element `id`; null when there is none or it does not parse. */
export function readJsonScript(id: string, doc: PageDocument | undefined = (globalThis as { document?: PageDocument }).document): unknown {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
