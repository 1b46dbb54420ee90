// A signed-in session as the shell stores it, obtained from the real API (POST /api/auth, GET /api/user/me).
import '@vigia/tooling/ts-resolve-hook';
import type { MeResponse } from '@vigia/domain';

// After the hook: @vigia/domain's sources import each other without extensions.
const { STORAGE_KEYS, toSessionUser } = await import('@vigia/domain');

export const DEMO_PASSWORD = 'demo1234';

/** localStorage entries that make the shell start signed in. */
export type StoredSession = Record<string, string>;

export async function signInThroughApi(baseUrl: string, email: string): Promise<StoredSession> {
  const auth = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, providerId: 'email', tokenId: '' }),
  });
  const header = auth.headers.get('authorization') ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  if (!auth.ok || !token) throw new Error(`Sign-in of ${email} failed: HTTP ${auth.status}`);
  const me = await fetch(`${baseUrl}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!me.ok) throw new Error(`GET /api/user/me for ${email} failed: HTTP ${me.status}`);
  const { payload } = (await me.json()) as { payload?: MeResponse };
  if (!payload?.userProfileDto) throw new Error(`GET /api/user/me for ${email} has no profile`);
  return {
    [STORAGE_KEYS.accessToken]: token,
    [STORAGE_KEYS.user]: JSON.stringify(toSessionUser(payload)),
  };
}

/** Runs in the page before any of its scripts (Playwright init script). */
export function storeSessionInPage(entries: StoredSession): void {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
}
