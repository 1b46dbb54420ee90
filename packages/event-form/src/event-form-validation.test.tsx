import { control, description, errorOf, fillValid, mocked, showForm, submit } from './test/event-form-harness';
import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_FIELDS } from './form-values';

describe('validation (SPEC §5, through the shared schema)', () => {
  it('marks every required field, ties the message to it and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    await showForm();
    await submit(user);
    await waitFor(() => expect(control('fullName')).toHaveAttribute('aria-invalid', 'true'));
    // The date starts at now (issue 24), so it is the one required field already valid.
    expect(errorOf(control('dateEvent'))).toBeNull();
    // Every other field says it is required; these four are checked one by one below. The document's
    // kind is never empty: it starts as RUT (document-field.test.tsx).
    expect(control('documentKind')).toBeChecked();
    expect(errorOf(control('documentKind'))).toBeNull();
    const told = ['dateEvent', 'orientation', 'description', 'realAddress', 'documentKind'];
    for (const name of FORM_FIELDS.filter((field) => !told.includes(field))) {
      expect({ name, error: errorOf(control(name)) }).toEqual({
        name,
        error: 'Este campo es requerido',
      });
    }
    expect(control('fullName')).toHaveAccessibleDescription('Este campo es requerido');
    expect(errorOf(control('orientation'))).toBe('La orientación es requerida');
    expect(errorOf(description())).toBe('Este campo es requerido');
    // realAddress is only required without an e-mail (the schema decides).
    expect(errorOf(control('realAddress'))).toBe('Este campo es requerido');
    // What happened comes first on the screen (issue 24), so focus goes to the category.
    expect(control('category')).toHaveFocus();
    expect(mocked.createTicket).not.toHaveBeenCalled();
  });

  it('moves focus to an invalid select, date or editor when it is the first one', async () => {
    const user = userEvent.setup();
    await showForm();
    await fillValid(user);
    await user.clear(description());
    fireEvent.change(control('dateEvent'), { target: { value: '' } });
    await submit(user);
    await waitFor(() => expect(control('dateEvent')).toHaveFocus());
    fireEvent.change(control('dateEvent'), { target: { value: '2024-05-01T10:30' } });
    await submit(user);
    await waitFor(() => expect(description()).toHaveFocus());
    await user.type(description(), 'x');
    await user.selectOptions(control('orientation'), '');
    await submit(user);
    await waitFor(() => expect(control('orientation')).toHaveFocus());
  });

  it('shows the format and length messages', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.type(control('email'), 'no-es-correo');
    await user.type(control('phone'), '12ab');
    await user.type(control('fullName'), 'a'.repeat(101));
    await user.type(control('sector'), 'b'.repeat(21));
    await user.type(control('patente'), 'AB/12');
    fireEvent.change(control('dateEvent'), { target: { value: '2999-01-01T00:00' } });
    await submit(user);
    await waitFor(() => expect(errorOf(control('email'))).toBe('Debe colocar un correo electrónico válido'));
    expect(errorOf(control('phone'))).toBe('Solo se permiten caracteres numéricos');
    expect(errorOf(control('fullName'))).toBe('La longitud maxima es de 100 caracteres');
    expect(errorOf(control('sector'))).toBe('Máximo 20 caracteres');
    expect(errorOf(control('patente'))).toBe('Solo se permiten letras y números');
    expect(errorOf(control('dateEvent'))).toBe('La fecha no puede estar en el futuro');
    // An e-mail is given, so the address is no longer required.
    expect(errorOf(control('realAddress'))).toBeNull();
  });

  it('without a commune the kilometer must be at least 0', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.type(control('kilometer'), '-1');
    await submit(user);
    await waitFor(() => expect(errorOf(control('kilometer'))).toBe('El kilometro minimo debe ser igual o mayor que 0'));
  });

  it.each([
    ['Chillán Viejo', 410, 419],
    ['Los Ángeles', 480, 529],
    ['Collipulli', 550, 580],
  ])('kilometer boundaries of %s (%i-%i)', async (commune, min, max) => {
    const user = userEvent.setup();
    await showForm();
    await user.selectOptions(control('commune'), commune);
    expect(control('kilometer')).toHaveAccessibleDescription(`En ${commune}: del km ${min} al ${max}`);
    await submit(user);
    const check = async (km: number, expected: string | null) => {
      await user.clear(control('kilometer'));
      await user.type(control('kilometer'), String(km));
      await waitFor(() => expect({ km, error: errorOf(control('kilometer')) }).toEqual({ km, error: expected }));
    };
    await check(min - 1, `El kilometro minimo debe ser igual o mayor que ${min}`);
    await check(min, null);
    await check(max, null);
    await check(max + 1, `El kilometro máximo es hasta ${max}`);
  });

  it('re-checks the kilometer when the commune changes', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.selectOptions(control('commune'), 'Bulnes');
    await user.type(control('kilometer'), '445');
    await submit(user);
    await waitFor(() => expect(errorOf(control('kilometer'))).toBe('El kilometro máximo es hasta 439'));
    await user.selectOptions(control('commune'), 'Pemuco');
    await waitFor(() => expect(errorOf(control('kilometer'))).toBeNull());
  });
});
