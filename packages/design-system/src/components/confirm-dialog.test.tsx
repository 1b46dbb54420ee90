import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithDs } from '../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Eliminar usuario</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="¿Eliminar usuario?"
        description="Esta acción no se puede deshacer."
        confirmLabel="Eliminar"
        destructive
        onConfirm={() => {}}
        {...props}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  // The cancel button gets initial focus in browsers; jsdom has no layout, so the focus trap
  // falls back to the dialog itself. We assert what jsdom can show: focus moved into the dialog.
  it('is an alertdialog named by its title and takes focus', async () => {
    await renderWithDs(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar usuario' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar usuario?' });
    expect(dialog).toHaveAccessibleDescription('Esta acción no se puede deshacer.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('calls onConfirm and closes', async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    await renderWithDs(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar usuario' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when onConfirm fails', async () => {
    const onConfirm = jest.fn().mockRejectedValue(new Error('boom'));
    await renderWithDs(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar usuario' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes with cancel without confirming', async () => {
    const onConfirm = jest.fn();
    await renderWithDs(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar usuario' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
