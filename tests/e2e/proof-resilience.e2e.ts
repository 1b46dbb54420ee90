// Issue #8, front-end resilience: a remote that is down, slow or returns garbage; the API down
// under a filled form and under a list; the server restarted under an open page (live bell).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, fillReportFields, signIn } from './helpers';
import { ownServer } from './own-server';
import { firstClassification, postTicket, putTicket, ticketBody, tokenFor } from './proof/api';

const REMOTE_FAILED = 'No se pudo cargar esta sección';

async function expectShellAlive(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
}

const garbage: [string, string, string][] = [
  ['a manifest that is not JSON', '**/remotes/operator/mf-manifest.json', '<html><body>502 Bad Gateway</body></html>'],
  ['a manifest of the wrong shape', '**/remotes/operator/mf-manifest.json', '{"id":"nada","metaData":null,"exposes":42}'],
  ['a remote entry that is not JavaScript', '**/remotes/operator/remoteEntry.js', '<!doctype html><title>Mantención</title>%%%'],
  ['a remote that answers 503', '**/remotes/operator/**', ''],
];

for (const [what, glob, body] of garbage) {
  test(`${what}: retry inside the layout, the shell stays alive, the retry loads it`, async ({ page }) => {
    let broken = true;
    await page.route(glob, (route) =>
      broken
        ? route.fulfill({
            status: body ? 200 : 503,
            contentType: glob.endsWith('.js') ? 'application/javascript' : 'application/json',
            body,
          })
        : route.continue(),
    );
    await signIn(page, 'operator@example.com');
    await expect(page.getByText(REMOTE_FAILED)).toBeVisible();
    await expectShellAlive(page);
    broken = false;
    await page.getByRole('button', { name: 'Reintentar', exact: true }).click();
    await expectDashboard(page, 'operator');
  });
}

test('a slow remote: the layout and a loading state show at once, the area arrives later', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/supervisor/remoteEntry.js', async (route) => {
    await released;
    await route.continue();
  });
  await signIn(page, 'supervisor@example.com');
  await expect(page).toHaveURL(/\/supervisor\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Cargando' }).first()).toBeVisible();
  await expectShellAlive(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toHaveCount(0);
  release();
  await expectDashboard(page, 'supervisor');
});

test('the API down under a filled public form: the report is kept (issue 24), said plainly, and sent once it answers', async ({
  page,
  request,
}) => {
  await page.goto('/event/form');
  const form = page.getByRole('form');
  await fillReportFields(form);
  const editor = page.getByRole('textbox', { name: /^Descripción/ });
  await editor.click();
  await editor.pressSequentially('Neumático en la pista derecha.');

  const values = async () => ({
    fields: await Promise.all(
      ['fullName', 'rut', 'email', 'phone', 'patente', 'sector', 'kilometer', 'dateEvent'].map((n) =>
        form.locator(`[name="${n}"]`).inputValue(),
      ),
    ),
    selects: await Promise.all(
      ['category', 'subcategory', 'classificationId', 'commune', 'orientation'].map((n) =>
        form.locator(`select[name="${n}"]`).inputValue(),
      ),
    ),
    description: await editor.textContent(),
  });
  const before = await values();

  expect(before.fields[0]).toBe('Rocío Peña');

  // No answer from the server: the report is kept on the phone, with what it was, nothing is lost.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  await expect(page.getByText('Sin conexión: el reporte quedó guardado').first()).toBeVisible();
  await expect(page.getByText('Pendiente de envío').first()).toBeVisible();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Enviar ahora' }).click();
  const sent = page.getByText(/Número de evento: \d+/).first();
  await expect(sent).toBeVisible({ timeout: 30_000 });
  const id = Number(/Número de evento: (\d+)/.exec((await sent.textContent()) ?? '')![1]);
  // Read as the control room, which sees the reporter unmasked (issue 40).
  const auth = await request.post('/api/auth', {
    data: { email: 'supervisor@example.com', password: 'demo1234', providerId: 'email', tokenId: '' },
  });
  const stored = await request.get(`/api/ticket/${id}`, { headers: { authorization: auth.headers()['authorization']! } });
  expect((await stored.json()).payload).toMatchObject({ fullName: 'Rocío Peña', kilometer: 460, sector: 'Enlace Cabrero' });
});

test('the API down under a list: an error with a retry inside the layout, the retry loads the list', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expectDashboard(page, 'admin');
  await page.route('**/api/ticket/search**', (route) => route.abort('connectionrefused'));
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Eventos', exact: true }).click();
  await expect(page.getByText('No se pudieron cargar los eventos')).toBeVisible();
  await expectShellAlive(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Reintentar', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Ver evento \d+$/ }).first()).toBeVisible();
});

// Our own server (ports 8190-8199 belong to this suite), so it can be stopped and started again.
const PORT = 8190;
const own = ownServer(PORT);
const ORIGIN = own.origin;

test('the server restarts under an open page: the live bell reconnects and shows a new assignment', async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigia-restart-'));
  let server = await own.start(dataDir);
  const context = await browser.newContext({ baseURL: ORIGIN });
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  try {
    const page = await context.newPage();
    await signIn(page, 'operator@example.com');
    await expectDashboard(page, 'operator');
    const bell = page.getByRole('button', { name: /^Notificaciones/ });
    const before = (await bell.getAttribute('aria-label')) ?? '';

    await own.stop(server);
    server = await own.start(dataDir);

    const supervisor = await tokenFor(api, 'supervisor@example.com');
    const { id } = await postTicket(api, ticketBody(await firstClassification(api)), supervisor);
    const operators = (await (await api.get('/api/profile/operator', { headers: { authorization: supervisor } })).json()).payload as {
      id: string;
      email: string;
    }[];
    const operator = operators.find((o) => o.email === 'operator@example.com')!;
    expect(await putTicket(api, id!, supervisor, { assignedToId: operator.id })).toBe(200);

    // No reload: the page's stream (or its polling fallback) picks the notification up.
    await expect(bell).not.toHaveAttribute('aria-label', before, { timeout: 45_000 });
    await expect(bell).toHaveAttribute('aria-label', /sin leer/);
  } finally {
    await api.dispose();
    await context.close();
    await own.stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
