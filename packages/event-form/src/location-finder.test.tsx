import { control, mocked, showForm } from './test/event-form-harness';
import { TICKET } from './test/form-fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@vigia/api-client';
import { buildKmReference, locateKm } from '@vigia/domain/location';
import { REFERENCE_STORAGE_KEY } from './locate-on-route';
import { EventForm } from './index';
import { POSTS, TABLE, latAt, lonAt } from './test/demo-km-table';
import { fakeDevice } from './test/fake-device';

// The network is stubbed at the api-client boundary; the km is computed by the real domain module.

const { getCurrentPosition, deviceAt, deviceFails } = fakeDevice();

const useMyLocation = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));

describe('Usar mi ubicación', () => {
  it('fills km, direction and commune from a position beside the road, and says how far from it', async () => {
    const user = userEvent.setup();
    deviceAt(455, -47.5);
    await showForm();
    await useMyLocation(user);
    await waitFor(() => expect(control('kilometer')).toHaveValue(455));
    expect(control('orientation')).toHaveValue('NORTH');
    expect(control('commune')).toHaveValue('Cabrero');
    expect(await screen.findByText(/^Ubicación: km 455, sentido norte a sur, Cabrero\. A (39|40|41) m de la ruta\.$/)).toBeInTheDocument();
    // A precise fix, asked for with a time limit; the manual fields stay editable.
    expect(getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ enableHighAccuracy: true, timeout: expect.any(Number) }),
    );
    expect(control('kilometer')).toBeEnabled();
    // The table is kept for the next visit without a network.
    expect(JSON.parse(localStorage.getItem(REFERENCE_STORAGE_KEY) ?? 'null')).toEqual(TABLE);
  });

  it('far from the route: the domain module’s Spanish message, and nothing is filled', async () => {
    const user = userEvent.setup();
    deviceAt(460, 2000);
    await showForm();
    await useMyLocation(user);
    const expected = locateKm(buildKmReference(POSTS), { lat: latAt(460), lon: lonAt(460, 2000) });
    expect(expected).toMatchObject({ ok: false, reason: 'OFF_ROUTE' });
    expect(await screen.findByText(!expected.ok ? expected.message : '')).toBeInTheDocument();
    expect(control('kilometer')).toHaveValue(null);
    expect(control('commune')).toHaveValue('');
  });

  it('outside km 410–580: the domain module’s message with the km', async () => {
    const user = userEvent.setup();
    const posts = POSTS.map((p) => ({ ...p, km: p.km + 150 }));
    mocked.getLocationReference.mockResolvedValue({ ...TABLE, posts });
    deviceAt(465, -7.5);
    await showForm();
    await useMyLocation(user);
    const expected = locateKm(buildKmReference(posts), { lat: latAt(465), lon: lonAt(465, -7.5) });
    expect(!expected.ok && expected.message).toBe('La ubicación corresponde al km 615, fuera del tramo de la concesión (km 410 al 580)');
    expect(await screen.findByText(!expected.ok ? expected.message : '')).toBeInTheDocument();
  });

  it('permission denied: a plain message, the manual fields stay', async () => {
    const user = userEvent.setup();
    deviceFails(1);
    await showForm();
    await useMyLocation(user);
    expect(
      await screen.findByText(
        'No tenemos permiso para usar su ubicación: actívelo en el navegador o ingrese el kilómetro y la dirección a mano',
      ),
    ).toBeInTheDocument();
    expect(control('kilometer')).toBeEnabled();
    expect(mocked.getLocationReference).toHaveBeenCalled();
  });

  it('a timeout has its own message', async () => {
    const user = userEvent.setup();
    deviceFails(3);
    await showForm();
    await useMyLocation(user);
    expect(await screen.findByText(/^La ubicación tardó demasiado en llegar/)).toBeInTheDocument();
  });

  it('without a network it locates with the table kept from an earlier visit', async () => {
    const user = userEvent.setup();
    localStorage.setItem(REFERENCE_STORAGE_KEY, JSON.stringify(TABLE));
    mocked.getLocationReference.mockRejectedValue(new ApiError(0, '/api/location/reference', [], 'Failed to fetch'));
    // Beyond the south carriageway (22.5 m from it, 37.5 m from the other): no direction question.
    deviceAt(467, 30);
    await showForm();
    await useMyLocation(user);
    await waitFor(() => expect(control('kilometer')).toHaveValue(467));
    expect(control('orientation')).toHaveValue('SOUTH');
  });

  it('without a network nor a kept table: says the table could not be loaded', async () => {
    const user = userEvent.setup();
    mocked.getLocationReference.mockRejectedValue(new ApiError(0, '/api/location/reference', [], 'Failed to fetch'));
    deviceAt(455, 0);
    await showForm();
    await useMyLocation(user);
    expect(await screen.findByText(/^No se pudo cargar la tabla de kilómetros/)).toBeInTheDocument();
  });
});

describe('the commune follows the km', () => {
  it('sets the commune from the km until the reporter picks one', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.type(control('kilometer'), '455');
    await waitFor(() => expect(control('commune')).toHaveValue('Cabrero'));
    await user.clear(control('kilometer'));
    await user.type(control('kilometer'), '500');
    await waitFor(() => expect(control('commune')).toHaveValue('Los Ángeles'));
    // A commune the reporter chose stays.
    await user.selectOptions(control('commune'), 'Mulchén');
    await user.clear(control('kilometer'));
    await user.type(control('kilometer'), '420');
    expect(control('commune')).toHaveValue('Mulchén');
  });

  it('leaves an edited event’s commune as stored', async () => {
    const user = userEvent.setup();
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    // Nor is an edit located where the editor is.
    expect(screen.queryByRole('button', { name: 'Usar mi ubicación' })).not.toBeInTheDocument();
    await user.clear(control('kilometer'));
    await user.type(control('kilometer'), '455');
    expect(control('commune')).toHaveValue('Los Ángeles');
  });
});
