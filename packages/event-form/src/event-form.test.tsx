import { control, deferred, description, fillValid, mocked, showForm, submit, successPanel } from './test/event-form-harness';
import { CATEGORIES, SUCCESS } from './test/form-fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@vigia/domain';
import { renderWithProviders } from '@vigia/test-utils';
import { EventForm, PublicEventForm } from './index';

describe('loading the categories', () => {
  it('shows a labelled spinner, and the form only once categories have loaded', async () => {
    const categories = deferred<Category[]>();
    mocked.getCategories.mockReturnValue(categories.promise);
    await renderWithProviders(<EventForm />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando categorías…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await act(async () => categories.resolve(CATEGORIES));
    expect(await screen.findByRole('form')).toBeInTheDocument();
    expect(screen.queryByText('Cargando categorías…')).not.toBeInTheDocument();
  });

  it('shows an error with retry when no category could be loaded', async () => {
    const user = userEvent.setup();
    mocked.getCategories.mockResolvedValueOnce([]);
    await renderWithProviders(<EventForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las categorías');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('form')).toBeInTheDocument();
    expect(mocked.getCategories).toHaveBeenCalledTimes(2);
  });
});

describe('structure and accessibility', () => {
  it('has the three Spanish sections and a visible label for every API-named control', async () => {
    await showForm();
    for (const legend of ['Información personal', 'Detalle del evento', 'Descripción del evento']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    const labels: Record<string, RegExp> = {
      fullName: /^Nombre completo/,
      rut: /^RUT/,
      email: /^Correo electrónico/,
      phone: /^Teléfono/,
      realAddress: /^Dirección/,
      patente: /^Patente/,
      category: /^Categoría/,
      subcategory: /^Subcategoría/,
      classificationId: /^Clasificación/,
      commune: /^Comuna/,
      sector: /^Sector/,
      kilometer: /^Kilómetro/,
      orientation: /^Sentido/,
      dateEvent: /^Fecha y hora/,
      file: /^Adjuntar foto/,
    };
    // The document's kind is a radio labelled "RUT" too (issue 37): the number's field is the one named rut.
    for (const [name, label] of Object.entries(labels)) {
      expect(screen.getByLabelText(label, { selector: ':not([type="radio"])' })).toBe(control(name));
    }
    expect(screen.getByRole('radio', { name: 'RUT' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Descripción/ })).toBe(description());
    expect(document.querySelector('input[type="hidden"][name="description"]')).not.toBeNull();
    for (const name of ['category', 'subcategory', 'classificationId', 'orientation', 'commune']) {
      expect(control(name).tagName).toBe('SELECT');
    }
  });

  it('uses a datetime-local date with max = now, and the Spanish orientation names', async () => {
    await showForm();
    const date = control('dateEvent');
    expect(date).toHaveAttribute('type', 'datetime-local');
    const max = new Date(date.getAttribute('max')!);
    expect(Math.abs(max.getTime() - Date.now())).toBeLessThan(2 * 60 * 1000);
    const orientation = control<HTMLSelectElement>('orientation');
    expect(within(orientation).getByRole('option', { name: 'norte a sur' })).toHaveValue('NORTH');
    expect(within(orientation).getByRole('option', { name: 'sur a norte' })).toHaveValue('SOUTH');
  });

  it('shows the photo hint and hides the honeypot from people and keyboards', async () => {
    await showForm();
    expect(control('file')).toHaveAccessibleDescription('png, jpg o jpeg, hasta 2 MB');
    expect(control('file')).toHaveAttribute('accept', expect.stringContaining('image/png'));
    const honeypot = control('website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders the sections in English', async () => {
    await showForm(<EventForm />, 'en');
    for (const legend of ['Personal Information', 'Detail Event', 'Description of event']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
  });
});

describe('category cascade (SPEC §4)', () => {
  it('reloads subcategories and clears subcategory and classification on a new category', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.selectOptions(control('category'), 'ACC');
    await waitFor(() => expect(mocked.getSubcategories).toHaveBeenLastCalledWith(1));
    await user.selectOptions(control('subcategory'), await screen.findByRole('option', { name: 'Choque' }));
    await waitFor(() => expect(mocked.getClassifications).toHaveBeenLastCalledWith(11));
    await user.selectOptions(control('classificationId'), await screen.findByRole('option', { name: 'Leve' }));

    await user.selectOptions(control('category'), 'OBS');
    expect(control('subcategory')).toHaveValue('');
    expect(control('classificationId')).toHaveValue('');
    await waitFor(() => expect(mocked.getSubcategories).toHaveBeenLastCalledWith(2));
    expect(await screen.findByRole('option', { name: 'Animal' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Choque' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Leve' })).not.toBeInTheDocument();
  });

  it('reloads classifications and clears the classification on a new subcategory', async () => {
    const user = userEvent.setup();
    mocked.getSubcategories.mockResolvedValue([
      { id: 11, name: 'Choque' },
      { id: 12, name: 'Volcamiento' },
    ]);
    mocked.getClassifications.mockImplementation(async (id) => [{ id: id * 10, name: `Clase ${id}` }]);
    await showForm();
    await user.selectOptions(control('category'), 'ACC');
    await user.selectOptions(control('subcategory'), await screen.findByRole('option', { name: 'Choque' }));
    await user.selectOptions(control('classificationId'), await screen.findByRole('option', { name: 'Clase 11' }));
    await user.selectOptions(control('subcategory'), '12');
    expect(control('classificationId')).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'Clase 12' })).toBeInTheDocument();
    expect(mocked.getClassifications).toHaveBeenLastCalledWith(12);
  });
});

describe('duplicate hint', () => {
  it('warns, without blocking, when an open event of the category is near in the same direction', async () => {
    mocked.findPossibleDuplicates.mockResolvedValue([
      {
        id: 77,
        kilometer: 456,
        orientation: 'NORTH',
        dateEvent: new Date().toISOString(),
        categoryName: 'Accidente',
        statusName: 'Abierto',
      },
    ]);
    const user = userEvent.setup();
    await showForm();
    await fillValid(user);
    expect(await screen.findByText('Puede que este evento ya esté reportado', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/Evento N° 77 · km 456 · Accidente · Abierto/)).toBeInTheDocument();
    expect(mocked.findPossibleDuplicates).toHaveBeenLastCalledWith({
      category: 'ACC',
      kilometer: 455,
      orientation: 'NORTH',
    });
    await submit(user);
    await waitFor(() => expect(mocked.createTicket).toHaveBeenCalled());
  });
});

describe('PublicEventForm', () => {
  it("is titled 'Contacto' and submits with 'Crear Evento'", async () => {
    const user = userEvent.setup();
    await showForm(<PublicEventForm variant="contact" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    await fillValid(user);
    await submit(user, 'Crear Evento');
    expect(await successPanel()).toHaveTextContent(SUCCESS);
  });
});
