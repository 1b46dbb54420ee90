// The lifecycle figures of GET /api/report/reportStatistic (issue 26) against a hand-checked fixture:
// median and 90th percentile (continuous, as percentile_cont: rank 0.9 × (n − 1), interpolated) of
// the minutes from T1 to T4, T5, T6 and closing, overall and by severity; the share closed within SLA
// (CRITICAL: taken in 5, closed in 120 minutes; MAJOR: 10 and 240); secondaries; only the period and
// only what the caller counts; the events open now per severity.
import type { FastifyInstance } from 'fastify';
import type { DEMO } from './helpers';
import { auth, body, validEvent, withApp, signInAll } from './helpers';

let app: FastifyInstance;
/** Open now per severity before the fixture (the demo's events): the fixture adds to it. */
const openBefore: Record<string, Record<string, number>> = {};
const t = {} as Record<keyof typeof DEMO, string>;

const create = async (token: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent() });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
};
const sql = (text: string, params: unknown[]) => app.database.query(text, params);

interface Fixture {
  severity: string;
  /** Minutes after the report of each milestone recorded. */
  at: Partial<Record<'ON_SCENE' | 'LANES_OPEN' | 'CLEARED', number>>;
  taken?: number;
  closed?: number;
  closeReason?: string;
  by?: 'ADMIN';
}

// Hand-checked below. DRIVER's events: A–F; ADMIN's: H.
const FIXTURE: Record<string, Fixture> = {
  A: { severity: 'CRITICAL', at: { ON_SCENE: 10, LANES_OPEN: 30, CLEARED: 50 }, taken: 3, closed: 60 }, // within SLA
  B: { severity: 'CRITICAL', at: { ON_SCENE: 20, LANES_OPEN: 60, CLEARED: 150 }, taken: 4, closed: 160 }, // closed late
  C: { severity: 'CRITICAL', at: { ON_SCENE: 40 } }, // open, secondary of A
  D: { severity: 'MAJOR', at: { ON_SCENE: 15, CLEARED: 100 }, taken: 20, closed: 100 }, // taken late
  E: { severity: 'MAJOR', at: {} }, // open, nothing yet
  F: { severity: 'MAJOR', at: {}, taken: 1, closed: 2, closeReason: 'DUPLICADO' }, // a duplicate: not counted as closed
  H: { severity: 'MINOR', at: { ON_SCENE: 5 }, by: 'ADMIN' },
};

withApp({ slaScanMs: 0 }, async (started) => {
  app = started;
  Object.assign(t, await signInAll(app));
  for (const role of ['SUPERVISOR', 'DRIVER'] as const) {
    const before: { severity: string; count: number }[] = (await lifecycleOf(t[role])).openNow;
    openBefore[role] = Object.fromEntries(before.map((s) => [s.severity, s.count]));
  }
  // The seeded events happened long before the period (one of them reached the scene, slowly; the
  // demo's events have their own milestones, so its T4 is moved).
  await sql(`update tickets set date_event = '2020-01-15T12:00:00Z'`, []);
  await sql(
    `insert into ticket_milestones (ticket_id, code, at) select id, 'ON_SCENE', created_at + interval '999 minutes' from tickets where id = 1
     on conflict (ticket_id, code) do update set at = excluded.at`,
    [],
  );

  const ids: Record<string, number> = {};
  for (const [name, f] of Object.entries(FIXTURE)) {
    const id = await create(f.by ? t[f.by] : t.DRIVER);
    ids[name] = id;
    await sql(
      `update tickets set severity = $2,
        taken_at = created_at + make_interval(mins => $3::int),
        status_code = case when $4::int is null then status_code else 'CERRADO' end,
        close_reason = case when $4::int is null then null else $5 end,
        closed_at = created_at + make_interval(mins => $4::int)
      where id = $1`,
      [id, f.severity, f.taken ?? null, f.closed ?? null, f.closeReason ?? 'RESUELTO'],
    );
    for (const [code, minutes] of Object.entries(f.at)) {
      await sql(
        `insert into ticket_milestones (ticket_id, code, at) select id, $2, created_at + make_interval(mins => $3) from tickets where id = $1`,
        [id, code, minutes],
      );
    }
  }
  await sql(`insert into ticket_links (ticket_id, kind, target_id) values ($1, 'SECONDARY_OF', $2)`, [ids['C'], ids['A']]);
});

