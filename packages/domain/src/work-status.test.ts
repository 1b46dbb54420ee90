// The planned works' state machine (issue 41): each role × action × status written out, and the
// statuses read from the clock. The server's tests (api-server test/works.test.ts) prove the API.
import { ROLES } from './constants';
import { decideWorkAction, WORK_ACTIONS, WORK_STATUSES, workActionsFor, workStatusAt } from './work-status';

const periods = [
  { start: '2027-03-01T09:00:00-03:00', end: '2027-03-01T17:00:00-03:00' },
  { start: '2027-03-02T09:00:00-03:00', end: '2027-03-02T17:00:00-03:00' },
];

describe('workStatusAt', () => {
  it('reads an APPROVED work as ACTIVE in a period, APPROVED between them and DONE after the last', () => {
    expect(workStatusAt('APPROVED', periods, new Date('2027-03-01T08:00:00-03:00'))).toBe('APPROVED');
    expect(workStatusAt('APPROVED', periods, new Date('2027-03-01T09:00:00-03:00'))).toBe('ACTIVE');
    expect(workStatusAt('APPROVED', periods, new Date('2027-03-01T17:00:00-03:00'))).toBe('APPROVED');
    expect(workStatusAt('APPROVED', periods, new Date('2027-03-02T16:59:59-03:00'))).toBe('ACTIVE');
    expect(workStatusAt('APPROVED', periods, new Date('2027-03-02T17:00:00-03:00'))).toBe('DONE');
  });

  it('never makes a work that is not APPROVED ACTIVE', () => {
    for (const stored of ['DRAFT', 'REQUESTED', 'REJECTED', 'CANCELLED'] as const)
      expect(workStatusAt(stored, periods, new Date('2027-03-01T10:00:00-03:00'))).toBe(stored);
  });
});

describe('decideWorkAction', () => {
  // a: allowed, c: refused by the state (409), -: refused by the role (403). Columns: DRAFT,
  // REQUESTED, APPROVED, REJECTED, ACTIVE, DONE, CANCELLED.
  const none = { edit: '-------', request: '-------', approve: '-------', reject: '-------', cancel: '-------' };
  const planner = { edit: 'accaccc', request: 'accaccc', approve: '-------', reject: '-------', cancel: 'aaaaacc' };
  const inspector = { edit: '-------', request: '-------', approve: 'caccccc', reject: 'caccccc', cancel: '-------' };
  const table: Record<string, Record<string, string>> = {
    DRIVER: none,
    OPERATOR: none,
    SUPERVISOR: planner,
    ADMIN: planner,
    INSPECTOR: inspector,
  };
  const letter = { allow: 'a', conflict: 'c', forbidden: '-' } as const;

  it.each(ROLES)('answers %s as the table says', (role) => {
    const rows = Object.fromEntries(
      WORK_ACTIONS.map((action) => [action, WORK_STATUSES.map((status) => letter[decideWorkAction(role, action, status)]).join('')]),
    );
    expect(rows).toEqual(table[role]);
  });

  it('lists the buttons of each role', () => {
    expect(workActionsFor('SUPERVISOR', 'REJECTED')).toEqual(['edit', 'request', 'cancel']);
    expect(workActionsFor('INSPECTOR', 'REQUESTED')).toEqual(['approve', 'reject']);
    expect(workActionsFor('DRIVER', 'DRAFT')).toEqual([]);
    expect(workActionsFor('ADMIN', 'DONE')).toEqual([]);
  });
});
