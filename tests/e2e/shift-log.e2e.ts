// Issue 39 items 5–6 on screen: on a 360 px phone the operator writes an entry in the "Libro de
// novedades" (about an event), corrects it, prepares and signs the "Entrega de turno"; a supervisor
// on a desktop opens it by its address and receives it after a confirmation; both see the handover
// and its acknowledgement in the log. The handover prints without the layout and its buttons.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectDashboard, reportByPublic, signIn } from './helpers';

const RUN = Date.now().toString(36);

function entry(page: Page, text: string | RegExp): Locator {
  return page.getByRole('list', { name: 'Entradas del libro' }).getByRole('listitem').filter({ hasText: text });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('an entry and its correction, a handover signed by the operator and received by a supervisor', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { id: eventId } = await reportByPublic(request, 'Rosa Reportante', { description: `<p>Neblina ${RUN}</p>` });

  const operatorContext = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const operator = await operatorContext.newPage();
  await signIn(operator, 'operator@example.com');
  await expectDashboard(operator, 'operator');
  await operator.getByRole('button', { name: 'Abrir menú' }).click();
  await operator.getByRole('link', { name: 'Libro de novedades' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Libro de novedades' })).toBeVisible();
  await expect(operator).toHaveURL(/\/operator\/log$/);

  const note = `Neblina densa en km 470 ${RUN}`;
  await operator.getByLabel('Texto de la novedad').fill(note);
  await operator.getByLabel('N° de evento (opcional)').fill(String(eventId));
  await operator.getByRole('button', { name: 'Agregar al libro' }).click();
  const written = entry(operator, note);
  await expect(written).toBeVisible();
  await expect(written.getByRole('link', { name: `Evento N° ${eventId}` })).toHaveAttribute('href', `/operator/events/${eventId}`);
  await expect(operator.getByLabel('Texto de la novedad')).toHaveValue('');
  await noSidewaysScroll(operator);

  const fixed = `Neblina densa en km 472 ${RUN}`;
  await written.getByRole('button', { name: /^Corregir la entrada de las \d\d:\d\d$/ }).click();
  const correction = operator.getByRole('form', { name: /^Corregir la entrada de las \d\d:\d\d$/ });
  await correction.getByLabel('Texto corregido').fill(fixed);
  await correction.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(entry(operator, fixed)).toContainText(/Corrige la entrada de las \d\d:\d\d/);
  await expect(entry(operator, note)).toContainText(/Corregida por .+ a las \d\d:\d\d/);

  // The filter by event number lives in the URL and keeps both.
  await operator.getByLabel('N° de evento', { exact: true }).fill(String(eventId));
  await operator.getByRole('button', { name: 'Filtrar' }).click();
  await expect(operator).toHaveURL(new RegExp(`/operator/log\\?event=${eventId}$`));
  await expect(operator.getByRole('list', { name: 'Entradas del libro' }).getByRole('listitem')).toHaveCount(2);

  await operator.getByRole('link', { name: 'Preparar entrega' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Preparar entrega de turno' })).toBeVisible();
  await operator.getByLabel('Nota para el turno entrante (opcional)').fill(`Grúa en camino ${RUN}`);
  const started = Date.now();
  await operator.getByRole('button', { name: 'Firmar entrega' }).click();
  await expect(operator).toHaveURL(/\/operator\/log\/handover\/\d+$/);
  const handoverId = Number(/\/handover\/(\d+)$/.exec(operator.url())![1]);
  await expect(operator.getByRole('heading', { level: 1, name: `Entrega de turno N° ${handoverId}` })).toBeVisible();
  console.log(`handover ${handoverId} signed and shown in ${Date.now() - started} ms`);
  await expect(operator.getByRole('region', { name: 'Novedades del turno' })).toContainText(fixed);
  await expect(operator.getByRole('region', { name: 'Nota' })).toContainText(`Grúa en camino ${RUN}`);
  await expect(operator.getByText('Pendiente de recepción')).toBeVisible();
  await expect(operator.getByRole('button', { name: 'Recibir turno' })).toHaveCount(0);
  await noSidewaysScroll(operator);

  // On paper: no header, no sidebar, no buttons.
  await expect(operator.getByRole('banner')).toBeVisible();
  await operator.emulateMedia({ media: 'print' });
  await expect(operator.getByRole('banner')).toBeHidden();
  await expect(operator.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(operator.getByRole('heading', { level: 1, name: `Entrega de turno N° ${handoverId}` })).toBeVisible();
  await operator.emulateMedia({ media: 'screen' });
  await expect(operator.getByRole('button', { name: 'Imprimir' })).toBeVisible();

  const supervisorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const supervisor = await supervisorContext.newPage();
  await signIn(supervisor, 'supervisor@example.com');
  await expectDashboard(supervisor, 'supervisor');
  await supervisor.goto(`/supervisor/log/handover/${handoverId}`);
  await expect(supervisor.getByRole('heading', { level: 1, name: `Entrega de turno N° ${handoverId}` })).toBeVisible();
  await supervisor.getByRole('button', { name: 'Recibir turno' }).click();
  const confirm = supervisor.getByRole('alertdialog', { name: '¿Recibir el turno?' });
  await confirm.getByRole('button', { name: 'Recibir turno' }).click();
  await expect(supervisor.getByText(/^Recibida por .+ el \d\d-\d\d-\d{4} \d\d:\d\d$/)).toBeVisible();
  await expect(supervisor.getByRole('button', { name: 'Recibir turno' })).toHaveCount(0);

  for (const [page, area] of [
    [supervisor, 'supervisor'],
    [operator, 'operator'],
  ] as const) {
    await page.goto(`/${area}/log`);
    // Case-sensitive: the acknowledgement's text says "la entrega de turno N° …" too.
    const signed = entry(page, new RegExp(`Entrega de turno N° ${handoverId}: \\d`));
    await expect(signed).toBeVisible();
    await expect(signed.getByRole('link', { name: `Ver entrega de turno N° ${handoverId}` })).toBeVisible();
    await expect(entry(page, `Recibió la entrega de turno N° ${handoverId}`)).toContainText('Recepción de turno');
  }
  await operatorContext.close();
  await supervisorContext.close();
});
