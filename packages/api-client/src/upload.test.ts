import { configureApi } from './http';
import { uploadAttachment } from './upload';

// jsdom's XMLHttpRequest cannot reach a server: a fake one records the headers and answers.
class FakeXhr {
  static sent: FakeXhr[] = [];
  headers: Record<string, string> = {};
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
  send() {
    FakeXhr.sent.push(this);
    this.status = 201;
    this.responseText = JSON.stringify({ payload: { id: 3 } });
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
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
