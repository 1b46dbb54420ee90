// Issue 37 item 3: one rule decides the status and the lanes from the milestones. An operator takes
// an event whose lanes the control room recorded blocked and records T2…T6 on the staff page; after
// each step the staff page, the public road page and the Open511 feed tell the same status and lanes
// (taking, T3, T4 → "En proceso"; T5 → lanes open; closing → "Cerrado", lanes open; reopening keeps them open).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken as token, expectDashboard, reportBySupervisor, signIn } from './helpers';

const KM = 566.7;

/** The event's "Pistas" on /estado-de-la-ruta (null when the page does not list it). */
async function roadPageLanes(request: APIRequestContext): Promise<string | null> {
  const html = await (await request.get('/estado-de-la-ruta')).text();
  const item = [...html.matchAll(/<li class="[A-Z]+">([\s\S]*?)<\/li>/g)].map((m) => m[1]!).find((li) => li.includes('km 566,7'));
  return item?.match(/<dt>Pistas<\/dt><dd>([^<]*)<\/dd>/)?.[1] ?? null;
}

/** The event's roads in the Open511 feed (`<direction> <state>`), or null when not listed. */
async function feedRoads(request: APIRequestContext, id: number, status: 'ACTIVE' | 'ARCHIVED'): Promise<string[] | null> {
  const feed = (await (await request.get(`/open511/events?status=${status}&limit=500`)).json()) as {
    events: { id: string; roads: { direction: string; state: string }[] }[];
  };
  return feed.events.find((e) => e.id.endsWith(`/${id}`))?.roads.map((r) => `${r.direction} ${r.state}`) ?? null;
}

/** The public page and the feed are cached a few seconds: polled until they say it. */
async function expectPublic(request: APIRequestContext, id: number, lanes: string | null, active: string[] | null) {
  await expect.poll(() => roadPageLanes(request), { timeout: 20_000 }).toBe(lanes);
  await expect.poll(() => feedRoads(request, id, 'ACTIVE'), { timeout: 20_000 }).toEqual(active);
}

async function expectStaff(page: Page, status: string, north: string, south: string) {
  await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
  // The triage form shows the lanes as stored.
  await expect(page.getByRole('combobox', { name: 'Norte', exact: true })).toHaveValue(north);
  await expect(page.getByRole('combobox', { name: 'Sur', exact: true })).toHaveValue(south);
}

test('status and lanes after each milestone on the staff page, the public road page and the Open511 feed', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const supervisor = { authorization: await token(request, 'supervisor@example.com') };
  const id = await reportBySupervisor(request, supervisor, {
    description: '<p>Camión volcado cruzado en ambas calzadas</p>',
    kilometer: KM,
    sector: 'Puente Malleco',
    commune: 'Collipulli',
    patente: 'SSPV11',
  });
  // The control room records both directions blocked.
  expect(
    (
      await request.put(`/api/ticket/${id}/triage`, { headers: supervisor, data: { lanesBlocked: { NORTH: 'ALL', SOUTH: 'ALL' } } })
    ).status(),
  ).toBe(200);
  await expectPublic(request, id, 'Calzada norte a sur: bloqueo total; Calzada sur a norte: bloqueo total', ['S CLOSED', 'N CLOSED']);

  const page = await browser.newPage();
  await signIn(page, 'operator@example.com');
  await expectDashboard(page, 'operator');
  await page.goto(`/operator/events/${id}`);
  await expect(page.getByRole('heading', { name: `Evento N° ${id}` })).toBeVisible();
  await expect(page.getByText('Abierto', { exact: true }).first()).toBeVisible();

  // Taking works it (and records T3).
  await page.getByRole('button', { name: 'Tomar' }).click();
  await expectStaff(page, 'En proceso', 'ALL', 'ALL');
  const milestones = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Hitos del incidente' }) });

  // T2 is offered after taking; T4 keeps it worked, the lanes still blocked.
  await milestones.getByRole('button', { name: 'Registrar: Verificado' }).click();
  await expect(milestones.getByRole('button', { name: 'Registrar: Verificado' })).toBeHidden();
  await expectStaff(page, 'En proceso', 'ALL', 'ALL');
  await milestones.getByRole('button', { name: 'Registrar: En el lugar' }).click();
  await expect(milestones.getByRole('button', { name: 'Registrar: Pistas habilitadas' })).toBeVisible();
  await expectStaff(page, 'En proceso', 'ALL', 'ALL');
  await expectPublic(request, id, 'Calzada norte a sur: bloqueo total; Calzada sur a norte: bloqueo total', ['S CLOSED', 'N CLOSED']);

  // T5: the lanes recorded before it are open, everywhere.
  await milestones.getByRole('button', { name: 'Registrar: Pistas habilitadas' }).click();
  await expect(milestones.getByRole('button', { name: 'Registrar: Despejado' })).toBeVisible();
  await expectStaff(page, 'En proceso', 'NONE', 'NONE');
  await expectPublic(request, id, 'Calzada norte a sur: sin bloqueo; Calzada sur a norte: sin bloqueo', ['S ALL_LANES_OPEN']);

  // T6 closes it with the lanes open: gone from the page, archived open in the feed.
  await milestones.getByRole('button', { name: 'Registrar: Despejado' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Motivo de cierre/ }).selectOption({ label: 'Resuelto' });
  await dialog.getByRole('button', { name: 'Registrar hito' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cerrado', { exact: true }).first()).toBeVisible();
  await expectPublic(request, id, null, null);
  await expect.poll(() => feedRoads(request, id, 'ARCHIVED'), { timeout: 20_000 }).toEqual(['S ALL_LANES_OPEN']);

  // Reopened by the supervisor: worked again, the lanes still open on the public page and the feed.
  const reopened = await request.post(`/api/ticket/${id}/reopen`, { headers: supervisor, data: { reason: 'Volvió a caer carga' } });
  expect(reopened.status()).toBe(200);
  expect((await reopened.json()).payload).toMatchObject({ statusCode: 'EN_PROCESO', lanesBlocked: { NORTH: 'NONE', SOUTH: 'NONE' } });
  await expectPublic(request, id, 'Calzada norte a sur: sin bloqueo; Calzada sur a norte: sin bloqueo', ['S ALL_LANES_OPEN']);
  await page.close();
});
