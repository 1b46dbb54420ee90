// Issue 37: "Documento: RUT / Pasaporte u otro" on the form. The choice comes before the number; only
// a RUT has its check digit verified (by the shared schema, as on the server).
import { control, errorOf, fillValid, mocked, showForm, submit } from './test/event-form-harness';
import { TICKET } from './test/form-fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@vigia/i18n';
import { displayValue } from './conflict-display';
import { EventForm } from './index';

const number = () => screen.getByRole('textbox', { name: /^(RUT|Número de pasaporte u otro documento)/ });

describe('the reporter’s document', () => {
  it('asks the kind before the number, RUT first', async () => {
    await showForm();
    const group = screen.getByRole('group', { name: 'Documento' });
    const rut = screen.getByRole('radio', { name: 'RUT' });
    const other = screen.getByRole('radio', { name: 'Pasaporte u otro' });
    expect(group).toContainElement(rut);
    expect(group).toContainElement(other);
    expect(rut).toBeChecked();
    // On the screen (and in tab order) the choice precedes the number.
    expect(other.compareDocumentPosition(number()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(number()).toHaveAccessibleDescription('Por ejemplo 12.345.678-5');
  });

  it('sends a passport number as typed, without a check digit', async () => {
    const user = userEvent.setup();
    await showForm();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Pasaporte u otro' }));
    expect(number()).toHaveAccessibleName(/^Número de pasaporte u otro documento/);
    await user.clear(number());
    await user.type(number(), 'AB1234567');
    await submit(user);
    await waitFor(() => expect(mocked.createTicket).toHaveBeenCalledTimes(1));
    expect(mocked.createTicket.mock.calls[0]![0]).toMatchObject({ documentKind: 'OTHER', rut: 'AB1234567' });
  });

  it('refuses a RUT with a wrong check digit, and takes the same number once it is said to be another document', async () => {
    const user = userEvent.setup();
    await showForm();
    await fillValid(user);
    await user.clear(number());
    await user.type(number(), '12345678');
    await submit(user);
    await waitFor(() => expect(errorOf(control('rut'))).toBe('El RUT no es válido: revise el dígito verificador'));
    expect(mocked.createTicket).not.toHaveBeenCalled();
    // The choice re-checks the number at once: the error goes without another submit.
    await user.click(screen.getByRole('radio', { name: 'Pasaporte u otro' }));
    await waitFor(() => expect(errorOf(control('rut'))).toBeNull());
    await submit(user);
    await waitFor(() => expect(mocked.createTicket).toHaveBeenCalledTimes(1));
    // An Argentine DNI stays as typed: not rewritten as the RUT 1.234.567-8.
    expect(mocked.createTicket.mock.calls[0]![0]).toMatchObject({ documentKind: 'OTHER', rut: '12345678' });
  });

  it('an edit shows the kind the event keeps', async () => {
    await showForm(<EventForm mode="edit" initialTicket={{ ...TICKET, documentKind: 'OTHER', rut: 'AB1234567' }} />);
    expect(screen.getByRole('radio', { name: 'Pasaporte u otro' })).toBeChecked();
    expect(number()).toHaveValue('AB1234567');
  });

  it('names the kind, not its code, where two edits are compared', async () => {
    await showForm();
    const t = i18n.getFixedT('es', 'eventForm');
    expect(t('fields.documentKind')).toBe('Documento');
    expect(displayValue('documentKind', 'OTHER', undefined, 'x', t)).toBe('Pasaporte u otro');
    expect(displayValue('documentKind', 'RUT', undefined, 'x', t)).toBe('RUT');
  });
});
