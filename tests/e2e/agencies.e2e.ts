// Issue 39 item 4 "Must show": on a 360 px phone, an operator tells Carabineros (with their reference)
// and SAMU (at an earlier time, with the reason) of an event, records SAMU's arrival, and the handover
// text shows the agencies, the km and direction and the unit sent. What the server stored is checked too.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, closeMessage, localDateTime, reportBySupervisor, signOffDriver, staffPhoneAt } from './helpers';

interface UnitRow {
  id: number;
  code: string;
}

/** The demo driver on shift on A-01, from no shift (whatever an earlier test or try left). */
async function unitOnShift(request: APIRequestContext, driver: Record<string, string>, control: Record<string, string>) {
  await signOffDriver(request, driver, control);
  const all = (await (await request.get('/api/unit', { headers: control })).json()).payload as UnitRow[];
  const a01 = all.find((u) => u.code === 'A-01')!;
  const res = await request.post(`/api/unit/${a01.id}/shift`, { headers: driver });
  expect(res.status()).toBe(200);
  return (await res.json()).payload as UnitRow;
}

test('an operator records Carabineros and SAMU, SAMU arrives, and the handover text reads it all', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const supervisor = { authorization: await apiToken(request, 'supervisor@example.com') };
  const driver = { authorization: await apiToken(request, 'driver@example.com') };
  const id = await reportBySupervisor(request, supervisor, {
    description: '<p>Choque de dos vehículos, uno volcado</p>',
    patente: 'AGNC39',
  });
  const unit = await unitOnShift(request, driver, supervisor);
  const sent = await request.post(`/api/ticket/${id}/dispatch`, { headers: supervisor, data: { unitId: unit.id } });
  expect(sent.status()).toBe(200);

  const { context, page: operator } = await staffPhoneAt(browser, 'operator@example.com');
  await operator.goto(`/operator/events/${id}`);
  const section = operator.getByRole('region', { name: 'Organismos avisados' });
  await expect(section.getByText('Aún no se ha avisado a ninguna institución.')).toBeVisible({ timeout: 15_000 });
  // One tap calls them from the phone.
  await expect(section.getByRole('link', { name: 'Llamar a SAMU al 131' })).toHaveAttribute('href', 'tel:131');

  // Carabineros, now, with their case number.
  await section.getByRole('button', { name: 'Avisar a Carabineros de Chile' }).click();
  let dialog = operator.getByRole('dialog', { name: 'Avisar a Carabineros de Chile' });
  await dialog.getByLabel('Referencia de la institución (opcional)').fill('PR-4471');
  await dialog.getByRole('button', { name: 'Registrar aviso' }).click();
  await expect(dialog).toBeHidden();
  await closeMessage(operator, 'Aviso a Carabineros de Chile registrado.');
  const entries = section.getByRole('list', { name: 'Organismos avisados' });
  await expect(entries.getByRole('listitem').first()).toContainText('Carabineros de Chile');

  // SAMU was called five minutes ago, before anyone recorded it: an earlier time needs its reason.
  await section.getByRole('button', { name: 'Avisar a SAMU' }).click();
  dialog = operator.getByRole('dialog', { name: 'Avisar a SAMU' });
  await dialog.getByLabel('Hora del aviso', { exact: true }).selectOption({ label: 'Hora anterior' });
  await dialog.getByLabel('Fecha y hora del aviso').fill(localDateTime(new Date(Date.now() - 5 * 60_000)));
  await dialog.getByRole('button', { name: 'Registrar aviso' }).click();
  await expect(dialog.getByText('Indique el motivo para registrar una hora anterior')).toBeVisible();
  await dialog.getByLabel(/Motivo de la hora anterior/).fill('Avisado por radio antes de abrir el evento');
  await dialog.getByRole('button', { name: 'Registrar aviso' }).click();
  await expect(dialog).toBeHidden();
  await closeMessage(operator, 'Aviso a SAMU registrado.');
  // In the order they were told: SAMU's earlier notice comes first.
  const samu = entries.getByRole('listitem').first();
  await expect(samu).toContainText('SAMU');
  await expect(entries.getByRole('listitem').nth(1)).toContainText('Carabineros de Chile');
  await expect(samu).toContainText('Avisado por radio antes de abrir el evento');

  await samu.getByRole('button', { name: 'Registrar llegada de SAMU' }).click();
  await closeMessage(operator, 'Llegada de SAMU registrada.');
  await expect(samu.getByRole('button', { name: 'Registrar salida de SAMU' })).toBeVisible();
  await expect(samu).not.toContainText('Llegósin registro');

  // What the server keeps: by time told, the back-dated one with its reason and arrival.
  const stored = (await (await request.get(`/api/ticket/${id}/agency`, { headers: supervisor })).json()).payload as {
    agencyCode: string;
    reference: string | null;
    backdated: boolean;
    reason: string | null;
    arrivedAt: string | null;
  }[];
  expect(stored.map((e) => e.agencyCode)).toEqual(['SAMU', 'CARABINEROS']);
  expect(stored[0]).toMatchObject({ backdated: true, reason: 'Avisado por radio antes de abrir el evento' });
  expect(stored[0]!.arrivedAt).not.toBeNull();
  expect(stored[1]).toMatchObject({ reference: 'PR-4471', backdated: false, reason: null, arrivedAt: null });

  // The handover text, to read on the phone.
  await section.getByRole('button', { name: 'Texto para traspaso' }).click();
  const handover = operator.getByRole('dialog', { name: `Texto para traspaso del evento N° ${id}` });
  await expect(handover).toContainText('km 482,5, dirección norte a sur');
  await expect(handover).toContainText('comuna de Los Ángeles (Acceso Los Ángeles), cerca del poste km 483');
  await expect(handover).toContainText(`${unit.code} (`);
  await expect(handover).toContainText('Carabineros de Chile');
  await expect(handover).toContainText('(PR-4471)');
  await expect(handover).toContainText('SAMU');
  await expect(operator).toHaveURL(/[?&]traspaso=1/);
  await handover.getByRole('button', { name: 'Cerrar' }).click();
  await expect(handover).toBeHidden();

  // Leave the driver off shift, the unit released by the control room.
  await signOffDriver(request, driver, supervisor);
  await context.close();
});
