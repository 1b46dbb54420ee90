// Issue 37 item 6: the public road page publishes only what the control room verified, and stays
// current by itself. A public report is not on the page; the operator verifies it (T2) on the staff
// page; the page left open shows it within a minute and a bit, without a reload, and says so
// politely. At 360 px no km label of the strips touches another, nor does one marker another.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectDashboard, reportByPublic, signIn } from './helpers';

const KM = 468.9;
const ITEM = `km ${String(KM).replace('.', ',')}`;

/** The page's list item about our report (none while it is not published). */
const ourItem = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`· ${ITEM}$`) }) });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(locator: Locator): Promise<Box[]> {
  const all: Box[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    expect(box).not.toBeNull();
    all.push(box!);
  }
  return all;
}

function expectApart(all: Box[]) {
  const touching = all.flatMap((a, i) =>
    all
      .slice(i + 1)
      .filter((b) => overlaps(a, b))
      .map((b) => [a, b]),
  );
  expect(touching).toEqual([]);
}

test('a public report reaches the open road page once the operator verifies it, without a reload', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const { id } = await reportByPublic(request, 'Tomás Testigo', {
    description: '<p>Auto en la berma con humo</p>',
    kilometer: KM,
    sector: 'Enlace Cabrero',
    commune: 'Cabrero',
    orientation: 'NORTH',
  });

  await page.goto('/estado-de-la-ruta');
  await expect(page.getByRole('heading', { level: 1, name: 'Estado de la ruta' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Eventos abiertos \(\d+\)$/ })).toBeVisible();
  await expect(ourItem(page)).toHaveCount(0);
  // A reload would lose this mark: the page must change in place.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // The operator takes it and records T2 "Verificado" on the staff page.
  const staff = await browser.newPage();
  await signIn(staff, 'operator@example.com');
  await expectDashboard(staff, 'operator');
  await staff.goto(`/operator/events/${id}`);
  await expect(staff.getByRole('heading', { name: `Evento N° ${id}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Tomar' }).click();
  const milestones = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'Hitos del incidente' }) });
  await milestones.getByRole('button', { name: 'Registrar: Verificado' }).click();
  await expect(milestones.getByRole('button', { name: 'Registrar: Verificado' })).toBeHidden();
  await staff.close();

  // The page refreshes itself every minute (and the shared copy lives a few seconds): within ~70 s.
  await expect(ourItem(page)).toHaveCount(1, { timeout: 75_000 });
  await expect(ourItem(page)).toContainText('Calzada norte a sur: sin bloqueo; Calzada sur a norte: sin bloqueo');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect(page.getByRole('status')).toHaveText(
    /^Estado de la ruta actualizado al \d\d-\d\d-\d{4} \d\d:\d\d: \d+ eventos? abiertos?\.$/,
  );
});

test('at 360 px no km label of the strips overlaps another, nor one marker another', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/estado-de-la-ruta');
  const strips = page.locator('figure.strip');
  await expect(strips).toHaveCount(2);
  for (const strip of await strips.all()) {
    const labels = await boxes(strip.locator('text.km'));
    expect(labels).toHaveLength(5);
    expectApart(labels);
    // Inside the strip, not cut at the phone's edge.
    const frame = (await strip.boundingBox())!;
    for (const label of labels) {
      expect(label.x).toBeGreaterThanOrEqual(frame.x);
      expect(label.x + label.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    expectApart(await boxes(strip.locator('circle')));
  }
  // The page fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('says politely when a refresh failed, keeps what it showed, and recovers on the next one', async ({ page }) => {
  // The page's clock, moved by the test: a minute passes at once.
  await page.clock.install();
  await page.goto('/estado-de-la-ruta');
  const heading = page.getByRole('heading', { level: 2, name: /^Eventos abiertos \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const shown = await heading.textContent();
  await page.route('**/estado-de-la-ruta', (route) => route.abort('internetdisconnected'));
  await page.clock.runFor(61_000);
  await expect(page.getByRole('status')).toHaveText('No se pudo actualizar el estado de la ruta. Se volverá a intentar en un minuto.');
  await expect(heading).toHaveText(shown!);
  await page.unroute('**/estado-de-la-ruta');
  await page.clock.runFor(61_000);
  await expect(page.getByRole('status')).toHaveText(/^Estado de la ruta actualizado al .+: \d+ eventos? abiertos?\.$/);
  await expect(heading).toBeVisible();
});
