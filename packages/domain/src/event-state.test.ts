import { MILESTONE_CODES, type MilestoneCode } from './constants';
import { applyEventChange, eventStateChanges, mayChooseStatus, nextEventState, type EventChange, type EventFacts } from './event-state';

const reported = (lanes: EventFacts['lanesBlocked'] = { NORTH: 'ALL', SOUTH: 'PARTIAL' }): EventFacts => ({
  statusCode: 'ABIERTO',
  lanesBlocked: lanes,
  assignedToId: null,
  milestones: [],
});

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** The rule said independently: what each milestone recorded so far must give. */
function expected(recorded: MilestoneCode[], lanesBefore: EventFacts['lanesBlocked']) {
  if (recorded.includes('CLEARED')) return { statusCode: 'CERRADO', lanesBlocked: { NORTH: 'NONE', SOUTH: 'NONE' } };
  const worked = recorded.some((code) => code === 'DISPATCHED' || code === 'ON_SCENE' || code === 'LANES_OPEN');
  const open = recorded.includes('LANES_OPEN');
  return { statusCode: worked ? 'EN_PROCESO' : 'ABIERTO', lanesBlocked: open ? { NORTH: 'NONE', SOUTH: 'NONE' } : lanesBefore };
}

describe('the status and lanes rule', () => {
  const orders = permutations(MILESTONE_CODES);

  it('gives the status and lanes after each milestone, in every order of the five', () => {
    expect(orders).toHaveLength(120);
    for (const order of orders) {
      let facts = reported();
      const recorded: MilestoneCode[] = [];
      for (const code of order) {
        // After T6 the event is closed: the server refuses more milestones, and the rule keeps it so.
        facts = applyEventChange(facts, { kind: 'milestone', code });
        if (!recorded.includes('CLEARED')) recorded.push(code);
        expect({ order, after: code, state: { statusCode: facts.statusCode, lanesBlocked: facts.lanesBlocked } }).toEqual({
          order,
          after: code,
          state: expected(recorded, { NORTH: 'ALL', SOUTH: 'PARTIAL' }),
        });
      }
    }
  });

  it('counts lanes recorded after T5 again, and opens those recorded before it, wherever they come', () => {
    const blocked: EventChange = { kind: 'lanes', lanesBlocked: { SOUTH: 'ALL' } };
    for (const order of permutations(MILESTONE_CODES.filter((code) => code !== 'CLEARED'))) {
      for (let at = 0; at <= order.length; at += 1) {
        const changes: EventChange[] = order.map((code) => ({ kind: 'milestone', code }));
        changes.splice(at, 0, blocked);
        const facts = changes.reduce(applyEventChange, reported({ NORTH: 'NONE', SOUTH: 'NONE' }));
        const afterT5 = at > order.indexOf('LANES_OPEN');
        expect({ order, at, lanes: facts.lanesBlocked }).toEqual({
          order,
          at,
          lanes: afterT5 ? { NORTH: 'NONE', SOUTH: 'ALL' } : { NORTH: 'NONE', SOUTH: 'NONE' },
        });
        expect(facts.statusCode).toBe('EN_PROCESO');
      }
    }
  });

  it.each<[string, EventChange[], string, EventFacts['lanesBlocked']]>([
    ['nothing yet', [], 'ABIERTO', { NORTH: 'ALL', SOUTH: 'PARTIAL' }],
    ['T2 verified alone', [{ kind: 'milestone', code: 'VERIFIED' }], 'ABIERTO', { NORTH: 'ALL', SOUTH: 'PARTIAL' }],
    ['taken', [{ kind: 'assignee', assignedToId: 'op-1' }], 'EN_PROCESO', { NORTH: 'ALL', SOUTH: 'PARTIAL' }],
    [
      'taken then released (T3 stays)',
      [
        { kind: 'assignee', assignedToId: 'op-1' },
        { kind: 'milestone', code: 'DISPATCHED' },
        { kind: 'assignee', assignedToId: null },
      ],
      'EN_PROCESO',
      { NORTH: 'ALL', SOUTH: 'PARTIAL' },
    ],
    ['on scene', [{ kind: 'milestone', code: 'ON_SCENE' }], 'EN_PROCESO', { NORTH: 'ALL', SOUTH: 'PARTIAL' }],
    ['lanes open', [{ kind: 'milestone', code: 'LANES_OPEN' }], 'EN_PROCESO', { NORTH: 'NONE', SOUTH: 'NONE' }],
    ['closed without T5', [{ kind: 'close' }], 'CERRADO', { NORTH: 'NONE', SOUTH: 'NONE' }],
    ['closed, then reopened', [{ kind: 'close' }, { kind: 'reopen' }], 'EN_PROCESO', { NORTH: 'NONE', SOUTH: 'NONE' }],
    [
      'reopened, then blocked again',
      [{ kind: 'close' }, { kind: 'reopen' }, { kind: 'lanes', lanesBlocked: { NORTH: 'PARTIAL' } }],
      'EN_PROCESO',
      { NORTH: 'PARTIAL', SOUTH: 'NONE' },
    ],
    [
      'a closed event keeps its lanes',
      [{ kind: 'close' }, { kind: 'lanes', lanesBlocked: { NORTH: 'ALL' } }],
      'CERRADO',
      { NORTH: 'NONE', SOUTH: 'NONE' },
    ],
  ])('%s', (_name, changes, statusCode, lanesBlocked) => {
    const facts = changes.reduce(applyEventChange, reported());
    expect({ statusCode: facts.statusCode, lanesBlocked: facts.lanesBlocked }).toEqual({ statusCode, lanesBlocked });
  });

  it('never turns a worked event back to ABIERTO, and reopening takes T6 back', () => {
    const worked = { ...reported(), statusCode: 'EN_PROCESO' };
    expect(nextEventState(worked, { kind: 'milestone', code: 'VERIFIED' }).statusCode).toBe('EN_PROCESO');
    const closed = applyEventChange(worked, { kind: 'milestone', code: 'CLEARED' });
    expect(applyEventChange(closed, { kind: 'reopen' }).milestones).toEqual([]);
  });

  it('lets the status field move a status only forward', () => {
    expect(mayChooseStatus('ABIERTO', 'EN_PROCESO')).toBe(true);
    expect(mayChooseStatus('ABIERTO', 'ABIERTO')).toBe(true);
    expect(mayChooseStatus('EN_PROCESO', 'EN_PROCESO')).toBe(true);
    expect(mayChooseStatus('EN_PROCESO', 'ABIERTO')).toBe(false);
  });

  it('names what changed, for the history', () => {
    const before = reported();
    const after = nextEventState(before, { kind: 'milestone', code: 'LANES_OPEN' });
    expect(eventStateChanges(before, after)).toEqual({
      statusCode: ['ABIERTO', 'EN_PROCESO'],
      lanesNorth: ['ALL', 'NONE'],
      lanesSouth: ['PARTIAL', 'NONE'],
    });
    expect(eventStateChanges(after, after)).toEqual({});
  });
});
