import type { MeResponse, RegisterInput, SignInLockout } from '@vigia/domain';
import { call, request } from '@vigia/api-client/core';

export const MISSING_TOKEN_MESSAGE = 'Missing token from response';

function tokenFrom(response: Response): string {
  const header = response.headers.get('authorization');
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  if (!token) throw new Error(MISSING_TOKEN_MESSAGE);
  return token;
}

/** POST /api/auth; the token comes back in the authorization header, the body is not used. */
export async function login(email: string, password: string): Promise<string> {
  const { response } = await request('post', '/api/auth', {
    json: { email, password, providerId: 'email', tokenId: '' },
    authAttempt: true,
  });
  return tokenFrom(response);
}

/**
 * Creates a DRIVER account. The answer is the same whether or not the e-mail was free (it must
 * not reveal which accounts exist) and carries no token: sign in next with the same credentials.
 */
export async function register(input: RegisterInput): Promise<void> {
  await request('post', '/api/auth/register', { json: input, authAttempt: true });
}

export function getMe(): Promise<MeResponse> {
  return call<MeResponse>('get', '/api/user/me');
}

export async function requestPasswordReset(email: string): Promise<void> {
  await call('get', `/api/profile/forgotten/${encodeURIComponent(email)}`);
}

/** A new password from a one-time e-mailed link (reset or invitation); answers the message to show. */
export function resetPassword(token: string, password: string): Promise<string> {
  return request<string>('post', '/api/auth/reset', { json: { token, password }, authAttempt: true }).then((r) => r.payload);
}

/** Confirms a self-registered account's e-mail with its one-time link; answers the message to show. */
export function confirmEmail(token: string): Promise<string> {
  return request<string>('post', '/api/auth/confirm', { json: { token }, authAttempt: true }).then((r) => r.payload);
}

export function resendConfirmation(): Promise<string> {
  return call<string>('post', '/api/auth/confirm/resend');
}

/**
 * Ends a session on the server. The token is passed in because the client forgets it at once
 * (signing out must not wait for the network); a failure only leaves a session that expires.
 */
export async function endSession(token: string): Promise<void> {
  await request('post', '/api/auth/logout', { headers: { authorization: `Bearer ${token}` }, authAttempt: true });
}

/** ADMIN: the accounts and addresses whose sign-in attempts are slowed or locked now. */
export function listLockouts(): Promise<SignInLockout[]> {
  return call<SignInLockout[]>('get', '/api/auth/lockouts');
}

/** Ends every session of the signed-in account (all devices); answers how many there were. */
export function endAllSessions(): Promise<{ count: number }> {
  return call<{ count: number }>('post', '/api/auth/logout-all');
}
