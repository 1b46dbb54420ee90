// Issue 40 "Must show": with a standard in force and an event that breached it (both made through the
// API), the inspector opens "Cumplimiento", sees the breach and raises an observation on it with a
// proposed fine; the supervisor answers it citing a photo uploaded from the answer; the inspector
// resolves it as dismissed with the reason after a confirmation; both sides see every step dated.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, expectDashboard, reportByPublic, signIn } from './helpers';

const RUN = Date.now().toString(36);
const STAMP = /\d\d-\d\d-\d{4} \d\d:\d\d/;
// A whole screen (session, lazy chunk, three queries) on a busy 2-core machine.
const LOAD = 45_000;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** Today on the Chilean calendar: the day the server dates standards and months by. */
function chileDay(now = new Date()): { day: string; year: number; month: number } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now);
  const [year, month] = day.split('-').map(Number) as [number, number];
  return { day, year, month };
}

function observationCard(page: Page, text: string): Locator {
  return page.getByRole('list', { name: 'Observaciones' }).getByRole('listitem').filter({ hasText: text });
}

test('the inspector raises an observation on a breach, the concession answers, the inspector resolves it', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const admin = { authorization: await apiToken(request, 'admin@example.com') };
  const supervisorApi = { authorization: await apiToken(request, 'supervisor@example.com') };
  const { id } = await reportByPublic(request, 'Rosa Reportante', { description: `<p>Camión en panne ${RUN}</p>` });
  const event = (await (await request.get(`/api/ticket/${id}`, { headers: admin })).json()).payload;
  const reportedAt = new Date(event.createdAt).getTime();
  const { day, year, month } = chileDay();
  // The event's own classification: it beats the demo's standard for the whole severity.
  const created = await request.post('/api/standards', {
    headers: admin,
    data: {
      severity: event.severity,
      classificationId: event.classificationId,
      onSceneMinutes: 1,
      lanesOpenMinutes: null,
      clearedMinutes: null,
      inspectorNoticeMinutes: null,
      effectiveFrom: day,
    },
  });
  expect(created.status()).toBe(201);
  const standard = (await created.json()).payload;

  const inspectorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const inspector = await inspectorContext.newPage();
  await signIn(inspector, 'inspector@example.com');
  await expectDashboard(inspector, 'inspector');
  const supervisorContext = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const supervisor = await supervisorContext.newPage();
  await signIn(supervisor, 'supervisor@example.com');
  await expectDashboard(supervisor, 'supervisor');

  // A breach of a one-minute limit needs the first unit on scene more than a minute after the report
  // (the server refuses a milestone before the report or in the future): wait for that minute to pass.
  await expect.poll(() => Date.now() - reportedAt, { timeout: 90_000, intervals: [1_000] }).toBeGreaterThan(62_000);
  const onScene = await request.post(`/api/ticket/${id}/milestone`, { headers: supervisorApi, data: { code: 'ON_SCENE' } });
  expect(onScene.status(), await onScene.text()).toBe(200);

  // The inspector: the standard on screen, the breach, an observation with a proposed fine.
  await inspector.getByRole('link', { name: 'Cumplimiento' }).click();
  await expect(inspector.getByRole('heading', { level: 1, name: 'Cumplimiento' })).toBeVisible();
  await inspector.goto(`/inspector/compliance?year=${year}&month=${month}`);
  const standards = inspector.getByRole('table', { name: 'Estándares de servicio' });
  await expect(standards.getByRole('row').filter({ hasText: standard.classificationName })).toContainText('Vigente');
  await expect(inspector.getByRole('form', { name: 'Agregar estándar' })).toHaveCount(0);
  const breach = inspector
    .getByRole('list', { name: 'Incumplimientos' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^Evento #${id}: Primera unidad en el lugar, [\\d,.]+ min \\(límite 1 min\\)`) });
  await expect(breach).toBeVisible({ timeout: LOAD });
  await breach.getByRole('button', { name: `Abrir observación sobre el evento #${id}` }).click();
  const raise = inspector.getByRole('form', { name: `Abrir observación sobre el evento #${id}` });
  const text = `La primera unidad llegó fuera de plazo ${RUN}`;
  await raise.getByLabel(/^Observación/).fill(text);
  await raise.getByLabel('Multa propuesta (UTM)').fill('2,5');
  await raise.getByRole('button', { name: 'Enviar observación' }).click();
  await expect(raise).toBeHidden();
  let card = observationCard(inspector, text);
  await expect(card).toContainText(new RegExp(`Observación #\\d+ · evento #${id} · Abierta`));
  await expect(card).toContainText(new RegExp(`Abierta por .+ el ${STAMP.source}`));
  await expect(card).toContainText('Multa propuesta: 2,5 UTM');
  await expect(card.getByRole('button', { name: 'Resolver' })).toBeVisible();

  // The concession, on a phone: sees it, answers citing a photo uploaded from the answer.
  await supervisor.goto(`/supervisor/compliance?year=${year}&month=${month}`);
  let theirs = observationCard(supervisor, text);
  await expect(theirs).toContainText('Abierta', { timeout: LOAD });
  await expect(supervisor.getByRole('button', { name: /^Abrir observación/ })).toHaveCount(0);
  await theirs.getByRole('button', { name: 'Responder' }).click();
  const answer = `La unidad atendía un choque en km 455 ${RUN}`;
  await theirs.getByLabel(/^Respuesta de la concesión/).fill(answer);
  const files = theirs.getByRole('group', { name: /Archivos del evento que cita la respuesta/ });
  await files.locator('input[type="file"]').setInputFiles({ name: `bitacora-${RUN}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(files.getByRole('checkbox', { name: new RegExp(`bitacora-${RUN}\\.png`) })).toBeChecked();
  await theirs.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(theirs).toContainText('Respondida');
  await expect(theirs).toContainText(new RegExp(`Respuesta de la concesión \\(.+, ${STAMP.source}\\): ${answer}`));
  await expect(theirs.getByRole('button', { name: `Descargar bitacora-${RUN}.png` })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Responder' })).toHaveCount(0);
  const noSideways = await supervisor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(noSideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);

  // The inspector sees the answer and its file, and resolves it after confirming.
  await inspector.reload();
  card = observationCard(inspector, text);
  await expect(card).toContainText(new RegExp(`Respuesta de la concesión \\(.+, ${STAMP.source}\\): ${answer}`), { timeout: LOAD });
  await expect(card.getByRole('button', { name: `Descargar bitacora-${RUN}.png` })).toBeEnabled();
  await card.getByRole('button', { name: 'Resolver' }).click();
  await card.getByLabel(/^Resultado/).selectOption({ label: 'Desestimada' });
  const reason = `La unidad estaba despachada a un evento más grave ${RUN}`;
  await card.getByLabel(/^Fundamento/).fill(reason);
  await card.getByRole('button', { name: 'Resolver observación' }).click();
  const confirm = inspector.getByRole('alertdialog');
  await expect(confirm).toContainText('como «Desestimada»');
  await confirm.getByRole('button', { name: 'Resolver observación' }).click();
  await expect(card).toContainText(new RegExp(`Observación #\\d+ · evento #${id} · Resuelta`));
  await expect(card).toContainText(new RegExp(`Desestimada \\(.+, ${STAMP.source}\\): ${reason}`));
  await expect(card.getByRole('button', { name: 'Resolver' })).toHaveCount(0);

  // The concession sees every step dated.
  await supervisor.reload();
  theirs = observationCard(supervisor, text);
  await expect(theirs).toContainText(new RegExp(`Abierta por .+ el ${STAMP.source}`), { timeout: LOAD });
  await expect(theirs).toContainText(new RegExp(`Respuesta de la concesión \\(.+, ${STAMP.source}\\)`));
  await expect(theirs).toContainText(new RegExp(`Desestimada \\(.+, ${STAMP.source}\\): ${reason}`));

  // The server kept the same steps.
  const list = await request.get(`/api/observations?ticketId=${id}`, { headers: admin });
  const [stored] = (await list.json()).payload.content;
  expect(stored).toMatchObject({
    state: 'RESOLVED',
    outcome: 'DISMISSED',
    proposedUtm: 2.5,
    standardId: standard.id,
    text,
    replyText: answer,
    reason,
  });
  expect(stored.replyAttachmentIds).toHaveLength(1);
  await inspectorContext.close();
  await supervisorContext.close();
});
