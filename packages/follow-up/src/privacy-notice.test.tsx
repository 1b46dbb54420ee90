import { screen } from '@testing-library/react';
import { renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { FollowUpScreen } from './index';

jest.mock('@vigia/api-client', () =>
  jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['lookupFollowUp', 'requestFollowUpLink']),
);

afterEach(() => window.history.pushState({}, '', '/'));

describe('the privacy notice without an event', () => {
  it('is open at the address the public form links to, with its version', async () => {
    window.history.pushState({}, '', '/event/follow-up#aviso-de-privacidad');
    await renderWithProviders(<FollowUpScreen />);
    const notice = document.getElementById('aviso-de-privacidad') as HTMLDetailsElement;
    expect(notice.open).toBe(true);
    expect(screen.getByText('Aviso de privacidad')).toBeInTheDocument();
    expect(screen.getByText(/Finalidad: con su nombre, correo/)).toBeVisible();
    expect(screen.getByText(/Versión 2026-12-01\.1, vigente desde el 2026-12-01/)).toBeVisible();
  });

  it('is closed on the plain page', async () => {
    window.history.pushState({}, '', '/event/follow-up');
    await renderWithProviders(<FollowUpScreen />);
    expect((document.getElementById('aviso-de-privacidad') as HTMLDetailsElement).open).toBe(false);
  });
});
