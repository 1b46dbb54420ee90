// The event policy's contract (issue 36): every role × event state × action, written out, so a
// change to who may do what shows here as a changed letter. The server proves it answers the same
// (api-server test/event-policy-api.test.ts), the screens call the same functions.
import { MILESTONE_CODES, ROLES, type Role } from './constants';
import {
  commentVisibilities,
  decideAssign,
  decideComment,
  decideClose,
  decideEdit,
  decideRelease,
  decideReopen,
  decideStatus,
  decideTake,
  decideTriage,
  decideWork,
  eventActions,
  mayBackdateMilestone,
  mayOpen,
  type Decision,
  type PolicyEvent,
} from './event-policy';
import { decideRecording, POLICY_ACTIONS as ACTIONS, type Decide, type PolicyAction as Action } from './event-policy-contract';

const LETTER: Record<Decision, string> = { allow: 'A', done: 'D', hidden: 'H', forbidden: 'F', conflict: 'C' };

// A supervisor and an admin may do the same to any event: one set of rows for both.
const MANAGER = {
  open: 'AAA AAA AAA | AAA AAA AAA',
  work: 'AAA AAA AAA | AAA AAA AAA',
  comment: 'AAA AAA AAA | AAA AAA AAA',
  edit: 'AAA AAA AAA | CCC CCC CCC',
  save: 'AAA AAA AAA | AAA AAA AAA',
  close: 'AAA AAA AAA | CCC CCC CCC',
  status: 'AAA AAA AAA | CCC CCC CCC',
  reopen: 'CCC CCC CCC | AAA AAA AAA',
  assign: 'AAA AAA AAA | CCC CCC CCC',
  take: 'FFF FFF FFF | FFF FFF FFF',
  release: 'FFF FFF FFF | FFF FFF FFF',
  triage: 'AAA AAA AAA | CCC CCC CCC',
  merge: 'AAA AAA AAA | CCC CCC CCC',
  link: 'AAA AAA AAA | AAA AAA AAA',
  VERIFIED: 'AAA AAA AAA | CCC CCC CCC',
  DISPATCHED: 'AAA AAA AAA | CCC CCC CCC',
  ON_SCENE: 'AAA AAA AAA | CCC CCC CCC',
  LANES_OPEN: 'AAA AAA AAA | CCC CCC CCC',
  CLEARED: 'AAA AAA AAA | CCC CCC CCC',
} as const;

/**
 * One row per role and action, 18 letters: A allow, D done already, H hidden (404), F forbidden (403),
 * C conflict (409). Left of `|` the event is open (ABIERTO), right of it closed (CERRADO). In each
 * half three groups by who reported it (the user, someone else, anonymous), and in each group three
 * letters by who it is assigned to (the user, someone else, nobody). `status`: to EN_PROCESO; the
 * milestone rows record that milestone.
 */
const EXPECTED = {
  DRIVER: {
    open: 'AAA HHH HHH | AAA HHH HHH',
    work: 'AAA HHH HHH | AAA HHH HHH',
    comment: 'AAA HHH HHH | AAA HHH HHH',
    edit: 'AAA HHH HHH | CCC HHH HHH',
    save: 'AAA HHH HHH | CCC HHH HHH',
    close: 'AAA HHH HHH | CCC HHH HHH',
    status: 'FFF HHH HHH | CCC HHH HHH',
    reopen: 'FFF HHH HHH | FFF HHH HHH',
    assign: 'FFF HHH HHH | FFF HHH HHH',
    take: 'FFF FFF FFF | FFF FFF FFF',
    release: 'FFF FFF FFF | FFF FFF FFF',
    triage: 'FFF HHH HHH | FFF HHH HHH',
    merge: 'FFF HHH HHH | FFF HHH HHH',
    link: 'FFF HHH HHH | FFF HHH HHH',
    VERIFIED: 'FFF HHH HHH | FFF HHH HHH',
    DISPATCHED: 'FFF HHH HHH | FFF HHH HHH',
    ON_SCENE: 'AAA HHH HHH | CCC HHH HHH',
    LANES_OPEN: 'FFF HHH HHH | FFF HHH HHH',
    CLEARED: 'FFF HHH HHH | FFF HHH HHH',
  },
  OPERATOR: {
    open: 'AHA AHA AHA | AHH AHH AHH',
    work: 'AHA AHA AHA | AHH AHH AHH',
    comment: 'AHA AHA AHA | AHH AHH AHH',
    edit: 'AHF AHF AHF | CHH CHH CHH',
    save: 'AHF AHF AHF | CHH CHH CHH',
    close: 'AHF AHF AHF | CHH CHH CHH',
    status: 'AHF AHF AHF | CHH CHH CHH',
    reopen: 'FHF FHF FHF | FHH FHH FHH',
    assign: 'FHF FHF FHF | FHH FHH FHH',
    take: 'DCA DCA DCA | CHC CHC CHC',
    release: 'ACC ACC ACC | CCC CCC CCC',
    triage: 'AHA AHA AHA | CHH CHH CHH',
    merge: 'AHF AHF AHF | CHH CHH CHH',
    link: 'AHF AHF AHF | AHH AHH AHH',
    VERIFIED: 'AHF AHF AHF | CHH CHH CHH',
    DISPATCHED: 'AHF AHF AHF | CHH CHH CHH',
    ON_SCENE: 'AHF AHF AHF | CHH CHH CHH',
    LANES_OPEN: 'AHF AHF AHF | CHH CHH CHH',
    CLEARED: 'AHF AHF AHF | CHH CHH CHH',
  },
  SUPERVISOR: MANAGER,
  INSPECTOR: {
    open: 'AAA AAA AAA | AAA AAA AAA',
    work: 'FFF FFF FFF | FFF FFF FFF',
    comment: 'FFF FFF FFF | FFF FFF FFF',
    edit: 'FFF FFF FFF | FFF FFF FFF',
    save: 'FFF FFF FFF | FFF FFF FFF',
    close: 'FFF FFF FFF | FFF FFF FFF',
    status: 'FFF FFF FFF | FFF FFF FFF',
    reopen: 'FFF FFF FFF | FFF FFF FFF',
    assign: 'FFF FFF FFF | FFF FFF FFF',
    take: 'FFF FFF FFF | FFF FFF FFF',
    release: 'FFF FFF FFF | FFF FFF FFF',
    triage: 'FFF FFF FFF | FFF FFF FFF',
    merge: 'FFF FFF FFF | FFF FFF FFF',
    link: 'FFF FFF FFF | FFF FFF FFF',
    VERIFIED: 'FFF FFF FFF | FFF FFF FFF',
    DISPATCHED: 'FFF FFF FFF | FFF FFF FFF',
    ON_SCENE: 'FFF FFF FFF | FFF FFF FFF',
    LANES_OPEN: 'FFF FFF FFF | FFF FFF FFF',
    CLEARED: 'FFF FFF FFF | FFF FFF FFF',
  },
  ADMIN: MANAGER,
} as const satisfies Record<Role, Record<string, string>>;

