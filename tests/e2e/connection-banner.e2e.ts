// Issue 37 item 2: stale data never looks live. With the server stopped under an operator's open
// queue, a "Sin conexión — datos de las HH:MM" banner shows within 10 s and "Tomar" says it could
// not be sent (never silently nothing); once the server is back the banner goes and the queue
// refreshes by itself (an event reported meanwhile appears without a reload), and the retry works.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiToken, createReport, expectDashboard, PUBLIC_REPORTER, signIn, SOME_PLACE } from './helpers';
import { ownServer } from './own-server';

// Our own server (ports 8260-8261 belong to this file), so it can be stopped and started again.
const PORT = 8260;
const own = ownServer(PORT);
const ORIGIN = own.origin;

const report = (api: Parameters<typeof createReport>[0], fullName: string) =>
  createReport(api, {
    ...SOME_PLACE,
    ...PUBLIC_REPORTER,
    email: 'testigo@correo.cl',
    fullName,
    description: '<p>Neumático en la pista</p>',
  });

test('server stopped: banner within 10 s, "Tomar" marked failed; restarted: banner gone, queue refreshed, retry works', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigia-offline-'));
  let server = await own.start(dataDir);
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 1366, height: 900 } });
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  try {
    const waiting = await report(api, 'Ana Soto');
    const page = await context.newPage();
    await signIn(page, 'operator@example.com');
    await expectDashboard(page, 'operator');
    await page.goto('/operator/assignments?view=unassigned');
    await expect(page).toHaveTitle('Cola de eventos · Vigía');
    const take = page.getByRole('button', { name: `Tomar evento ${waiting}` });
    await expect(take).toBeVisible();
    await expect(page.getByTestId('connection-banner')).toHaveCount(0);

    await own.stop(server);
    const banner = page.getByTestId('connection-banner');
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await expect(banner).toHaveText(/^Sin conexión — datos de las \d\d:\d\d$/);
    // The rows stay (marked stale by the banner); an action is said to have failed, not dropped.
    await take.click();
    const failed = page.getByRole('button', { name: `No se pudo enviar. Reintentar: Tomar evento ${waiting}` });
    await expect(failed).toBeVisible({ timeout: 35_000 });
    await expect(failed).toHaveText('No se pudo enviar. Reintentar');
    await page.screenshot({ path: 'docs/screenshots/connection-banner-1366.png' });

    server = await own.start(dataDir);
    const meanwhile = await report(api, 'Pedro Díaz');
    await expect(banner).toHaveCount(0, { timeout: 20_000 });
    // Read again by itself: the event reported while the page was offline is listed, no reload.
    await expect(page.getByRole('button', { name: `Tomar evento ${meanwhile}` })).toBeVisible({ timeout: 15_000 });

    // The retry sends it: the event leaves "Sin asignar" and the server has it as the operator's.
    await failed.click();
    await expect(page.getByRole('button', { name: new RegExp(`Tomar evento ${waiting}$`) })).toHaveCount(0);
    const operator = await apiToken(api, 'operator@example.com');
    const stored = (await (await api.get(`/api/ticket/${waiting}`, { headers: { authorization: operator } })).json()).payload;
    expect(stored.assignedToId).not.toBeNull();
  } finally {
    await api.dispose();
    await context.close();
    await own.stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
