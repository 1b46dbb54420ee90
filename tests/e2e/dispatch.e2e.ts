// Issue 38 "Must show": a driver on a 360 px phone with geolocation signs on to a unit and goes
// AVAILABLE; the operator's board shows the unit at the right km within 5 s; the operator dispatches
// it to an event from the event page; the driver's page shows the event and taps "En camino" then
// "En el lugar"; the event's milestones and the board follow live, without reload. The board names
// who drives each unit, and the driver adds a photo of the scene from the card.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, expectDashboard, reportBySupervisor, signIn, signOffDriver } from './helpers';

// km 480 of the demo km-post table (packages/api-server/src/db/km-posts-demo.ts: Los Ángeles).
const AT_KM_480 = { latitude: -37.47, longitude: -72.39 };
// A one-pixel PNG: the server sniffs and re-encodes it like any photo.
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function unitOnBoard(page: Page, code: string) {
  return page.getByRole('list', { name: 'Unidades', exact: true }).getByRole('listitem').filter({ hasText: code });
}

test('a driver signs on and is dispatched from the event page; the board and the milestones follow live', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const supervisor = { authorization: await apiToken(request, 'supervisor@example.com') };
  const id = await reportBySupervisor(request, supervisor, {
    description: '<p>Vehículo detenido en la berma con humo</p>',
    patente: 'DSPT38',
  });
  const driverToken = { authorization: await apiToken(request, 'driver@example.com') };
  await signOffDriver(request, driverToken, supervisor);

  const driverContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: AT_KM_480,
  });
  const driver = await driverContext.newPage();
  await signIn(driver, 'driver@example.com');
  await expectDashboard(driver, 'driver');
  const panel = driver.getByRole('region', { name: 'Mis asignaciones' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Mis asignaciones' })).toBeVisible();
  const unitSelect = panel.getByLabel('Unidad', { exact: true });
  const p03 = await unitSelect.locator('option', { hasText: 'P-03' }).getAttribute('value');
  await unitSelect.selectOption(p03!);
  await panel.getByRole('button', { name: 'Iniciar turno' }).click();
  await expect(panel.getByText('Unidad P-03 · Disponible')).toBeVisible();

  const operatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const operator = await operatorContext.newPage();
  await signIn(operator, 'operator@example.com');
  await expectDashboard(operator, 'operator');
  await operator.getByRole('navigation').getByRole('link', { name: 'Tablero' }).first().click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Tablero' })).toBeVisible();
  // The position the phone sent on signing on, turned into the road's km by the server.
  await expect(unitOnBoard(operator, 'P-03')).toContainText('Disponible', { timeout: 5_000 });
  await expect(unitOnBoard(operator, 'P-03')).toContainText('km 480', { timeout: 5_000 });
  await expect(operator.getByRole('list', { name: 'Unidades por estado' })).toContainText('Disponible');
  // Who drives it (the demo's driver@example.com), in the list and on the strip.
  await expect(unitOnBoard(operator, 'P-03')).toContainText('conduce Daniela Muñoz');
  await expect(operator.getByRole('listitem', { name: /^P-03, Disponible, conduce Daniela Muñoz, km 480/ })).toBeVisible();

  // Dispatch from the staff event page.
  await operator.goto(`/operator/events/${id}`);
  await operator.getByRole('button', { name: 'Despachar unidad' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Despachar unidad' });
  await dialog.getByRole('button', { name: 'Despachar P-03' }).click();
  await expect(dialog).toBeHidden();
  const milestones = operator.getByRole('list', { name: 'Línea de tiempo del incidente' });
  await expect(milestones.getByRole('listitem').filter({ hasText: 'Despachado' }).locator('time')).toBeVisible();
  const eventUnits = operator.getByRole('list', { name: 'Unidades', exact: true });
  await expect(eventUnits.getByRole('listitem').filter({ hasText: 'P-03' })).toContainText('Despachada');

  // The driver is told at once: the event's card, then the moves.
  const card = panel.getByRole('article', { name: 'Evento asignado' });
  await expect(card).toContainText(`Evento N° ${id}`, { timeout: 10_000 });
  await expect(card).toContainText('km 482,5');
  // A photo of the scene from the card: one big button on the phone (the camera), then its upload.
  const addPhoto = card.getByRole('button', { name: 'Agregar foto' });
  await expect(addPhoto).toBeVisible();
  expect((await addPhoto.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await card.getByLabel('Foto del lugar').setInputFiles({ name: 'escena.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(card.getByText('Foto agregada al evento.')).toBeVisible({ timeout: 10_000 });
  const photos = await request.get(`/api/ticket/${id}/attachment`, { headers: supervisor });
  expect(((await photos.json()) as { payload: { content: unknown[] } }).payload.content).toHaveLength(1);
  await panel.getByRole('button', { name: 'En camino' }).click();
  await expect(panel.getByText('Unidad P-03 · En camino')).toBeVisible();
  await expect(eventUnits.getByRole('listitem').filter({ hasText: 'P-03' })).toContainText('En camino', { timeout: 5_000 });
  await panel.getByRole('button', { name: 'En el lugar' }).click();
  await expect(panel.getByText('Unidad P-03 · En el lugar')).toBeVisible();

  // The event page follows live: the first unit on scene records "En el lugar".
  await expect(milestones.getByRole('listitem').filter({ hasText: 'En el lugar' }).locator('time')).toBeVisible({ timeout: 5_000 });
  await expect(eventUnits.getByRole('listitem').filter({ hasText: 'P-03' })).toContainText('En el lugar');

  // And the board.
  await operator.getByRole('navigation').getByRole('link', { name: 'Tablero' }).first().click();
  await expect(unitOnBoard(operator, 'P-03')).toContainText('En el lugar', { timeout: 5_000 });
  await expect(unitOnBoard(operator, 'P-03')).toContainText(`Evento N° ${id}`);

  // Leave the unit as found: released by its driver, then signed off.
  await panel.getByRole('button', { name: 'Disponible' }).click();
  await expect(panel.getByText('Unidad P-03 · Disponible')).toBeVisible();
  await expect(unitOnBoard(operator, 'P-03')).toContainText('sin evento', { timeout: 5_000 });
  await signOffDriver(request, driverToken, supervisor);
  await driverContext.close();
  await operatorContext.close();
});
