import { act, render, screen } from '@testing-library/react';
import { DesignSystemProvider } from '@vigia/design-system';
import { I18nProvider, createI18n } from '@vigia/i18n';
import { getCategories } from '@vigia/api-client';
import PublicApp from './app';

// Network stubbed at the api-client boundary; the form itself is tested in @vigia/event-form.
jest.mock('@vigia/api-client', () => ({
  ...jest.requireActual('@vigia/api-client'),
  getCategories: jest.fn(),
  getSubcategories: jest.fn(async () => []),
  getClassifications: jest.fn(async () => []),
}));

// Lexical 0.52 is ESM only and this project's jest config does not transform it: replace the form's
// lazily loaded editor (the editor has its own tests in packages/event-form).
jest.mock('@vigia/event-form/description-editor', () => ({
  __esModule: true,
  default: () => <textarea aria-label="Descripción" />,
}));

it.each(['contact', 'form'] as const)("variant %s renders the 'Contacto' form with 'Crear Evento'", async (variant) => {
  jest.mocked(getCategories).mockResolvedValue([{ id: 1, code: 'ACC', name: 'Accidente' }]);
  await act(async () => {
    render(
      <I18nProvider i18n={createI18n('es')}>
        <DesignSystemProvider>
          <PublicApp variant={variant} />
        </DesignSystemProvider>
      </I18nProvider>,
    );
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Crear Evento' })).toBeInTheDocument();
});
