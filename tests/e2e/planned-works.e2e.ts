// Issue 41 on screen: a supervisor plans a work with daily windows on the "Trabajos programados"
// screen and requests its approval; the inspector approves it; it is then on "Estado de la ruta"
// and in the WZDx feed; a reporter on a 360 px phone at a km inside it is told "Hay trabajos
// programados en este tramo" and still sends the report. The windows cover the whole day from
// yesterday to next week (Santiago dates), so the work is under way whenever the test runs.
import { expect, test, type Page } from '@playwright/test';
import { fillReportFields, signIn } from './helpers';

const RUN = Date.now().toString(36);
const TITLE = `Recapado pista lenta ${RUN}`;
const DAY = 86_400_000;
/** A Santiago calendar date, `days` from today. */
const santiagoDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * DAY),
  );

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('a work planned with daily windows, approved, shown to the public and in the feed, and noticed by a reporter', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);

  // The supervisor plans it through the screen.
  const supervisorContext = await browser.newContext();
  const supervisor = await supervisorContext.newPage();
  await signIn(supervisor, 'supervisor@example.com');
  await supervisor.getByRole('link', { name: 'Trabajos programados' }).click();
  await expect(supervisor.getByRole('heading', { level: 1, name: 'Trabajos programados' })).toBeVisible();
  await supervisor.getByRole('link', { name: 'Nuevo trabajo' }).click();
  const form = supervisor.getByRole('form', { name: 'Nuevo trabajo' });
  await form.getByLabel('Título').fill(TITLE);
  await form.getByLabel('Desde km').fill('458');
  await form.getByLabel('Hasta km').fill('462,5');
  await expect(form.getByRole('checkbox', { name: 'norte a sur' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'sur a norte' })).toBeChecked();
  await form.getByLabel('Pistas cerradas, calzada sur a norte').selectOption('ALL');
  await form.getByLabel('Velocidad máxima (km/h)').fill('60');
  await form.getByLabel('Contratista').fill('Pavimentos del Sur Ltda.');
  await form.getByLabel('Contacto en terreno').fill('Jefe de faena +56 9 1234 5678');
  await expect(form.getByRole('radio', { name: 'Ventanas diarias' })).toBeChecked();
  await form.getByLabel('Primer día').fill(santiagoDate(-1));
  await form.getByLabel('Último día (incluido)').fill(santiagoDate(7));
  await form.getByRole('checkbox', { name: 'Sábado' }).check();
  await form.getByRole('checkbox', { name: 'Domingo' }).check();
  await form.getByLabel('Hora de inicio').fill('00:00');
  await form.getByLabel('Hora de término').fill('23:59');
  await form.getByRole('button', { name: 'Guardar' }).click();

  const heading = supervisor.getByRole('heading', { level: 1, name: new RegExp(`^Trabajo #\\d+: ${TITLE}$`) });
  await expect(heading).toBeVisible();
  const id = Number(/#(\d+)/.exec((await heading.textContent()) ?? '')![1]);
  await expect(supervisor).toHaveURL(new RegExp(`/supervisor/works/${id}$`));
  await expect(supervisor.getByText('Borrador', { exact: true })).toBeVisible();
  await supervisor.getByRole('button', { name: 'Solicitar aprobación' }).click();
  await expect(supervisor.getByRole('button', { name: 'Solicitar aprobación' })).toHaveCount(0);
  await expect(supervisor.getByText('Aprobación solicitada', { exact: true }).first()).toBeVisible();

  // The inspector approves it: under way at once (today's window).
  const inspectorContext = await browser.newContext();
  const inspector = await inspectorContext.newPage();
  await signIn(inspector, 'inspector@example.com');
  await expect(inspector.getByRole('link', { name: 'Trabajos programados' })).toBeVisible();
  await inspector.goto(`/inspector/works/${id}`);
  await expect(inspector.getByRole('heading', { level: 1, name: `Trabajo #${id}: ${TITLE}` })).toBeVisible();
  await inspector.getByRole('button', { name: 'Aprobar' }).click();
  await expect(inspector.getByText('Activo ahora', { exact: true })).toBeVisible();
  await expect(inspector.getByRole('heading', { name: 'Historial' })).toBeVisible();
  await expect(inspector.getByText('Aprobado', { exact: true })).toBeVisible();

  // "Estado de la ruta" (shared for a few seconds: read until it shows it).
  const roadPage = await browser.newPage();
  await expect(async () => {
    await roadPage.goto('/estado-de-la-ruta');
    await expect(roadPage.getByRole('heading', { level: 3, name: `${TITLE} · km 458 a 462,5` })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const item = roadPage.getByRole('listitem').filter({ has: roadPage.getByRole('heading', { name: `${TITLE} · km 458 a 462,5` }) });
  await expect(item).toContainText('En curso ahora');
  await expect(item).toContainText('Calzada norte a sur: bloqueo parcial; Calzada sur a norte: bloqueo total');
  await expect(item).toContainText(/\d\d-\d\d-\d{4} 00:00 a 23:59 \(en curso\)/);
  await expect(item).not.toContainText('Pavimentos');

  // The WZDx feed (cached for a few seconds too) carries it, by its id, with its title.
  await expect(async () => {
    const feed = await request.get('/feeds/wzdx');
    expect(feed.status()).toBe(200);
    const features = (await feed.json()).features as { id: string; properties: { core_details: { description?: string } } }[];
    const ours = features.filter((f) => f.properties.core_details.description === TITLE);
    expect(ours.length).toBeGreaterThan(0);
    for (const f of ours) expect(f.id).toContain(String(id));
  }).toPass({ timeout: 30_000 });

  // A reporter at km 460 on a phone: told about it, and the report still goes.
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto('/event/form');
  const report = phone.getByRole('form');
  await fillReportFields(report, { fullName: 'Rosa Reportante', category: 'Accidente' });
  const notice = phone.getByRole('status').filter({ hasText: 'Hay trabajos programados en este tramo' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`${TITLE} · km 458 a 462,5`);
  await expect(notice).toContainText('calzada sur a norte: cierre total');
  await noSidewaysScroll(phone);
  const editor = phone.getByRole('textbox', { name: /^Descripción/ });
  await editor.click();
  await editor.pressSequentially('Cono caído en la faena.');
  await phone.getByRole('button', { name: 'Crear Evento' }).click();
  await expect(phone.getByText(/Número de evento: \d+/).first()).toBeVisible({ timeout: 30_000 });

  await Promise.all([supervisorContext.close(), inspectorContext.close(), phoneContext.close(), roadPage.close()]);
});
