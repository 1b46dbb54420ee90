import { createEventSchema } from './schemas/event';
import { TicketShape } from './shapes/tickets';
import { TICKET_INPUT_FIELDS, TICKET_UPDATE_FIELDS, toTicketUpdate, type TicketInput } from './ticket-fields';
import type { Ticket } from './types';

describe('the ticket field list', () => {
  it('is exactly the shared schema’s fields, in its order', () => {
    expect([...TICKET_INPUT_FIELDS]).toEqual(Object.keys(createEventSchema().fields));
  });

  it('has no duplicates', () => {
    expect(new Set(TICKET_UPDATE_FIELDS).size).toBe(TICKET_UPDATE_FIELDS.length);
  });

  it('types each field as the schema casts it, dates as ISO strings', () => {
    // Compile-time checks: a wrong type here fails `tsc`.
    const input: TicketInput = {
      email: 'a@b.cl',
      patente: 'AB12',
      realAddress: '',
      kilometer: 415,
      phone: '1',
      sector: 'Sur',
      commune: 'Bulnes',
      fullName: 'Ana',
      documentKind: 'RUT',
      rut: '1-9',
      description: '<p>x</p>',
      dateEvent: '2024-01-01T00:00:00.000Z',
      category: 'ACCIDENTE',
      subcategory: 1,
      classificationId: 1,
      orientation: 'NORTH',
    };
    // @ts-expect-error orientation is NORTH or SOUTH
    const wrong: TicketInput = { ...input, orientation: 'EAST' };
    expect(wrong.orientation).toBe('EAST');
  });

  it('builds the PUT body of a stored event from its fields only', () => {
    // What a caller sends…
    const sent = {
      description: '<p>x</p>',
      kilometer: 415,
      sector: 'Sur',
      commune: 'Bulnes',
      orientation: 'NORTH',
      dateEvent: '2024-01-01T00:00:00.000Z',
      channelCode: 'WEB_SELF_SERVICE',
      classificationId: 3,
      realAddress: '',
      email: 'a@b.cl',
      fullName: 'Ana',
      phone: '1',
      documentKind: 'OTHER',
      rut: '1-9',
      patente: 'AB12',
      statusCode: 'ABIERTO',
      assignedToId: null,
      category: 'ACCIDENTE',
      subcategory: 2,
    } satisfies Partial<Ticket>;
    // …and every other field of the event as the API serializes it (shapes/tickets.ts): what the
    // server computes or keeps, never part of an update, whatever fields the event gains.
    const serverOnly = Object.fromEntries(
      Object.keys(TicketShape.properties)
        .filter((key) => !(key in sent))
        .map((key) => [key, `server's ${key}`]),
    );
    expect(Object.keys(serverOnly)).toEqual(expect.arrayContaining(['id', 'version', 'createdAt', 'slaState', 'milestones']));
    const ticket = { ...sent, ...serverOnly } as unknown as Ticket;
    expect(toTicketUpdate(ticket)).toEqual(sent);
  });
});
