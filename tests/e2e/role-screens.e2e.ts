// Issue 37: every role's first screen, and the public's, at a phone's (360 px) and a desktop's
// (1366 px) width: it loads, names itself in the tab title's screen and fits the width (no sideways
// scrolling). With SCREENSHOTS=1 each is kept in docs/screenshots/ to be looked at.
import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, ROLES, signIn } from './helpers';

const WIDTHS = [
  [360, 780],
  [1366, 900],
] as const;

async function fitsAndKeep(page: Page, name: string, width: number): Promise<void> {
  // Fonts and lazy parts settle before measuring.
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  if (process.env['SCREENSHOTS']) await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true });
}

for (const [width, height] of WIDTHS) {
  test(`each role's dashboard at ${width} px`, async ({ browser }) => {
    for (const { area, email } of ROLES) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await signIn(page, email);
      await expectDashboard(page, area);
      await fitsAndKeep(page, `${area}-dashboard`, width);
      await context.close();
    }
  });

  test(`the public's report form and road page at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto('/remotes/public/');
    await expect(page.getByRole('heading', { name: 'Contacto' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crear Evento' })).toBeVisible();
    await fitsAndKeep(page, 'public-form', width);
    await page.goto('/estado-de-la-ruta');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fitsAndKeep(page, 'public-road-page', width);
    await context.close();
  });

  test(`the control room's queue and the admin's km-post import at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await signIn(page, 'supervisor@example.com');
    await expectDashboard(page, 'supervisor');
    await page.goto('/supervisor/assignments');
    await expect(page.getByRole('heading', { level: 1, name: 'Cola de eventos' })).toBeVisible();
    await expect(page.getByRole(width < 768 ? 'list' : 'table', { name: 'Eventos de la vista' })).toBeVisible();
    await fitsAndKeep(page, 'supervisor-queue', width);
    await context.close();

    const admin = await browser.newContext({ viewport: { width, height } });
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin@example.com');
    await expectDashboard(adminPage, 'admin');
    await adminPage.goto('/admin/settings?tab=km-posts');
    await expect(adminPage.getByRole('group', { name: 'Tabla en uso' })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Elegir archivo' })).toBeVisible();
    await expect(adminPage.getByLabel(/^Archivo CSV/)).toBeAttached();
    await fitsAndKeep(adminPage, 'admin-km-posts', width);
    await admin.close();
  });
}
