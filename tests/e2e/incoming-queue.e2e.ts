// The control room's workspace (issue 23): the incoming queue updates live and an operator takes a
// new report in one action; closing needs a reason; a driver never sees 'Cerrar este evento' on an
// event that is not theirs; the staff event page at a phone's and a desktop's width (screenshots
// kept in docs/screenshots/ for the note).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken as token, createReport, expectDashboard, signIn, staffPageAt } from './helpers';

/** A visitor's report through the public API, as the public form sends it; `as` signs it in. */
async function report(request: APIRequestContext, kilometer: number, headers: Record<string, string> = {}): Promise<number> {
  return createReport(
    request,
    {
      description: '<p>Choque por alcance, un herido leve</p>',
      kilometer,
      sector: 'Enlace Norte',
      commune: 'Los Ángeles',
      orientation: 'NORTH',
      dateEvent: new Date(Date.now() - 5 * 60_000).toISOString(),
      email: 'testigo@correo.cl',
      fullName: 'Ana Testigo',
      phone: '56987654321',
      rut: '12.345.678-5',
      patente: 'KJTR22',
    },
    { headers },
  );
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

test("an operator's open incoming queue shows a visitor's new report without reload, and takes it", async ({ page, request }) => {
  await signIn(page, 'operator@example.com');
  await expectDashboard(page, 'operator');
  await nav(page).getByRole('link', { name: 'Cola de eventos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cola de eventos' })).toBeVisible();
  await expect(page).toHaveURL(/\/operator\/assignments/);
  await expect(page.getByRole('tab', { name: /Sin asignar/, selected: true })).toBeVisible();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  const id = await report(request, 512.3);
  // Live: the row arrives, announced, without a reload.
  const take = page.getByRole('button', { name: `Tomar evento ${id}` });
  await expect(take).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Nuevo evento #${id}`).first()).toBeVisible();
  expect(navigations).toEqual([]);

  await take.click();
  await expect(page.getByText(`Usted tomó el evento ${id}`).first()).toBeVisible();
  await page.getByRole('tab', { name: /Míos/ }).click();
  await expect(page.getByRole('button', { name: `Liberar evento ${id}` })).toBeVisible();
});

test('closing asks for a reason and cannot go without one; the reason shows on the closed event', async ({ page, request }) => {
  const id = await report(request, 520.5);
  await signIn(page, 'supervisor@example.com');
  await expectDashboard(page, 'supervisor');
  await page.goto(`/supervisor/events/${id}`);
  await expect(page.getByRole('heading', { name: `Evento N° ${id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar evento' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cerrar el evento N° ${id}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar evento' }).click();
  await expect(dialog.getByText('Indique el motivo de cierre')).toBeVisible();
  await expect(dialog).toBeVisible();
  // The server refuses it too: nothing was closed.
  const admin = { authorization: await token(request, 'admin@example.com') };
  expect((await (await request.get(`/api/ticket/${id}`, { headers: admin })).json()).payload.statusCode).not.toBe('CERRADO');

  await dialog.getByLabel('Motivo de cierre').selectOption({ label: 'Falso aviso' });
  await dialog.getByRole('button', { name: 'Cerrar evento' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Falso aviso').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reabrir' })).toBeVisible();
});

test("a driver sees 'Cerrar este evento' on their own event only", async ({ page, request }) => {
  const driver = { authorization: await token(request, 'driver@example.com') };
  const own = await report(request, 490.2, driver);
  const someoneElse = await report(request, 495.8);
  await signIn(page, 'driver@example.com');
  await expectDashboard(page, 'driver');
  await page.goto(`/driver/events/${own}`);
  await expect(page.getByRole('heading', { name: `Evento N° ${own}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar este evento' })).toBeVisible();
  await page.goto(`/driver/events/${someoneElse}`);
  await expect(
    page
      .getByText('El evento no existe')
      .or(page.getByText(/no existe|no se encontró/i))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar este evento' })).toHaveCount(0);
});

test('the staff event page at 360 px and at 1366 px', async ({ browser, request }) => {
  const id = await report(request, 485.4);
  const supervisor = { authorization: await token(request, 'supervisor@example.com') };
  await request.post(`/api/ticket/${id}/comment`, {
    headers: supervisor,
    data: { comment: 'Carabineros avisados, grúa en camino', visibility: 'INTERNAL' },
  });
  await request.put(`/api/ticket/${id}/triage`, {
    headers: supervisor,
    data: { severity: 'CRITICAL', lanesBlocked: { NORTH: 'PARTIAL' } },
  });
  for (const [width, height, name] of [
    [360, 780, 'staff-event-page-360.png'],
    [1366, 900, 'staff-event-page-1366.png'],
  ] as const) {
    const { context, page } = await staffPageAt(browser, { width, height }, 'supervisor@example.com');
    await page.goto(`/supervisor/events/${id}`);
    await expect(page.getByRole('heading', { name: `Evento N° ${id}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Comentarios del evento' })).toContainText('Carabineros avisados, grúa en camino');
    // Tap-to-call and mail links for the reporter; nothing wider than the screen.
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (process.env['SCREENSHOTS']) await page.screenshot({ path: `docs/screenshots/${name}`, fullPage: true });
    await context.close();
  }
});
