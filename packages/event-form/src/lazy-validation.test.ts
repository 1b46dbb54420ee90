import { createI18n } from '@vigia/i18n';
import { emptyValues } from './form-values';

const t = createI18n('es').t;

it('validates with the shared event schema once it has loaded, in the active language', async () => {
  const { createEventResolver } = await import('./lazy-validation');
  const result = await createEventResolver(t)(emptyValues(), undefined, { fields: {}, shouldUseNativeValidation: false });
  expect(result.values).toEqual({});
  expect(result.errors).toMatchObject({ fullName: { message: expect.any(String) }, category: { message: expect.any(String) } });
});

it('rejects while the schemas cannot be downloaded, and tries the download again on the next call', async () => {
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@hookform/resolvers/yup', () => {
      throw new Error('offline');
    });
    const { createEventResolver, loadValidation } = await import('./lazy-validation');
    const resolve = createEventResolver(t);
    const options = { fields: {}, shouldUseNativeValidation: false };
    await expect(resolve(emptyValues(), undefined, options)).rejects.toThrow('offline');

    jest.dontMock('@hookform/resolvers/yup');
    await expect(loadValidation()).resolves.toHaveLength(2);
    await expect(resolve(emptyValues(), undefined, options)).resolves.toMatchObject({ values: {} });
  });
});
