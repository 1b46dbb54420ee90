import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { getCategories } from '@vigia/api-client';
import { readPageData } from './page-data';
import { PublicPage } from './public-page';
import { renderPublicPage } from './server-render';

jest.mock('@vigia/api-client', () => ({
  ...jest.requireActual('@vigia/api-client'),
  getCategories: jest.fn(async () => []),
  getSubcategories: jest.fn(async () => []),
  getClassifications: jest.fn(async () => []),
}));

// Lexical is ESM only and not transformed here; the editor has its own tests in packages/event-form.
jest.mock('@vigia/event-form/description-editor', () => ({
  __esModule: true,
  default: () => <div role="textbox" aria-label="Descripción" contentEditable />,
}));

const TEMPLATE = '<!doctype html><html><head><title>Contacto</title></head><body><div id="root"></div></body></html>';
const categories = [
  { id: 1, code: 'ACC', name: 'Accidente' },
  { id: 2, code: 'ANI', name: '</script><script>alert(1)</script>' },
];

function loadPage(html: string) {
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  return document.getElementById('root')!;
}

it('renders the contact form with its categories into the page, inert, with its data in an inert script', () => {
  const { html } = renderPublicPage(TEMPLATE, { categories });
  const root = loadPage(html);

  // No part left for the browser to redo (a boundary that suspended on the server).
  expect(html).not.toContain('<!--$!-->');
  expect(root).toHaveAttribute('inert');
  expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Accidente' })).toBeInTheDocument();
  // A category name cannot end the data script: the body has no script but the JSON one.
  expect(document.body.querySelectorAll('script')).toHaveLength(1);
  expect(readPageData()).toEqual({ categories });
});

it.each([
  { view: 'contact', framed: false },
  { view: 'form', framed: true },
] as const)('hydrates %o without a mismatch, makes the form live and does not fetch the categories again', async (options) => {
  // The page is read minutes after the server rendered it: nothing rendered may depend on the clock.
  jest.useFakeTimers({ advanceTimers: true, now: new Date('2026-11-22T10:00:00') });
  const root = loadPage(renderPublicPage(TEMPLATE, { categories }, options).html);
  jest.setSystemTime(new Date('2026-11-22T10:07:00'));
  const onRecoverableError = jest.fn();
  // React reports attribute mismatches (which it leaves unrepaired) only on the console.
  const consoleError = jest.spyOn(console, 'error');
  const live = () => root.removeAttribute('inert');

  await act(async () => {
    hydrateRoot(root, <PublicPage {...options} categories={readPageData()!.categories} onLive={live} />, {
      onRecoverableError,
    });
  });

  expect(root).not.toHaveAttribute('inert');
  expect(getCategories).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Crear Evento' })).toBeEnabled();
  expect(await screen.findByRole('textbox', { name: 'Descripción' })).toBeInTheDocument();
  // Checked last: React hydrates a suspended part of the page after the rest.
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  jest.useRealTimers();
});

it("applies the stored theme before the first paint with the head's one inline script", () => {
  const { html, inlineScripts } = renderPublicPage(TEMPLATE, { categories });
  expect(inlineScripts).toHaveLength(1);
  expect(html).toContain(`<script>${inlineScripts[0]}</script></head>`);

  for (const [stored, theme, dark] of [
    ['DarkSpacesTheme', 'DarkSpacesTheme', true],
    ['GreenFieldsTheme', 'GreenFieldsTheme', false],
    ['<img>', null, false],
  ] as const) {
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.className = '';
    localStorage.setItem('appTheme', stored);
    new Function(inlineScripts[0]!)();
    expect(document.documentElement.getAttribute('data-theme')).toBe(theme);
    expect(document.documentElement.classList.contains('dark')).toBe(dark);
  }
  localStorage.clear();
});

it('renders the framed page of /event/form: the public header with plain links, the form, the view named on the root', () => {
  const { html } = renderPublicPage(TEMPLATE, { categories }, { view: 'form', framed: true });
  const root = loadPage(html);

  expect(root).toHaveAttribute('data-view', 'form');
  expect(root).toHaveAttribute('data-frame', 'public');
  expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/user/login');
  expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
  expect(html).not.toContain('<!--$!-->');
});

it('refuses a template without the root element', () => {
  expect(() => renderPublicPage('<html><head></head><body></body></html>', { categories })).toThrow(/root/);
});
