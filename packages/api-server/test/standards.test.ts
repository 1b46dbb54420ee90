// Service standards and compliance (issue 40 item 1): who may read and write standards; a standard
// starts today or later (never rewriting a past month); the demo's standards; a month's compliance on
// a fixture checked by hand (met, breached, not measurable, a standard changed mid-month, a night
// event counted on its Chilean day); the MOP's spreadsheet.
import type { FastifyInstance } from 'fastify';
import readXlsxFile from 'read-excel-file/node';
import { localDay } from '../src/repositories/reports';
import { auth, body, validEvent, withSignedInApp } from './helpers';
import { dayOffset, newStandard } from './standards-fixture';

let app: FastifyInstance;
const { t } = withSignedInApp({ slaScanMs: 0 }, (started) => {
  app = started;
});

const send = (method: 'GET' | 'POST' | 'PUT', token: string, url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const today = () => localDay(new Date());

/** A standard's expected figures: its events, and each time as [time, limit, measured, met, breached, not measurable]. */
const standardFigures = (events: number, times: [string, number, number, number, number, number][]) => ({
  events,
  times: Object.fromEntries(
    times.map(([time, limitMinutes, measured, met, breached, notMeasurable]) => [
      time,
      { limitMinutes, measured, met, breached, notMeasurable },
    ]),
  ),
});

describe('the standards', () => {
  it('are seeded from the severity targets, one per severity, in force before the demo’s history', async () => {
    const res = await send('GET', t.INSPECTOR, '/api/standards');
    expect(res.statusCode).toBe(200);
    const list = body(res).payload as {
      severity: string;
      clearedMinutes: number;
      inspectorNoticeMinutes: number | null;
      effectiveFrom: string;
    }[];
    const targets = body(await send('GET', t.SUPERVISOR, '/api/sla-target')).payload as { severity: string; closeMinutes: number }[];
    for (const target of targets) {
      const s = list.find((x) => x.severity === target.severity)!;
      expect(s.clearedMinutes).toBe(target.closeMinutes);
      expect(s.effectiveFrom < dayOffset(-30)).toBe(true);
    }
    expect(list.find((s) => s.severity === 'CRITICAL')!.inspectorNoticeMinutes).toBe(30);
    expect(list.find((s) => s.severity === 'MINOR')!.inspectorNoticeMinutes).toBeNull();
  });

  it('are written by ADMIN only, read by INSPECTOR, SUPERVISOR and ADMIN', async () => {
    for (const role of ['DRIVER', 'OPERATOR'] as const) expect((await send('GET', t[role], '/api/standards')).statusCode).toBe(403);
    for (const role of ['SUPERVISOR', 'INSPECTOR', 'OPERATOR'] as const) {
      expect((await send('POST', t[role], '/api/standards', newStandard())).statusCode).toBe(403);
    }
    const created = await send('POST', t.ADMIN, '/api/standards', newStandard({ classificationId: 1 }));
    expect(created.statusCode).toBe(201);
    expect(body(created).payload).toMatchObject({
      id: expect.any(Number),
      severity: 'MAJOR',
      classificationId: 1,
      classificationName: expect.any(String),
    });
  });

  it('start today or later: yesterday is refused, today accepted; one per severity, classification and day', async () => {
    const past = await send('POST', t.ADMIN, '/api/standards', newStandard({ effectiveFrom: dayOffset(-1) }));
    expect(past.statusCode).toBe(400);
    expect(body(past).errors![0]!.field).toBe('effectiveFrom');
    expect((await send('POST', t.ADMIN, '/api/standards', newStandard({ effectiveFrom: today(), severity: 'MINOR' }))).statusCode).toBe(
      201,
    );
    const again = await send(
      'POST',
      t.ADMIN,
      '/api/standards',
      newStandard({ effectiveFrom: today(), severity: 'MINOR', clearedMinutes: 999 }),
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses no limit, a bad day, an unknown classification and a limit beyond a week', async () => {
    const none = newStandard({ onSceneMinutes: null, lanesOpenMinutes: null, clearedMinutes: null, inspectorNoticeMinutes: null });
    expect((await send('POST', t.ADMIN, '/api/standards', none)).statusCode).toBe(400);
    expect((await send('POST', t.ADMIN, '/api/standards', newStandard({ effectiveFrom: '2031-02-30' }))).statusCode).toBe(400);
    expect((await send('POST', t.ADMIN, '/api/standards', newStandard({ classificationId: 999_999 }))).statusCode).toBe(400);
    expect((await send('POST', t.ADMIN, '/api/standards', newStandard({ clearedMinutes: 10_081 }))).statusCode).toBe(400);
    expect((await send('POST', t.ADMIN, '/api/standards', newStandard({ severity: 'HUGE' }))).statusCode).toBe(400);
  });
});

describe('a month’s compliance', () => {
  const ids: number[] = [];
  /** An event of March 2025, CRITICAL, with its milestones `minutes` after its report. */
  async function pastEvent(reportedAt: string, minutes: Record<string, number>, noticeAfter?: number) {
    const res = await send('POST', t.OPERATOR, '/api/ticket', validEvent());
    const id = body(res).payload as number;
    expect((await send('PUT', t.SUPERVISOR, `/api/ticket/${id}/triage`, { severity: 'CRITICAL' })).statusCode).toBe(200);
    await app.database.query(`update tickets set created_at = $2::timestamptz, date_event = $2::timestamptz where id = $1`, [
      id,
      reportedAt,
    ]);
    for (const [code, m] of Object.entries(minutes)) {
      await app.database.query(
        `insert into ticket_milestones (ticket_id, code, at) values ($1, $2, $3::timestamptz + make_interval(mins => $4))`,
        [id, code, reportedAt, m],
      );
    }
    if (noticeAfter !== undefined) {
      await app.database.query(
        `insert into ticket_agencies (ticket_id, agency_code, notified_at) values ($1, 'INSPECCION_FISCAL', $2::timestamptz + make_interval(mins => $3))`,
        [id, reportedAt, noticeAfter],
      );
    }
    ids.push(id);
    return id;
  }

  let before: number;
  let after: number;
  beforeAll(async () => {
    // Standards of the past are fixture rows: the API refuses a first day before today.
    const [a] = await app.database.query<{ id: number }>(
      `insert into service_standards (severity, on_scene_minutes, lanes_open_minutes, cleared_minutes, inspector_notice_minutes, effective_from)
       values ('CRITICAL', 30, 90, 120, 30, '2025-01-01') returning id`,
    );
    const [b] = await app.database.query<{ id: number }>(
      `insert into service_standards (severity, on_scene_minutes, lanes_open_minutes, cleared_minutes, effective_from)
       values ('CRITICAL', 20, 60, 100, '2025-03-15') returning id`,
    );
    before = a!.id;
    after = b!.id;
    await pastEvent('2025-03-10T13:00:00Z', { ON_SCENE: 25, LANES_OPEN: 95 }, 10);
    await pastEvent('2025-03-20T13:00:00Z', { ON_SCENE: 25, CLEARED: 100 });
    // 23:30 of the 14th in Chile (UTC−3): still the first standard.
    await pastEvent('2025-03-15T02:30:00Z', { ON_SCENE: 31 });
  });

  it('measures each event against the standard in force the day it was reported', async () => {
    const res = await send('GET', t.INSPECTOR, '/api/compliance?month=3&year=2025');
    expect(res.statusCode).toBe(200);
    const c = body(res).payload;
    expect(c).toMatchObject({ year: 2025, month: 3, events: 3, withoutStandard: 0 });
    const figures = Object.fromEntries(
      (c.standards as { standard: { id: number }; events: number; times: { time: string }[] }[]).map((s) => [
        s.standard.id,
        { events: s.events, times: Object.fromEntries(s.times.map(({ time, ...rest }) => [time, rest])) },
      ]),
    );
    expect(Object.keys(figures).map(Number)).toEqual([before, after]);
    expect(figures).toEqual({
      [before]: standardFigures(2, [
        ['ON_SCENE', 30, 2, 1, 1, 0],
        ['LANES_OPEN', 90, 2, 0, 1, 1],
        ['CLEARED', 120, 2, 0, 0, 2],
        ['INSPECTOR_NOTICE', 30, 2, 1, 0, 1],
      ]),
      [after]: standardFigures(1, [
        ['ON_SCENE', 20, 1, 0, 1, 0],
        ['LANES_OPEN', 60, 1, 0, 0, 1],
        ['CLEARED', 100, 1, 1, 0, 0],
      ]),
    });
    expect(
      (c.breaches as { ticketId: number; time: string; limitMinutes: number; actualMinutes: number }[]).map((b) => [
        b.ticketId,
        b.time,
        b.limitMinutes,
        b.actualMinutes,
      ]),
    ).toEqual([
      [ids[0], 'LANES_OPEN', 90, 95],
      [ids[1], 'ON_SCENE', 20, 25],
      [ids[2], 'ON_SCENE', 30, 31],
    ]);
  });

  it('is read by INSPECTOR, SUPERVISOR and ADMIN only; a bad month is a 400', async () => {
    for (const role of ['SUPERVISOR', 'ADMIN'] as const)
      expect((await send('GET', t[role], '/api/compliance?month=3&year=2025')).statusCode).toBe(200);
    for (const role of ['DRIVER', 'OPERATOR'] as const) {
      expect((await send('GET', t[role], '/api/compliance?month=3&year=2025')).statusCode).toBe(403);
      expect((await send('GET', t[role], '/api/compliance/export?month=3&year=2025')).statusCode).toBe(403);
    }
    expect((await send('GET', t.INSPECTOR, '/api/compliance?month=13&year=2025')).statusCode).toBe(400);
  });

  it('exports the month for the MOP: standards, compliance, breaches and observations', async () => {
    const opened = await send('POST', t.INSPECTOR, '/api/observations', {
      ticketId: ids[1],
      text: 'Llegada tardía',
      standardId: after,
      proposedUtm: 5,
    });
    expect(opened.statusCode).toBe(201);
    const res = await send('GET', t.INSPECTOR, '/api/compliance/export?month=3&year=2025');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('cumplimiento-2025-03.xlsx');
    const sheets = await readXlsxFile(res.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(['Estándares', 'Cumplimiento', 'Incumplimientos', 'Observaciones']);
    const [, compliance, breaches, observations] = sheets.map((s) => s.data as unknown[][]);
    expect(compliance![0]).toEqual(['Estándar', 'Tiempo', 'Límite (min)', 'Eventos medidos', 'Cumplidos', 'Incumplidos', 'No medibles']);
    expect(compliance!.find((r) => String(r[0]).startsWith(`#${after} `) && r[1] === 'Primera unidad en el lugar')!.slice(2)).toEqual([
      20, 1, 0, 1, 0,
    ]);
    expect(breaches!.slice(1).map((r) => r[0])).toEqual([ids[0], ids[1], ids[2]]);
    // Opened today: not one of March 2025's.
    expect(observations).toHaveLength(1);
  });
});
