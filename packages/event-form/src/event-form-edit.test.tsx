import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vigia/test-utils';
import * as api from '@vigia/api-client';
import { notify } from '@vigia/design-system';
import type { Ticket } from '@vigia/domain';
import { EventForm } from './index';
import { TICKET, control, mocked, showFormWith, stubTheApi, submit } from './test/event-form-harness';

// The network is stubbed at the api-client boundary; ApiError stays real.
jest.mock('@vigia/api-client', () => jest.requireActual('./test/mock-api-client'));

// Lexical needs contenteditable/selection APIs jsdom lacks: the lazy editor module is replaced by a
// labelled textarea with the same props. Its HTML helpers are tested in lexical-html.test.ts.
jest.mock('./description-editor', () => jest.requireActual('./test/mock-description-editor'));

stubTheApi();
const showForm = showFormWith(renderWithProviders);

describe('editing an event', () => {
  it('lets staff move the status (closing stays on its button) and sends it', async () => {
    mocked.getStatuses.mockResolvedValue([
      { code: 'ABIERTO', name: 'Abierto' },
      { code: 'EN_PROCESO', name: 'En proceso' },
      { code: 'CERRADO', name: 'Cerrado' },
    ]);
    mocked.updateTicket.mockImplementation(async (_id, update) => ({ ...TICKET, ...update }) as Ticket);
    const user = userEvent.setup();
    await showForm(<EventForm mode="edit" initialTicket={TICKET} canChangeStatus />);
    const status = control('statusCode');
    await screen.findByRole('option', { name: 'En proceso' });
    expect(within(status).queryByRole('option', { name: 'Cerrado' })).toBeNull();
    await user.selectOptions(status, 'EN_PROCESO');
    await submit(user, 'Guardar cambios');
    await waitFor(() => expect(mocked.updateTicket).toHaveBeenCalledWith(77, expect.objectContaining({ statusCode: 'EN_PROCESO' })));
  });

  it('offers no status list unless asked (a driver may only close)', async () => {
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    expect(document.querySelector('select[name="statusCode"]')).toBeNull();
  });

  it('loads the ticket, keeps the date disabled and sends the update with status and assignee', async () => {
    const user = userEvent.setup();
    mocked.updateTicket.mockImplementation(async (_id, update) => ({ ...TICKET, ...update }));
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
    await waitFor(() => expect(mocked.updateTicket).toHaveBeenCalledTimes(1));
    expect(mocked.updateTicket).toHaveBeenCalledWith(
      77,
      expect.objectContaining({
        sector: 'Sur',
        kilometer: 500,
        classificationId: 211,
        dateEvent: TICKET.dateEvent,
        statusCode: 'ABIERTO',
        assignedToId: 'op-1',
        category: 'OBS',
        subcategory: 21,
      }),
    );
    expect(mocked.updateTicket.mock.calls[0]![1]).not.toHaveProperty('website');
    await waitFor(() => expect(success).toHaveBeenCalledWith('The event was updated successfully'));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ kind: 'updated' }));
  });

  it('lets staff attach a photo without an upload token', async () => {
    const user = userEvent.setup();
    mocked.updateTicket.mockResolvedValue(TICKET);
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    const photo = new File(['png'], 'foto.png', { type: 'image/png' });
    await user.upload(control('file'), photo);
    await submit(user, 'Guardar cambios');
    await waitFor(() => expect(mocked.uploadAttachment).toHaveBeenCalledWith(77, photo, expect.objectContaining({ uploadToken: null })));
    expect(mocked.updateTicket.mock.invocationCallOrder[0]).toBeLessThan(mocked.uploadAttachment.mock.invocationCallOrder[0]!);
  });

  it("'Cerrar este evento' sets CERRADO through an update and then locks the form", async () => {
    const user = userEvent.setup();
    mocked.updateTicket.mockImplementation(async (_id, update) => ({ ...TICKET, ...update }));
    const success = jest.spyOn(notify, 'success');
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar este evento' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The ticket was closed successfully'));
    expect(mocked.updateTicket).toHaveBeenCalledWith(
      77,
      expect.objectContaining({ statusCode: 'CERRADO', assignedToId: 'op-1', sector: 'Norte' }),
    );
    await waitFor(() => expect(control('fullName')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  });

  it('says so when the ticket could not be closed', async () => {
    const user = userEvent.setup();
    mocked.updateTicket.mockRejectedValue(new api.ApiError(500, '/api/ticket/77', []));
    const error = jest.spyOn(notify, 'error');
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar este evento' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The ticket was not closed'));
    expect(control('fullName')).toBeEnabled();
  });

  it('disables every field and the submit of a closed event', async () => {
    await showForm(<EventForm mode="edit" initialTicket={{ ...TICKET, statusCode: 'CERRADO' }} />);
    for (const name of [
      'fullName',
      'rut',
      'email',
      'phone',
      'realAddress',
      'patente',
      'category',
      'subcategory',
      'classificationId',
      'commune',
      'sector',
      'kilometer',
      'orientation',
      'dateEvent',
      'file',
    ]) {
      expect({ name, disabled: (control(name) as HTMLInputElement).disabled }).toEqual({
        name,
        disabled: true,
      });
    }
    expect(await screen.findByTestId('description-editor')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cerrar este evento' })).toBeDisabled();
    expect(screen.getByText('Este evento está cerrado: sus datos ya no se pueden modificar.')).toBeInTheDocument();
  });
});
