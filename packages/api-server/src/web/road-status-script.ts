// The road page's one script (issue 37 item 6): every minute it fetches the page again and puts the
// new content in place of the old, so a phone left open on it stays current without losing its
// scroll. Screen readers hear it (politely) only when the events changed, not each minute. The page
// reads the same without it (a <noscript> refresh). Allowed by its hash in the CSP, never 'unsafe-inline'.
import { createHash } from 'node:crypto';

/** How often the page fetches itself again. */
export const ROAD_STATUS_REFRESH_SECONDS = 60;

/** Ids the page and the script share. */
export const ROAD_STATUS_IDS = { content: 'road-status', live: 'road-status-live' } as const;

export const ROAD_STATUS_FAILED = 'No se pudo actualizar el estado de la ruta. Se volverá a intentar en un minuto.';

// Plain ES2017 for any phone's browser; no framework, a few hundred bytes.
export const ROAD_STATUS_SCRIPT = `(function () {
  var content = document.getElementById(${JSON.stringify(ROAD_STATUS_IDS.content)});
  var live = document.getElementById(${JSON.stringify(ROAD_STATUS_IDS.live)});
  if (!content || !live || !window.fetch || !window.DOMParser) return;
  var every = Number(content.getAttribute('data-refresh-seconds')) * 1000 || 60000;
  var last = Date.now();
  var busy = false;
  function refresh() {
    if (busy || document.hidden) return;
    busy = true;
    fetch(location.pathname, { cache: 'no-cache', headers: { accept: 'text/html' } })
      .then(function (res) {
        if (!res.ok) throw new Error(String(res.status));
        return res.text();
      })
      .then(function (html) {
        var next = new DOMParser().parseFromString(html, 'text/html').getElementById(${JSON.stringify(ROAD_STATUS_IDS.content)});
        if (!next) throw new Error('sin contenido');
        var changed = next.getAttribute('data-version') !== content.getAttribute('data-version');
        // The server's own escaped markup, as the first load had it (innerHTML: any phone's browser).
        content.innerHTML = next.innerHTML;
        content.setAttribute('data-version', next.getAttribute('data-version') || '');
        last = Date.now();
        if (changed || live.getAttribute('data-failed')) live.textContent = next.getAttribute('data-summary') || '';
        live.removeAttribute('data-failed');
      })
      .catch(function () {
        live.setAttribute('data-failed', 'true');
        live.textContent = ${JSON.stringify(ROAD_STATUS_FAILED)};
      })
      .then(function () {
        busy = false;
      });
  }
  setInterval(refresh, every);
  document.addEventListener('visibilitychange', function () {
    if (!document.hidden && Date.now() - last >= every) refresh();
  });
  window.addEventListener('online', refresh);
})();`;

/** The CSP source that allows exactly this script. */
export const ROAD_STATUS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(ROAD_STATUS_SCRIPT).digest('base64')}'`;
