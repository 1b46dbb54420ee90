import { COMMUNES } from '../constants';
import { htmlTextContent } from '../html-text';
import { TICKET_INPUT_FIELDS } from '../ticket-fields';
import { createEventSchema } from './event';
import { isValidRut, normalizePatente, normalizePhone, normalizeRut, rutCheckDigit } from './normalize';
import { SPANISH_MESSAGES as M } from './messages';
import { VALID_EVENT } from './test/valid-event';

// The description with inline markup.
const valid = { ...VALID_EVENT, description: '<p>Choque por alcance en la <strong>pista derecha</strong></p>' };

const schema = createEventSchema();

async function errorsOf(input: Record<string, unknown>): Promise<Record<string, string[]>> {
  try {
    await schema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string[]> = {};
    for (const e of (error as { inner: { path: string; message: string }[] }).inner) (out[e.path] ??= []).push(e.message);
    return out;
  }
}

describe('createEventSchema', () => {
  it('accepts a complete, valid event', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  // Every field but these: the addresses depend on each other and the orientation has its own
  // message (both tested below); the channel is optional; the document's kind defaults to a RUT
  // (document-kind.test.ts).
  const notPlainlyRequired: string[] = ['alternateAddress', 'realAddress', 'channelCode', 'orientation', 'documentKind'];
  it.each(TICKET_INPUT_FIELDS.filter((field) => !notPlainlyRequired.includes(field)))('requires %s', async (field) => {
    const errors = await errorsOf({ ...valid, [field]: undefined });
    expect(errors[field]).toContain(M.required);
  });

  // Each field's own rules: a value and the messages the field gets; none: the whole event is valid.
  const FIELD_RULES: Array<[rule: string, field: string, value: string, messages: string[]]> = [
    ['orientation is required with its own message', 'orientation', '', [M.orientationRequired]],
    ['orientation is only NORTH or SOUTH', 'orientation', 'EAST', [M.orientationRequired]],
    ['orientation SOUTH is valid', 'orientation', 'SOUTH', []],
    ['email needs an @', 'email', 'no-es-correo', [M.email]],
    // A domain without a dot cannot be written to from outside.
    ['email needs a dot in its domain', 'email', 'juan@correo', [M.email]],
    ['email needs a name after the dot', 'email', 'juan@correo.', [M.email]],
    ['email with a domain is valid', 'email', 'juan@correo.cl', []],
    ['email with dots and subdomains is valid', 'email', 'j.perez@mail.concesion.cl', []],
    ['patente refuses a slash', 'patente', 'AB/CD12', [M.alphanumeric]],
    ['patente refuses an underscore', 'patente', 'AB_CD12', [M.alphanumeric]],
    ['patente has at most 8 characters', 'patente', 'ABCDE1234', ['Máximo 8 caracteres']],
    ['patente of 8 characters is valid', 'patente', 'ABCDE123', []],
    ['realAddress allows accents, digits, dash, dot, comma, space', 'realAddress', 'Avda. Alemania 1234, Los Ángeles - Ñuble', []],
    ['realAddress refuses #', 'realAddress', 'Calle #12', [M.addressFormat]],
    ['realAddress has at most 100 characters', 'realAddress', 'a'.repeat(101), ['Máximo 100 caracteres']],
    ['phone refuses letters', 'phone', '56 9 abcd', [M.digitsOnly]],
    ['phone refuses #', 'phone', '+56#912345678', [M.digitsOnly]],
    ['phone has at most 50 digits', 'phone', '1'.repeat(51), ['Máximo 50 caracteres']],
    ['sector allows letters with accents and ñ, and spaces', 'sector', 'Peñón Último', []],
    ['sector refuses digits', 'sector', 'Sector 5', [M.lettersAndSpaces]],
    ['sector has at most 20 characters', 'sector', 'a'.repeat(21), ['Máximo 20 caracteres']],
    ['commune is one of the concession communes', 'commune', 'Santiago', [M.oneOf]],
    // yup reports oneOf before the string rules; a value outside the list is refused either way.
    ['commune outside the list with a digit', 'commune', 'Comuna 1', [M.oneOf]],
    ['commune outside the list and too long', 'commune', 'a'.repeat(21), [M.oneOf]],
    ['fullName has at most 100 characters, with its own message', 'fullName', 'a'.repeat(101), [M.fullNameMax]],
    ['fullName refuses digits', 'fullName', 'R2D2', [M.lettersAndSpaces]],
    ['rut allows dashes, dots and K', 'rut', '9.876.545-K', []],
    ['rut refuses spaces', 'rut', '12 345', [M.rutFormat]],
    ['rut has at most 50 characters', 'rut', '1'.repeat(51), ['Máximo 50 caracteres']],
  ];
  it.each(FIELD_RULES)('%s', async (_rule, field, value, messages) => {
    const errors = await errorsOf({ ...valid, [field]: value });
    if (messages.length === 0) expect(errors).toEqual({});
    else expect(errors[field]).toEqual(messages);
  });

  it('checks the e-mail length', async () => {
    const long = `${'a'.repeat(45)}@b.com`;
    expect((await errorsOf({ ...valid, email: long }))['email']).toContain('Máximo 50 caracteres');
  });

  it('realAddress is optional when an e-mail is given, required when neither e-mail nor alternate address', async () => {
    expect(await errorsOf({ ...valid, realAddress: '' })).toEqual({});
    const noEmail = await errorsOf({ ...valid, email: '', realAddress: '' });
    expect(noEmail['realAddress']).toEqual([M.required]);
    const withAlternate = await errorsOf({ ...valid, email: '', realAddress: '', alternateAddress: 'Casilla 12' });
    expect(withAlternate['realAddress']).toBeUndefined();
  });

  it('description: max 300 characters of text, the HTML may be longer; empty editor content is required', async () => {
    const longHtml = `<p><strong>${'a'.repeat(300)}</strong></p>`;
    expect(await errorsOf({ ...valid, description: longHtml })).toEqual({});
    expect((await errorsOf({ ...valid, description: `<p>${'a'.repeat(301)}</p>` }))['description']).toEqual(['Máximo 300 caracteres']);
    expect((await errorsOf({ ...valid, description: '<p><br></p>' }))['description']).toEqual([M.required]);
    expect((await errorsOf({ ...valid, description: '' }))['description']).toEqual([M.required]);
    expect((await errorsOf({ ...valid, description: `<p>${'<b></b>'.repeat(2000)}x</p>` }))['description']).toEqual([
      'Máximo 10000 caracteres',
    ]);
  });

  it('htmlTextContent decodes entities and drops tags', () => {
    expect(htmlTextContent('<p>a&nbsp;&amp;&#241;&#xF1;</p><script>x</script>')).toBe('a\u00a0&ññ');
  });

  it('dateEvent: valid date, not in the future beyond a small clock skew', async () => {
    expect((await errorsOf({ ...valid, dateEvent: 'ayer' }))['dateEvent']).toEqual([M.date]);
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    expect((await errorsOf({ ...valid, dateEvent: future }))['dateEvent']).toEqual([M.dateInFuture]);
    const skew = new Date(Date.now() + 30_000).toISOString();
    expect(await errorsOf({ ...valid, dateEvent: skew })).toEqual({});
  });

  it('classificationId and subcategory must be integers', async () => {
    expect((await errorsOf({ ...valid, classificationId: 'x' }))['classificationId']).toEqual([M.number]);
    expect((await errorsOf({ ...valid, subcategory: 1.5 }))['subcategory']).toEqual([M.number]);
    expect((await errorsOf({ ...valid, classificationId: 1e12 }))['classificationId']).toEqual([M.oneOf]);
  });

  it('kilometer without a known commune must be at least 0', async () => {
    const errors = await errorsOf({ ...valid, commune: '', kilometer: -1 });
    expect(errors['kilometer']).toEqual([M.kilometerMin(0)]);
    expect((await errorsOf({ ...valid, kilometer: 'abc' }))['kilometer']).toEqual([M.number]);
  });

  describe.each(COMMUNES.map((c) => [c.name, c] as const))('kilometer range of %s', (_name, commune) => {
    const at = (kilometer: number) => errorsOf({ ...valid, commune: commune.name, kilometer });
    it(`accepts the inclusive bounds ${commune.kmMin} and ${commune.kmMax}`, async () => {
      expect(await at(commune.kmMin)).toEqual({});
      expect(await at(commune.kmMax)).toEqual({});
      expect(await at((commune.kmMin + commune.kmMax) / 2)).toEqual({});
    });
    it('refuses just outside the bounds with the SPEC messages', async () => {
      expect((await at(commune.kmMin - 0.5))['kilometer']).toEqual([`El kilometro minimo debe ser igual o mayor que ${commune.kmMin}`]);
      expect((await at(commune.kmMax + 0.5))['kilometer']).toEqual([`El kilometro máximo es hasta ${commune.kmMax}`]);
    });
  });
});

describe('normalisation before the SPEC rules (issue 24)', () => {
  const cast = (input: Record<string, unknown>) => schema.validate({ ...valid, ...input }, { abortEarly: false });

  it('phone: "+56 9 1234 5678" is stored as 56912345678', async () => {
    expect((await cast({ phone: '+56 9 1234 5678' })).phone).toBe('56912345678');
    expect((await cast({ phone: ' (56) 9-1234.5678 ' })).phone).toBe('56912345678');
    expect(normalizePhone('+56 9 abc')).toBe('569abc');
    // A body-sized value is left for the length rule, not rewritten.
    expect((await errorsOf({ ...valid, phone: '-'.repeat(100_000) }))['phone']).toContain('Máximo 50 caracteres');
  });

  it('patente: "ab-cd 12" is stored as ABCD12', async () => {
    expect((await cast({ patente: 'ab-cd 12' })).patente).toBe('ABCD12');
    expect((await cast({ patente: 'AB·CD·12' })).patente).toBe('ABCD12');
    expect(normalizePatente(' kj.tr-22 ')).toBe('KJTR22');
  });

  it('rut: formatted 12.345.678-5 however it was typed', async () => {
    for (const typed of ['123456785', '12345678-5', '12.345.6785', '012.345.678-5']) {
      expect((await cast({ rut: typed })).rut).toBe('12.345.678-5');
    }
    expect((await cast({ rut: '9876545k' })).rut).toBe('9.876.545-K');
    expect((await cast({ rut: '1-9' })).rut).toBe('1-9');
    // Not a RUT's shape: left as typed for the format rule.
    expect(normalizeRut('12 345 678-5')).toBe('12 345 678-5');
    expect(normalizeRut('abc')).toBe('abc');
  });

  it('rut: the check digit is verified (módulo 11) with a Spanish message', async () => {
    expect(M.rutCheckDigit).toBe('El RUT no es válido: revise el dígito verificador');
    expect((await errorsOf({ ...valid, rut: '12.345.678-9' }))['rut']).toEqual([M.rutCheckDigit]);
    expect((await errorsOf({ ...valid, rut: '12.345.678-K' }))['rut']).toEqual([M.rutCheckDigit]);
    expect((await errorsOf({ ...valid, rut: 'ABC-1' }))['rut']).toEqual([M.rutCheckDigit]);
    // The format rule speaks first.
    expect((await errorsOf({ ...valid, rut: '12 345' }))['rut']).toEqual([M.rutFormat]);
  });

  it('rutCheckDigit: 0 to 9 and K', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('9876545')).toBe('K');
    expect(rutCheckDigit('5126673')).toBe('0');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(isValidRut('5.126.673-0')).toBe(true);
    expect(isValidRut('9.876.545-k')).toBe(true);
    expect(isValidRut('9.876.545-1')).toBe(false);
    expect(isValidRut('')).toBe(false);
  });
});

describe('an update of an event stored before the issue-24 rules', () => {
  const stored = { rut: '16.789.012-3', email: 'juan@correo' };
  it('keeps its RUT and e-mail as they are, and judges new ones', async () => {
    const old = { ...valid, ...stored };
    await expect(schema.validate(old, { context: { stored } })).resolves.toMatchObject(stored);
    await expect(schema.validate({ ...old, rut: '16.789.012-4' }, { context: { stored } })).rejects.toThrow(M.rutCheckDigit);
    await expect(schema.validate({ ...old, email: 'ana@correo' }, { context: { stored } })).rejects.toThrow(M.email);
    await expect(schema.validate(old)).rejects.toThrow();
  });
});
