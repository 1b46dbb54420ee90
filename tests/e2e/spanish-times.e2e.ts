// Issue 23: a Spanish control room reads times in 24-hour form with four-digit years. Every staff
// role signs in (Spanish is the default) and walks its screens; no page may write 'a. m.'/'p. m.'
// and every date on it carries its year in full.
import { expect, test, type Page } from '@playwright/test';
import { ROLES, expectDashboard, signIn } from './helpers';

const STAFF = ROLES.filter((r) => r.role !== 'DRIVER');
const MERIDIEM = /\b[ap]\.\s?m\.(?!\w)/i;
// A day, month and year written with - or / (19-11-2026, 19/11/26): the year is the third part.
const DATE = /\b\d{1,2}[-/]\d{1,2}[-/](\d{2,4})\b/g;

async function expectSpanishTimes(page: Page, where: string): Promise<string[]> {
  const text = await page.locator('body').innerText();
  expect(text, `${where}: 12-hour time`).not.toMatch(MERIDIEM);
  const years = [...text.matchAll(DATE)].map((m) => m[1]!);
  for (const year of years) expect(year, `${where}: a date with a short year`).toMatch(/^\d{4}$/);
  const times = await page.locator('time').allInnerTexts();
  for (const time of times) {
    expect(time, `${where}: <time>`).not.toMatch(MERIDIEM);
    const hour = /\b(\d{1,2}):\d{2}\b/.exec(time);
    if (hour) expect(Number(hour[1]), `${where}: hour of ${time}`).toBeLessThan(24);
  }
  return years;
}

async function openNav(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name, exact: true }).click();
}

for (const { role, area, email, nav } of STAFF) {
  test(`${role} sees 24-hour times and four-digit years in Spanish`, async ({ page }) => {
    await signIn(page, email);
    await expectDashboard(page, area);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText(/eventos abiertos en el tramo|No hay eventos abiertos en el tramo/)).toBeVisible();
    await expectSpanishTimes(page, `${area} dashboard`);

    await openNav(page, 'Eventos');
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos', exact: true })).toBeVisible();
    const list = page.getByRole('table', { name: 'Lista de eventos' }).or(page.getByRole('list', { name: 'Lista de eventos' }));
    await expect(list).toBeVisible();
    await expect(list.locator('time').first()).toBeVisible();
    expect(await expectSpanishTimes(page, `${area} events`)).not.toHaveLength(0);

    await list
      .getByRole('link', { name: /^Ver evento \d+$/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${area}/events/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: /\d+/ })).toBeVisible();
    await expect(page.getByText('Cargando…')).toHaveCount(0);
    await expectSpanishTimes(page, `${area} event`);

    if (nav.some((n) => n === 'Notificaciones')) {
      await openNav(page, 'Notificaciones');
      await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
      await expect(page.getByText('Cargando…')).toHaveCount(0);
      await expectSpanishTimes(page, `${area} notifications`);
    }

    if (role === 'ADMIN') {
      await openNav(page, 'Usuarios');
      await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Lista de usuarios' }).or(page.getByRole('list', { name: 'Lista de usuarios' })),
      ).toBeVisible();
      await expectSpanishTimes(page, 'admin users');
      // The outgoing mail lists dates too.
      await page.getByRole('link', { name: 'Correo saliente' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Correo saliente' })).toBeVisible();
      await expect(page.getByText('Cargando…')).toHaveCount(0);
      await expectSpanishTimes(page, 'admin outgoing mail');
    }
  });
}
