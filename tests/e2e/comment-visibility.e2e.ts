// Internal and public comments (issue 23): an operator's internal note stays with the team; only a
// comment made public reaches the reporter's follow-up page.
import { expect, test } from '@playwright/test';
import { apiToken, expectDashboard, reportByPublic, signIn } from './helpers';

test('an internal note never reaches the follow-up page; a public comment does', async ({ page, request, browser }) => {
  const { id, followUpUrl } = await reportByPublic(request, 'Marcela Ortiz', {
    description: '<p>Camión detenido en la pista derecha</p>',
    dateEvent: new Date(Date.now() - 15 * 60_000).toISOString(),
  });

  await signIn(page, 'supervisor@example.com');
  await expectDashboard(page, 'supervisor');
  await page.goto(`/supervisor/events/${id}`);
  const box = page.getByLabel('Nuevo comentario');
  await box.fill('Carabineros avisados, patente del camión anotada');
  await page.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByText('El comentario fue guardado con éxito')).toBeVisible();
  await page.getByText('Público: también quien reportó').click();
  await expect(page.getByRole('radio', { name: 'Público: también quien reportó' })).toBeChecked();
  await box.fill('La grúa va en camino');
  await page.getByRole('button', { name: 'Publicar para quien reportó' }).click();
  const comments = page.getByRole('list', { name: 'Comentarios del evento' });
  await expect(comments.getByRole('listitem').first()).toContainText('Público');
  await expect(comments.getByRole('listitem').nth(1)).toContainText('Interno');

  // The reporter, signed out in another browser, follows the event up with their secret link.
  const visitor = await browser.newPage();
  await visitor.goto(followUpUrl);
  await expect(visitor.getByText('La grúa va en camino')).toBeVisible();
  await expect(visitor.getByText(/Carabineros/)).toHaveCount(0);
  await visitor.close();
});

test('the reporter adds a comment and a photo from the follow-up page; staff see them as the reporter’s', async ({
  page,
  request,
  browser,
}) => {
  const { id, followUpUrl } = await reportByPublic(request, 'Tomás Fuentes', {
    description: '<p>Animal suelto en la berma</p>',
  });

  const visitor = await browser.newPage();
  await visitor.goto(followUpUrl);
  const add = visitor.getByRole('region', { name: 'Agregar información' });
  await add.getByLabel('Comentario').fill('El caballo sigue en la berma, cerca del paradero');
  // A one-pixel PNG: the server sniffs and re-encodes it like any photo.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
  await add.locator('input[type="file"]').setInputFiles({ name: 'berma.png', mimeType: 'image/png', buffer: png });
  await add.getByRole('button', { name: 'Enviar información' }).click();
  await expect(add.getByText('Gracias, agregamos su información al evento.')).toBeVisible({ timeout: 20_000 });
  await expect(visitor.getByText('El caballo sigue en la berma, cerca del paradero')).toBeVisible();
  await visitor.close();

  await signIn(page, 'supervisor@example.com');
  await expectDashboard(page, 'supervisor');
  await page.goto(`/supervisor/events/${id}`);
  const comments = page.getByRole('list', { name: 'Comentarios del evento' });
  const fromReporter = comments.getByRole('listitem').filter({ hasText: 'El caballo sigue en la berma' });
  await expect(fromReporter).toContainText('Reportante: Tomás Fuentes');
  await expect(fromReporter).toContainText('Público');
  const photos = await request.get(`/api/ticket/${id}/attachment?page=0&size=10`, {
    headers: { authorization: await apiToken(request, 'admin@example.com') },
  });
  expect((await photos.json()).payload.total).toBe(1);
});
