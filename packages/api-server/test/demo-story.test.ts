// The demo tells a living story (issue 37 item 12): seeded at a given "now", its events are a month
// of history closed within their targets and a few open right now at different stages; never a board
// of events overdue by weeks. Seeding again on the same database adds nothing.
import type { FastifyInstance } from 'fastify';
import { MILESTONE_CODES } from '@vigia/domain';
import { seed } from '../src/db/seed';
import { seedDemo } from '../src/db/demo/demo-seed';
import { demoStory, type DemoNode, type DemoTargets } from '../src/db/demo/demo-story';
import { slaOf } from '../src/lib/sla';
import { verifyHistoryChains } from '../src/repositories/history-chain';
import { auth, body, DEMO, login, removeDir, startApp, tempDir, withApp } from './helpers';
import { expectRollupsExact } from './rollup-recount';

const NOW = new Date('2026-11-25T15:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Row = {
  id: number;
  status_code: string;
  severity: string;
  assigned_to_id: string | null;
  created_by_id: string | null;
  created_at: Date;
  taken_at: Date | null;
  closed_at: Date | null;
  close_reason: string | null;
  take_minutes: number;
  close_minutes: number;
  lanes_north: string;
  lanes_south: string;
};

let app: FastifyInstance;
const query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => app.database.query<T>(text, params);
let rows: Row[] = [];
let milestones: { ticket_id: number; code: (typeof MILESTONE_CODES)[number]; at: Date; recorded_at: Date }[] = [];

withApp({ seedDemo: false, clock: () => NOW }, async (started) => {
  app = started;
  await seedDemo(app.db, NOW);
  rows = await query<Row>(`select t.id, t.status_code, t.severity, t.assigned_to_id, t.created_by_id, t.created_at, t.taken_at,
    t.closed_at, t.close_reason, s.take_minutes, s.close_minutes, t.lanes_north, t.lanes_south from tickets t join sla_targets s on s.severity = t.severity order by t.id`);
  milestones = await query(`select ticket_id, code, at, recorded_at from ticket_milestones order by ticket_id, at`);
});

const open = () => rows.filter((r) => r.status_code !== 'CERRADO');
const closed = () => rows.filter((r) => r.status_code === 'CERRADO');
const ageMinutes = (r: Row) => (NOW.getTime() - new Date(r.created_at).getTime()) / MINUTE;
const codesOf = (id: number) => milestones.filter((m) => m.ticket_id === id).map((m) => m.code);
const sla = (r: Row) =>
  slaOf(
    {
      statusCode: r.status_code,
      createdAt: new Date(r.created_at),
      takenAt: r.taken_at && new Date(r.taken_at),
      closedAt: r.closed_at && new Date(r.closed_at),
      takeMinutes: r.take_minutes,
      closeMinutes: r.close_minutes,
    },
    NOW,
  );

it('has open events younger than a day at each stage: a critical one just reported, a public report waiting, taken, on scene, in process', () => {
  expect(open().length).toBeGreaterThanOrEqual(5);
  for (const r of open()) expect(ageMinutes(r)).toBeLessThan(24 * 60);
  const critical = open().filter((r) => r.severity === 'CRITICAL' && !r.assigned_to_id && codesOf(r.id).length === 0);
  expect(critical).toHaveLength(1);
  expect(ageMinutes(critical[0]!)).toBeLessThanOrEqual(5);
  // A public report (no account) waiting in the queue, besides the critical one.
  expect(open().filter((r) => !r.assigned_to_id && !r.created_by_id && r.severity !== 'CRITICAL')).toHaveLength(1);
  const onScene = open().filter((r) => codesOf(r.id).includes('ON_SCENE'));
  expect(onScene).toHaveLength(1);
  expect(onScene[0]).toMatchObject({ status_code: 'EN_PROCESO', assigned_to_id: expect.any(String) });
  // Taken a quarter of an hour ago, and in process for hours: both worked, nobody on scene yet.
  expect(open().filter((r) => r.status_code === 'EN_PROCESO' && !codesOf(r.id).includes('ON_SCENE'))).toHaveLength(2);
});

it("stores each event's status and lanes as the rule of every screen gives them (issue 37 item 3)", () => {
  for (const r of rows) {
    const codes = codesOf(r.id);
    const worked = r.assigned_to_id !== null || codes.some((c) => ['DISPATCHED', 'ON_SCENE', 'LANES_OPEN'].includes(c));
    const status = codes.includes('CLEARED') ? 'CERRADO' : worked ? 'EN_PROCESO' : 'ABIERTO';
    const lanesOpen = status === 'CERRADO' || codes.includes('LANES_OPEN');
    expect({ id: r.id, status: r.status_code }).toEqual({ id: r.id, status });
    if (lanesOpen) expect({ id: r.id, north: r.lanes_north, south: r.lanes_south }).toEqual({ id: r.id, north: 'NONE', south: 'NONE' });
  }
  // The unit on scene found the north-bound lanes partly blocked: that stays until T5.
  const onScene = open().find((r) => codesOf(r.id).includes('ON_SCENE'))!;
  expect([onScene.lanes_north, onScene.lanes_south]).toEqual(['PARTIAL', 'NONE']);
});

