// Internal and public comments (issue 23): an operator's internal note stays with the team; only a
// comment made public reaches the reporter's follow-up page.
import { expect, test } from '@playwright/test';
import { expectDashboard, signIn } from './helpers';

test('an internal note never reaches the follow-up page; a public comment does', async ({ page, request, browser }) => {
  const reporter = `reportante-${Date.now()}@correo.cl`;
  const category = (await (await request.get('/api/ticket/category')).json()).payload[0];
  const sub = (await (await request.get(`/api/ticket/category/${category.id}/subcategories`)).json()).payload[0];
  const cls = (await (await request.get(`/api/ticket/category/subcategories/${sub.id}/classifications`)).json()).payload[0];
  const created = await request.post('/api/ticket', {
    data: {
      description: '<p>Camión detenido en la pista derecha</p>',
      kilometer: 470.2,
      sector: 'Enlace Yumbel',
      commune: 'Cabrero',
      orientation: 'SOUTH',
      dateEvent: new Date(Date.now() - 15 * 60_000).toISOString(),
      channelCode: 'WEB_SELF_SERVICE',
      category: category.code,
      subcategory: sub.id,
      classificationId: cls.id,
      realAddress: '',
      email: reporter,
      fullName: 'Marcela Ortiz',
      phone: '56987654321',
      rut: '12.345.678-5',
      patente: 'KJTR22',
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).payload as number;

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

  // The reporter, signed out in another browser, follows the event up.
  const visitor = await browser.newPage();
  await visitor.goto('/event/follow-up');
  await visitor.getByLabel('Número de evento').fill(String(id));
  await visitor.getByLabel('Correo electrónico').fill(reporter);
  await visitor.getByRole('button', { name: 'Consultar' }).click();
  await expect(visitor.getByText('La grúa va en camino')).toBeVisible();
  await expect(visitor.getByText(/Carabineros/)).toHaveCount(0);
  await visitor.close();
});
