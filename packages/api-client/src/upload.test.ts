import { configureApi } from './http';
import { uploadAttachment } from './upload';

// jsdom's XMLHttpRequest cannot reach a server: a fake one records the headers and answers.
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer: { status: number; body: unknown } = { status: 201, body: { payload: { id: 3 } } };
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    this.status = FakeXhr.answer.status;
    this.responseText = JSON.stringify(FakeXhr.answer.body);
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.answer = { status: 201, body: { payload: { id: 3 } } };
  configureApi({ base: 'http://api.test' });
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

it('sends the photo with its upload token and its Idempotency-Key', async () => {
  const photo = new File(['x'], 'foto.jpg', { type: 'image/jpeg' });
  await expect(uploadAttachment(5, photo, { uploadToken: 'cap', idempotencyKey: 'p-1' })).resolves.toEqual({ id: 3 });
  expect(FakeXhr.sent[0]!.headers).toMatchObject({ 'x-upload-token': 'cap', 'Idempotency-Key': 'p-1' });
});

it('sends no Idempotency-Key when none is given', async () => {
  await uploadAttachment(5, new File(['x'], 'foto.jpg', { type: 'image/jpeg' }));
  expect(FakeXhr.sent[0]!.headers).not.toHaveProperty('Idempotency-Key');
});

describe('uploadFollowUpPhoto', () => {
  it('sends the number and the follow-up token before the photo, with the Idempotency-Key and no upload token', async () => {
    const { uploadFollowUpPhoto } = await import('./follow-up-additions');
    const photo = new File(['x'], 'foto.jpg', { type: 'image/jpeg' });
    await uploadFollowUpPhoto(43, 'secreto-43', photo, { idempotencyKey: 'f-1' });
    const sent = FakeXhr.sent[0]!;
    expect(sent.headers).toEqual({ 'Idempotency-Key': 'f-1' });
    expect([...sent.body!.keys()]).toEqual(['id', 'token', 'file']);
    expect(sent.body!.get('id')).toBe('43');
    expect(sent.body!.get('token')).toBe('secreto-43');
  });

  it('answers a not found with the server message and raises no global alert', async () => {
    const { uploadFollowUpPhoto } = await import('./follow-up-additions');
    const { onNotFound } = await import('./http');
    const alert = jest.fn();
    const stop = onNotFound(alert);
    FakeXhr.answer = { status: 404, body: { payload: null, errors: [{ message: 'No encontramos un evento' }] } };
    await expect(uploadFollowUpPhoto(7, 'malo', new File(['x'], 'a.jpg'))).rejects.toMatchObject({
      status: 404,
      errors: [{ message: 'No encontramos un evento' }],
    });
    expect(alert).not.toHaveBeenCalled();
    stop();
  });
});
