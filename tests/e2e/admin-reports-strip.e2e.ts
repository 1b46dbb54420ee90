import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectDashboard, PUBLIC_REPORTER, reportByPublic, signIn } from './helpers';

test('an admin creates a user, who then signs in to their own area', async ({ page, browser }) => {
  const email = `operadora.${Date.now()}@example.com`;
  await signIn(page, 'admin@example.com');
  await expectDashboard(page, 'admin');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByLabel('Nombre').fill('Valentina');
  await dialog.getByLabel('Apellido').fill('Rojas');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña').fill('clave123');
  await dialog.getByLabel('Teléfono').fill('912345678');
  await dialog.getByLabel('RUT').fill('15.222.333-4');
  await dialog.getByLabel('Perfil').selectOption('OPERATOR');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Lista de usuarios' })).toContainText(email);

  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, email, 'clave123');
  await expectDashboard(other, 'operator');
  await context.close();
});

test('a supervisor downloads the monthly report as a spreadsheet', async ({ page }) => {
  await signIn(page, 'supervisor@example.com');
  await expectDashboard(page, 'supervisor');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Reportes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  const now = new Date();
  await page.getByLabel('Mes').selectOption(String(now.getMonth() + 1));
  await page.getByLabel('Año').selectOption(String(now.getFullYear()));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar reporte' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an XLSX is a zip archive
});

test('the highway strip shows a newly reported event at its kilometer', async ({ page, request }) => {
  const categories = (await (await request.get('/api/ticket/category')).json()).payload as { id: number; code: string; name: string }[];
  const category = categories[0]!;
  const subcategory = (await (await request.get(`/api/ticket/category/${category.id}/subcategories`)).json()).payload[0];
  const classification = (await (await request.get(`/api/ticket/category/subcategories/${subcategory.id}/classifications`)).json())
    .payload[0];
  const created = await request.post('/api/ticket', {
    data: {
      description: '<p>Animal suelto en la calzada</p>',
      kilometer: 543.2,
      sector: 'Mulchen Sur',
      commune: 'Mulchén',
      orientation: 'SOUTH',
      dateEvent: new Date(Date.now() - 5 * 60_000).toISOString(),
      channelCode: 'WEB_SELF_SERVICE',
      category: category.code,
      subcategory: subcategory.id,
      classificationId: classification.id,
      realAddress: '',
      email: 'vecina@correo.cl',
      fullName: 'Marta Lagos',
      phone: '987000111',
      rut: '9.876.543-3',
      patente: 'ZZ1234',
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).payload as number;

  await signIn(page, 'supervisor@example.com');
  await expectDashboard(page, 'supervisor');
  await expect(page.getByText(/\d+ eventos abiertos en el tramo/)).toBeVisible();
  const lane = page.getByRole('group', { name: 'Calzada Sur a norte' });
  // Another open event within km 543 of that lane shares a marker with a count: open it.
  const group = lane.getByRole('button', { name: /eventos en el km 543, Sur a norte/ });
  if (await group.count()) await group.click();
  const marker = page.getByRole('link', { name: new RegExp(`^Evento #${id}: .*km 543[.,]2`) });
  await expect(marker).toBeAttached();
  await expect(lane.getByRole('link', { name: new RegExp(`^Evento #${id}:`) })).toBeAttached();
  if (!(await group.count())) {
    await marker.focus();
    await expect(page.getByRole('tooltip')).toContainText(String(id));
  }
});

test('a reporter follows their event with its secret link; number and e-mail only have the link mailed', async ({ page, request }) => {
  const { id, followUpUrl, email } = await reportByPublic(request, 'Paula Reyes', {
    description: '<p>Neumático en la pista</p>',
  });

  // A wrong link shows nothing of the event, says so and offers the link by e-mail.
  await page.goto(`/event/follow-up?id=${id}&token=AAAAAAAAAAAAAAAAAAAAAA`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento de su evento' })).toBeVisible();
  await expect(
    page.getByText('El enlace de seguimiento no es válido o el evento no existe. Puede pedir el enlace por correo.'),
  ).toBeVisible();
  await expect(page.getByLabel('Número de evento')).toHaveValue(String(id));
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText('Si los datos coinciden, le enviaremos un enlace a su correo.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Evento #${id}` })).toHaveCount(0);

  // The secret link opens the event, without personal data.
  await page.goto(followUpUrl);
  await expect(page.getByRole('heading', { level: 2, name: `Evento #${id}` })).toBeVisible();
  await expect(page.getByText(PUBLIC_REPORTER.rut)).toHaveCount(0);
});
