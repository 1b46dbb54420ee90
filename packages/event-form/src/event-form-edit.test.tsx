import { control, errorOf, mocked, showForm, submit } from './test/event-form-harness';
import { TICKET } from './test/form-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { notify } from '@vigia/design-system';
import type { Ticket } from '@vigia/domain';
import { EventForm } from './index';
import { FORM_FIELDS } from './form-values';

describe('editing an event', () => {
  it('lets staff move the status (closing stays on its button) and sends it', async () => {
    mocked.getStatuses.mockResolvedValue([
      { code: 'ABIERTO', name: 'Abierto' },
      { code: 'EN_PROCESO', name: 'En proceso' },
      { code: 'CERRADO', name: 'Cerrado' },
    ]);
    mocked.patchTicket.mockImplementation(async (_id, changes) => ({ ...TICKET, ...changes, version: 4 }) as Ticket);
    const user = userEvent.setup();
    await showForm(<EventForm mode="edit" initialTicket={TICKET} canChangeStatus />);
    const status = control('statusCode');
    await screen.findByRole('option', { name: 'En proceso' });
    expect(within(status).queryByRole('option', { name: 'Cerrado' })).toBeNull();
    await user.selectOptions(status, 'EN_PROCESO');
    await submit(user, 'Guardar cambios');
    // Issue 35: only the status travels, with the version the form was loaded with.
    await waitFor(() => expect(mocked.patchTicket).toHaveBeenCalledWith(77, { statusCode: 'EN_PROCESO' }, 3));
    expect(mocked.updateTicket).not.toHaveBeenCalled();
  });

  it('never offers Abierto again on an event being worked (the status rule)', async () => {
    mocked.getStatuses.mockResolvedValue([
      { code: 'ABIERTO', name: 'Abierto' },
      { code: 'EN_PROCESO', name: 'En proceso' },
      { code: 'CERRADO', name: 'Cerrado' },
    ]);
    await showForm(
      <EventForm mode="edit" initialTicket={{ ...TICKET, statusCode: 'EN_PROCESO', statusName: 'En proceso' }} canChangeStatus />,
    );
    const status = control('statusCode');
    await screen.findByRole('option', { name: 'En proceso' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['En proceso']);
  });

  it('offers no status list unless asked (a driver may only close)', async () => {
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    expect(document.querySelector('select[name="statusCode"]')).toBeNull();
  });

  it('loads the ticket, keeps the date disabled and sends only the fields changed, with its version', async () => {
    const user = userEvent.setup();
    mocked.patchTicket.mockImplementation(async (_id, changes) => ({ ...TICKET, ...changes, version: 4 }) as Ticket);
    const success = jest.spyOn(notify, 'success');
    const onSaved = jest.fn();
    await showForm(<EventForm mode="edit" initialTicket={TICKET} onSaved={onSaved} />);
    expect(control('fullName')).toHaveValue('Ana Soto');
    expect(control('dateEvent')).toBeDisabled();
    await waitFor(() => expect(control('classificationId')).toHaveValue('211'));
    expect(control('subcategory')).toHaveValue('21');
    expect(control('category')).toHaveValue('OBS');

    await user.clear(control('sector'));
    await user.type(control('sector'), 'Sur');
    await submit(user, 'Guardar cambios');
    await waitFor(() => expect(mocked.patchTicket).toHaveBeenCalledTimes(1));
    // Issue 35: no cached field travels (the assignee, status, km stay as the server has them).
    expect(mocked.patchTicket).toHaveBeenCalledWith(77, { sector: 'Sur' }, 3);
    expect(mocked.updateTicket).not.toHaveBeenCalled();
    await waitFor(() => expect(success).toHaveBeenCalledWith('El evento fue actualizado con éxito'));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ kind: 'updated' }));
  });

  it('lets staff attach a photo without an upload token', async () => {
    const user = userEvent.setup();
    mocked.patchTicket.mockResolvedValue(TICKET);
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    await user.type(control('sector'), ' alto');
    const photo = new File(['png'], 'foto.png', { type: 'image/png' });
    await user.upload(control('file'), photo);
    await submit(user, 'Guardar cambios');
    await waitFor(() => expect(mocked.uploadAttachment).toHaveBeenCalledWith(77, photo, expect.objectContaining({ uploadToken: null })));
    expect(mocked.patchTicket.mock.invocationCallOrder[0]).toBeLessThan(mocked.uploadAttachment.mock.invocationCallOrder[0]!);
  });

  it("offers 'Cerrar este evento' only when the page says this user may close", async () => {
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar este evento' })).not.toBeInTheDocument();
  });

  it("'Cerrar este evento' asks for a reason, sends it with CERRADO and locks the form", async () => {
    const user = userEvent.setup();
    mocked.listCloseReasons.mockResolvedValue([
      { code: 'RESUELTO', name: 'Resuelto', active: true },
      { code: 'ANTIGUO', name: 'Motivo retirado', active: false },
      { code: 'FALSO_AVISO', name: 'Falso aviso', active: true },
    ]);
    mocked.patchTicket.mockImplementation(async (_id, changes) => ({ ...TICKET, ...changes, closeReasonName: 'Falso aviso' }) as Ticket);
    const success = jest.spyOn(notify, 'success');
    const onSaved = jest.fn();
    await showForm(<EventForm mode="edit" initialTicket={TICKET} canClose onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar este evento' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cerrar el evento N° 77' });
    const reason = within(dialog).getByRole('combobox', { name: /Motivo de cierre/ });
    await within(dialog).findByRole('option', { name: 'Falso aviso' });
    // Only active reasons are offered.
    expect(within(dialog).queryByRole('option', { name: 'Motivo retirado' })).not.toBeInTheDocument();

    // No reason, no closing.
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar evento' }));
    expect(errorOf(reason)).toBe('Indique el motivo de cierre');
    expect(mocked.patchTicket).not.toHaveBeenCalled();

    await user.selectOptions(reason, 'FALSO_AVISO');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar evento' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('El evento fue cerrado con éxito'));
    expect(mocked.patchTicket).toHaveBeenCalledWith(77, { statusCode: 'CERRADO', closeReason: 'FALSO_AVISO' }, 3);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ kind: 'closed' }));
    await waitFor(() => expect(control('fullName')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByText('Motivo de cierre: Falso aviso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal of the reason on the select and keeps the form open", async () => {
    const user = userEvent.setup();
    mocked.listCloseReasons.mockResolvedValue([{ code: 'RESUELTO', name: 'Resuelto', active: true }]);
    mocked.patchTicket.mockRejectedValue(
      new api.ApiError(400, '/api/ticket/77', [{ field: 'closeReason', message: 'El motivo de cierre ya no está vigente' }]),
    );
    const error = jest.spyOn(notify, 'error');
    await showForm(<EventForm mode="edit" initialTicket={TICKET} canClose />);
    await user.click(screen.getByRole('button', { name: 'Cerrar este evento' }));
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByRole('option', { name: 'Resuelto' });
    const reason = within(dialog).getByRole('combobox', { name: /Motivo de cierre/ });
    await user.selectOptions(reason, 'RESUELTO');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar evento' }));
    await waitFor(() => expect(errorOf(reason)).toBe('El motivo de cierre ya no está vigente'));
    expect(error).toHaveBeenCalledWith('No se pudo cerrar el evento', 'El motivo de cierre ya no está vigente');
    expect(control('fullName')).toBeEnabled();

    // Cancelling closes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.patchTicket).toHaveBeenCalledTimes(1);
  });

  it('leaves at once on Cancelar without changes, and asks first with unsaved ones', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    await showForm(<EventForm mode="edit" initialTicket={TICKET} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    await user.type(control('sector'), ' alto');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(control('sector')).toHaveValue('Norte alto');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
  });

  it('disables every field and the submit of a closed event', async () => {
    await showForm(<EventForm mode="edit" initialTicket={{ ...TICKET, statusCode: 'CERRADO', closeReasonName: 'Resuelto' }} canClose />);
    // Every field of the form (the description is the editor, below) and the photos.
    for (const name of [...FORM_FIELDS.filter((field) => field !== 'description'), 'file']) {
      expect({ name, disabled: (control(name) as HTMLInputElement).disabled }).toEqual({
        name,
        disabled: true,
      });
    }
    expect(await screen.findByTestId('description-editor')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cerrar este evento' })).toBeDisabled();
    expect(screen.getByText('Este evento está cerrado: sus datos ya no se pueden modificar.')).toBeInTheDocument();
    expect(screen.getByText('Motivo de cierre: Resuelto')).toBeInTheDocument();
  });
});