const lifecycleOf = async (token: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/report/reportStatistic', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return body(res).payload.lifecycle;
};
const none = { count: 0, median: null, p90: null };
/** A severity with no event: no figure, nothing closed. */
const nothing = {
  response: none,
  roadwayClearance: none,
  incidentClearance: none,
  close: none,
  closed: 0,
  withinSla: 0,
  withinSlaShare: null,
};

it('gives the supervisor the medians and 90th percentiles of every event of the period, overall and by severity', async () => {
  const figures = await lifecycleOf(t.SUPERVISOR);
  expect(figures.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // Response (T1→T4): 5, 10, 15, 20, 40 → median 15; rank 3.6 → 20 + 0.6 × 20 = 32.
  expect(figures.response).toEqual({ count: 5, median: 15, p90: 32 });
  // Roadway clearance (T1→T5): 30, 60 → median 45; rank 0.9 → 30 + 0.9 × 30 = 57.
  expect(figures.roadwayClearance).toEqual({ count: 2, median: 45, p90: 57 });
  // Incident clearance (T1→T6): 50, 100, 150 → median 100; rank 1.8 → 100 + 0.8 × 50 = 140.
  expect(figures.incidentClearance).toEqual({ count: 3, median: 100, p90: 140 });
  // Closing (T1→closed) of A, B, D (F, a duplicate, is not ranked): 60, 100, 160 → median 100; rank 1.8 → 100 + 0.8 × 60 = 148.
  expect(figures.close).toEqual({ count: 3, median: 100, p90: 148 });
  // Closed: A (in time), B (closed late), D (taken late); F is a duplicate.
  expect(figures).toMatchObject({ closed: 3, withinSla: 1, withinSlaShare: 0.333, secondaries: 1 });

  expect(figures.bySeverity.map((s: { severity: string }) => s.severity)).toEqual(['CRITICAL', 'MAJOR', 'MODERATE', 'MINOR']);
  const [critical, major, moderate, minor] = figures.bySeverity;
  // CRITICAL response: 10, 20, 40 → median 20; rank 1.8 → 20 + 0.8 × 20 = 36.
  expect(critical).toEqual({
    severity: 'CRITICAL',
    response: { count: 3, median: 20, p90: 36 },
    roadwayClearance: { count: 2, median: 45, p90: 57 },
    incidentClearance: { count: 2, median: 100, p90: 140 },
    // 60, 160 → median 110; rank 0.9 → 60 + 0.9 × 100 = 150.
    close: { count: 2, median: 110, p90: 150 },
    closed: 2,
    withinSla: 1,
    withinSlaShare: 0.5,
  });
  expect(major).toEqual({
    severity: 'MAJOR',
    response: { count: 1, median: 15, p90: 15 },
    roadwayClearance: none,
    incidentClearance: { count: 1, median: 100, p90: 100 },
    close: { count: 1, median: 100, p90: 100 },
    closed: 1,
    withinSla: 0,
    withinSlaShare: 0,
  });
  expect(moderate).toEqual({ severity: 'MODERATE', ...nothing });
  expect(minor.response).toEqual({ count: 1, median: 5, p90: 5 });
});

it('counts for a driver only the events they reported', async () => {
  const figures = await lifecycleOf(t.DRIVER);
  // 10, 15, 20, 40 → median 17.5; rank 2.7 → 20 + 0.7 × 20 = 34.
  expect(figures.response).toEqual({ count: 4, median: 17.5, p90: 34 });
  expect(figures.bySeverity[3].response).toEqual(none);
  expect(figures.withinSlaShare).toBe(0.333);
});

it('counts the events open now per severity, whatever their date, most severe first', async () => {
  // Open in the fixture: C (CRITICAL) and E (MAJOR), the driver's, and H (MINOR), the admin's.
  const added = { SUPERVISOR: { CRITICAL: 1, MAJOR: 1, MODERATE: 0, MINOR: 1 }, DRIVER: { CRITICAL: 1, MAJOR: 1, MODERATE: 0, MINOR: 0 } };
  for (const role of ['SUPERVISOR', 'DRIVER'] as const) {
    const { openNow } = await lifecycleOf(t[role]);
    expect(openNow).toEqual(
      (['CRITICAL', 'MAJOR', 'MODERATE', 'MINOR'] as const).map((severity) => ({
        severity,
        count: openBefore[role]![severity]! + added[role][severity],
      })),
    );
  }
});
