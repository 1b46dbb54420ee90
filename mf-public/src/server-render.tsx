// Built for Node (dist-server/server-render.cjs) and called by the API server for the standalone
// page: the form is in the HTML, painted before any script has run, and hydrated afterwards.
import { renderToString } from 'react-dom/server';
import { themeScript } from '@vigia/design-system';
import { createI18n, DEFAULT_LANGUAGE } from '@vigia/i18n';
import { pageDataScript, type PageData } from './page-data';
import { PublicPage } from './public-page';

const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

export interface RenderedPage {
  html: string;
  /** Texts of the page's inline scripts, for the server to allow by hash in its CSP. */
  inlineScripts: string[];
}

/**
 * `template` is the built dist/index.html. Rendered in the default language and theme; the browser
 * hydrates only when it starts in the same language (bootstrap.tsx), and a stored theme is applied
 * before the first paint. Emotion writes each style next to its element here and moves them into
 * <head> before hydration.
 */
export function renderPublicPage(template: string, data: PageData): RenderedPage {
  if (!template.includes(ROOT) || !template.includes(HEAD_END)) throw new Error(`template needs ${ROOT} and ${HEAD_END}`);
  const markup = renderToString(
    <PublicPage view="contact" i18n={createI18n(DEFAULT_LANGUAGE)} categories={data.categories} />,
  );
  const theme = themeScript();
  const html = template
    .replace(HEAD_END, `<script>${theme}</script>${HEAD_END}`)
    .replace(
      ROOT,
      // inert until hydrated: typing into it before then would be wiped when the form takes over.
      `<div id="root" data-prerendered="${DEFAULT_LANGUAGE}" inert>${markup}</div>${pageDataScript(data)}`,
    );
  return { html, inlineScripts: [theme] };
}
