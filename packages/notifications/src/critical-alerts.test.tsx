// Issue 37 item 1: a critical or injured arrival on the live stream becomes a persistent alert on
// the control room's screens: it stacks, names the event, opens it, goes when the event is taken or
// when this user dismisses it; its sound can be muted, and the choice is remembered.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { noteApiAnswer, noteApiUnreachable } from '@vigia/api-client/core';
import { clearToasts, renderAt } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { SOUND_KEY } from './alert-sound';
import { bindAlerts } from './critical-alerts';
import { CriticalAlerts, NotificationBell } from './index';
import { ES, FakeEventSource, openedStream } from './test/fake-event-source';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(
      ['getUnreadCount', 'notificationStreamUrl', 'listQueue'],
      ['QUEUE_STREAM_EVENT', 'parseQueueStreamEvent', 'publishQueueEvent', 'subscribeQueueEvents', 'setNotificationStreamOpen'],
    ),
);
const session = { user: { id: 'op', role: 'OPERATOR', name: 'O' } as { id: string; role: string; name: string } | null };
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));
const mocked = api as jest.Mocked<typeof api>;

// jsdom has no Web Audio: a stand-in that counts the tones started.
const tones = { started: 0 };
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator = () => ({
    type: '',
    frequency: { value: 0 },
    connect: (node: unknown) => node,
    start: () => void (tones.started += 1),
    stop: () => undefined,
  });
  createGain = () => ({
    gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
    connect: (node: unknown) => node,
  });
}

const arrival = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  kind: 'created',
  category: 'ACCIDENTE',
  categoryName: 'Accidente',
  kilometer: 485.5,
  orientation: 'NORTH',
  severity: 'CRITICAL',
  injured: false,
  assignedToId: null,
  statusCode: 'ABIERTO',
  ...over,
});

async function openStream(lng: 'es' | 'en' = 'es') {
  await renderAt(
    <>
      <CriticalAlerts />
      <NotificationBell live={{ EventSourceImpl: ES }} />
    </>,
    { path: '/operator/*', url: '/operator/events/7', lng },
  );
  return openedStream();
}

