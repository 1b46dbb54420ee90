import { STORAGE_KEYS, type SessionUser } from '@vigia/domain';

export function readStoredSession(): { token: string | null; user: SessionUser | null } {
  const token = localStorage.getItem(STORAGE_KEYS.accessToken);
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  const user = raw ? (JSON.parse(raw) as SessionUser | null) : null;
  return { token, user };
}

export function storeSession(token: string, user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Logout: the token goes and the stored user becomes null (SPEC §4). */
export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.setItem(STORAGE_KEYS.user, 'null');
}

const RETURN_TO_KEY = 'vigia.returnTo';

/** Remembers the protected path a signed-out visitor asked for, to return there after login. */
export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(RETURN_TO_KEY, path);
}

export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return path;
}
