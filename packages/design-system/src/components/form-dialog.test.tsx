import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDs } from '../test/render';
import { FormDialog, type FormDialogProps } from './form-dialog';

async function renderDialog(props: Partial<FormDialogProps> = {}) {
  const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
  const onClose = jest.fn();
  await renderWithDs(
    <FormDialog title="Nueva razón" submitLabel="Guardar" cancelLabel="Cancelar" onSubmit={onSubmit} onClose={onClose} {...props}>
      <label>
        Nombre
        <input name="name" />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('is a dialog named by its title that submits its form with Enter and the button', async () => {
    const { onSubmit } = await renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Nueva razón' });
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Despejado{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes with Cancel and Escape', async () => {
    const { onClose } = await renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while busy, keeps itself open and disables Cancel', async () => {
    const { onClose } = await renderDialog({ busy: true, role: 'alertdialog' });
    await screen.findByRole('alertdialog', { name: 'Nueva razón' });
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('can hold its submit button back', async () => {
    await renderDialog({ submitDisabled: true });
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeDisabled();
  });
});
