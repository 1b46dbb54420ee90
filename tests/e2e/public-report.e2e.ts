import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillReportFields, signIn } from './helpers';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SUCCESS = 'El evento fue creado con éxito. Te contactaremos a la brevedad';

async function fillReport(page: Page, name: string) {
  const form = page.getByRole('form');
  await fillReportFields(form, { fullName: name, category: 'Accidente' });
  const editor = page.getByRole('textbox', { name: /^Descripción/ });
  await editor.click();
  await editor.pressSequentially('Choque por alcance, dos vehículos en la berma.');
  await form.locator('input[type="file"][name="file"]').setInputFiles({ name: 'choque.png', mimeType: 'image/png', buffer: PNG_1PX });
}

async function eventNumber(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: SUCCESS });
  await expect(status).toBeVisible({ timeout: 20_000 });
  const text = await status.textContent();
  const match = /Número de evento: (\d+)/.exec(text ?? '');
  expect(match).not.toBeNull();
  return Number(match![1]);
}

/** The control room's token: it reads the reporter unmasked (issue 40; ADMIN reads it masked). */
async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth', {
    data: { email: 'supervisor@example.com', password: 'demo1234', providerId: 'email', tokenId: '' },
  });
  expect(res.ok()).toBe(true);
  return res.headers()['authorization']!;
}

async function expectStoredWithPhoto(request: APIRequestContext, id: number, name: string) {
  const token = await staffToken(request);
  const ticket = await request.get(`/api/ticket/${id}`, { headers: { authorization: token } });
  expect((await ticket.json()).payload).toMatchObject({
    id,
    fullName: name,
    kilometer: 460,
    orientation: 'SOUTH',
    channelCode: 'WEB_SELF_SERVICE',
  });
  const attachments = await request.get(`/api/ticket/${id}/attachment?page=0&size=100`, { headers: { authorization: token } });
  const list = (await attachments.json()).payload;
  expect(list.total).toBe(1);
  const photo = await request.get(list.content[0].url, { headers: { authorization: token } });
  expect(photo.headers()['content-type']).toBe('image/png');
}

test('a reporter sends an event with a photo from the standalone public form', async ({ page, request }) => {
  await page.goto('/remotes/public/');
  await expect(page.getByRole('heading', { name: 'Contacto' })).toBeVisible();
  await fillReport(page, 'Rocío Peña');
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  const id = await eventNumber(page);
  await expect(page.getByText('El archivo fue cargado con éxito').first()).toBeVisible();
  await expectStoredWithPhoto(request, id, 'Rocío Peña');

  // The secret follow-up link (issue 34): shown to keep, and kept by this browser.
  await expect(page.getByRole('heading', { name: 'Guarde este enlace para seguir su reporte' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Enlace de seguimiento' })).toHaveValue(
    new RegExp(`/event/follow-up\\?id=${id}&token=[A-Za-z0-9_-]{22}$`),
  );
  await page.getByRole('link', { name: 'Seguir el estado de este evento' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Evento #${id}` })).toBeVisible();
  await page.goto('/event/follow-up');
  await expect(page.getByRole('region', { name: 'Mis reportes' }).getByRole('link', { name: `Evento #${id}` })).toBeVisible();
});

test("the standalone form is in the server's HTML, painted before any script runs, and comes alive without a hydration error", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('appTheme', 'DarkSpacesTheme'));
  const page = await context.newPage();
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/remotes/public/');
  await expect(page.getByRole('heading', { name: 'Contacto' })).toBeVisible();
  await expect(page.locator('select[name="category"] option', { hasText: 'Accidente' })).toBeAttached();
  // The stored theme is on <html> before the app's code (the head's inline script, allowed by CSP).
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'DarkSpacesTheme');
  await expect(page.locator('#root')).toHaveAttribute('inert');

  await page.unroute(/\.js$/);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const categoryRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ticket/category')) categoryRequests.push(request.url());
  });
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('textbox', { name: /^Descripción/ })).toBeVisible();
  await page.getByRole('form').locator('select[name="category"]').selectOption({ label: 'Accidente' });
  await expect(page.getByRole('form').locator('select[name="subcategory"] option').nth(1)).toBeAttached();
  expect(errors).toEqual([]);
  expect(categoryRequests).toEqual([]);
  await context.close();
});

test('a reporter sends an event with a photo from /event/form (the server-rendered page); the control room finds it with its photo', async ({
  page,
  request,
  browser,
}) => {
  await page.goto('/event/form');
  await fillReport(page, 'Tomás Riquelme');
  await page.getByRole('button', { name: /Crear Evento/i }).click();
  const id = await eventNumber(page);
  await expectStoredWithPhoto(request, id, 'Tomás Riquelme');

  // The control room finds it (ADMIN would read the reporter's name masked, issue 40).
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'supervisor@example.com');
  await admin.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Eventos', exact: true }).click();
  await admin.getByLabel('N° de evento').fill(String(id));
  await admin.getByRole('button', { name: 'Aplicar filtros' }).click();
  await admin
    .getByRole('link', { name: `Ver evento ${id}` })
    .first()
    .click();
  await expect(admin.getByRole('heading', { name: `Evento N° ${id}` })).toBeVisible();
  await expect(admin.getByRole('complementary', { name: 'Resumen del evento' })).toContainText('Tomás Riquelme');
  await admin
    .getByRole('button', { name: /^Ver foto/ })
    .first()
    .click();
  await expect(admin.getByRole('dialog').getByRole('img', { name: 'choque.png' })).toBeVisible();
});

test('/event/form is in the HTML with the public header; inside the shell its link opens the form through the remote', async ({ page }) => {
  const response = await page.goto('/event/form');
  const html = await response!.text();
  expect(html).toContain('data-view="form"');
  expect(html).toContain('Reportar un evento');
  const publicNav = page.getByRole('navigation', { name: 'Páginas públicas' });
  await expect(page.locator('#root')).not.toHaveAttribute('inert');

  // A plain link: the follow-up page is the shell's.
  await publicNav.getByRole('link', { name: 'Seguimiento de un evento' }).click();
  await expect(page).toHaveURL(/\/event\/follow-up$/);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // From here the shell's router: the form comes from the mf-public remote, without a page load.
  await publicNav.getByRole('link', { name: 'Reportar un evento' }).click();
  await expect(page).toHaveURL(/\/event\/form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear Evento' })).toBeVisible();
  expect(documents).toEqual([]);
});

test('invalid input is refused in the browser with the spec messages, focus on the first error', async ({ page }) => {
  await page.goto('/event/form');
  const form = page.getByRole('form');
  await form.locator('select[name="commune"]').selectOption('Bulnes');
  await form.locator('[name="kilometer"]').fill('440');
  await form.locator('[name="phone"]').fill('12ab');
  await page.getByRole('button', { name: /Crear Evento/i }).click();
  await expect(page.getByText('El kilometro máximo es hasta 439')).toBeVisible();
  await expect(page.getByText('Solo se permiten caracteres numéricos')).toBeVisible();
  // What happened comes first in the form (issue 24): the first invalid field is the category.
  await expect(form.locator('select[name="category"]')).toBeFocused();
});
