// Issue 37 item 1: a critical report cannot go unnoticed. An operator working on an event page (not
// the queue) is alerted within 5 s of an injured-person report made through the public API: a
// persistent alert with "Ver", the tab's title counting it; it stays while they move between
// screens and goes, live, when someone takes the event in another session. The bell counts what the
// notifications page lists. Screenshots at a phone's and a desktop's width for the note.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, createReport, expectDashboard, PUBLIC_REPORTER, signIn, SOME_PLACE, staffPageAt } from './helpers';

async function injuredReport(request: Parameters<typeof createReport>[0]): Promise<number> {
  return createReport(request, {
    ...SOME_PLACE,
    ...PUBLIC_REPORTER,
    description: '<p>Choque frontal, dos personas heridas</p>',
    email: 'testigo@correo.cl',
    fullName: 'Ana Testigo',
    injured: true,
  });
}

const alertOf = (page: Page, id: number) => page.getByRole('alert').filter({ hasText: `Evento N° ${id}` });

test('an operator on an event page is alerted within 5 s of an injured report; taking it elsewhere clears it', async ({
  page,
  request,
}) => {
  // A quiet event to be working on: no alert for it (not critical, not injured).
  const working = await createReport(request, {
    ...SOME_PLACE,
    ...PUBLIC_REPORTER,
    description: '<p>Cono caído en la berma</p>',
    email: 'a@correo.cl',
    fullName: 'Luis Rojas',
  });
  await signIn(page, 'operator@example.com');
  await expectDashboard(page, 'operator');
  await page.goto(`/operator/events/${working}`);
  await expect(page.getByRole('heading', { level: 1, name: `Evento N° ${working}` })).toBeVisible();
  await expect(page).toHaveTitle(`Evento ${working} · Vigía`);
  // The live stream is open before the report is made (the bell reads it).
  await expect(page.getByRole('button', { name: /^Notificaciones/ })).toBeVisible();
  await page.waitForTimeout(1_000);

  const id = await injuredReport(request);
  const started = Date.now();
  const alert = alertOf(page, id);
  await expect(alert).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(alert).toContainText('Hay lesionados');
  await expect(alert).toContainText('1 alerta crítica');
  await expect(page).toHaveTitle(`(1) Evento ${working} · Vigía`);

  // "Ver" opens the event; the alert stays until someone takes it.
  await alert.getByRole('link', { name: `Ver el evento N° ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/operator/events/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Evento N° ${id}` })).toBeVisible();
  await expect(alertOf(page, id)).toBeVisible();
  await expect(page).toHaveTitle(`(1) Evento ${id} · Vigía`);

  // Another operator takes it in another session: the alert goes, live, and the count with it.
  const other = await apiToken(request, 'operator2@example.com');
  expect((await request.post(`/api/ticket/${id}/take`, { headers: { authorization: other } })).status()).toBe(200);
  await expect(alertOf(page, id)).toHaveCount(0, { timeout: 5_000 });
  await expect(page).toHaveTitle(`Evento ${id} · Vigía`);
});

test('"Descartar" ends the alert for this user only; the alerts stack; the mute is remembered', async ({ browser, request }) => {
  const pages: Page[] = [];
  for (const [email, width, height] of [
    ['operator@example.com', 360, 780],
    ['supervisor@example.com', 1366, 900],
  ] as const) {
    pages.push((await staffPageAt(browser, { width, height }, email)).page);
  }
  const [operator, supervisor] = pages as [Page, Page];
  await operator.waitForTimeout(1_000);
  const first = await injuredReport(request);
  const second = await injuredReport(request);
  for (const page of pages) {
    await expect(alertOf(page, first)).toBeVisible({ timeout: 5_000 });
    await expect(alertOf(page, second)).toBeVisible();
    await expect(page.getByRole('alert').first()).toContainText('2 alertas críticas');
    await expect(page).toHaveTitle(/^\(2\) Panel · Vigía$/);
  }
  await operator.screenshot({ path: 'docs/screenshots/critical-alert-360.png', fullPage: false });
  await supervisor.screenshot({ path: 'docs/screenshots/critical-alert-1366.png', fullPage: false });

  // Muted from the keyboard: remembered after a reload.
  const mute = operator.getByRole('button', { name: 'Silenciar alertas' });
  await mute.focus();
  await operator.keyboard.press('Enter');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await operator.reload();
  await expect(operator.getByRole('button', { name: 'Silenciar alertas' })).toHaveAttribute('aria-pressed', 'true');

  // The operator dismisses one: gone for them, still on the supervisor's screen.
  await operator.getByRole('button', { name: `Descartar la alerta del evento N° ${first}` }).click();
  await expect(alertOf(operator, first)).toHaveCount(0);
  await expect(operator).toHaveTitle(/^\(1\) Panel · Vigía$/);
  await expect(alertOf(supervisor, first)).toBeVisible();

  // The bell counts what the notifications page lists.
  await supervisor.goto('/supervisor/notifications');
  await expect(supervisor.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
  const bell = supervisor.getByRole('button', { name: /^Notificaciones/ });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const belled = Number(/(\d+) sin leer/.exec(label)?.[1] ?? 0);
  const headers = { authorization: await apiToken(request, 'supervisor@example.com') };
  const me = (await (await request.get('/api/user/me', { headers })).json()).payload.userProfileDto as { id: string };
  let listedUnread = 0;
  for (let page = 0; ; page += 1) {
    const url = `/api/notification/profile/${me.id}?page=${page}&size=100`;
    const body = (await (await request.get(url, { headers })).json()).payload as { content: { read: boolean }[]; total: number };
    listedUnread += body.content.filter((n) => !n.read).length;
    if ((page + 1) * 100 >= body.total) break;
  }
  expect(belled).toBe(listedUnread);
  if (belled > 0) await expect(supervisor.getByText(`${belled} sin leer`, { exact: true })).toBeVisible();
  for (const page of pages) await page.context().close();
});