const ME = 'me';
const WHO = [ME, 'other', null] as const;

/** The row the policy gives for one role and one decision function. */
function row(role: Role, decide: Decide): string {
  const user = { id: ME, role };
  return (['ABIERTO', 'CERRADO'] as const)
    .map((statusCode) =>
      WHO.map((createdById) => WHO.map((assignedToId) => LETTER[decide(user, { statusCode, createdById, assignedToId })]).join('')).join(
        ' ',
      ),
    )
    .join(' | ');
}

describe('the event policy, every role × state × action', () => {
  it('covers every role and every action', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) expect(Object.keys(EXPECTED[role]).sort()).toEqual([...Object.keys(ACTIONS), ...MILESTONE_CODES].sort());
  });

  describe.each(ROLES)('%s', (role) => {
    it.each(Object.keys(ACTIONS) as Action[])('%s', (action) => {
      expect(row(role, ACTIONS[action])).toBe(EXPECTED[role][action]);
    });
    it.each(MILESTONE_CODES)('records %s', (code) => {
      expect(row(role, decideRecording(code))).toBe(EXPECTED[role][code]);
    });
  });
});

describe('what follows from the decisions', () => {
  const states: PolicyEvent[] = (['ABIERTO', 'CERRADO'] as const).flatMap((statusCode) =>
    WHO.flatMap((createdById) => WHO.map((assignedToId) => ({ statusCode, createdById, assignedToId }))),
  );

  it('a screen offers exactly what is allowed', () => {
    for (const role of ROLES) {
      for (const event of states) {
        const user = { id: ME, role };
        expect(eventActions(user, event)).toEqual({
          open: mayOpen(user, event),
          edit: decideEdit(user, event) === 'allow',
          close: decideClose(user, event) === 'allow',
          reopen: decideReopen(user, event) === 'allow',
          assign: decideAssign(user, event) === 'allow',
          take: decideTake(user, event) === 'allow',
          release: decideRelease(user, event) === 'allow',
          triage: decideTriage(user, event) === 'allow',
          comment: decideComment(user, event) === 'allow',
          attach: decideWork(user, event) === 'allow',
        });
      }
    }
  });

  it('whoever may comment chooses either visibility; the others none', () => {
    for (const role of ROLES) {
      for (const event of states) {
        const user = { id: ME, role };
        const expected = decideComment(user, event) === 'allow' ? ['INTERNAL', 'PUBLIC'] : [];
        expect(commentVisibilities(user, event)).toEqual(expected);
      }
    }
  });

  it('a status unchanged is done; closing through the status is the close rule', () => {
    const open = { statusCode: 'ABIERTO', createdById: 'd1', assignedToId: 'op1' };
    expect(decideStatus({ id: 'op1', role: 'OPERATOR' }, open, 'ABIERTO')).toBe('done');
    expect(decideStatus({ id: 'd1', role: 'DRIVER' }, open, 'CERRADO')).toBe('allow');
    expect(decideStatus({ id: 'd1', role: 'DRIVER' }, open, 'EN_PROCESO')).toBe('forbidden');
    const closed = { ...open, statusCode: 'CERRADO' };
    // A manager's whole-row save of a closed event keeps it closed (done); moving it needs a reopen.
    expect(decideStatus({ id: 's1', role: 'SUPERVISOR' }, closed, 'CERRADO')).toBe('done');
    expect(decideStatus({ id: 's1', role: 'SUPERVISOR' }, closed, 'ABIERTO')).toBe('conflict');
    expect(decideStatus({ id: 'op1', role: 'OPERATOR' }, closed, 'CERRADO')).toBe('conflict');
  });

  it('only the control room back-dates a milestone', () => {
    expect(ROLES.filter((role) => mayBackdateMilestone({ role }))).toEqual(['OPERATOR', 'SUPERVISOR', 'ADMIN']);
  });
});
