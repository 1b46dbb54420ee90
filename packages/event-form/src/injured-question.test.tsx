import { fillValid, mocked, showForm, submit } from './test/event-form-harness';
import { TICKET } from './test/form-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUN_TIME_CONFIG_ID, runTimeConfigElement } from '@vigia/domain';
import { EventForm } from './index';

afterEach(() => document.getElementById(RUN_TIME_CONFIG_ID)?.remove());

const question = () => screen.getByRole('group', { name: '¿Hay personas lesionadas?' });
const numbers = () => screen.queryByRole('region', { name: 'Números de emergencia' });
const sentBody = () => mocked.createTicket.mock.calls[0]![0];

describe('¿Hay personas lesionadas?', () => {
  it('is the first question of a new report, answered with the keyboard', async () => {
    const user = userEvent.setup();
    await showForm();
    const form = screen.getByRole('form');
    // Before every other control of the form.
    expect(within(form).getAllByRole('radio')[0]).toBe(within(question()).getByRole('radio', { name: 'Sí' }));
    expect(numbers()).not.toBeInTheDocument();
    within(question()).getByRole('radio', { name: 'No' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(question()).getByRole('radio', { name: 'Sí' })).toBeChecked();
    expect(numbers()).toBeInTheDocument();
  });

  it('“Sí” shows 131, 132, 133 and the concession’s number as tap-to-call links, and sends injured', async () => {
    document.head.insertAdjacentHTML('beforeend', runTimeConfigElement({ apiHosts: {}, remotes: {}, emergencyPhone: '+56 600 123 4567' }));
    const user = userEvent.setup();
    await showForm();
    await user.click(within(question()).getByRole('radio', { name: 'Sí' }));
    const region = numbers()!;
    expect(within(region).getByRole('link', { name: '131 SAMU' })).toHaveAttribute('href', 'tel:131');
    expect(within(region).getByRole('link', { name: '132 Bomberos' })).toHaveAttribute('href', 'tel:132');
    expect(within(region).getByRole('link', { name: '133 Carabineros' })).toHaveAttribute('href', 'tel:133');
    expect(within(region).getByRole('link', { name: 'Concesionaria +566001234567' })).toHaveAttribute('href', 'tel:+566001234567');

    // The numbers stay while the form is filled; the report still goes in.
    await fillValid(user);
    expect(numbers()).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(mocked.createTicket).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ injured: true, kilometer: 455, commune: 'Cabrero' });
  });

  it('without a configured number only the public ones; “No” sends no injured flag', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.click(within(question()).getByRole('radio', { name: 'Sí' }));
    expect(
      within(numbers()!)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:131', 'tel:132', 'tel:133']);
    await user.click(within(question()).getByRole('radio', { name: 'No' }));
    expect(numbers()).not.toBeInTheDocument();
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(mocked.createTicket).toHaveBeenCalledTimes(1));
    expect(sentBody()).not.toHaveProperty('injured');
  });

  it('is not asked when editing an event', async () => {
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    expect(screen.queryByRole('group', { name: '¿Hay personas lesionadas?' })).not.toBeInTheDocument();
  });
});
