// What LoadedList and PagedList share, tested once for each: the rows they draw (names in a labelled
// list) and their loading and failure states.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The rows of the list tests: each name an item of a list named `label`. */
export const nameList = (label: string) => (items: string[]) => (
  <ul aria-label={label}>
    {items.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

type ShowState = (state: { status: 'loading' } | { status: 'error' }, onRetry: () => void) => Promise<unknown>;

/** The loading and failure tests of a list that `show` renders in a state, with its error text. */
export function itSaysLoadingAndRetries(show: ShowState, errorText: string) {
  it('says it is loading', async () => {
    await show({ status: 'loading' }, () => {});
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('announces a failure and retries', async () => {
    const onRetry = jest.fn();
    await show({ status: 'error' }, onRetry);
    expect(screen.getByRole('alert')).toHaveTextContent(errorText);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
}
