/// <reference lib="dom" />
// The shell's page for `/<area>/dashboard` also carries the area's first paint (static.ts): its HTML
// draws the dashboard before any script has run, so none of the app's scripts is needed for that
// paint. The build's preload and defer tags (packages/tooling/webpack/preload-startup-chunks.js)
// would have the browser fetch ~190 KB of scripts at once, sharing a slow network with the rest of
// the HTML, and Lighthouse's simulation counts such scripts as needed for the first paint
// (bench/README.md). On this page they are instead requested by one inline script once the first
// frame is drawn. The shell's other pages (the splash) keep the tags: there the scripts are what
// the user waits for. (A visitor not signed in to that area gets the splash on this page too, and
// its scripts one frame later.)
const PRELOAD = /<link rel="preload" as="script" href="([^"]+)">/g;
const ENTRY = /<script defer="defer" src="([^"]+)"><\/script>/g;

/**
 * Runs in the page, as its source text: preloads `files`, then adds the entry scripts (in order),
 * after the first frame. A hidden page draws no frame: it starts at once, or when it is hidden.
 */
function startAfterFirstFrame(files: string[], entries: string[]) {
  let started = false;
  const add = (tag: string, attributes: object) => document.head.appendChild(Object.assign(document.createElement(tag), attributes));
  const start = () => {
    if (started) return;
    started = true;
    for (const href of files) add('link', { rel: 'preload', as: 'script', href });
    for (const src of entries) add('script', { src, async: false });
  };
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  requestAnimationFrame(() => setTimeout(start, 0));
}

/** The page without its script tags, and the inline script (its text, for the CSP) that replaces them. */
export function scriptsAfterFirstFrame(html: string): { html: string; script: string } {
  const files = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1]!);
  if (entries.length === 0) return { html, script: '' };
  const script = `(${startAfterFirstFrame.toString()})(${JSON.stringify(files)},${JSON.stringify(entries)})`;
  const page = html.replace(PRELOAD, '').replace(ENTRY, '').replace('</head>', () => `<script>${script}</script></head>`);
  return { html: page, script };
}
