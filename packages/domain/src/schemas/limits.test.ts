import type { AnyObjectSchema } from 'yup';
import * as schemas from './index';

// Length first (issue #21): the server refuses a text over its field's max before any other rule
// runs, so a field without a max would let a 256 KB value reach its patterns.
describe('every text field has a maximum length', () => {
  const factories = Object.entries(schemas).filter(([name, value]) => /^create\w+Schema$/.test(name) && typeof value === 'function');

  it('finds the schemas', () => {
    expect(factories.map(([name]) => name)).toEqual(expect.arrayContaining(['createEventSchema', 'createLoginSchema', 'createUserSchema']));
  });

  it.each(factories)('%s', (_name, factory) => {
    const schema = (factory as () => AnyObjectSchema)();
    const withoutMax = Object.entries(schema.describe().fields)
      .filter(([, field]) => field.type === 'string' && !('tests' in field && field.tests.some((test) => test.name === 'max')))
      .map(([key]) => key);
    expect(withoutMax).toEqual([]);
  });
});
