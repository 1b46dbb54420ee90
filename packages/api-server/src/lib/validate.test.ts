import { createEventSchema } from '@vigia/domain/schemas';
import { HttpError } from './errors';
import { validateBody } from './validate';

const schema = createEventSchema();

async function refusal(body: Record<string, unknown>) {
  const error = await validateBody(schema, body).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return (error as HttpError).errors;
}

describe('validateBody: length first (issue 21)', () => {
  it('a text over its maximum gets that rule alone, and no other rule of the body runs', async () => {
    expect(await refusal({ patente: '<'.repeat(100_000), sector: '1' })).toEqual([{ field: 'patente', message: 'Máximo 8 caracteres' }]);
    expect(await refusal({ description: '<'.repeat(250_000) })).toEqual([{ field: 'description', message: 'Máximo 10000 caracteres' }]);
  });

  it('measures the text as the schema does: spaces it trims do not count', async () => {
    const errors = await refusal({ patente: `  AB12  ${' '.repeat(50)}` });
    expect(errors.find((e) => e.field === 'patente')).toBeUndefined();
  });

  it('a date or a number sent as a long text is refused without parsing it', async () => {
    const errors = await refusal({ dateEvent: '2'.repeat(200_000), kilometer: '4'.repeat(100) });
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'dateEvent', message: 'Valor no válido' },
        { field: 'kilometer', message: 'Valor no válido' },
      ]),
    );
  });
});
