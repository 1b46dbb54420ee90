// On the page for `/<area>/dashboard`, whose HTML already draws the dashboard, the app's scripts
// are requested by this inline script once the first frame is drawn (page-parts-plugin.js writes
// it with the page's file lists). Fetched at once, they shared a slow network with the rest of the
// HTML, and Lighthouse counted them as needed for that paint (docs/decisions/005-area-first-paint.md).

/**
 * Runs in the page, as its source text: adds the entry scripts (in order) after the first frame.
 * A hidden page draws no frame: it starts at once, or when it is shown.
 * @param {string[]} entries
 */
export function startAfterFirstFrame(entries) {
  let started = false;
  const add = (tag, attributes) => document.head.appendChild(Object.assign(document.createElement(tag), attributes));
  const start = () => {
    if (started) return;
    started = true;
    for (const src of entries) add('script', { src, async: false });
  };
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  requestAnimationFrame(() => setTimeout(start, 0));
}
