// A screen whose load failed says so in an alert and offers "Reintentar": written once so each
// screen's test says only its message and what the retry brings.
import { screen } from '@testing-library/react';

interface Clicker {
  click: (element: Element) => Promise<void>;
}

/** The screen's alert says `error`; `user` clicks its "Reintentar" to load again. */
export async function retryAfterAlert(user: Clicker, error: string): Promise<void> {
  expect((await screen.findByRole('alert')).textContent).toContain(error);
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
}