it('has no open event past its deadline, in the queue the staff reads', async () => {
  for (const r of open()) expect({ id: r.id, state: sla(r).slaState }).not.toEqual({ id: r.id, state: 'BREACHED' });
  const supervisor = await login(app, DEMO.SUPERVISOR);
  const queue = body(await app.inject({ method: 'GET', url: '/api/ticket/queue?view=open&size=100', headers: auth(supervisor) })).payload;
  expect(queue.total).toBe(open().length);
  expect(queue.content.map((e: { slaState: string }) => e.slaState)).not.toContain('BREACHED');
});

it('closes most of 30 days of history within its targets, each with a closing reason and T6 at its closing', () => {
  expect(closed().length).toBeGreaterThanOrEqual(30);
  for (const r of closed()) {
    expect(ageMinutes(r)).toBeLessThanOrEqual(30 * 24 * 60);
    expect(r.close_reason).toEqual(expect.any(String));
    expect(new Date(r.closed_at!).getTime()).toBeLessThan(NOW.getTime());
    const cleared = milestones.find((m) => m.ticket_id === r.id && m.code === 'CLEARED')!;
    expect(new Date(cleared.at)).toEqual(new Date(r.closed_at!));
  }
  const within = closed().filter((r) => sla(r).slaState === 'OK');
  expect(within.length / closed().length).toBeGreaterThanOrEqual(0.8);
  expect(within.length).toBeLessThan(closed().length); // not every one: the figures are believable
  // Spread over the month, not bunched on one day.
  const days = new Set(closed().map((r) => Math.floor(ageMinutes(r) / (24 * 60))));
  expect(days.size).toBeGreaterThanOrEqual(15);
});

it('records the milestones in order, as they happened, with T3 at the taking; the history chains verify', async () => {
  for (const r of rows) {
    const mine = milestones.filter((m) => m.ticket_id === r.id);
    const ranks = mine.map((m) => MILESTONE_CODES.indexOf(m.code));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const m of mine) {
      expect(new Date(m.at).getTime()).toBeGreaterThanOrEqual(new Date(r.created_at).getTime());
      expect(new Date(m.recorded_at)).toEqual(new Date(m.at));
    }
    if (r.taken_at) expect(mine.find((m) => m.code === 'DISPATCHED')?.at).toEqual(r.taken_at);
  }
  const chains = await verifyHistoryChains(
    app.db,
    rows.map((r) => r.id),
  );
  expect([...chains.values()].filter((state) => state !== 'VERIFIED')).toEqual([]);
});

it('keeps the statistics rollups equal to a recount', async () => {
  await expectRollupsExact(query);
});

it('is the same story for the same "now", moved along with it', async () => {
  const tree = await query<DemoNode>(`select c.id as "classificationId", c.name as classification, k.code as category, r.severity
    from classifications c join subcategories s on s.id = c.subcategory_id join categories k on k.id = s.category_id
    join severity_rules r on r.classification_id = c.id order by c.id`);
  const targets = Object.fromEntries(
    (await query<{ severity: string; take_minutes: number; close_minutes: number }>('select * from sla_targets')).map((t) => [
      t.severity,
      { takeMinutes: t.take_minutes, closeMinutes: t.close_minutes },
    ]),
  ) as DemoTargets;
  const story = (now: Date) => demoStory(now, tree, targets, 6);
  expect(story(NOW)).toEqual(story(NOW));
  const later = new Date(NOW.getTime() + 3 * DAY);
  const opens = (now: Date) => story(now).filter((e) => e.stage !== 'HISTORY');
  expect(opens(later).map((e) => e.createdAt - later.getTime())).toEqual(opens(NOW).map((e) => e.createdAt - NOW.getTime()));
});

it('seeds a fresh database once, mailing no one: starting again on it adds nothing', async () => {
  const dir = tempDir();
  const count = async (started: FastifyInstance) =>
    (await started.database.query<{ n: number }>('select count(*)::int as n from tickets'))[0]!.n;
  try {
    const first = await startApp(dir);
    const seeded = await count(first);
    expect(seeded).toBe(rows.length);
    // Seeded at the real time: the events of minutes ago mail none of the made-up reporters.
    expect(await first.database.query('select kind, to_address from mail_outbox')).toEqual([]);
    await seed(first.db, { demo: true, now: NOW });
    expect(await count(first)).toBe(seeded);
    await first.close();
    const again = await startApp(dir);
    expect(await count(again)).toBe(seeded);
    await again.close();
  } finally {
    removeDir(dir);
  }
}, 60_000);

it('the critical event just reported is the one whose reporter said people are injured (issue 37 item 4)', async () => {
  const injured = await query<{ id: number }>('select id from tickets where injured order by id');
  const critical = open().filter((r) => r.severity === 'CRITICAL' && !r.assigned_to_id && codesOf(r.id).length === 0);
  expect(injured.map((r) => r.id)).toEqual(critical.map((r) => r.id));
  expect(injured).toHaveLength(1);
});
