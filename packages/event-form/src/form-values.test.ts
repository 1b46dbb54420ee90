import { ATTACHMENT_MAX_BYTES, TICKET_INPUT_FIELDS, type Ticket } from '@vigia/domain';
import {
  FORM_FIELDS,
  blanksToUndefined,
  emptyValues,
  ticketToValues,
  toCreatePayload,
  toDateTimeLocal,
  type EventFormOutput,
} from './form-values';
import { checkPhoto } from './photo-rules';

describe('form values', () => {
  it('formats a date for datetime-local in local time', () => {
    expect(toDateTimeLocal(new Date(2024, 0, 5, 7, 3))).toBe('2024-01-05T07:03');
    expect(toDateTimeLocal(new Date('nope'))).toBe('');
  });

  it('treats blank numbers, dates and selects as missing, and keeps blank text', () => {
    const out = blanksToUndefined({ ...emptyValues(), fullName: '' });
    for (const key of ['kilometer', 'subcategory', 'classificationId', 'dateEvent', 'category', 'commune', 'orientation']) {
      expect(out[key]).toBeUndefined();
    }
    expect(out.fullName).toBe('');
  });

  it('turns a ticket into input strings', () => {
    const values = ticketToValues({
      kilometer: 455,
      subcategory: 11,
      classificationId: 111,
      dateEvent: new Date(2024, 4, 1, 10, 30).toISOString(),
      realAddress: null,
    } as unknown as Ticket);
    expect(values).toMatchObject({
      kilometer: '455',
      subcategory: '11',
      classificationId: '111',
      dateEvent: '2024-05-01T10:30',
      realAddress: '',
      website: '',
    });
  });
});

describe('the form’s fields', () => {
  it('are the shared schema’s, but the alternate address and the channel', () => {
    const notOnForm = TICKET_INPUT_FIELDS.filter((f) => !(FORM_FIELDS as readonly string[]).includes(f));
    expect(notOnForm).toEqual(['alternateAddress', 'channelCode']);
    expect(Object.keys(emptyValues()).sort()).toEqual([...FORM_FIELDS, 'injured', 'website'].sort());
  });

  it('turn the schema’s output into the POST body: ISO date, web channel, honeypot', () => {
    const dateEvent = new Date(2024, 4, 1, 10, 30);
    const output = {
      fullName: 'Ana',
      documentKind: 'OTHER',
      rut: '1-9',
      email: 'a@b.cl',
      phone: '1',
      realAddress: '',
      patente: 'AB12',
      category: 'ACC',
      subcategory: 11,
      classificationId: 111,
      commune: 'Cabrero',
      sector: 'Centro',
      kilometer: 455,
      orientation: 'NORTH',
      dateEvent,
      description: '<p>x</p>',
      website: 'ignored: the honeypot comes from its own argument',
    } as EventFormOutput;
    const { dateEvent: _date, website: _website, ...rest } = output as EventFormOutput & { website: string };
    expect(toCreatePayload(output, '')).toStrictEqual({
      ...rest,
      dateEvent: dateEvent.toISOString(),
      channelCode: 'WEB_SELF_SERVICE',
      website: '',
    });
  });

  it('send `injured: true` only when the reporter answered yes', () => {
    const output = { dateEvent: new Date(2024, 4, 1, 10, 30), kilometer: 455 } as EventFormOutput;
    expect(toCreatePayload({ ...output, injured: true }, '')).toMatchObject({ injured: true });
    expect(toCreatePayload({ ...output, injured: false }, '')).not.toHaveProperty('injured');
    expect(toCreatePayload(output, '')).not.toHaveProperty('injured');
    expect(blanksToUndefined({ ...emptyValues(), injured: 'yes' }).injured).toBe(true);
    expect(blanksToUndefined({ ...emptyValues(), injured: 'no' }).injured).toBe(false);
    expect(blanksToUndefined(emptyValues()).injured).toBeUndefined();
  });
});

describe('checkPhoto', () => {
  const file = (name: string, type: string, size = 10) => ({ name, type, size });

  it.each([
    ['a.png', 'image/png'],
    ['a.JPG', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.png', ''],
  ])('accepts %s (%s)', (name, type) => expect(checkPhoto(file(name, type))).toBeNull());

  it.each([
    ['a.gif', 'image/gif'],
    ['a.png', 'image/gif'],
    ['a.pdf', 'application/pdf'],
    ['a', ''],
  ])('refuses the type of %s (%s)', (name, type) => expect(checkPhoto(file(name, type))).toBe('type'));

  it('accepts exactly 2 MB and refuses one byte more', () => {
    expect(checkPhoto(file('a.png', 'image/png', ATTACHMENT_MAX_BYTES))).toBeNull();
    expect(checkPhoto(file('a.png', 'image/png', ATTACHMENT_MAX_BYTES + 1))).toBe('size');
  });
});
