import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDs } from '../test/render';
import { PaginationControls } from './pagination-controls';

describe('PaginationControls', () => {
  it('shows the 1-based page, page count and total', async () => {
    await renderWithDs(<PaginationControls page={1} size={10} total={42} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 5')).toBeInTheDocument();
    expect(screen.getByText('Total: 42')).toBeInTheDocument();
  });

  it('says "more than" when the server stopped counting', async () => {
    await renderWithDs(<PaginationControls page={19} size={10} total={200} totalCapped onPageChange={() => {}} />);
    expect(screen.getByText('Total: más de 200')).toBeInTheDocument();
    expect(screen.getByText('Página 20 de 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  it('moves to the previous and next page (0-based)', async () => {
    const onPageChange = jest.fn();
    await renderWithDs(<PaginationControls page={1} size={10} total={42} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
  });

  it('disables the buttons at the ends and handles an empty list', async () => {
    await renderWithDs(<PaginationControls page={0} size={10} total={0} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('accepts translated labels', async () => {
    await renderWithDs(
      <PaginationControls
        page={0}
        size={10}
        total={20}
        onPageChange={() => {}}
        labels={{ next: 'Next page', page: (p, n) => `Page ${p} of ${n}` }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });
});
