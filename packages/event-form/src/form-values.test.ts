import { ATTACHMENT_MAX_BYTES, type Ticket } from '@vigia/domain';
import { blanksToUndefined, emptyValues, ticketToValues, toDateTimeLocal } from './form-values';
import { checkPhoto } from './photo-rules';

describe('form values', () => {
  it('formats a date for datetime-local in local time', () => {
    expect(toDateTimeLocal(new Date(2024, 0, 5, 7, 3))).toBe('2024-01-05T07:03');
    expect(toDateTimeLocal(new Date('nope'))).toBe('');
  });

  it('treats blank numbers, dates and selects as missing, and keeps blank text', () => {
    const out = blanksToUndefined({ ...emptyValues(), fullName: '' });
    for (const key of [
      'kilometer',
      'subcategory',
      'classificationId',
      'dateEvent',
      'category',
      'commune',
      'orientation',
    ]) {
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
  ])('refuses the type of %s (%s)', (name, type) =>
    expect(checkPhoto(file(name, type))).toBe('type'),
  );

  it('accepts exactly 2 MB and refuses one byte more', () => {
    expect(checkPhoto(file('a.png', 'image/png', ATTACHMENT_MAX_BYTES))).toBeNull();
    expect(checkPhoto(file('a.png', 'image/png', ATTACHMENT_MAX_BYTES + 1))).toBe('size');
  });
});
