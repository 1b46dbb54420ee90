// Accounts (issue 25): the whole password reset, as a person does it, from "¿Olvidaste tu
// contraseña?" to signing in with the new password. The test server has no SMTP, so the e-mail
// stays in the outbox; the test reads it there the way an administrator would ("Correo saliente").
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectDashboard, signIn } from './helpers';

async function token(request: APIRequestContext, email: string, password = 'demo1234'): Promise<string> {
  const res = await request.post('/api/auth', { data: { email, password, providerId: 'email', tokenId: '' } });
  expect(res.status()).toBe(200);
  return res.headers()['authorization']!;
}

/** The one-time link of the latest e-mail to an address, read from the outbox as ADMIN. */
async function linkFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  const admin = { authorization: await token(request, 'admin@example.com') };
  let link: string | undefined;
  await expect(async () => {
    const res = await request.get('/api/mail/outbox?size=50', { headers: admin });
    const mails = (await res.json()).payload.content as { to: string; kind: string; text: string }[];
    const mail = mails.find((m) => m.to === to && m.kind === 'PASSWORD_RESET');
    link = /https?:\/\/\S+\/user\/recover-password\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link!;
}

test('a forgotten password is reset through the e-mailed link, and only the new one signs in', async ({ page, request }) => {
  const email = `olvido-${Date.now()}@example.com`;
  const admin = { authorization: await token(request, 'admin@example.com') };
  const created = await request.post('/api/profile/new', {
    headers: admin,
    data: {
      email,
      password: 'clave-antigua-1',
      firstName: 'Olga',
      lastName: 'Vidal',
      profileCode: 'OPERATOR',
      phone: '56933334444',
      rut: '12.345.678-5',
      realAddress: '',
    },
  });
  expect(created.status()).toBe(201);
  const oldSession = await token(request, email, 'clave-antigua-1');

  await page.goto('/user/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/user\/recover-password$/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(page.getByRole('status')).toContainText('te enviamos instrucciones');

  // The link points at this site; open it as the person would from their mail.
  const link = new URL(await linkFromOutbox(request, email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Crear una nueva contraseña' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill('password1');
  await page.getByRole('textbox', { name: 'Confirmar contraseña' }).fill('password1');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Esa contraseña es demasiado común y fácil de adivinar. Elija otra')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill('mi-nueva-clave-77');
  await page.getByRole('textbox', { name: 'Confirmar contraseña' }).fill('mi-nueva-clave-77');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('status')).toHaveText('Su contraseña quedó guardada. Inicie sesión con ella');

  // The session from before the reset has ended; the link does not work twice.
  expect((await request.get('/api/user/me', { headers: { authorization: oldSession } })).status()).toBe(401);
  const again = await request.post('/api/auth/reset', { data: { token: link.searchParams.get('token'), password: 'otra-clave-88' } });
  expect(again.status()).toBe(400);

  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await signIn(page, email, 'clave-antigua-1');
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, email, 'mi-nueva-clave-77');
  await expectDashboard(page, 'operator');
});

test('signing out on every device asks first and ends the other sessions too', async ({ page, request }) => {
  const elsewhere = await token(request, 'inspector@example.com');
  await signIn(page, 'inspector@example.com');
  await expectDashboard(page, 'inspector');
  const menu = page.getByRole('button', { name: /menú de usuario/i });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect((await request.get('/api/user/me', { headers: { authorization: elsewhere } })).status()).toBe(200);

  await menu.click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  await dialog.getByRole('button', { name: 'Cerrar todas las sesiones' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  expect((await request.get('/api/user/me', { headers: { authorization: elsewhere } })).status()).toBe(401);
});
