// The unit status machine's contract (issue 38): every actor × move × status, written out, so a
// change to what may follow what, or who may do it, shows here as a changed letter. The server's
// tests (api-server test/units*.test.ts) prove the API answers the same.
import { ROLES } from './constants';
import {
  decideUnitMove,
  unitStatusAfter,
  unitStatusMoves,
  UNIT_STATUSES,
  type UnitActor,
  type UnitDecision,
  type UnitFacts,
  type UnitMove,
} from './unit-status';

const LETTER: Record<UnitDecision, string> = { allow: 'A', forbidden: 'F', conflict: 'C' };

const MOVES: Record<string, UnitMove> = {
  signOn: { kind: 'signOn' },
  signOff: { kind: 'signOff' },
  dispatch: { kind: 'dispatch' },
  toAvailable: { kind: 'status', to: 'AVAILABLE' },
  toDispatched: { kind: 'status', to: 'DISPATCHED' },
  toEnRoute: { kind: 'status', to: 'EN_ROUTE' },
  toOnScene: { kind: 'status', to: 'ON_SCENE' },
  toOutOfService: { kind: 'status', to: 'OUT_OF_SERVICE' },
};

// Columns: the unit's status, in UNIT_STATUSES order: AVAILABLE DISPATCHED EN_ROUTE ON_SCENE OUT_OF_SERVICE.
const CONTROL_ROOM = {
  signOn: 'FFFFF',
  signOff: 'FFFFF',
  dispatch: 'ACCCC',
  toAvailable: 'CAAFA',
  toDispatched: 'CCCCC',
  toEnRoute: 'CFCCC',
  toOnScene: 'CCFCC',
  toOutOfService: 'ACCCC',
};
const NOBODY = Object.fromEntries(Object.keys(MOVES).map((move) => [move, 'FFFFF']));

/** A unit driven by `d1`, in service. */
const EXPECTED_DRIVEN: Record<string, Record<string, string>> = {
  OWN_DRIVER: {
    signOn: 'CCCCC',
    signOff: 'ACCCA',
    dispatch: 'FFFFF',
    toAvailable: 'CFFAA',
    toDispatched: 'CCCCC',
    toEnRoute: 'CACCC',
    toOnScene: 'CCACC',
    toOutOfService: 'ACCCC',
  },
  OTHER_DRIVER: { ...NOBODY, signOn: 'CCCCC' },
  OPERATOR: CONTROL_ROOM,
  SUPERVISOR: CONTROL_ROOM,
  ADMIN: CONTROL_ROOM,
  INSPECTOR: NOBODY,
};

const ACTORS: Record<string, UnitActor> = {
  OWN_DRIVER: { id: 'd1', role: 'DRIVER' },
  OTHER_DRIVER: { id: 'd2', role: 'DRIVER' },
  OPERATOR: { id: 'o1', role: 'OPERATOR' },
  SUPERVISOR: { id: 's1', role: 'SUPERVISOR' },
  ADMIN: { id: 'a1', role: 'ADMIN' },
  INSPECTOR: { id: 'i1', role: 'INSPECTOR' },
};

const row = (actor: UnitActor, unit: Omit<UnitFacts, 'status'>, move: UnitMove) =>
  UNIT_STATUSES.map((status) => LETTER[decideUnitMove(actor, { ...unit, status }, move)]).join('');

describe('unit status machine', () => {
  it('covers every role', () => {
    expect(new Set(Object.values(ACTORS).map((a) => a.role))).toEqual(new Set(ROLES));
  });

  it.each(Object.keys(ACTORS))('a unit with a driver on shift: %s', (name) => {
    const actual = Object.fromEntries(
      Object.entries(MOVES).map(([key, move]) => [key, row(ACTORS[name]!, { driverId: 'd1', active: true }, move)]),
    );
    expect(actual).toEqual(EXPECTED_DRIVEN[name]);
  });

  it('a unit nobody drives: a driver signs on; nobody dispatches it or puts it in service', () => {
    const unit = { driverId: null, active: true };
    expect(row(ACTORS['OTHER_DRIVER']!, unit, MOVES['signOn']!)).toBe('CCCCA');
    expect(row(ACTORS['ADMIN']!, unit, MOVES['dispatch']!)).toBe('CCCCC');
    expect(row(ACTORS['ADMIN']!, unit, MOVES['toAvailable']!)).toBe('CAAFC');
    expect(row(ACTORS['OTHER_DRIVER']!, unit, MOVES['toAvailable']!)).toBe('FFFFF');
  });

  it('a deactivated unit: no shift, no dispatch, back to service refused; its driver may still sign off', () => {
    const unit = { driverId: 'd1', active: false };
    expect(row(ACTORS['OTHER_DRIVER']!, { driverId: null, active: false }, MOVES['signOn']!)).toBe('CCCCC');
    expect(row(ACTORS['OPERATOR']!, unit, MOVES['dispatch']!)).toBe('CCCCC');
    expect(row(ACTORS['OWN_DRIVER']!, unit, MOVES['toAvailable']!)).toBe('CFFAC');
    expect(row(ACTORS['OWN_DRIVER']!, unit, MOVES['signOff']!)).toBe('ACCCA');
  });

  it('each move leads to its status', () => {
    expect(unitStatusAfter({ kind: 'signOn' })).toBe('AVAILABLE');
    expect(unitStatusAfter({ kind: 'signOff' })).toBe('OUT_OF_SERVICE');
    expect(unitStatusAfter({ kind: 'dispatch' })).toBe('DISPATCHED');
    expect(unitStatusAfter({ kind: 'status', to: 'ON_SCENE' })).toBe('ON_SCENE');
  });

  it("lists the driver's buttons: the next step only", () => {
    const driver = ACTORS['OWN_DRIVER']!;
    const unit = (status: UnitFacts['status']): UnitFacts => ({ status, driverId: 'd1', active: true });
    expect(unitStatusMoves(driver, unit('DISPATCHED'))).toEqual(['EN_ROUTE']);
    expect(unitStatusMoves(driver, unit('EN_ROUTE'))).toEqual(['ON_SCENE']);
    expect(unitStatusMoves(driver, unit('ON_SCENE'))).toEqual(['AVAILABLE']);
    expect(unitStatusMoves(driver, unit('AVAILABLE'))).toEqual(['OUT_OF_SERVICE']);
    expect(unitStatusMoves(ACTORS['OPERATOR']!, unit('EN_ROUTE'))).toEqual(['AVAILABLE']);
  });
});
