import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStandard } from '../test/make-standard';
import { mocked, signIn } from '../test/session';
import type { Compliance, Observation } from '@vigia/domain';
import { renderWithProviders } from '@vigia/test-utils';
import { ComplianceScreen } from '../index';

jest.mock('@vigia/api-client', () => jest.requireActual('../test/mock-api-client'));
jest.mock('@vigia/auth', () => ({ useAuth: jest.fn() }));

const MARCH: Compliance = {
  year: 2025,
  month: 3,
  events: 3,
  withoutStandard: 1,
  standards: [
    {
      standard: makeStandard({ id: 11, inspectorNoticeMinutes: null, effectiveFrom: '2025-01-01', createdAt: '2025-01-01T00:00:00.000Z' }),
      events: 2,
      times: [
        { time: 'ON_SCENE', limitMinutes: 30, measured: 2, met: 1, breached: 1, notMeasurable: 0 },
        { time: 'CLEARED', limitMinutes: 120, measured: 2, met: 0, breached: 0, notMeasurable: 2 },
      ],
    },
  ],
  breaches: [
    { ticketId: 7, standardId: 11, time: 'ON_SCENE', limitMinutes: 30, actualMinutes: 31, reportedAt: '2025-03-10T13:00:00.000Z' },
  ],
};

const observation = (over: Partial<Observation> = {}): Observation => ({
  id: 4,
  ticketId: 7,
  standardId: 11,
  state: 'OPEN',
  text: 'Llegó tarde la primera unidad',
  proposedUtm: 2.5,
  openedAt: '2025-04-01T13:00:00.000Z',
  openedByName: 'Irene Inspectora',
  replyText: null,
  replyAttachmentIds: [],
  repliedAt: null,
  repliedByName: null,
  outcome: null,
  reason: null,
  resolvedAt: null,
  resolvedByName: null,
  version: 1,
  ...over,
});

const PHOTO = {
  id: 31,
  fileName: 'bitacora-unidad.png',
  contentType: 'image/png',
  size: 1200,
  url: '/api/ticket/7/attachment/31',
  createdAt: '2025-04-02T12:00:00.000Z',
};

const page = (content: Observation[]) => ({ content, page: 0, size: 50, total: content.length });

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getCompliance.mockResolvedValue(MARCH);
  mocked.listObservations.mockResolvedValue(page([]));
  mocked.listStandards.mockResolvedValue([MARCH.standards[0]!.standard]);
  mocked.getClassificationChoices.mockResolvedValue([]);
  mocked.listAttachments.mockResolvedValue({ content: [PHOTO], page: 0, size: 100, total: 1 });
});

describe('ComplianceScreen', () => {
  it('shows the month of the URL per standard, and the inspector raises an observation on a breach', async () => {
    signIn('INSPECTOR');
    mocked.openObservation.mockResolvedValue(observation());
    const user = userEvent.setup();
    await renderWithProviders(<ComplianceScreen />, { route: '/?year=2025&month=3' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cumplimiento' })).toBeInTheDocument();
    expect(mocked.getCompliance).toHaveBeenCalledWith(2025, 3);
    const table = await screen.findByRole('table', { name: 'Estándar #11: severidad crítica' });
    const onScene = within(table).getByRole('row', { name: /Primera unidad en el lugar/ });
    expect(
      within(onScene)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Primera unidad en el lugar', '30', '1', '1', '0']);
    expect(screen.getByText('3 eventos reportados; 1 sin estándar aplicable.')).toBeInTheDocument();
    expect(screen.getByText('Evento #7: Primera unidad en el lugar, 31 min (límite 30 min)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir observación sobre el evento #7' }));
    const form = screen.getByRole('form', { name: 'Abrir observación sobre el evento #7' });
    await user.type(within(form).getByLabelText(/^Observación/), 'La unidad llegó un minuto tarde');
    await user.type(within(form).getByLabelText(/Multa propuesta/), '2,5');
    await user.click(within(form).getByRole('button', { name: 'Enviar observación' }));
    expect(mocked.openObservation).toHaveBeenCalledWith({
      ticketId: 7,
      standardId: 11,
      text: 'La unidad llegó un minuto tarde',
      proposedUtm: 2.5,
    });
  });

  it('lets the concession answer an open observation, and offers it no observation to raise', async () => {
    signIn('SUPERVISOR');
    mocked.listObservations.mockResolvedValue(page([observation()]));
    mocked.replyToObservation.mockResolvedValue(observation({ state: 'ANSWERED', version: 2 }));
    const user = userEvent.setup();
    await renderWithProviders(<ComplianceScreen />, { route: '/?year=2025&month=3' });
    await screen.findByText('Llegó tarde la primera unidad');
    expect(screen.queryByRole('button', { name: /Abrir observación/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolver' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    await user.type(screen.getByLabelText(/Respuesta de la concesión/), 'La unidad atendía otro evento');
    const files = screen.getByRole('group', { name: /Archivos del evento que cita la respuesta/ });
    await user.click(await within(files).findByRole('checkbox', { name: /bitacora-unidad\.png/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(mocked.replyToObservation).toHaveBeenCalledWith(4, { text: 'La unidad atendía otro evento', attachmentIds: [31] }, 1);
  });

  it('has the inspector confirm a resolution on the version read; filters by state in the URL', async () => {
    signIn('INSPECTOR');
    mocked.listObservations.mockResolvedValue(
      page([
        observation({
          state: 'ANSWERED',
          replyText: 'Atendía otro evento',
          repliedByName: 'Sara Supervisora',
          repliedAt: '2025-04-02T13:00:00.000Z',
          replyAttachmentIds: [31],
          version: 2,
        }),
      ]),
    );
    mocked.resolveObservation.mockResolvedValue(observation({ state: 'RESOLVED', version: 3 }));
    const user = userEvent.setup();
    await renderWithProviders(<ComplianceScreen />, { route: '/?year=2025&month=3' });
    expect(await screen.findByText(/Respuesta de la concesión \(Sara Supervisora/)).toBeInTheDocument();
    const cited = screen.getByRole('group', { name: 'Archivos citados' });
    expect(await within(cited).findByRole('button', { name: 'Descargar bitacora-unidad.png' })).toBeEnabled();
    await user.selectOptions(screen.getByLabelText(/^Estado/), 'ANSWERED');
    expect(mocked.listObservations).toHaveBeenLastCalledWith({ state: 'ANSWERED', size: 50 });
    await user.click(await screen.findByRole('button', { name: 'Resolver' }));
    await user.selectOptions(screen.getByLabelText(/^Resultado/), 'DISMISSED');
    await user.type(screen.getByLabelText(/^Fundamento/), 'Justificado');
    await user.click(screen.getByRole('button', { name: 'Resolver observación' }));
    expect(mocked.resolveObservation).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/como «Desestimada»/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resolver observación' }));
    expect(mocked.resolveObservation).toHaveBeenCalledWith(4, { outcome: 'DISMISSED', reason: 'Justificado' }, 2);
  });

  it('shows an error with a retry when the figures cannot be loaded', async () => {
    signIn('ADMIN');
    mocked.getCompliance.mockRejectedValueOnce(new Error('down')).mockResolvedValue(MARCH);
    const user = userEvent.setup();
    await renderWithProviders(<ComplianceScreen />, { route: '/?year=2025&month=3' });
    expect(await screen.findByText('No se pudo cargar el cumplimiento. Inténtelo de nuevo.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Reintentar' })[0]!);
    expect(await screen.findByRole('table', { name: 'Estándar #11: severidad crítica' })).toBeInTheDocument();
  });
});
