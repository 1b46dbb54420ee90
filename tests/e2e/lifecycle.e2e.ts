// Incident lifecycle (issue 26): a driver marks "en el lugar" from a 360 px phone in one tap; the
// supervisor then sees the event's response time on its page and on the dashboard.
import { expect, test } from '@playwright/test';
import { apiToken as token, createReport, expectDashboard, signIn, staffPhoneAt } from './helpers';

test('a driver marks "en el lugar" from a phone; the supervisor sees the response time', async ({ browser, request }) => {
  const driverAuth = { authorization: await token(request, 'driver@example.com') };
  const id = await createReport(
    request,
    {
      description: '<p>Caballo suelto en la berma</p>',
      kilometer: 455.6,
      sector: 'Enlace Cabrero',
      commune: 'Cabrero',
      orientation: 'SOUTH',
      email: 'driver@example.com',
      fullName: 'Daniela Muñoz',
      phone: '56911111111',
      rut: '12.345.678-5',
      patente: 'DMRZ10',
    },
    { headers: driverAuth, category: 1 },
  );

  // The driver, on a phone: one tap.
  const { context: phone, page: driver } = await staffPhoneAt(browser, 'driver@example.com');
  await driver.goto(`/driver/events/${id}`);
  const onScene = driver.getByRole('button', { name: 'Estoy en el lugar' });
  await expect(onScene).toBeVisible();
  await expect(onScene).toBeInViewport();
  await onScene.tap();
  await expect(onScene).toBeHidden();
  await phone.close();

  const supervisorAuth = { authorization: await token(request, 'supervisor@example.com') };
  const ticket = (await (await request.get(`/api/ticket/${id}`, { headers: supervisorAuth })).json()).payload;
  expect(ticket.milestones.map((m: { code: string }) => m.code)).toContain('ON_SCENE');
  expect(ticket.responseMinutes).toEqual(expect.any(Number));

  const desk = await browser.newContext();
  const supervisor = await desk.newPage();
  await signIn(supervisor, 'supervisor@example.com');
  await expectDashboard(supervisor, 'supervisor');
  // Below the fold: fetched when the supervisor scrolls down to it.
  await supervisor.getByRole('heading', { name: 'Por estado' }).scrollIntoViewIfNeeded();
  await supervisor.mouse.wheel(0, 2000);
  const panel = supervisor.getByRole('region', { name: 'Tiempos de atención' });
  const response = panel.getByRole('listitem').filter({ hasText: 'Respuesta (en el lugar)' });
  await expect(response).toBeVisible({ timeout: 20_000 });
  await expect(response).not.toContainText('Ningún evento llegó a este hito');
  await expect(response).toContainText(/min/);

  await supervisor.goto(`/supervisor/events/${id}`);
  await expect(supervisor.getByRole('heading', { name: `Evento N° ${id}` })).toBeVisible();
  await expect(supervisor.getByText('Respuesta (hasta en el lugar)')).toBeVisible();
  await desk.close();
});
