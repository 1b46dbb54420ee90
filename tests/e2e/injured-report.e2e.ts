// Issue 37 item 4: the public form's "¿Hay personas lesionadas?" answer is kept on the event. A
// public report with injured people shows "Hay lesionados" on the operator's queue and on the event
// page; one without does not. The queue's due time names its clock ("Tomar antes de", item 5).
import { expect, test, type Page } from '@playwright/test';
import { createReport, expectDashboard, fillReportFields, PUBLIC_REPORTER, signIn, SOME_PLACE, staffPageAt } from './helpers';

const SUCCESS = 'El evento fue creado con éxito. Te contactaremos a la brevedad';
const INJURED = 'Hay lesionados';

/** Sends the standalone public form with the injured question answered `answer`; the event's number. */
async function publicReport(page: Page, answer: 'Sí' | 'No'): Promise<number> {
  await page.goto('/remotes/public/');
  await expect(page.getByRole('heading', { name: 'Contacto' })).toBeVisible();
  const form = page.getByRole('form');
  await form.getByRole('group', { name: '¿Hay personas lesionadas?' }).getByRole('radio', { name: answer }).check();
  await fillReportFields(form, { fullName: 'Ana Testigo', category: 'Accidente' });
  const editor = page.getByRole('textbox', { name: /^Descripción/ });
  await editor.click();
  await editor.pressSequentially(answer === 'Sí' ? 'Choque frontal, dos personas heridas.' : 'Choque leve, sin heridos.');
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  const status = page.getByRole('status').filter({ hasText: SUCCESS });
  await expect(status).toBeVisible({ timeout: 20_000 });
  const match = /Número de evento: (\d+)/.exec((await status.textContent()) ?? '');
  expect(match).not.toBeNull();
  return Number(match![1]);
}

test('a public report with injured people shows "Hay lesionados" on the queue and the event page', async ({ browser }) => {
  const reporter = await browser.newPage();
  const injured = await publicReport(reporter, 'Sí');
  const unhurt = await publicReport(reporter, 'No');
  await reporter.close();

  const page = await browser.newPage();
  await signIn(page, 'operator@example.com');
  await expectDashboard(page, 'operator');
  await page.goto('/operator/assignments');
  await expect(page.getByRole('heading', { level: 1, name: 'Cola de eventos' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Eventos de la vista' });
  const rowOf = (id: number) => list.getByRole('row').filter({ has: page.getByRole('link', { name: `#${id}`, exact: true }) });
  await expect(rowOf(injured)).toBeVisible();
  await expect(rowOf(injured).getByText(INJURED)).toBeVisible();
  await expect(rowOf(injured).getByText('Crítica')).toBeVisible();
  await expect(rowOf(injured).getByText(/^Tomar antes de /)).toBeVisible();
  await expect(rowOf(unhurt)).toBeVisible();
  await expect(rowOf(unhurt).getByText(INJURED)).toHaveCount(0);

  await rowOf(injured)
    .getByRole('link', { name: `#${injured}`, exact: true })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: `Evento N° ${injured}` });
  await expect(heading).toBeVisible();
  await expect(page.getByText(INJURED)).toBeVisible();
  await page.goto(`/operator/events/${unhurt}`);
  await expect(page.getByRole('heading', { level: 1, name: `Evento N° ${unhurt}` })).toBeVisible();
  await expect(page.getByText(INJURED)).toHaveCount(0);
});

test("the queue marks the injured report at a phone's and a desktop's width", async ({ browser, request }) => {
  const id = await createReport(request, {
    ...SOME_PLACE,
    ...PUBLIC_REPORTER,
    description: '<p>Volcamiento, una persona atrapada</p>',
    email: 'testigo@correo.cl',
    fullName: 'Ana Testigo',
    injured: true,
  });
  for (const [width, height, name] of [
    [360, 780, 'injured-queue-360.png'],
    [1366, 900, 'injured-queue-1366.png'],
  ] as const) {
    const { context, page } = await staffPageAt(browser, { width, height }, 'operator@example.com');
    await page.goto('/operator/assignments');
    // Cards on a phone, a table on a desktop: the same label either way.
    const list = page.getByRole(width < 768 ? 'list' : 'table', { name: 'Eventos de la vista' });
    const item = list.getByRole(width < 768 ? 'listitem' : 'row').filter({ has: page.getByRole('link', { name: `#${id}`, exact: true }) });
    await expect(item.getByText(INJURED)).toBeVisible();
    await expect(item.getByText(/^Tomar antes de /)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (process.env['SCREENSHOTS']) await page.screenshot({ path: `docs/screenshots/${name}`, fullPage: true });
    await context.close();
  }
});
