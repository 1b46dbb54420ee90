// The handover (issue 39 item 6) on a fixture: open events by severity with their SLA state, units by
// status, agencies still awaited and the shift's log, sealed with a hash at that moment; received by
// another control-room user once; both in the log.
import type { FastifyInstance } from 'fastify';
import { auth, body, STAFF, validEvent, withSignedInApp } from './helpers';
import { makeUnit } from './units-fixture';

let app: FastifyInstance;
const { t, id: ids } = withSignedInApp(
  { slaScanMs: 0 },
  (started) => {
    app = started;
  },
  STAFF,
);

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', token: string, url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

async function event(severity: string): Promise<number> {
  const id = body(await send('POST', t.OPERATOR, '/api/ticket', validEvent())).payload as number;
  expect((await send('PUT', t.SUPERVISOR, `/api/ticket/${id}/triage`, { severity })).statusCode).toBe(200);
  return id;
}

describe('the handover', () => {
  it('refuses a note PostgreSQL cannot keep in JSON (a NUL character) in the errors envelope, sealing nothing', async () => {
    const refused = await send('POST', t.OPERATOR, '/api/shift/handover', { note: 'a\u0000b' });
    expect({ status: refused.statusCode, errors: body(refused).errors }).toEqual({
      status: 400,
      errors: [{ message: expect.any(String) }],
    });
    const made = await send('POST', t.OPERATOR, '/api/shift/handover', { note: 'ab' });
    expect(made.statusCode).toBe(201);
    expect(body(made).payload.summary.note).toBe('ab');
  });

  it('states the shift as it is, seals it, and is received once by another control-room user', async () => {
    const critical = await event('CRITICAL');
    const major = await event('MAJOR');
    const minor = await event('MINOR');
    const unit = await makeUnit(app, t.ADMIN);
    const samu = body(await send('POST', t.OPERATOR, `/api/ticket/${critical}/agency`, { agencyCode: 'SAMU', reference: 'S-9' })).payload;
    const tow = body(await send('POST', t.OPERATOR, `/api/ticket/${major}/agency`, { agencyCode: 'EXTERNAL_TOW' })).payload;
    expect(
      (await send('PATCH', t.OPERATOR, `/api/ticket/${major}/agency/${tow.id}`, { arrivedAt: new Date().toISOString() })).statusCode,
    ).toBe(200);
    await send('POST', t.OPERATOR, '/api/log', { text: 'Neblina densa entre el km 470 y 480', ticketId: critical });

    const made = await send('POST', t.OPERATOR, '/api/shift/handover', { note: 'Atención al km 485' });
    expect(made.statusCode).toBe(201);
    const handover = body(made).payload;
    expect(handover).toMatchObject({ createdById: ids.OPERATOR, verified: true, acknowledgedAt: null, acknowledgedById: null });
    expect(handover.hash).toMatch(/^[0-9a-f]{64}$/);
    const { summary } = handover;
    expect(summary.note).toBe('Atención al km 485');
    // Most severe first; each event with its SLA state in words the screens know.
    const severities = summary.openEvents.map((g: { severity: string }) => g.severity);
    expect(severities.indexOf('CRITICAL')).toBeLessThan(severities.indexOf('MAJOR'));
    expect(severities.indexOf('MAJOR')).toBeLessThan(severities.indexOf('MINOR'));
    const group = (s: string) => summary.openEvents.find((g: { severity: string }) => g.severity === s);
    expect(group('CRITICAL').events.map((e: { id: number }) => e.id)).toContain(critical);
    expect(group('MINOR').events.map((e: { id: number }) => e.id)).toContain(minor);
    expect(group('CRITICAL').total).toBeGreaterThanOrEqual(1);
    expect(group('CRITICAL').events.find((e: { id: number }) => e.id === critical)).toMatchObject({
      slaState: expect.stringMatching(/^(OK|AT_RISK|BREACHED)$/),
      slaDueAt: expect.any(String),
      inspectorNoticeDueAt: expect.any(String),
    });
    expect(summary.units.find((g: { status: string }) => g.status === 'OUT_OF_SERVICE').units.map((u: { id: number }) => u.id)).toContain(
      unit.id,
    );
    // Awaited: told and not arrived (the tow arrived, SAMU did not).
    expect(summary.awaitedAgencies.map((a: { entryId: number }) => a.entryId)).toContain(samu.id);
    expect(summary.awaitedAgencies.map((a: { entryId: number }) => a.entryId)).not.toContain(tow.id);
    expect(summary.awaitedAgencies.find((a: { entryId: number }) => a.entryId === samu.id)).toMatchObject({
      agencyName: 'SAMU',
      reference: 'S-9',
      ticketId: critical,
    });
    expect(summary.log.map((e: { text: string }) => e.text)).toContain('Neblina densa entre el km 470 y 480');

    // In the log, with its hash.
    const log = body(await send('GET', t.INSPECTOR, '/api/log?size=5')).payload.content;
    expect(log[0]).toMatchObject({ kind: 'HANDOVER', handoverId: handover.id, authorId: ids.OPERATOR });
    expect(log[0].text).toContain(`Entrega de turno N° ${handover.id}`);
    expect(log[0].text).toContain(handover.hash);

    // Its author cannot receive it; another may, once.
    const own = await send('POST', t.OPERATOR, `/api/shift/handover/${handover.id}/ack`);
    expect(own.statusCode).toBe(409);
    expect(body(own).errors![0]!.message).toMatch(/propia entrega de turno/);
    expect((await send('POST', t.INSPECTOR, `/api/shift/handover/${handover.id}/ack`)).statusCode).toBe(403);
    // Two receivers at once: exactly one.
    const [first, second] = await Promise.all([
      send('POST', t.OPERATOR2, `/api/shift/handover/${handover.id}/ack`),
      send('POST', t.SUPERVISOR, `/api/shift/handover/${handover.id}/ack`),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const ack = first.statusCode === 200 ? first : second;
    const receiver = first.statusCode === 200 ? ids.OPERATOR2 : ids.SUPERVISOR;
    expect(body(ack).payload).toMatchObject({ acknowledgedById: receiver, acknowledgedByName: expect.any(String), verified: true });
    const twice = await send('POST', t.SUPERVISOR, `/api/shift/handover/${handover.id}/ack`);
    expect(twice.statusCode).toBe(409);
    expect(body(twice).errors![0]!.message).toBe('Esta entrega de turno ya fue recibida');
    const afterAck = body(await send('GET', t.INSPECTOR, '/api/log?size=1')).payload.content[0];
    expect(afterAck).toMatchObject({ kind: 'HANDOVER_ACK', handoverId: handover.id, authorId: receiver });

    // The next handover covers the shift since that acknowledgement only.
    await send('POST', t.OPERATOR2, '/api/log', { text: 'Turno de noche sin novedades' });
    const next = body(await send('POST', t.OPERATOR2, '/api/shift/handover', {})).payload;
    expect(next.since).toBe(body(ack).payload.acknowledgedAt);
    const texts = next.summary.log.map((e: { text: string }) => e.text);
    expect(texts).toContain('Turno de noche sin novedades');
    expect(texts).not.toContain('Neblina densa entre el km 470 y 480');

    // Read back as sealed; a summary altered in the database no longer verifies.
    const read = await send('GET', t.INSPECTOR, `/api/shift/handover/${handover.id}`);
    expect(body(read).payload).toMatchObject({ id: handover.id, hash: handover.hash, verified: true, summary: handover.summary });
    await app.database.query(`update shift_handovers set summary = jsonb_set(summary, '{note}', '"otra cosa"') where id = $1`, [
      handover.id,
    ]);
    expect(body(await send('GET', t.INSPECTOR, `/api/shift/handover/${handover.id}`)).payload.verified).toBe(false);
    expect((await send('GET', t.INSPECTOR, '/api/shift/handover/999999')).statusCode).toBe(404);
    expect((await send('POST', t.ADMIN, '/api/shift/handover', {})).statusCode).toBe(403);
    expect((await send('POST', t.OPERATOR, '/api/shift/handover', { note: 'x'.repeat(1001) })).statusCode).toBe(400);
  });
});
