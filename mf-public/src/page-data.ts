// What mf-public's server-rendered page carries besides its markup: the data the form was rendered
// with, so hydration renders the same tree without asking the API again.
import type { Category } from '@vigia/domain';

export interface PageData {
  categories: Category[];
}

const SCRIPT_ID = 'public-page-data';

/** The data as an inert JSON script. `<` is escaped so no text (a category name) can close it. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SCRIPT_ID}">${json}</script>`;
}

export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData>;
    return Array.isArray(data.categories) ? { categories: data.categories } : null;
  } catch {
    return null;
  }
}
