// A destructive change asks first (settings, users): the first ask is cancelled and sends nothing,
// the second is confirmed. Written once so each screen's test says only its names and its call.
import { screen, within } from '@testing-library/react';

interface Clicker {
  click: (element: Element) => Promise<void>;
}

export interface ConfirmStep {
  /** The row's button that asks, by its accessible name. */
  trigger: string;
  /** The confirmation's accessible name (an alertdialog). */
  dialog: string;
  /** Its confirm button's name. */
  confirm: string;
  /** The call that must not happen before the confirmation. */
  sent: { mock: object };
  /** A text the confirmation must show (what the change means). */
  says?: string;
}

/** Asks, cancels (nothing sent), asks again and confirms; the trigger may still be loading at first. */
export async function confirmAfterCancel(user: Clicker, { trigger, dialog, confirm, sent, says }: ConfirmStep): Promise<void> {
  await user.click(await screen.findByRole('button', { name: trigger }));
  let asked = await screen.findByRole('alertdialog', { name: dialog });
  if (says) expect(asked.textContent).toContain(says);
  await user.click(within(asked).getByRole('button', { name: 'Cancelar' }));
  expect(sent).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: trigger }));
  asked = await screen.findByRole('alertdialog', { name: dialog });
  await user.click(within(asked).getByRole('button', { name: confirm }));
}
