// Issue 35: two signed-in people edit the same event. The second save is refused as stale and shows
// the comparison; keeping their changes saves them over the new version, and both edits stay.
import { expect, test } from '@playwright/test';
import { apiToken, createReport, expectDashboard, signIn } from './helpers';

test('the second save of an event shows the conflict dialog and keeps what both typed', async ({ browser, request }) => {
  const id = await createReport(request, {
    description: '<p>Neumático en la pista izquierda</p>',
    kilometer: 470.2,
    sector: 'Enlace Cabrero',
    commune: 'Cabrero',
    orientation: 'NORTH',
    email: `reportante-${Date.now()}@correo.cl`,
    fullName: 'Ignacia Rojas',
    phone: '56911112222',
    rut: '12.345.678-5',
    patente: 'PRTB12',
  });

  // Two people, two sessions, the same form open on both screens.
  const supervisor = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  await signIn(supervisor, 'supervisor@example.com');
  await expectDashboard(supervisor, 'supervisor');
  await signIn(admin, 'admin@example.com');
  await expectDashboard(admin, 'admin');
  await supervisor.goto(`/supervisor/events/${id}?edit=1`);
  await admin.goto(`/admin/events/${id}?edit=1`);
  // ADMIN reads the reporter masked (issue 40), so the plate is the supervisor's to correct.
  const sector = admin.getByRole('textbox', { name: /^Sector/ });
  const patente = supervisor.getByRole('textbox', { name: /^Patente del vehículo/ });
  await expect(sector).toHaveValue('Enlace Cabrero');
  await expect(patente).toHaveValue('PRTB12');

  // The admin saves first.
  await sector.fill('Enlace Cabrero norte');
  await admin.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(admin.getByText('El evento fue actualizado con éxito')).toBeVisible();

  // The supervisor's form was loaded before: the save is refused and compared, nothing typed is lost.
  await patente.fill('KLMN34');
  await supervisor.getByRole('button', { name: 'Guardar cambios' }).click();
  const dialog = supervisor.getByRole('alertdialog', { name: 'Otro usuario modificó este evento mientras lo editaba' });
  await expect(dialog).toBeVisible();
  const sectorRow = dialog.getByRole('group', { name: 'Sector' });
  await expect(sectorRow.getByRole('radio', { name: 'Valor actual: Enlace Cabrero norte' })).toBeChecked();
  await expect(dialog.getByRole('group', { name: 'Patente del vehículo' }).getByRole('radio', { name: 'Su valor: KLMN34' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Conservar mis cambios' }).click();
  await expect(supervisor.getByText('El evento fue actualizado con éxito')).toBeVisible();

  // Both edits are in the event.
  const token = await apiToken(request, 'supervisor@example.com');
  const stored = (await (await request.get(`/api/ticket/${id}`, { headers: { authorization: token } })).json()).payload;
  expect(stored).toMatchObject({ sector: 'Enlace Cabrero norte', patente: 'KLMN34' });
  expect(stored.version).toBeGreaterThanOrEqual(3);
});
