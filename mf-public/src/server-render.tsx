// Built for Node (dist-server/server-render.cjs) and called by the API server for the standalone
// page: the form is in the HTML, painted before any script has run, and hydrated afterwards.
import { renderToString } from 'react-dom/server';
import { themeScript } from '@vigia/design-system';
import { createI18n, DEFAULT_LANGUAGE } from '@vigia/i18n';
import { pageDataScript, type PageData } from './page-data';
import { PublicPage, type PublicPageProps } from './public-page';

const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

export type PageOptions = Pick<PublicPageProps, 'view' | 'framed'>;

export interface RenderedPage {
  html: string;
  /** Texts of the page's inline scripts, for the server to allow by hash in its CSP. */
  inlineScripts: string[];
}

/**
 * `template` is the built dist/index.html. Rendered in the default language and theme; the browser
 * hydrates only when it starts in the same language and view (bootstrap.tsx reads both from the
 * root element), and a stored theme is applied before the first paint. Emotion writes each style
 * next to its element here and moves them into <head> before hydration.
 */
export function renderPublicPage(
  template: string,
  data: PageData,
  { view, framed = false }: PageOptions = { view: 'contact' },
): RenderedPage {
  if (!template.includes(ROOT) || !template.includes(HEAD_END)) throw new Error(`template needs ${ROOT} and ${HEAD_END}`);
  const markup = renderToString(
    <PublicPage view={view} framed={framed} i18n={createI18n(DEFAULT_LANGUAGE)} categories={data.categories} />,
  );
  const theme = themeScript();
  const attributes = `data-prerendered="${DEFAULT_LANGUAGE}" data-view="${view}"${framed ? ' data-frame="public"' : ''}`;
  const html = template
    .replace(HEAD_END, `<script>${theme}</script>${HEAD_END}`)
    // inert until hydrated: typing into it before then would be wiped when the form takes over.
    .replace(ROOT, `<div id="root" ${attributes} inert>${markup}</div>${pageDataScript(data)}`);
  return { html, inlineScripts: [theme] };
}
