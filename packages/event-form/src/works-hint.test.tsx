import { control, fillValid, mocked, showForm, submit, successPanel } from './test/event-form-harness';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActiveWork } from '@vigia/domain';
import { worksAt } from './works-hint';

// Filling the whole form takes a few seconds on a shared machine.
jest.setTimeout(30_000);

const work = (over: Partial<ActiveWork> = {}): ActiveWork => ({
  id: 4,
  title: 'Recapado pista lenta',
  kmFrom: 454,
  kmTo: 456.5,
  orientations: ['NORTH'],
  lanesClosed: { NORTH: 'PARTIAL', SOUTH: 'NONE' },
  shoulderClosed: true,
  end: '2030-03-04T17:00:00-03:00',
  ...over,
});

describe('works under way at the km reported', () => {
  it('tells the reporter, with the work and its lanes, and still sends the report', async () => {
    mocked.listActiveWorks.mockResolvedValue([work(), work({ id: 5, title: 'Barreras', kmFrom: 470, kmTo: 471 })]);
    const user = userEvent.setup();
    await showForm();
    // Nothing is asked before a km is known.
    expect(mocked.listActiveWorks).not.toHaveBeenCalled();
    await fillValid(user);
    expect(await screen.findByText('Hay trabajos programados en este tramo')).toBeInTheDocument();
    expect(
      screen.getByText('Recapado pista lenta · km 454 a 456,5 · calzada norte a sur: cierre parcial; berma cerrada'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Barreras/)).not.toBeInTheDocument();
    expect(mocked.listActiveWorks).toHaveBeenCalledTimes(1);
    await submit(user);
    expect(await successPanel()).toBeInTheDocument();
    expect(mocked.createTicket).toHaveBeenCalled();
  });

  it('says nothing outside a work zone, or when the works cannot be read (offline)', async () => {
    mocked.listActiveWorks.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    await showForm();
    await user.type(control('kilometer'), '455');
    await waitFor(() => expect(mocked.listActiveWorks).toHaveBeenCalled());
    expect(screen.queryByText('Hay trabajos programados en este tramo')).not.toBeInTheDocument();
  });
});

describe('worksAt', () => {
  it('keeps the works whose km range holds the km, on the reporter’s carriageway once known', () => {
    const both = work({ id: 6, orientations: ['NORTH', 'SOUTH'] });
    expect(worksAt([work(), both], 454, '').map((w) => w.id)).toEqual([4, 6]);
    expect(worksAt([work(), both], 456.5, 'SOUTH').map((w) => w.id)).toEqual([6]);
    expect(worksAt([work(), both], 456.6, '')).toEqual([]);
  });
});
