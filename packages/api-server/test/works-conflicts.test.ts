// Planned works' conflicts (issue 41 item 2): creating, editing or approving a work that overlaps an
// APPROVED (or ACTIVE) work on a same carriageway, km and time, or an open MAJOR/CRITICAL event in
// its km range, answers `warnings` beside the work; the write still happens.
import type { FastifyInstance } from 'fastify';
import { auth, body, validEvent, withSignedInApp } from './helpers';
import { plannedWork } from './works-fixture';

let app: FastifyInstance;
const { t } = withSignedInApp({ slaScanMs: 0 }, (started) => {
  app = started;
});

interface Warning {
  kind: string;
  id: number;
  [key: string]: unknown;
}
const send = (method: 'POST' | 'PUT' | 'GET', token: string, url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const morning = (day: string) => ({ start: `${day}T12:00:00Z`, end: `${day}T20:00:00Z` });

async function create(over: Record<string, unknown>) {
  const res = await send('POST', t.SUPERVISOR, '/api/works', plannedWork(over));
  expect(res.statusCode).toBe(201);
  const answer = res.json() as { payload: { id: number }; warnings?: Warning[] };
  return { id: answer.payload.id, warnings: answer.warnings ?? [] };
}

async function approve(id: number) {
  expect((await send('POST', t.SUPERVISOR, `/api/works/${id}/request`)).statusCode).toBe(200);
  const res = await send('POST', t.INSPECTOR, `/api/works/${id}/approve`);
  expect(res.statusCode).toBe(200);
  return ((res.json() as { warnings?: Warning[] }).warnings ?? []) as Warning[];
}

const works = (warnings: Warning[]) => warnings.filter((w) => w.kind === 'WORK').map((w) => w.id);
const incidents = (warnings: Warning[]) => warnings.filter((w) => w.kind === 'INCIDENT').map((w) => w.id);

async function event(kilometer: number, severity: string): Promise<number> {
  const res = await send(
    'POST',
    t.OPERATOR,
    '/api/ticket',
    validEvent({ kilometer, dateEvent: new Date(Date.now() - 60_000).toISOString() }),
  );
  expect(res.statusCode).toBe(201);
  const id = body(res).payload as number;
  expect((await send('PUT', t.OPERATOR, `/api/ticket/${id}/triage`, { severity })).statusCode).toBe(200);
  return id;
}

describe('conflicts with other works', () => {
  it('warns of an approved work on a same carriageway, km and time, and still creates', async () => {
    const first = await create({ kmFrom: 500, kmTo: 505, schedule: morning('2027-07-05') });
    await approve(first.id);
    const overlapping = await create({
      kmFrom: 503,
      kmTo: 508,
      orientations: ['NORTH', 'SOUTH'],
      lanesClosed: { NORTH: 'PARTIAL', SOUTH: 'PARTIAL' },
      schedule: { start: '2027-07-05T18:00:00Z', end: '2027-07-05T23:00:00Z' },
    });
    expect(overlapping.warnings.find((w) => w.kind === 'WORK')).toEqual({
      kind: 'WORK',
      id: first.id,
      message: 'Se superpone con la faena aprobada «Recapado pista lenta»',
      title: 'Recapado pista lenta',
      kmFrom: 500,
      kmTo: 505,
      orientations: ['NORTH'],
      start: '2027-07-05T14:00:00-04:00',
    });
    expect((await send('GET', t.OPERATOR, `/api/works/${overlapping.id}`)).statusCode).toBe(200);

    // Not on the other carriageway, not at another time, not elsewhere on the road.
    const south = await create({
      kmFrom: 500,
      kmTo: 505,
      orientations: ['SOUTH'],
      lanesClosed: { NORTH: 'NONE', SOUTH: 'ALL' },
      schedule: morning('2027-07-05'),
    });
    const later = await create({ kmFrom: 500, kmTo: 505, schedule: morning('2027-07-06') });
    const elsewhere = await create({ kmFrom: 510, kmTo: 512, schedule: morning('2027-07-05') });
    for (const other of [south, later, elsewhere]) expect(works(other.warnings)).not.toContain(first.id);
  });

  it('counts only approved works, warns again on approval, and forgets a cancelled one', async () => {
    const draft = await create({ kmFrom: 520, kmTo: 522, schedule: morning('2027-08-02') });
    const second = await create({ kmFrom: 521, kmTo: 523, schedule: morning('2027-08-02') });
    expect(works(second.warnings)).toEqual([]); // the first is only a DRAFT
    expect(await approve(draft.id)).toEqual(expect.not.arrayContaining([expect.objectContaining({ id: second.id, kind: 'WORK' })]));
    expect(works(await approve(second.id))).toEqual([draft.id]);
    expect((await send('POST', t.SUPERVISOR, `/api/works/${draft.id}/cancel`)).statusCode).toBe(200);
    expect(works((await create({ kmFrom: 521, kmTo: 521.5, schedule: morning('2027-08-02') })).warnings)).toEqual([second.id]);
  });

  it('warns when an edit makes a draft overlap', async () => {
    const approved = await create({ kmFrom: 540, kmTo: 541, schedule: morning('2027-10-04') });
    await approve(approved.id);
    const draft = await create({ kmFrom: 540, kmTo: 541, schedule: morning('2027-10-05') });
    expect(works(draft.warnings)).toEqual([]);
    const res = await send(
      'PUT',
      t.SUPERVISOR,
      `/api/works/${draft.id}`,
      plannedWork({ kmFrom: 540, kmTo: 541, schedule: morning('2027-10-04') }),
    );
    expect(res.statusCode).toBe(200);
    expect(works((res.json() as { warnings: Warning[] }).warnings)).toEqual([approved.id]);
  });
});

describe('conflicts with open events', () => {
  it('warns of an open MAJOR or CRITICAL event in the km range, not a minor one nor one outside', async () => {
    const critical = await event(485.5, 'CRITICAL');
    const major = await event(486, 'MAJOR');
    const minor = await event(485.8, 'MINOR');
    const outside = await event(488.5, 'CRITICAL');
    const work = await create({ kmFrom: 485, kmTo: 487, schedule: morning('2027-11-08') });
    const found = incidents(work.warnings);
    expect(found).toEqual(expect.arrayContaining([critical, major]));
    expect(found).not.toContain(minor);
    expect(found).not.toContain(outside);
    expect(work.warnings.find((w) => w.id === critical && w.kind === 'INCIDENT')).toEqual({
      kind: 'INCIDENT',
      id: critical,
      message: 'Hay un evento abierto de severidad crítica en el km 485,5',
      kilometer: 485.5,
      orientation: 'NORTH',
      severity: 'CRITICAL',
    });
    expect(incidents(await approve(work.id))).toEqual(expect.arrayContaining([critical, major]));
  });

  it('answers no warnings field when nothing conflicts', async () => {
    const res = await send('POST', t.SUPERVISOR, '/api/works', plannedWork({ kmFrom: 578, kmTo: 580, schedule: morning('2027-12-06') }));
    const answer = res.json() as { warnings?: Warning[] };
    expect(works(answer.warnings ?? [])).toEqual([]);
  });
});
