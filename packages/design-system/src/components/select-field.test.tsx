import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDs } from '../test/render';
import { SelectField } from './select-field';

describe('SelectField', () => {
  it('hands back the chosen value and ties the error to the select', async () => {
    const onChange = jest.fn();
    await renderWithDs(
      <SelectField
        label="Mes"
        name="month"
        value="1"
        onChange={onChange}
        required
        error="Elija un mes"
        options={[
          { value: 1, label: 'Enero' },
          { value: 2, label: 'Febrero' },
        ]}
      />,
    );
    const month = screen.getByRole('combobox', { name: /Mes/ });
    expect(month).toBeRequired();
    expect(month).toBeInvalid();
    expect(month).toHaveAccessibleDescription('Elija un mes');
    await userEvent.selectOptions(month, 'Febrero');
    expect(onChange).toHaveBeenCalledWith('2');
  });
});
