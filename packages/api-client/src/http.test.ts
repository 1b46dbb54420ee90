import { STORAGE_KEYS } from '@vigia/domain';
import {
  ApiError,
  conflictTicket,
  createTicket,
  getCategories,
  getMe,
  lookupFollowUp,
  requestFollowUpLink,
  listMyTickets,
  login,
  onNotFound,
  onUnauthorized,
  patchTicket,
  setAccessToken,
  updateTicket,
} from './index';
import { json, seen, serve } from './test/fake-server';
import { freshApiEachTest } from './test/fresh-api';

freshApiEachTest(null);

describe('login', () => {
  it('reads the token from the authorization header', async () => {
    serve(() => json(200, { payload: null }, { authorization: 'Bearer abc.def' }));
    await expect(login('a@b.cl', 'secret1')).resolves.toBe('abc.def');
    const body = await seen[0]!.json();
    expect(body).toEqual({ email: 'a@b.cl', password: 'secret1', providerId: 'email', tokenId: '' });
  });

  it("fails with 'Missing token from response' when the header is absent", async () => {
    serve(() => json(200, { payload: null }));
    await expect(login('a@b.cl', 'secret1')).rejects.toThrow('Missing token from response');
  });

  it('does not sign out on bad credentials', async () => {
    const listener = jest.fn();
    const off = onUnauthorized(listener);
    serve(() => json(401, { payload: null, errors: [{ message: 'Correo o contraseña incorrectos' }] }));
    await expect(login('a@b.cl', 'wrongpw')).rejects.toMatchObject({ status: 401, message: 'Correo o contraseña incorrectos' });
    expect(listener).not.toHaveBeenCalled();
    off();
  });
});

describe('session rules', () => {
  it('sends the bearer token once set', async () => {
    setAccessToken('tok');
    serve(() => json(200, { payload: { email: 'a@b.cl', userProfileDto: { id: '1', nickName: 'A', genre: 'x', groups: [] } } }));
    await getMe();
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('on 401 clears the stored session and tells the listeners', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, '{}');
    localStorage.setItem(STORAGE_KEYS.theme, 'DarkSpacesTheme');
    setAccessToken('tok');
    const listener = jest.fn();
    const off = onUnauthorized(listener);
    serve(() => json(401, { payload: null, errors: [{ message: 'Sesión expirada' }] }));
    await expect(getMe()).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('DarkSpacesTheme');
    off();
  });

  it('on 404 reports the URL', async () => {
    const listener = jest.fn();
    const off = onNotFound(listener);
    serve(() => json(404, { payload: null, errors: [{ message: 'No encontrado' }] }));
    await expect(getMe()).rejects.toMatchObject({ status: 404 });
    expect(listener).toHaveBeenCalledWith('http://api.test/api/user/me');
    off();
  });
});

describe('envelope', () => {
  it('unwraps the payload and hands back the upload capability', async () => {
    serve(() => json(201, { payload: 42 }, { 'x-upload-token': 'cap', 'x-follow-up-token': 'seguir-42' }));
    const created = await createTicket({} as never);
    expect(created).toEqual({ id: 42, uploadToken: 'cap', followUpToken: 'seguir-42' });
  });

  it('treats a 2xx response that carries errors as a failure, with field errors', async () => {
    serve(() => json(200, { payload: null, errors: [{ field: 'email', message: 'Debe colocar un correo electrónico válido' }] }));
    const error = await createTicket({} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors()).toEqual({ email: 'Debe colocar un correo electrónico válido' });
  });

  it('marks an unreachable server as a network error', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = await createTicket({} as never).catch((e: unknown) => e);
    expect((error as ApiError).isNetworkError).toBe(true);
  });
});

describe('lookups', () => {
  // The screen's empty result is the query layer's (useLookup): a failure is never an answer to cache.
  it('log a failure and pass it on, never an empty list as the answer', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    serve(() => json(500, { payload: null, errors: [{ message: 'boom' }] }));
    await expect(getCategories()).rejects.toMatchObject({ status: 500 });
    expect(log).toHaveBeenCalledWith('Lookup /api/ticket/category failed', expect.any(ApiError));
    log.mockRestore();
  });

  it('give an empty list for an empty answer', async () => {
    serve(() => json(200, { payload: null }));
    await expect(getCategories()).resolves.toEqual([]);
  });
});

