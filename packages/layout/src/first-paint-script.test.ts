import { STORAGE_KEYS } from '@vigia/domain';
import { LANGUAGE_STORAGE_KEY } from '@vigia/i18n';
import { FIRST_PAINT_CSS, firstPaintScript } from './first-paint-script';

const operator = { id: 'u1', name: 'Olga <b>Pérez</b>', jobtitle: 'Operadora', role: 'OPERATOR' };

/** The shell's page for /operator/dashboard as the server sends it, the script run as the parser would. */
function loadPage() {
  document.documentElement.removeAttribute('data-first-paint');
  document.head.innerHTML = `<style>${FIRST_PAINT_CSS}</style>`;
  document.body.innerHTML =
    '<div id="root"><div id="first-paint" data-area="operator"><h1>Hola, <span data-slot="name"></span></h1><p><span data-slot="jobtitle"></span></p></div>' +
    '<div role="status">Cargando…</div></div>';
  new Function(firstPaintScript())();
}

const firstPaint = () => document.getElementById('first-paint')!;
const splash = () => document.querySelector('[role="status"]')!;

function signIn(user: object | string, token: string | null = 'tok') {
  if (token) localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.user, typeof user === 'string' ? user : JSON.stringify(user));
}

beforeEach(() => localStorage.clear());

it("shows the area's first paint instead of the splash to a user signed in to that area, with their name as text", () => {
  signIn(operator);
  loadPage();
  expect(document.documentElement).toHaveAttribute('data-first-paint');
  expect(getComputedStyle(firstPaint()).display).toBe('block');
  expect(getComputedStyle(splash()).display).toBe('none');
  expect(firstPaint().querySelector('h1')).toHaveTextContent('Hola, Olga <b>Pérez</b>');
  expect(firstPaint().querySelector('b')).toBeNull();
  expect(firstPaint()).toHaveTextContent('Operadora');
});

it.each([
  ['signed out', () => undefined],
  ['a user of another area', () => signIn({ ...operator, role: 'DRIVER' })],
  ['a stored user without a token', () => signIn(operator, null)],
  ['a stored user that is not JSON', () => signIn('{no')],
  ['a signed-out session (user null)', () => signIn('null')],
  [
    'English stored as the language',
    () => {
      signIn(operator);
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    },
  ],
])('leaves the splash for %s', (_case, arrange) => {
  arrange();
  loadPage();
  expect(document.documentElement).not.toHaveAttribute('data-first-paint');
  expect(getComputedStyle(firstPaint()).display).toBe('none');
  expect(getComputedStyle(splash()).display).not.toBe('none');
  expect(firstPaint().querySelector('[data-slot="name"]')).toBeEmptyDOMElement();
});

it('shows it when the stored language is one the app does not know (it starts in Spanish then)', () => {
  signIn(operator);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
  loadPage();
  expect(document.documentElement).toHaveAttribute('data-first-paint');
});
