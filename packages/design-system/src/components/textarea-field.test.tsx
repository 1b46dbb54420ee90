import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithDs } from '../test/render';
import { TextareaField } from './textarea-field';

function Reason({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextareaField
      label="Motivo"
      name="reason"
      value={value}
      onChange={setValue}
      maxLength={5}
      required
      helperText={`${value.length}/5`}
      error={error}
    />
  );
}

describe('TextareaField', () => {
  it('hands back what is typed, up to its length, and counts it in the hint', async () => {
    await renderWithDs(<Reason />);
    const reason = screen.getByRole('textbox', { name: /Motivo/ });
    await userEvent.type(reason, 'Choque leve');
    expect(reason).toHaveValue('Choqu');
    expect(reason).toBeRequired();
    expect(reason).toBeValid();
    expect(reason).toHaveAccessibleDescription('5/5');
  });

  it('ties the error to the field and marks it invalid', async () => {
    await renderWithDs(<Reason error="Indique el motivo" />);
    const reason = screen.getByRole('textbox', { name: /Motivo/ });
    expect(reason).toBeInvalid();
    expect(reason).toHaveAccessibleDescription('0/5 Indique el motivo');
  });
});
