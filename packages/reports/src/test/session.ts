// The reports tests' stubbed API and session: each test file mocks '@vigia/api-client' with
// ./mock-api-client and '@vigia/auth' with a jest.fn() useAuth, then signs in with a role.
import * as api from '@vigia/api-client';
import { useAuth } from '@vigia/auth';

export const mocked = api as jest.Mocked<typeof api>;
export const signIn = (role: string) => (useAuth as jest.Mock).mockReturnValue({ user: { id: 'u', name: 'X', role } });
