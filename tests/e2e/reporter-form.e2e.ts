// The reporter's form (issue 37 item 7), in Chromium against the real server: a foreign driver's
// passport number is accepted end to end and the event keeps its kind; the phone remembers the report
// ("Mis reportes" on the follow-up page); the categories of a first visit are used offline without a
// reload; between the carriageways, standing still, the form asks the direction instead of guessing.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, fillReportPlace, typeDescription, uniqueName } from './helpers';

const FORM = '/event/form';

async function fillReport(page: Page, name: string) {
  const form = page.getByRole('form');
  await fillReportPlace(form, { category: 'Accidente' });
  await typeDescription(page, 'Choque en la berma, sin lesionados.');
  await form.locator('[name="fullName"]').fill(name);
  await form.locator('[name="email"]').fill('turista@correo.ar');
  await form.locator('[name="phone"]').fill('+54 9 11 2345 6789');
  await form.locator('[name="patente"]').fill('AB123CD');
}

async function ticketNamed(request: APIRequestContext, name: string) {
  // Read as the control room, which sees the reporter unmasked (issue 40).
  const token = await apiToken(request, 'supervisor@example.com');
  const res = await request.get(`/api/ticket/search?size=100&q=${encodeURIComponent(name)}`, { headers: { authorization: token } });
  const [row] = (await res.json()).payload.content as { id: number }[];
  return (await (await request.get(`/api/ticket/${row!.id}`, { headers: { authorization: token } })).json()).payload;
}

test('a foreign driver reports with a passport number, and finds the report again in Mis reportes', async ({ page, request }) => {
  const name = uniqueName('Turista Argentino');
  await page.goto(FORM);
  await fillReport(page, name);
  const form = page.getByRole('form');
  // A DNI that is no valid RUT: refused as a RUT, accepted once it is said to be another document.
  await form.locator('[name="rut"]').fill('12345678');
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  await expect(page.getByText('El RUT no es válido: revise el dígito verificador')).toBeVisible();
  await page.getByRole('radio', { name: 'Pasaporte u otro' }).check();
  await expect(page.getByText('El RUT no es válido: revise el dígito verificador')).toBeHidden();
  await form.getByRole('textbox', { name: /^Número de pasaporte u otro documento/ }).fill('AA1234567');
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  const sent = page.getByText(/Número de evento: \d+/).first();
  await expect(sent).toBeVisible({ timeout: 30_000 });
  const id = Number(/Número de evento: (\d+)/.exec((await sent.textContent()) ?? '')![1]);

  const stored = await ticketNamed(request, name);
  expect(stored).toMatchObject({ id, documentKind: 'OTHER', rut: 'AA1234567' });

  // The follow-up page, opened without a link, lists it: no number to type.
  await page.goto('/event/follow-up');
  const mine = page.getByRole('region', { name: 'Mis reportes' });
  const item = mine.getByRole('listitem').filter({ hasText: `Evento #${id}` });
  await expect(item).toContainText('Accidente');
  await item.getByRole('link', { name: `Evento #${id}` }).click();
  await expect(page.getByRole('heading', { name: `Evento #${id}` })).toBeVisible();
  // Forgotten (after confirming) in this browser only.
  await page.getByRole('button', { name: 'Consultar otro evento' }).click();
  await page.getByRole('button', { name: `Olvidar el evento #${id}` }).click();
  await page.getByRole('button', { name: 'Sí, olvidar' }).click();
  await expect(page.getByRole('link', { name: `Evento #${id}` })).toHaveCount(0);
});

test('on a first visit, the categories are used offline at once, and after a reload', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(FORM);
  await expect(page.getByRole('form')).toBeVisible();
  // The worker installs (warming the look-ups) and takes this very page over: no reload.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 }).toBe('activated');
  await context.setOffline(true);
  const form = page.getByRole('form');
  await expect(form.locator('select[name="category"] option', { hasText: 'Accidente' })).toBeAttached();
  // A category's subcategories and classifications, never asked for online, come from the worker.
  await form.locator('select[name="category"]').selectOption({ label: 'Accidente' });
  await expect(form.locator('select[name="subcategory"] option').nth(1)).toBeAttached({ timeout: 15_000 });
  await form.locator('select[name="subcategory"]').selectOption({ index: 1 });
  await expect(form.locator('select[name="classificationId"] option').nth(1)).toBeAttached({ timeout: 15_000 });
  // And the page itself, reloaded without a network.
  await page.reload();
  await expect(page.getByRole('form')).toBeVisible();
  await expect(page.getByRole('form').locator('select[name="category"] option', { hasText: 'Accidente' })).toBeAttached();
  await context.close();
});

test('between the carriageways, standing still, the form asks the direction', async ({ browser, request }) => {
  const reference = (await (await request.get('/api/location/reference')).json()).payload as {
    posts: { km: number; lat: number; lon: number; carriageway: string }[];
  };
  const north = reference.posts.find((p) => p.km === 460 && p.carriageway === 'NORTH')!;
  const south = reference.posts.find((p) => p.km === 460 && p.carriageway === 'SOUTH')!;
  // Half-way between the two posts of km 460, no heading (Chromium's emulated position has none).
  const context = await browser.newContext({
    permissions: ['geolocation'],
    geolocation: { latitude: (north.lat + south.lat) / 2, longitude: (north.lon + south.lon) / 2, accuracy: 10 },
  });
  const page = await context.newPage();
  await page.goto(FORM);
  const form = page.getByRole('form');
  await form.locator('select[name="orientation"]').selectOption('SOUTH');
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  const question = page.getByRole('group', { name: '¿Hacia dónde viaja: Chillán o Collipulli?' });
  await expect(question).toBeVisible();
  await expect(form.locator('[name="kilometer"]')).toHaveValue(/^460(\.0)?$/);
  await expect(form.locator('select[name="commune"]')).toHaveValue('Cabrero');
  // Not guessed: the earlier choice is gone until the reporter answers.
  await expect(form.locator('select[name="orientation"]')).toHaveValue('');
  await question.getByRole('radio', { name: 'Collipulli' }).check();
  await expect(form.locator('select[name="orientation"]')).toHaveValue('NORTH');
  await question.getByRole('radio', { name: 'Chillán' }).check();
  await expect(form.locator('select[name="orientation"]')).toHaveValue('SOUTH');
  await context.close();
});
