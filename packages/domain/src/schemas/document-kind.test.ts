// Issue 37: "Documento: RUT / Pasaporte u otro". The form and the server validate with this schema, so
// these cases hold on both sides (the API's own test: api-server/test/event-input.test.ts).
import { createEventSchema, createReportSchema } from './event';
import { SPANISH_MESSAGES as M } from './messages';
import { VALID_EVENT } from './test/valid-event';

const valid = VALID_EVENT;

const schema = createReportSchema();

async function rutErrors(input: Record<string, unknown>): Promise<string[]> {
  try {
    await schema.validate({ ...valid, ...input }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string; message: string }[] }).inner
      .filter((e) => e.path === 'rut' || e.path === 'documentKind')
      .map((e) => e.message);
  }
}

describe('the reporter’s document', () => {
  it('is a RUT when the request names no kind, and its check digit is verified', async () => {
    const out = await schema.validate({ ...valid, rut: '123456785' });
    expect(out.documentKind).toBe('RUT');
    expect(out.rut).toBe('12.345.678-5');
    expect(await rutErrors({ rut: '12.345.678-9' })).toEqual([M.rutCheckDigit]);
    expect(await rutErrors({ documentKind: 'RUT', rut: 'AB1234567' })).toEqual([M.rutCheckDigit]);
  });

  it('a passport or foreign id number is accepted as typed, without a check digit', async () => {
    for (const number of ['AB1234567', 'X-1234.567', '12345678', '12.345.678-9', 'p123456k']) {
      expect(await rutErrors({ documentKind: 'OTHER', rut: number })).toEqual([]);
      // Not rewritten as a RUT: an Argentine DNI 12345678 stays 12345678, not 1.234.567-8.
      expect((await schema.validate({ ...valid, documentKind: 'OTHER', rut: ` ${number} ` })).rut).toBe(number);
    }
  });

  it('keeps the SPEC’s rule for every kind: letters, digits, dashes and dots, max 50, required', async () => {
    expect(await rutErrors({ documentKind: 'OTHER', rut: 'AB 123456' })).toEqual([M.rutFormat]);
    expect(await rutErrors({ documentKind: 'OTHER', rut: 'Ñ123/45' })).toEqual([M.rutFormat]);
    expect(await rutErrors({ documentKind: 'OTHER', rut: 'A'.repeat(51) })).toEqual([M.maxLength(50)]);
    expect(await rutErrors({ documentKind: 'OTHER', rut: '' })).toEqual([M.required]);
  });

  it('refuses a kind it does not know', async () => {
    expect(await rutErrors({ documentKind: 'DNI', rut: 'AB1234567' })).toEqual([M.oneOf]);
    expect(await rutErrors({ documentKind: 7, rut: 'AB1234567' })).toContain(M.oneOf);
  });

  it('an edit checks a changed number by the kind it is saved with', async () => {
    const event = createEventSchema();
    const stored = { rut: 'AB1234567' };
    await expect(event.validate({ ...valid, documentKind: 'OTHER', rut: 'AB7654321' }, { context: { stored } })).resolves.toBeTruthy();
    await expect(event.validate({ ...valid, documentKind: 'RUT', rut: 'AB7654321' }, { context: { stored } })).rejects.toThrow(
      M.rutCheckDigit,
    );
  });
});
