// "Mis reportes" (issue 37): after a report the browser remembers it with its follow-up link, and
// only what the list needs (no name, RUT, e-mail, phone nor plate).
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vigia/test-utils';
import { FOLLOW_UP_LINKS_KEY, keptFollowUpLinks } from './follow-up-links';
import { fillValid, mocked, showFormWith, stubTheApi, submit, successPanel } from './test/event-form-harness';

jest.mock('@vigia/api-client', () => jest.requireActual('./test/mock-api-client'));
jest.mock('./description-editor', () => jest.requireActual('./test/mock-description-editor'));

stubTheApi();
const showForm = showFormWith(renderWithProviders);

beforeEach(() => localStorage.clear());

it('remembers the sent report: number, follow-up token, category and date, nothing personal', async () => {
  const user = userEvent.setup();
  await showForm();
  await fillValid(user);
  await submit(user);
  await waitFor(() => expect(mocked.createTicket).toHaveBeenCalledTimes(1));
  await successPanel();
  expect(keptFollowUpLinks()).toEqual([
    {
      id: 123,
      token: 'seguir-123',
      keptAt: expect.any(Number),
      category: 'Accidente',
      dateEvent: new Date(2024, 4, 1, 10, 30).toISOString(),
    },
  ]);
  const stored = localStorage.getItem(FOLLOW_UP_LINKS_KEY) ?? '';
  for (const personal of ['Juan', '12.345.678-5', 'juan@example.cl', '987654321', 'ABCD12', 'Alemania']) {
    expect([personal, stored.includes(personal)]).toEqual([personal, false]);
  }
});
