// What the shell's build writes for the API server (webpack/page-parts-plugin.js) and the server
// reads to send the page (api-server/src/web/static.ts): the page as strings to join, never HTML
// to parse.

/** In the shell's dist folder. */
export const PAGE_MANIFEST = 'page.json';

export interface PageVariant {
  /** Joined as parts[0] + run-time config + parts[1] + first paint + parts[2]. */
  parts: [string, string, string];
  /** The texts of the variant's inline scripts, allowed by hash in the CSP. */
  inlineScripts: string[];
}

export interface PageManifest {
  /** Every page of the shell: its scripts load at once, the splash shows until the app draws. */
  splash: PageVariant;
  /** `/<area>/dashboard` with the area's first paint: the scripts load after its first frame. */
  firstPaint: PageVariant;
}

/** An area remote's first paint, which its build writes beside its files (the domain's FIRST_PAINT_FILE). */
export interface FirstPaintBlock {
  html: string;
  inlineScripts: string[];
}
