// Issue 37 item 8: the operator's lists. The filters set in "Eventos" and in the queue live in the
// URL (a reload and back/forward keep them); in the queue j/k move the selection, Enter opens the
// selected event and t takes it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, createReport, PUBLIC_REPORTER, signIn } from './helpers';

/** A visitor's report on the Collipulli stretch at `kilometer`. */
function report(request: APIRequestContext, kilometer: number): Promise<number> {
  return createReport(request, {
    description: '<p>Vehículo detenido en la berma</p>',
    kilometer,
    sector: 'Cuesta Las Raíces',
    commune: 'Collipulli',
    orientation: 'NORTH',
    email: 'testigo@correo.cl',
    fullName: 'Ana Testigo',
    ...PUBLIC_REPORTER,
  });
}

/** The event numbers of the queue's rows, in the order shown. */
async function queueIds(page: Page): Promise<number[]> {
  const rows = page.locator('[data-queue-row]');
  await expect(rows.first()).toBeVisible();
  return (await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-queue-row')))).map(Number);
}

/** Signs in to `area`, opens the list at `path` and filters it to km `from`–`to` in Collipulli; answers the filters. */
async function openFiltered(
  page: Page,
  area: string,
  path: string,
  names: { search: string; apply: string },
  [from, to]: [string, string],
) {
  await signIn(page, `${area}@example.com`);
  await expect(page).toHaveURL(new RegExp(`/${area}/dashboard$`));
  await page.goto(path);
  const filters = page.getByRole('search', { name: names.search });
  await filters.getByLabel('Desde el km').fill(from);
  await filters.getByLabel('Hasta el km').fill(to);
  await filters.getByLabel('Comuna').selectOption('Collipulli');
  await filters.getByRole('button', { name: names.apply }).click();
  return filters;
}

test('filters set in the events list survive a reload, and back/forward move between them', async ({ page, request }) => {
  const inside = [await report(request, 556.2), await report(request, 556.3)];
  const outside = await report(request, 556.9);
  const filters = await openFiltered(page, 'supervisor', '/supervisor/events', { search: 'Filtros', apply: 'Aplicar filtros' }, [
    '556,1',
    '556,4',
  ]);
  await expect(page).toHaveURL(/\/supervisor\/events\?kmFrom=556\.1&kmTo=556\.4&commune=Collipulli$/);

  const expectFiltered = async () => {
    for (const id of inside) await expect(page.getByRole('link', { name: `Ver evento ${id}` }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: `Ver evento ${outside}` })).toHaveCount(0);
    await expect(page.getByText(/^\d+ eventos? encontrados?$/)).toBeVisible();
    await expect(filters.getByLabel('Desde el km')).toHaveValue('556.1');
    await expect(filters.getByLabel('Hasta el km')).toHaveValue('556.4');
    await expect(filters.getByLabel('Comuna')).toHaveValue('Collipulli');
  };
  await expectFiltered();
  await page.reload();
  await expectFiltered();

  await page.goBack();
  await expect(page).toHaveURL(/\/supervisor\/events$/);
  await expect(filters.getByLabel('Desde el km')).toHaveValue('');
  await page.goForward();
  await expect(page).toHaveURL(/kmFrom=556\.1&kmTo=556\.4&commune=Collipulli$/);
  await expectFiltered();

  await filters.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/supervisor\/events$/);
});

test("the queue's filters survive a reload; j/k/Enter open the selected event and t takes it", async ({ page, request }) => {
  const mine = [await report(request, 578.2), await report(request, 578.3)];
  const filters = await openFiltered(
    page,
    'operator',
    '/operator/assignments?view=unassigned',
    { search: 'Filtrar la cola', apply: 'Filtrar' },
    ['578,1', '578,4'],
  );
  await expect(page).toHaveURL(/\/operator\/assignments\?view=unassigned&kmFrom=578\.1&kmTo=578\.4&commune=Collipulli$/);
  await expect(page.getByRole('link', { name: `#${mine[0]}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${mine[1]}` })).toBeVisible();

  await page.reload();
  await expect(filters.getByLabel('Desde el km')).toHaveValue('578.1');
  await expect(page.getByRole('link', { name: `#${mine[1]}` })).toBeVisible();
  const ids = await queueIds(page);
  expect([...ids].sort()).toEqual([...mine].sort());

  // j selects the first row, j the second, k back to the first: the focus follows on its link.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('j');
  await expect(page.getByRole('link', { name: `#${ids[0]}` })).toBeFocused();
  await page.keyboard.press('j');
  await expect(page.getByRole('link', { name: `#${ids[1]}` })).toBeFocused();
  await expect(page.locator(`[data-queue-row="${ids[1]}"]`)).toHaveAttribute('data-current', 'true');
  await page.keyboard.press('k');
  await expect(page.getByRole('link', { name: `#${ids[0]}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/operator/events/${ids[0]}$`));
  await expect(page.getByRole('heading', { name: `Evento N° ${ids[0]}` })).toBeVisible();

  // Back in the queue, filters kept: "?" shows the help; then j, j, t takes the second event.
  await page.goBack();
  await expect(page).toHaveURL(/kmFrom=578\.1&kmTo=578\.4&commune=Collipulli$/);
  await expect(page.getByRole('link', { name: `#${ids[1]}` })).toBeVisible();
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Atajos de teclado de la cola' });
  await expect(help.getByText('Tomar el evento seleccionado')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(page.getByRole('link', { name: `#${ids[1]}` })).toBeFocused();
  await page.keyboard.press('t');
  await expect(page.getByText(`Usted tomó el evento ${ids[1]}`).first()).toBeVisible();
  // The server stored it: someone holds it now, and it is in this operator's "Míos".
  const admin = { authorization: await apiToken(request, 'admin@example.com') };
  const taken = (await (await request.get(`/api/ticket/${ids[1]}`, { headers: admin })).json()).payload;
  expect(taken.assignedToId).not.toBeNull();
  // It left the unassigned view; the other one is still there.
  await expect(page.getByRole('link', { name: `#${ids[1]}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `#${ids[0]}` })).toBeVisible();
  await page.getByRole('tab', { name: /Míos/ }).click();
  await expect(page.getByRole('button', { name: `Liberar evento ${ids[1]}` })).toBeVisible();
});
