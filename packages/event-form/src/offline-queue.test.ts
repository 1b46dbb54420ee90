import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { ApiError, createTicket, uploadAttachment } from '@vigia/api-client';
import { keptFollowUpToken } from './follow-up-links';
import { enqueueReport, flushQueue, listQueued, resetQueueConnection, type QueuedReport } from './offline-queue';

jest.mock('@vigia/api-client', () => ({
  ...jest.requireActual('@vigia/api-client'),
  createTicket: jest.fn(),
  uploadAttachment: jest.fn(),
}));

const create = jest.mocked(createTicket);
const upload = jest.mocked(uploadAttachment);

function report(key: string, photos = 1): QueuedReport {
  return {
    key,
    payload: { category: 'ACC', kilometer: 450, website: '' } as never,
    photos: Array.from({ length: photos }, (_, i) => ({
      blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
      name: `foto-${i}.jpg`,
      key: `${key}-p${i}`,
    })),
    queuedAt: Date.now(),
  };
}

beforeEach(() => {
  // A new, empty database for every test.
  globalThis.indexedDB = new IDBFactory();
  resetQueueConnection();
  localStorage.clear();
  create.mockReset();
  upload.mockReset();
});

it('keeps a queued report with its photo and its keys', async () => {
  await enqueueReport(report('k1'));
  const [stored] = await listQueued();
  expect(stored).toMatchObject({ key: 'k1', payload: { kilometer: 450 }, photos: [{ name: 'foto-0.jpg', key: 'k1-p0' }] });
  expect(stored!.photos[0]!.blob.size).toBe(4);
});

it('sends a report once, with its keys, and removes it from the queue', async () => {
  create.mockResolvedValue({ id: 77, uploadToken: 'cap', followUpToken: 'seguir-77' });
  upload.mockResolvedValue({} as never);
  await enqueueReport(report('k1'));

  const [outcome] = await flushQueue();
  expect(outcome).toMatchObject({ kind: 'sent', id: 77, attachmentFailed: false, followUpToken: 'seguir-77' });
  // The reporter's follow-up link is kept by this browser (issue 34).
  expect(keptFollowUpToken(77)).toBe('seguir-77');
  expect(create).toHaveBeenCalledTimes(1);
  expect(create).toHaveBeenCalledWith(expect.objectContaining({ kilometer: 450 }), { idempotencyKey: 'k1' });
  expect(upload).toHaveBeenCalledWith(77, expect.any(File), expect.objectContaining({ uploadToken: 'cap', idempotencyKey: 'k1-p0' }));
  expect(await listQueued()).toEqual([]);

  // A second flush (another `online` event) has nothing left to send.
  await flushQueue();
  expect(create).toHaveBeenCalledTimes(1);
});

it('shares one flush between calls made at the same time', async () => {
  create.mockResolvedValue({ id: 5, uploadToken: null, followUpToken: null });
  await enqueueReport(report('k1', 0));
  await Promise.all([flushQueue(), flushQueue()]);
  expect(create).toHaveBeenCalledTimes(1);
});

it.each([
  ['a network error', new ApiError(0, '/api/ticket', [], 'Failed to fetch')],
  ['a 5xx answer', new ApiError(503, '/api/ticket', [])],
])('keeps the report after %s', async (_, error) => {
  create.mockRejectedValue(error);
  await enqueueReport(report('k1'));
  const [outcome] = await flushQueue();
  expect(outcome!.kind).toBe('kept');
  expect(await listQueued()).toHaveLength(1);
});

it('keeps the report when a photo fails on the network, and sends it again with the same keys', async () => {
  create.mockResolvedValue({ id: 9, uploadToken: 'cap', followUpToken: 'seguir-9' });
  upload.mockRejectedValueOnce(new ApiError(0, '/api/ticket/9/attachment', [])).mockResolvedValue({} as never);
  await enqueueReport(report('k1'));

  expect((await flushQueue())[0]!.kind).toBe('kept');
  // The event exists: its link is kept even while a photo waits.
  expect(keptFollowUpToken(9)).toBe('seguir-9');
  expect((await flushQueue())[0]).toMatchObject({ kind: 'sent', id: 9 });
  expect(create.mock.calls.map((call) => call[1])).toEqual([{ idempotencyKey: 'k1' }, { idempotencyKey: 'k1' }]);
  expect(upload.mock.calls.map((call) => call[2]?.idempotencyKey)).toEqual(['k1-p0', 'k1-p0']);
});

it('drops a report the server refuses (4xx) and says why', async () => {
  create.mockRejectedValue(new ApiError(400, '/api/ticket', [{ field: 'email', message: 'Debe colocar un correo electrónico válido' }]));
  await enqueueReport(report('k1'));
  const [outcome] = await flushQueue();
  expect(outcome).toMatchObject({ kind: 'refused', message: 'Debe colocar un correo electrónico válido' });
  expect(await listQueued()).toEqual([]);
});

it('stops at the first report kept and sends the older ones first', async () => {
  create
    .mockResolvedValueOnce({ id: 1, uploadToken: null, followUpToken: 'seguir-1' })
    .mockRejectedValue(new ApiError(0, '/api/ticket', []));
  await enqueueReport({ ...report('old', 0), queuedAt: 1 });
  await enqueueReport({ ...report('new', 0), queuedAt: 2 });
  await enqueueReport({ ...report('newer', 0), queuedAt: 3 });
  const outcomes = await flushQueue();
  expect(outcomes.map((o) => [o.kind, o.report.key])).toEqual([
    ['sent', 'old'],
    ['kept', 'new'],
  ]);
  expect((await listQueued()).map((r) => r.key)).toEqual(['new', 'newer']);
});
