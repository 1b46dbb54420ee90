// The HTTP layer's rules for the calls that do not go through `call` alone: public calls, signing
// out, downloads, attachments, and the global rules on an upload (XMLHttpRequest, not ky).
import { STORAGE_KEYS } from '@vigia/domain';
import {
  downloadReportFile,
  endSession,
  fetchAttachmentBlob,
  getCategories,
  getMe,
  lookupFollowUp,
  onNotFound,
  onUnauthorized,
  setAccessToken,
  uploadAttachment,
} from './index';
import { json, seen, serve } from './test/fake-server';
import { freshApiEachTest } from './test/fresh-api';

freshApiEachTest(null);

describe('the bearer token', () => {
  it('is not sent on the public follow-up call, and its 401 signs no one out', async () => {
    setAccessToken('tok');
    const signOut = jest.fn();
    const off = onUnauthorized(signOut);
    serve(() => json(401, { payload: null, errors: [{ message: 'No autorizado' }] }));
    await expect(lookupFollowUp(43, 'secreto')).rejects.toMatchObject({ status: 401 });
    expect(seen[0]!.headers.has('authorization')).toBe(false);
    expect(signOut).not.toHaveBeenCalled();
    off();
  });

  it('that signing out hands over is the one sent, and its 401 signs no one out again', async () => {
    const signOut = jest.fn();
    const off = onUnauthorized(signOut);
    serve(() => json(401, { payload: null }));
    await expect(endSession('viejo')).rejects.toMatchObject({ status: 401 });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer viejo');
    expect(signOut).not.toHaveBeenCalled();
    off();
  });
});

describe('retries', () => {
  it('send a GET once more after a network failure, then report the server as unreachable', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await getMe().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, isNetworkError: true });
    expect(seen).toHaveLength(2);
  });

  it("wait for the server's Retry-After", async () => {
    let calls = 0;
    serve(() => (++calls === 1 ? json(429, { payload: null }, { 'retry-after': '0' }) : json(200, { payload: [] })));
    await expect(getCategories()).resolves.toEqual([]);
    expect(seen).toHaveLength(2);
  });

  it('never repeat a 404, and raise its alert once', async () => {
    const alert = jest.fn();
    const off = onNotFound(alert);
    serve(() => json(404, { payload: null, errors: [{ message: 'No encontrado' }] }));
    await expect(getMe()).rejects.toMatchObject({ status: 404, message: 'No encontrado' });
    expect(seen).toHaveLength(1);
    expect(alert).toHaveBeenCalledTimes(1);
    off();
  });
});

describe('downloads', () => {
  it('fetch a report with the token, its month, year and format, reporting progress', async () => {
    setAccessToken('tok');
    serve(
      () =>
        new Response('a;b\n1;2\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-length': '8',
            'content-disposition': 'attachment; filename="eventos-2026-03.csv"',
          },
        }),
    );
    const progress: { loaded: number; total: number | null }[] = [];
    const file = await downloadReportFile('events', 3, 2026, 'csv', (p) => progress.push(p));
    expect(seen[0]!.url).toBe('http://api.test/api/report/events?month=3&year=2026&format=csv');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(file.fileName).toBe('eventos-2026-03.csv');
    expect(await file.blob.text()).toBe('a;b\n1;2\n');
    expect(progress[0]).toEqual({ loaded: 0, total: 8 });
    expect(progress.at(-1)).toEqual({ loaded: 8, total: 8 });
  });

  it("a report's failure follows the global rules: 401 signs out", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    const signOut = jest.fn();
    const off = onUnauthorized(signOut);
    serve(() => json(401, { payload: null, errors: [{ message: 'Sesión expirada' }] }));
    await expect(downloadReportFile('events', 3, 2026)).rejects.toMatchObject({ status: 401, message: 'Sesión expirada' });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    off();
  });

  it("fetch an attachment's bytes with the token, from a path or an absolute URL", async () => {
    setAccessToken('tok');
    serve(() => new Response('png', { status: 200, headers: { 'content-type': 'image/png' } }));
    await expect((await fetchAttachmentBlob('/api/attachment/7')).text()).resolves.toBe('png');
    await fetchAttachmentBlob('https://files.test/a/7');
    expect(seen.map((r) => r.url)).toEqual(['http://api.test/api/attachment/7', 'https://files.test/a/7']);
    expect(seen.every((r) => r.headers.get('authorization') === 'Bearer tok')).toBe(true);
  });
});

describe('uploads (XMLHttpRequest)', () => {
  class FailingXhr {
    status = 401;
    responseText = JSON.stringify({ payload: null, errors: [{ message: 'Sesión expirada' }] });
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      setTimeout(() => this.onload?.(), 0);
    }
  }

  it('follow the same global rules: a 401 signs out', async () => {
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FailingXhr;
    const signOut = jest.fn();
    const off = onUnauthorized(signOut);
    const photo = new File(['x'], 'foto.jpg', { type: 'image/jpeg' });
    await expect(uploadAttachment(5, photo)).rejects.toMatchObject({ status: 401, message: 'Sesión expirada' });
    expect(signOut).toHaveBeenCalledTimes(1);
    off();
  });
});