describe('retries', () => {
  it('retries a GET once after a passing failure, and never a POST', async () => {
    let calls = 0;
    serve(() => (++calls === 1 ? json(503, { payload: null }) : json(200, { payload: [{ id: 1, code: 'ACC', name: 'Accidente' }] })));
    await expect(getCategories()).resolves.toEqual([{ id: 1, code: 'ACC', name: 'Accidente' }]);
    expect(seen).toHaveLength(2);

    serve(() => json(503, { payload: null, errors: [{ message: 'Ocupado' }] }));
    await expect(createTicket({} as never)).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
  });

  it('sends an Idempotency-Key and sends that POST once more after a network failure', async () => {
    let calls = 0;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      if (++calls === 1) throw new TypeError('Failed to fetch');
      return json(201, { payload: 7 }, { 'x-upload-token': 'cap' });
    }) as typeof fetch;
    seen.length = 0;
    await expect(createTicket({} as never, { idempotencyKey: 'k-1' })).resolves.toEqual({ id: 7, uploadToken: 'cap', followUpToken: null });
    expect(seen.map((r) => r.headers.get('idempotency-key'))).toEqual(['k-1', 'k-1']);
  });

  it('sends no Idempotency-Key when none is given', async () => {
    serve(() => json(201, { payload: 1 }));
    await createTicket({} as never);
    expect(seen[0]!.headers.has('idempotency-key')).toBe(false);
  });

  it('sends the query string and a JSON body', async () => {
    serve(() => json(200, { payload: 1 }));
    await createTicket({ kilometer: 450 } as never);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ kilometer: 450 });

    serve(() => json(200, { payload: { content: [], page: 1, size: 10, total: 0 } }));
    await listMyTickets({ page: 1, size: 10 });
    expect(seen[0]!.url).toBe('http://api.test/api/ticket/list/me?page=1&size=10');
  });
});

describe('follow-up (issue 34)', () => {
  it('looks an event up with its number and secret token', async () => {
    serve(() => json(200, { payload: { id: 43 } }));
    await expect(lookupFollowUp(43, 'secreto')).resolves.toEqual({ id: 43 });
    expect(await seen[0]!.json()).toEqual({ id: 43, token: 'secreto' });
  });

  it('asks for the link with the number and the e-mail, and takes the neutral 202', async () => {
    serve(() => json(202, { payload: null }));
    await expect(requestFollowUpLink(43, 'yo@correo.cl')).resolves.toBeUndefined();
    expect(await seen[0]!.json()).toEqual({ id: 43, email: 'yo@correo.cl' });
  });

  it("a wrong link is the screen's 404, never the global alert", async () => {
    const alert = jest.fn();
    const off = onNotFound(alert);
    serve(() => json(404, { payload: null, errors: [{ message: 'No encontramos un evento' }] }));
    await expect(lookupFollowUp(43, 'malo')).rejects.toMatchObject({ status: 404 });
    expect(alert).not.toHaveBeenCalled();
    off();
  });
});

describe('versions (issue 35)', () => {
  const current = { id: 5, version: 4, kilometer: 451 };
  const stale = { payload: current, errors: [{ message: 'Otro usuario modificó este evento mientras lo editaba' }] };

  it('sends If-Match with the version the edit started from, and none without one', async () => {
    serve(() => json(200, { payload: current }));
    await updateTicket(5, { kilometer: 451 } as never, { version: 3 });
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.headers.get('if-match')).toBe('"3"');

    serve(() => json(200, { payload: current }));
    await updateTicket(5, { kilometer: 451 } as never);
    expect(seen[0]!.headers.has('if-match')).toBe(false);
  });

  it('patches only the fields given, with the version as If-Match', async () => {
    serve(() => json(200, { payload: current }));
    await expect(patchTicket(5, { statusCode: 'CERRADO', closeReason: 'RESUELTO' }, 3)).resolves.toEqual(current);
    expect(seen[0]!.method).toBe('PATCH');
    expect(seen[0]!.url).toBe('http://api.test/api/ticket/5');
    expect(seen[0]!.headers.get('if-match')).toBe('"3"');
    expect(await seen[0]!.json()).toEqual({ statusCode: 'CERRADO', closeReason: 'RESUELTO' });
  });

  it('a stale save (412) carries the current event', async () => {
    serve(() => json(412, stale, { etag: '"4"' }));
    const error = await patchTicket(5, { kilometer: 452 }, 3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(412);
    expect((error as ApiError).message).toBe('Otro usuario modificó este evento mientras lo editaba');
    expect((error as ApiError).payload).toEqual(current);
    expect(conflictTicket(error)).toEqual(current);
  });

  it('conflictTicket is null for any other failure', async () => {
    serve(() => json(409, { payload: null, errors: [{ message: 'El evento ya está cerrado' }] }));
    const error = await patchTicket(5, { statusCode: 'CERRADO' }).catch((e: unknown) => e);
    expect(conflictTicket(error)).toBeNull();
    expect(conflictTicket(new Error('x'))).toBeNull();
    expect(conflictTicket(new ApiError(412, 'u', [], undefined, null))).toBeNull();
  });
});
