// Issue 35: a save refused as stale never loses what was typed; the user resolves it field by field.
import { control, mocked, showForm, submit } from './test/event-form-harness';
import { TICKET } from './test/form-fixtures';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { EventForm } from './index';

const TITLE = 'Otro usuario modificó este evento mientras lo editaba';
// Someone else moved the km and the sector while this form was open (version 3 → 4).
const THEIRS: Ticket = { ...TICKET, version: 4, kilometer: 510, sector: 'Centro' };
const stale = () => new api.ApiError(412, '/api/ticket/77', [{ message: TITLE }], undefined, THEIRS);

/** Types a new sector and saves: the server refuses it as stale once, then accepts. */
async function saveStale(user: ReturnType<typeof userEvent.setup>) {
  mocked.patchTicket.mockRejectedValueOnce(stale());
  mocked.patchTicket.mockImplementation(async (_id, changes) => ({ ...THEIRS, ...changes, version: 5 }) as Ticket);
  const onSaved = jest.fn();
  await showForm(<EventForm mode="edit" initialTicket={TICKET} onSaved={onSaved} />);
  await user.clear(control('sector'));
  await user.type(control('sector'), 'Sur');
  await submit(user, 'Guardar cambios');
  const dialog = await screen.findByRole('alertdialog', { name: TITLE });
  return { dialog, onSaved };
}

describe('a save refused as stale', () => {
  it('lists each field that differs, yours and theirs, with focus in the dialog; Escape keeps the form as typed', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = await saveStale(user);
    expect(mocked.patchTicket).toHaveBeenCalledWith(77, { sector: 'Sur' }, 3);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const sector = within(dialog).getByRole('group', { name: 'Sector' });
    expect(within(sector).getByRole('radio', { name: 'Su valor: Sur' })).toBeChecked();
    expect(within(sector).getByRole('radio', { name: 'Valor actual: Centro' })).not.toBeChecked();
    // Only the other user changed the km: the current value is kept by default.
    const km = within(dialog).getByRole('group', { name: 'Kilómetro' });
    expect(within(km).getByRole('radio', { name: 'Valor actual: 510' })).toBeChecked();
    expect(within(dialog).queryByRole('group', { name: 'Nombre completo' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(control('sector')).toHaveValue('Sur');
    expect(onSaved).not.toHaveBeenCalled();
    // Still out of date: said before the next save.
    expect(screen.getByText('Este evento cambió desde que lo abrió')).toBeInTheDocument();
  });

  it('"Conservar mis cambios" saves mine over the new version; what only they changed stays theirs', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = await saveStale(user);
    await user.click(within(dialog).getByRole('button', { name: 'Conservar mis cambios' }));
    await waitFor(() => expect(mocked.patchTicket).toHaveBeenCalledTimes(2));
    expect(mocked.patchTicket).toHaveBeenLastCalledWith(77, { sector: 'Sur' }, 4);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ kind: 'updated', ticket: expect.objectContaining({ version: 5 }) }));
    expect(control('kilometer')).toHaveValue(510);
  });

  it('"Usar los valores actuales" takes theirs and saves nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = await saveStale(user);
    await user.click(within(dialog).getByRole('button', { name: 'Usar los valores actuales' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(control('sector')).toHaveValue('Centro');
    expect(control('kilometer')).toHaveValue(510);
    expect(mocked.patchTicket).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Este evento cambió desde que lo abrió')).not.toBeInTheDocument();
  });

  it('"Guardar selección" saves the value chosen for each field', async () => {
    const user = userEvent.setup();
    const { dialog } = await saveStale(user);
    await user.click(within(within(dialog).getByRole('group', { name: 'Kilómetro' })).getByRole('radio', { name: 'Su valor: 500' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Sector' })).getByRole('radio', { name: 'Valor actual: Centro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar selección' }));
    await waitFor(() => expect(mocked.patchTicket).toHaveBeenCalledTimes(2));
    expect(mocked.patchTicket).toHaveBeenLastCalledWith(77, { kilometer: 500 }, 4);
  });

  it('speaks English in the English locale', async () => {
    const user = userEvent.setup();
    mocked.patchTicket.mockRejectedValueOnce(stale());
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />, 'en');
    await user.clear(control('sector'));
    await user.type(control('sector'), 'Sur');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Another user changed this event while you were editing it' });
    expect(within(dialog).getByRole('radio', { name: 'Your value: Sur' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep my changes' })).toBeInTheDocument();
  });
});

describe('out of date before saving', () => {
  it('the live stream marks the form; "Ver cambios" reads the event and opens the comparison', async () => {
    const user = userEvent.setup();
    mocked.getTicket.mockResolvedValue(THEIRS);
    const onCurrent = jest.fn();
    await showForm(<EventForm mode="edit" initialTicket={TICKET} changedElsewhere onCurrent={onCurrent} />);
    expect(screen.getByText('Este evento cambió desde que lo abrió')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver cambios' }));
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    expect(mocked.getTicket).toHaveBeenCalledWith(77);
    expect(onCurrent).toHaveBeenCalledWith(THEIRS);
    expect(within(dialog).getByRole('radio', { name: 'Valor actual: Centro' })).toBeInTheDocument();
  });

  it('a newer version of the event on the page marks the form too', async () => {
    const user = userEvent.setup();
    // The page's copy of the event, as a refetch would replace it.
    function Page() {
      const [ticket, setTicket] = useState(TICKET);
      return (
        <>
          <button type="button" onClick={() => setTicket(THEIRS)}>
            refetch
          </button>
          <EventForm mode="edit" initialTicket={ticket} />
        </>
      );
    }
    await showForm(<Page />);
    expect(screen.queryByText('Este evento cambió desde que lo abrió')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'refetch' }));
    expect(await screen.findByText('Este evento cambió desde que lo abrió')).toBeInTheDocument();
    // What is on screen stays as it was loaded.
    expect(control('sector')).toHaveValue('Norte');
  });
});

describe('closing a stale event', () => {
  it('says the event changed and closes the current version only when confirmed again', async () => {
    const user = userEvent.setup();
    mocked.listCloseReasons.mockResolvedValue([{ code: 'RESUELTO', name: 'Resuelto', active: true }]);
    mocked.patchTicket.mockRejectedValueOnce(stale());
    mocked.patchTicket.mockImplementation(async (_id, changes) => ({ ...THEIRS, ...changes, version: 5 }) as Ticket);
    await showForm(<EventForm mode="edit" initialTicket={TICKET} canClose />);
    await user.click(screen.getByRole('button', { name: 'Cerrar este evento' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cerrar el evento N° 77' });
    await within(dialog).findByRole('option', { name: 'Resuelto' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Motivo de cierre/ }), 'RESUELTO');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar evento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Otro usuario modificó este evento mientras lo cerraba');
    expect(mocked.patchTicket).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar evento' }));
    await waitFor(() => expect(mocked.patchTicket).toHaveBeenLastCalledWith(77, { statusCode: 'CERRADO', closeReason: 'RESUELTO' }, 4));
  });
});
