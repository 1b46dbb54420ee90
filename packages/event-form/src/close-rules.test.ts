import { ROLES, type Ticket } from '@vigia/domain';
import { decideClose } from '@vigia/domain/event-policy';
import { mayCloseEvent } from './close-rules';

const open: Pick<Ticket, 'statusCode' | 'assignedToId' | 'createdById'> = {
  statusCode: 'EN_PROCESO',
  assignedToId: 'op-1',
  createdById: 'drv-1',
};

describe('who may close an event (what the server accepts)', () => {
  it.each([
    ['the assigned operator', { id: 'op-1', role: 'OPERATOR' }, true],
    ['another operator', { id: 'op-2', role: 'OPERATOR' }, false],
    ['a supervisor', { id: 's', role: 'SUPERVISOR' }, true],
    ['an admin', { id: 'a', role: 'ADMIN' }, true],
    ['an inspector', { id: 'i', role: 'INSPECTOR' }, false],
    ['the driver who reported it', { id: 'drv-1', role: 'DRIVER' }, true],
    ["a driver on someone else's event", { id: 'drv-2', role: 'DRIVER' }, false],
  ])('%s: %s', (_who, user, expected) => {
    expect(mayCloseEvent(user, open)).toBe(expected);
  });

  it('nobody closes an unassigned event as an operator, nor a closed one, nor without a session', () => {
    expect(mayCloseEvent({ id: 'op-1', role: 'OPERATOR' }, { ...open, assignedToId: null })).toBe(false);
    expect(mayCloseEvent({ id: 's', role: 'SUPERVISOR' }, { ...open, statusCode: 'CERRADO' })).toBe(false);
    expect(mayCloseEvent(null, open)).toBe(false);
    // A public report has no author: no driver owns it.
    expect(mayCloseEvent({ id: 'drv-1', role: 'DRIVER' }, { ...open, createdById: null })).toBe(false);
  });
});

describe('the close button follows the event policy', () => {
  it('offers closing exactly where decideClose allows it, for every role and state', () => {
    const who = ['me', 'other', null];
    for (const role of ROLES) {
      for (const statusCode of ['EN_PROCESO', 'CERRADO']) {
        for (const createdById of who) {
          for (const assignedToId of who) {
            const ticket = { statusCode, createdById, assignedToId };
            const user = { id: 'me', role };
            expect(mayCloseEvent(user, ticket)).toBe(decideClose(user, ticket) === 'allow');
          }
        }
      }
    }
  });
});
