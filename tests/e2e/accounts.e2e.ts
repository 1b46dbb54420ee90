// Accounts (issue 25): the whole password reset, as a person does it, from "¿Olvidó su
// contraseña?" to signing in with the new password. The test server sends through a loopback SMTP
// sink (scripts/mail-sink.ts, started by playwright.config.ts) and the test reads the mailbox: the
// outbox an administrator reads masks one-time links (issue 34).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectDashboard, signIn } from './helpers';

async function token(request: APIRequestContext, email: string, password = 'demo1234'): Promise<string> {
  const res = await request.post('/api/auth', { data: { email, password, providerId: 'email', tokenId: '' } });
  expect(res.status()).toBe(200);
  return res.headers()['authorization']!;
}

/** A raw message's quoted-printable text made plain (soft line breaks joined, =XX decoded). */
const unquote = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The reset link of the latest message to an address in the sink's mailbox. */
async function linkFromMailbox(to: string): Promise<string> {
  const dir = process.env['E2E_MAIL_DIR'];
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts starts the mail sink)');
  let link: string | undefined;
  await expect(() => {
    const mails = readdirSync(dir)
      .sort()
      .map((name) => readFileSync(path.join(dir, name), 'utf8'))
      .filter((raw) => new RegExp(`^To: .*${to.replace(/[.]/g, '\\.')}`, 'mi').test(raw));
    link = /https?:\/\/\S+\/user\/recover-password\?token=[\w-]+/.exec(unquote(mails.at(-1) ?? ''))?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
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
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL(/\/user\/recover-password$/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(page.getByRole('status')).toContainText('le enviamos instrucciones');

  // The link points at this site; open it as the person would from their mail.
  const link = new URL(await linkFromMailbox(email));
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
