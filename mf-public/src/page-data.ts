// What mf-public's server-rendered page carries besides its markup: the data the form was rendered
// with, so hydration renders the same tree without asking the API again.
import { jsonScript, readJsonScript, type Category } from '@vigia/domain';

export interface PageData {
  categories: Category[];
}

const SCRIPT_ID = 'public-page-data';

/** The data as an inert JSON script (`<` escaped, see @vigia/domain json-script.ts). */
export function pageDataScript(data: PageData): string {
  return jsonScript(SCRIPT_ID, data);
}

export function readPageData(doc: Document = document): PageData | null {
  const data = readJsonScript(SCRIPT_ID, doc) as Partial<PageData> | null;
  return data && Array.isArray(data.categories) ? { categories: data.categories } : null;
}
