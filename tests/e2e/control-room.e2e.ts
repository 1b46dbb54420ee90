import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken as token, createReport, expectDashboard, signIn } from './helpers';

/** A driver's report, created through the API as the driver's own app would. */
async function driverReport(request: APIRequestContext): Promise<number> {
  const auth = { authorization: await token(request, 'driver@example.com') };
  return createReport(
    request,
    {
      description: '<p>Vacas en la calzada cerca del enlace</p>',
      kilometer: 425.4,
      sector: 'Enlace Bulnes',
      commune: 'Bulnes',
      orientation: 'NORTH',
      email: 'driver@example.com',
      fullName: 'Diego Fuentes',
      phone: '955554444',
      rut: '11.111.111-1',
      patente: 'HJKL45',
    },
    { headers: auth, category: 1 },
  );
}

test('control-room loop: report → supervisor assigns → operator notified live, comments and closes → driver notified', async ({
  browser,
  request,
}) => {
  const id = await driverReport(request);
  const operators = (
    await (
      await request.get('/api/profile/operator', { headers: { authorization: await token(request, 'supervisor@example.com') } })
    ).json()
  ).payload as { id: string; name: string; email: string }[];
  const operator = operators.find((o) => o.email === 'operator@example.com')!;

  // The operator is signed in and waiting on the dashboard: the bell must update live.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await signIn(operatorPage, 'operator@example.com');
  await expectDashboard(operatorPage, 'operator');
  const bell = operatorPage.getByRole('button', { name: /^Notificaciones/ });
  const before = (await bell.getAttribute('aria-label')) ?? '';

  const supervisorContext = await browser.newContext();
  const supervisor = await supervisorContext.newPage();
  await signIn(supervisor, 'supervisor@example.com');
  await expectDashboard(supervisor, 'supervisor');
  await supervisor.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Cola de eventos' }).click();
  await expect(supervisor.getByRole('heading', { level: 1, name: 'Cola de eventos' })).toBeVisible();
  await supervisor.getByRole('button', { name: `Asignar evento ${id}` }).click();
  const dialog = supervisor.getByRole('dialog', { name: `Asignar evento ${id}` });
  await dialog.getByLabel('Operador').selectOption({ label: operator.name });
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await expect(dialog).toBeHidden();
  await supervisorContext.close();

  // Live: the bell's count changes without a reload, and a toast announces it.
  await expect(bell).not.toHaveAttribute('aria-label', before, { timeout: 20_000 });
  await expect(bell).toHaveAttribute('aria-label', /sin leer/);

  await operatorPage.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Eventos', exact: true }).click();
  await operatorPage
    .getByRole('link', { name: `Ver evento ${id}` })
    .first()
    .click();
  await expect(operatorPage.getByRole('heading', { name: `Evento N° ${id}` })).toBeVisible();

  await operatorPage.getByLabel('Nuevo comentario').fill('Personal en ruta, llegada en 10 minutos.');
  // Public: an internal note would not notify the driver, who may not read it (issue 34).
  await operatorPage.getByRole('radio', { name: 'Público: también quien reportó' }).check();
  await operatorPage.getByRole('button', { name: 'Publicar para quien reportó' }).click();
  await expect(operatorPage.getByRole('list', { name: 'Comentarios del evento' })).toContainText('Personal en ruta');

  // Closing asks for a reason (issue 23); a closed event offers no more edits to an operator.
  await operatorPage.getByRole('button', { name: 'Cerrar evento' }).click();
  const closing = operatorPage.getByRole('alertdialog', { name: `Cerrar el evento N° ${id}` });
  await closing.getByLabel('Motivo de cierre').selectOption({ label: 'Resuelto' });
  await closing.getByRole('button', { name: 'Cerrar evento' }).click();
  await expect(closing).toBeHidden();
  await expect(operatorPage.getByText('Resuelto').first()).toBeVisible();
  await expect(operatorPage.getByRole('button', { name: 'Editar datos del reporte' })).toHaveCount(0);
  await expect(operatorPage.getByRole('button', { name: 'Cerrar evento' })).toHaveCount(0);
  await operatorContext.close();

  // The driver who reported it finds the comment and the closing among their notifications.
  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  await signIn(driver, 'driver@example.com');
  await expectDashboard(driver, 'driver');
  await driver.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Notificaciones' }).click();
  const list = driver.getByRole('list', { name: 'Sus notificaciones' });
  await expect(list.getByRole('link', { name: `Ver evento ${id}` }).first()).toBeVisible();
  expect(await list.getByRole('link', { name: `Ver evento ${id}` }).count()).toBeGreaterThanOrEqual(2);
  await driverContext.close();
});

test('an inspector reads events but cannot edit them', async ({ page }) => {
  await signIn(page, 'inspector@example.com');
  await expectDashboard(page, 'inspector');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Eventos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuevo evento' })).toHaveCount(0);
  await page
    .getByRole('link', { name: /^Ver evento \d+$/ })
    .first()
    .click();
  // The staff page, read-only: values as text, no controls at all (not disabled ones).
  await expect(page.getByRole('heading', { name: /^Evento N° \d+$/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Resumen del evento' })).toBeVisible();
  for (const name of ['Cerrar evento', 'Editar datos del reporte', 'Reabrir', 'Comentar', 'Tomar']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByLabel('Nuevo comentario')).toHaveCount(0);
});

test('event list paging keeps its place in the URL', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expectDashboard(page, 'admin');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Eventos', exact: true }).click();
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.reload();
  await expect(page.getByText(/Página 2 de \d+/)).toBeVisible();
});