beforeEach(() => {
  FakeEventSource.instances = [];
  tones.started = 0;
  localStorage.clear();
  sessionStorage.clear();
  bindAlerts(null);
  session.user = { id: 'op', role: 'OPERATOR', name: 'O' };
  mocked.getUnreadCount.mockResolvedValue({ count: 0 });
  mocked.notificationStreamUrl.mockResolvedValue('u1');
  mocked.listQueue.mockResolvedValue({ content: [], total: 0, page: 0, size: 100 } as never);
  (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
});
afterEach(clearToasts);

describe('critical alerts', () => {
  it('stack critical and injured arrivals with "Ver" and "Descartar"; a taken event leaves every screen', async () => {
    const es = await openStream();
    act(() => es.emit('queue', arrival(41, { severity: 'MAJOR', injured: true, kilometer: 460 })));
    const region = await screen.findByRole('alert');
    expect(within(region).getByText('1 alerta crítica')).toBeInTheDocument();
    expect(within(region).getByText('Evento N° 41')).toBeInTheDocument();
    expect(within(region).getByText('Accidente · km 460')).toBeInTheDocument();
    expect(within(region).getByText('Hay lesionados')).toBeInTheDocument();

    // Neither critical nor injured: no alert. Already taken on arrival: none either.
    act(() => es.emit('queue', arrival(42, { severity: 'MAJOR' })));
    act(() => es.emit('queue', arrival(43, { assignedToId: 'op2' })));
    act(() => es.emit('queue', arrival(44)));
    await waitFor(() => expect(within(region).getByText('2 alertas críticas')).toBeInTheDocument());
    // An ordinary arrival is toasted; an alerted one is not toasted besides.
    expect(await screen.findByText('Nuevo evento #42: Accidente, km 485,5')).toBeInTheDocument();
    expect(screen.queryByText(/^Nuevo evento #(41|44):/)).not.toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Evento N° /).textContent)).toEqual(['Evento N° 44', 'Evento N° 41']);
    expect(within(items[0]!).getByText('Crítica')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Accidente · km 485,5')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Ver el evento N° 44' })).toHaveAttribute('href', '/operator/events/44');

    // Someone takes 41 (the stream's change says who has it): it goes, live.
    act(() => es.emit('queue', arrival(41, { kind: 'changed', assignedToId: 'op2', injured: true })));
    await waitFor(() => expect(within(region).getByText('1 alerta crítica')).toBeInTheDocument());
    expect(within(region).queryByText('Evento N° 41')).not.toBeInTheDocument();

    // This user dismisses 44: gone, and the same event announced again does not come back.
    await userEvent.click(within(region).getByRole('button', { name: 'Descartar la alerta del evento N° 44' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    act(() => es.emit('queue', arrival(44)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the category and km the English way in English', async () => {
    const es = await openStream('en');
    act(() => es.emit('queue', arrival(51)));
    expect(await screen.findByText('Crash · km 485.5')).toBeInTheDocument();
    act(() => es.emit('queue', arrival(52, { severity: 'MAJOR', category: 'OBSTACULO', categoryName: 'Obstáculo', kilometer: 470.25 })));
    expect(await screen.findByText(/: Obstacle, km 470\.25$/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Accidente|Obstáculo|485,5/);
  });

  it('a closed event ends its alert', async () => {
    const es = await openStream();
    act(() => es.emit('queue', arrival(50)));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    act(() => es.emit('queue', arrival(50, { kind: 'changed', statusCode: 'CERRADO' })));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it.each(['ADMIN', 'DRIVER'])('%s gets no alert', async (role) => {
    session.user = { id: 'x', role, name: 'X' };
    const es = await openStream();
    act(() => es.emit('queue', arrival(60, { injured: true })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sound on each arrival unless muted; the mute is a keyboard toggle remembered by the browser', async () => {
    const es = await openStream();
    act(() => es.emit('queue', arrival(70)));
    const mute = await screen.findByRole('button', { name: 'Silenciar alertas' });
    await waitFor(() => expect(tones.started).toBe(2));
    expect(mute).toHaveAttribute('aria-pressed', 'false');

    mute.focus();
    await userEvent.keyboard('{Enter}');
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(SOUND_KEY)).toBe('off');
    act(() => es.emit('queue', arrival(71)));
    await waitFor(() => expect(screen.getByText('2 alertas críticas')).toBeInTheDocument());
    expect(tones.started).toBe(2);

    await userEvent.keyboard(' ');
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(SOUND_KEY)).toBeNull();
  });

  it('a muted choice made earlier is shown pressed on a new page', async () => {
    localStorage.setItem(SOUND_KEY, 'off');
    const es = await openStream();
    act(() => es.emit('queue', arrival(80)));
    expect(await screen.findByRole('button', { name: 'Silenciar alertas' })).toHaveAttribute('aria-pressed', 'true');
    expect(tones.started).toBe(0);
  });

  it('after a gap, an alert whose event is no longer waiting is dropped', async () => {
    const es = await openStream();
    act(() => es.emit('queue', arrival(90)));
    act(() => es.emit('queue', arrival(91)));
    expect(await screen.findByText('2 alertas críticas')).toBeInTheDocument();
    mocked.listQueue.mockResolvedValue({ content: [{ id: 91 }], total: 1, page: 0, size: 100 } as never);
    // The API unreachable, then answering again: the list is checked against the queue.
    act(() => noteApiUnreachable());
    act(() => noteApiAnswer(200));
    await waitFor(() => expect(screen.getByText('1 alerta crítica')).toBeInTheDocument());
    expect(screen.getByText('Evento N° 91')).toBeInTheDocument();
    expect(mocked.listQueue).toHaveBeenCalledWith({ view: 'unassigned', page: 0, size: 100 });
  });
});
