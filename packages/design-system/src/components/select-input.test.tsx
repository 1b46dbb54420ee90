import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDs } from '../test/render';
import { FormField } from './form-field';
import { SelectInput } from './select-input';

const orientations = [
  { value: 'NORTH', label: 'Norte a sur' },
  { value: 'SOUTH', label: 'Sur a norte' },
];

describe('SelectInput', () => {
  it('offers the placeholder first, then the options, and reports the choice', async () => {
    const picked: string[] = [];
    await renderWithDs(
      <FormField label="Orientación" errorText="La orientación es requerida" invalid>
        {(p) => <SelectInput {...p} placeholder="Seleccione" options={orientations} onChange={(e) => picked.push(e.currentTarget.value)} />}
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Orientación' });
    expect(select).toHaveAccessibleDescription('La orientación es requerida');
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Seleccione'],
      ['NORTH', 'Norte a sur'],
      ['SOUTH', 'Sur a norte'],
    ]);
    await userEvent.selectOptions(select, 'SOUTH');
    expect(picked).toEqual(['SOUTH']);
  });

  it('draws its children before the options and can be disabled', async () => {
    await renderWithDs(
      <SelectInput aria-label="Año" disabled value={2026} onChange={() => undefined} options={[{ value: 2025, label: '2025' }]}>
        <option value={2026}>2026</option>
      </SelectInput>,
    );
    const select = screen.getByRole('combobox', { name: 'Año' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('2026');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['2026', '2025']);
  });
});
