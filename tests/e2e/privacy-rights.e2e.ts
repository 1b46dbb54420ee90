// Issue 40 item 4 "Must show": a reporter (their event sent through the API, as the public form
// does) opens their follow-up link, reads the privacy notice, downloads their data (a JSON file with
// their name) and asks for erasure after a confirmation; ADMIN sees the request with its legal clock
// in "Solicitudes de datos" and resolves it; the download then no longer holds the name.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createReportWithLink, expectDashboard, SOME_PLACE, signIn } from './helpers';

const RUN = Date.now().toString(36);
// A whole screen (session, lazy chunk, queries) on a busy 2-core machine.
const LOAD = 45_000;

test('a reporter downloads their data and asks for erasure; ADMIN resolves it and the name is gone', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  const name = `Priscila Privada ${RUN.replace(/\d/g, '')}`.trim();
  // A RUT and address of this run only: the erasure reaches every event of the same e-mail or RUT.
  const { id, followUpUrl } = await createReportWithLink(request, {
    ...SOME_PLACE,
    description: `<p>Neumático en la pista ${RUN}</p>`,
    fullName: name,
    email: `privacidad-${RUN}@correo.cl`,
    phone: '56987654321',
    rut: '33.333.333-3',
    patente: 'PRIV33',
  });

  const visitor = await browser.newPage();
  await visitor.goto(followUpUrl);
  const section = visitor.getByRole('region', { name: 'Sus datos personales' });
  await expect(section).toBeVisible({ timeout: LOAD });
  await expect(section.getByText(/Sus derechos \(Ley 21\.719\)/)).toBeVisible();

  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    section.getByRole('button', { name: 'Descargar mis datos' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`mis-datos-evento-${id}.json`);
  const saved = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(saved.event).toMatchObject({ id, fullName: name, patente: 'PRIV33' });

  await section.getByRole('button', { name: 'Solicitar eliminación' }).click();
  const confirm = visitor.getByRole('alertdialog');
  await expect(confirm).toContainText('no podrá recuperarlos');
  await confirm.getByRole('button', { name: 'Sí, pedir la eliminación' }).click();
  const receipt = section.getByRole('status');
  await expect(receipt).toContainText(/Recibimos su solicitud N° \d+\. Le responderemos a más tardar el \d\d-\d\d-\d{4}/);
  const requestId = Number(/N° (\d+)/.exec((await receipt.textContent()) ?? '')![1]);

  await signIn(page, 'admin@example.com');
  await expectDashboard(page, 'admin');
  await page.goto('/admin/settings?tab=privacy-requests');
  const list = page.getByRole('list', { name: 'Solicitudes de datos' });
  const row = list.getByRole('listitem').filter({ hasText: `Solicitud N° ${requestId}: eliminación` });
  await expect(row).toBeVisible({ timeout: LOAD });
  await expect(row).toContainText(/Quedan (29|30) días/);
  await expect(row).toContainText(`Evento N° ${id}`);
  await row.getByRole('button', { name: `Atender la solicitud N° ${requestId}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('No se puede deshacer');
  await dialog.getByLabel('Motivo o detalle para el informante').fill('Eliminamos sus datos según su solicitud');
  await dialog.getByRole('button', { name: 'Marcar como atendida' }).click();
  await expect(page.getByText('Solicitud resuelta; se avisó al informante por correo.')).toBeVisible();
  await expect(row).toContainText('Atendida');
  await expect(row).toContainText(`Datos eliminados de los eventos ${id}`);

  // The follow-up still answers (the event stays), and its download no longer holds the name.
  await visitor.reload();
  await expect(section).toBeVisible({ timeout: LOAD });
  const [again] = await Promise.all([
    visitor.waitForEvent('download'),
    section.getByRole('button', { name: 'Descargar mis datos' }).click(),
  ]);
  const after = JSON.parse(await readFile((await again.path())!, 'utf8'));
  expect(after.event.fullName).toBe('');
  expect(JSON.stringify(after)).not.toContain(name);
  await expect(visitor.getByText(name)).toHaveCount(0);
  await visitor.close();
});
