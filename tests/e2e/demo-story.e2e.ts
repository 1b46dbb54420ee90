// The demo tells a living story (issue 37 item 12). The suite's server seeds the demo as `pnpm start`
// does, told from its start time: a supervisor finds in the queue the critical crash reported minutes
// before the start, still untaken, and the crash with a unit on scene, both reported within the last day.
import { expect, test, type Locator } from '@playwright/test';
import { expectDashboard, signIn } from './helpers';

const DAY = 24 * 3600_000;
/** When the row's event was reported: its age cell's time (the first time in the row). */
const reportedAt = async (row: Locator) => Date.parse((await row.locator('time').first().getAttribute('datetime')) ?? '');

test('a fresh start shows open events reported within the last day', async ({ page }) => {
  await signIn(page, 'supervisor@example.com');
  await expectDashboard(page, 'supervisor');
  // Each narrowed to its stretch of road: other browser tests fill the open view with events of their own.
  const rowsAt = async (kmFrom: number, kmTo: number) => {
    await page.goto(`/supervisor/assignments?view=open&kmFrom=${kmFrom}&kmTo=${kmTo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cola de eventos' })).toBeVisible();
    const list = page.getByLabel('Eventos de la vista');
    return list.getByRole('row').or(list.getByRole('listitem'));
  };
  const critical = (await rowsAt(486, 487)).filter({ hasText: 'Colisión múltiple' }).filter({ hasText: /km 486[.,]4/ });
  await expect(critical).toHaveCount(1);
  await expect(critical).toContainText('Crítica');
  await expect(critical).toContainText('Sin asignar');
  expect(Date.now() - (await reportedAt(critical))).toBeLessThan(DAY);
  const onScene = (await rowsAt(512, 513)).filter({ hasText: 'Choque por alcance' }).filter({ hasText: /km 512[.,]3/ });
  await expect(onScene).toHaveCount(1);
  await expect(onScene).toContainText('En proceso');
  expect(Date.now() - (await reportedAt(onScene))).toBeLessThan(DAY);
});
