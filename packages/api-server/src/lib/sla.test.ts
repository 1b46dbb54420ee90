// Which clock an event's due time counts and, once closed, whether it met its targets (issue 37
// item 5): decided by slaOf alone, for the event's JSON.
import { slaOf, type SlaInput } from './sla';

const MINUTE = 60_000;
const created = new Date('2026-11-27T15:00:00.000Z');
const at = (minutes: number) => new Date(created.getTime() + minutes * MINUTE);
// MAJOR's targets: taken within 10 min, closed within 240.
const event = (over: Partial<SlaInput> = {}): SlaInput => ({
  statusCode: 'ABIERTO',
  createdAt: created,
  takenAt: null,
  closedAt: null,
  takeMinutes: 10,
  closeMinutes: 240,
  ...over,
});

describe('slaOf: the clock being counted', () => {
  it('counts the take target while nobody has taken the event', () => {
    expect(slaOf(event(), at(1))).toEqual({ slaDueAt: at(10), slaState: 'OK', slaClock: 'TAKE', slaMet: null });
    expect(slaOf(event(), at(8))).toMatchObject({ slaClock: 'TAKE', slaState: 'AT_RISK' });
    expect(slaOf(event(), at(11))).toMatchObject({ slaClock: 'TAKE', slaState: 'BREACHED', slaMet: null });
  });

  it('counts the close target once taken, whatever the status', () => {
    const taken = event({ statusCode: 'EN_PROCESO', takenAt: at(2) });
    expect(slaOf(taken, at(3))).toEqual({ slaDueAt: at(240), slaState: 'OK', slaClock: 'CLOSE', slaMet: null });
    expect(slaOf(taken, at(241))).toMatchObject({ slaClock: 'CLOSE', slaState: 'BREACHED' });
    expect(slaOf(event({ takenAt: at(2) }), at(3))).toMatchObject({ slaClock: 'CLOSE' });
  });
});

describe('slaOf: a closed event counts no clock, it met its time or not', () => {
  const closed = (over: Partial<SlaInput>) => slaOf(event({ statusCode: 'CERRADO', ...over }), at(10_000));

  it('met: taken and closed within the targets (or closed without being taken, in time)', () => {
    expect(closed({ takenAt: at(5), closedAt: at(200) })).toEqual({ slaDueAt: at(240), slaState: 'OK', slaClock: null, slaMet: true });
    expect(closed({ takenAt: null, closedAt: at(30) })).toMatchObject({ slaClock: null, slaMet: true });
  });

  it('late: closed after the close target, or taken after the take target', () => {
    expect(closed({ takenAt: at(5), closedAt: at(241) })).toEqual({
      slaDueAt: at(240),
      slaState: 'BREACHED',
      slaClock: null,
      slaMet: false,
    });
    expect(closed({ takenAt: at(11), closedAt: at(60) })).toMatchObject({ slaClock: null, slaMet: false, slaState: 'BREACHED' });
  });
});
