import { render, screen } from '@testing-library/react';
import { allResources } from './all-resources';
import { I18nProvider, createI18n, languageReady, setLanguage, useTranslation } from './index';

beforeEach(() => localStorage.clear());

describe('createI18n', () => {
  it('is ready synchronously, in Spanish by default', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('es');
    expect(i18n.t('common:loading')).toBe('Cargando…');
    expect(i18n.t('layout:nav.events')).toBe('Eventos');
    expect(document.documentElement.lang).toBe('es');
  });

  it('starts in the stored language and ignores unsupported ones', () => {
    localStorage.setItem('lang', 'en');
    expect(createI18n().language).toBe('en');
    localStorage.setItem('lang', 'fr');
    expect(createI18n().language).toBe('es');
  });

  it('interpolates', () => {
    const i18n = createI18n('es');
    expect(i18n.t('common:productDashboardTitle', { product: 'Vigía' })).toBe('Panel de Vigía');
    expect(i18n.t('common:pagination.page', { page: 2, pages: 5 })).toBe('Página 2 de 5');
    expect(i18n.t('errors:notFoundService', { url: '/api/ticket/1' })).toBe(
      'Ha ocurriido un error consultando el servicio: /api/ticket/1, Por favor contacte con el administrador',
    );
  });

  it('falls back to Spanish for a missing English key', () => {
    const i18n = createI18n('en', allResources);
    i18n.addResource('es', 'events', 'onlySpanish', 'Solo en español');
    expect(i18n.t('events:onlySpanish')).toBe('Solo en español');
  });
});

describe('setLanguage', () => {
  it('switches, fetching English the first time, remembers and sets <html lang>', async () => {
    const i18n = createI18n('es');
    expect(i18n.hasResourceBundle('en', 'layout')).toBe(false);
    await setLanguage('en', i18n);
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('layout:signOut')).toBe('Sign out');
  });
});

describe('languageReady', () => {
  it('fetches the stored language before the first render', async () => {
    localStorage.setItem('lang', 'en');
    const i18n = createI18n();
    expect(i18n.t('layout:signOut')).toBe('Cerrar sesión'); // Spanish until English arrives
    await languageReady(i18n);
    expect(i18n.language).toBe('en');
    expect(i18n.t('layout:signOut')).toBe('Sign out');
  });

  it('has nothing to fetch for Spanish', async () => {
    const i18n = createI18n('es');
    await languageReady(i18n);
    expect(i18n.t('layout:signOut')).toBe('Cerrar sesión');
  });
});

describe('I18nProvider + useTranslation', () => {
  function Title() {
    const { t } = useTranslation('layout');
    return <h1>{t('nav.events')}</h1>;
  }

  it('renders translated text on the first render', () => {
    render(
      <I18nProvider i18n={createI18n('es')}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Eventos' })).toBeInTheDocument();
  });
});

describe('SPEC texts', () => {
  const i18n = createI18n('es', allResources);
  const en = createI18n('en', allResources);
  it.each([
    ['errors:createEvent', 'Ha ocurrido un error al crear el evento. Por favor contacte con el administrador'],
    ['errors:network', 'No hay conexión con el servidor. Revise su conexión e inténtelo de nuevo.'],
    ['auth:recover.success', 'Si el correo está registrado, le enviamos instrucciones para recuperar su contraseña.'],
    ['auth:errors.invalidCredentials', 'Correo o contraseña incorrectos'],
    ['auth:passwordHint', 'Mínimo 6 caracteres'],
    ['layout:remoteError.title', 'No se pudo cargar esta sección'],
    ['common:retry', 'Reintentar'],
    ['common:theme.names.PureLightTheme', 'Claro puro'],
  ])('%s is exact in Spanish', (key, text) => {
    expect(i18n.t(key)).toBe(text);
  });

  // [key, Spanish, the exact English SPEC §8 quotes]
  it.each([
    ['errors:attachSuccess', 'El archivo fue cargado con éxito', 'The file was uploaded successfully'],
    [
      'errors:attachFailure',
      'Ha ocurrido un error al adjuntar el archivo. Por favor contacte con el administrador',
      'An error occurred while attaching the file. Please contact the administrator',
    ],
    ['errors:updateSuccess', 'El evento fue actualizado con éxito', 'The event was updated successfully'],
    ['errors:closeSuccess', 'El evento fue cerrado con éxito', 'The ticket was closed successfully'],
    ['errors:closeFailure', 'No se pudo cerrar el evento', 'The ticket was not closed'],
    ['errors:missingToken', 'La respuesta del servidor no trae el token de sesión', 'Missing token from response'],
  ])('%s says in Spanish what SPEC §8 quotes, and keeps the quoted English', (key, spanish, english) => {
    expect(i18n.t(key)).toBe(spanish);
    expect(en.t(key)).toBe(english);
  });

  it('keeps the product name in the English dashboard title', () => {
    expect(en.t('common:productDashboardTitle', { product: 'Vigía' })).toBe('Vigía Dashboard');
  });
});
