import { screen } from '@testing-library/react';
import { Input, NativeSelect } from '../index';
import { renderWithDs } from '../test/render';
import { FormField } from './form-field';

describe('FormField', () => {
  it('describes the control with helper and error text', async () => {
    await renderWithDs(
      <FormField
        label="Correo electrónico"
        helperText="Te contactaremos aquí"
        errorText="Debe colocar un correo electrónico válido"
        invalid
        required
      >
        <Input type="email" />
      </FormField>,
    );
    const email = screen.getByRole('textbox', { name: /Correo electrónico/ });
    expect(email).toBeInvalid();
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription('Te contactaremos aquí Debe colocar un correo electrónico válido');
  });

  it('hides the error text when valid', async () => {
    await renderWithDs(
      <FormField label="Patente" helperText="Solo letras y números" errorText="Este campo es requerido">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Patente' })).toHaveAccessibleDescription('Solo letras y números');
    expect(screen.queryByText('Este campo es requerido')).not.toBeInTheDocument();
  });

  it('works with composite controls through a render function', async () => {
    await renderWithDs(
      <FormField label="Orientación" errorText="La orientación es requerida" invalid>
        {(p) => (
          <NativeSelect.Root>
            <NativeSelect.Field {...p}>
              <option value="">Seleccione</option>
              <option value="NORTH">Norte a sur</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>,
    );
    expect(screen.getByRole('combobox', { name: 'Orientación' })).toHaveAccessibleDescription('La orientación es requerida');
  });
});
