// The inline script of an area's first paint (first-paint.tsx): it runs in the page as the parser
// reaches it, before the first paint and long before the app's scripts arrive, so it is plain ES5
// text with the rules it needs written in (allowed by its hash in the server's CSP).
import { AREA_OF_ROLE, STORAGE_KEYS } from '@vigia/domain';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '@vigia/i18n';

export const FIRST_PAINT_ID = 'first-paint';

/**
 * Hidden unless the script marks the page; then shown, and the splash that follows it in #root is
 * hidden.
 */
export const FIRST_PAINT_CSS = `#${FIRST_PAINT_ID}{display:none}html[data-first-paint] #${FIRST_PAINT_ID}{display:block}html[data-first-paint] #${FIRST_PAINT_ID}~*{display:none}`;

/**
 * Shows the first paint when the app's first render will draw that screen: a stored session (as
 * @vigia/auth stores it) whose role's area is the page's, and the default language (@vigia/i18n
 * falls back to it for anything it does not know). It fills in the user's name and job title as text.
 */
export function firstPaintScript(): string {
  const otherLanguages = SUPPORTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  const get = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`;
  return [
    '(function(){try{',
    `var e=document.getElementById(${JSON.stringify(FIRST_PAINT_ID)}),u=JSON.parse(${get(STORAGE_KEYS.user)}||"null");`,
    `if(!e||!${get(STORAGE_KEYS.accessToken)}||!u||${JSON.stringify(AREA_OF_ROLE)}[u.role]!==e.getAttribute("data-area")||${JSON.stringify(otherLanguages)}.indexOf(${get(LANGUAGE_STORAGE_KEY)})>=0)return;`,
    'var s=e.querySelectorAll("[data-slot]");',
    'for(var i=0;i<s.length;i++)s[i].textContent=String(u[s[i].getAttribute("data-slot")]||"");',
    'document.documentElement.setAttribute("data-first-paint","")',
    '}catch(x){}})()',
  ].join('');
}
