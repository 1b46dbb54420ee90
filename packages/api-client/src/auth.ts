import type { MeResponse, RegisterInput } from '@vigia/domain';
import { call, request } from './http';

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
