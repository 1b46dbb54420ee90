// "Mis reportes" (issue 37): after a report the browser remembers it with its follow-up link, and
// only what the list needs (no name, RUT, e-mail, phone nor plate).
import { sendValidReport, successPanel } from './test/event-form-harness';
import userEvent from '@testing-library/user-event';
import { FOLLOW_UP_LINKS_KEY, keptFollowUpLinks } from './follow-up-links';

beforeEach(() => localStorage.clear());

it('remembers the sent report: number, follow-up token, category and date, nothing personal', async () => {
  const user = userEvent.setup();
  await sendValidReport(user);
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
