import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { DeferredOnIntent, useFocusOnMount, type DeferredWidgetProps } from './deferred-on-intent';

function Widget({ autoFocus, defaultOpen }: DeferredWidgetProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnMount(trigger, autoFocus);
  return (
    <>
      <button ref={trigger}>Real</button>
      {defaultOpen && <p>Open</p>}
    </>
  );
}

function setup() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const load = jest.fn(async () => {
    await arrived;
    return { default: Widget };
  });
  render(<DeferredOnIntent load={load} props={{}} placeholder={(handlers) => <button {...handlers}>Stand-in</button>} />);
  return { load, release: () => act(async () => release()) };
}

describe('DeferredOnIntent', () => {
  it('fetches nothing until the user reaches for the button', async () => {
    const { load } = setup();
    await userEvent.hover(screen.getByRole('button', { name: 'Stand-in' }));
    expect(load).not.toHaveBeenCalled();
  });

  it('moves the keyboard focus to the real trigger when the widget arrives', async () => {
    const { load, release } = setup();
    await userEvent.tab();
    expect(load).toHaveBeenCalledTimes(1);
    await release();
    expect(screen.getByRole('button', { name: 'Real' })).toHaveFocus();
    expect(screen.queryByText('Open')).not.toBeInTheDocument();
  });

  it('opens at once when the stand-in was pressed while loading', async () => {
    const { load, release } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Stand-in' }));
    await release();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('tries again on the next intent after a failed fetch', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Widget });
    render(<DeferredOnIntent load={load} props={{}} placeholder={(handlers) => <button {...handlers}>Stand-in</button>} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Stand-in' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Open')).toBeInTheDocument();
  });
});
