import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import {
  endSession,
  getAccessToken,
  getMe,
  login as loginCall,
  onUnauthorized,
  register as registerCall,
  setAccessToken,
} from '@vigia/api-client';
import { toSessionUser, type RegisterInput, type SessionUser } from '@vigia/domain';
import { authReducer, type AuthState } from './auth-reducer';
import { clearStoredSession, readStoredSession, storeSession } from './session-storage';

export interface AuthContextValue extends AuthState {
  login: (email: string, password: string) => Promise<SessionUser>;
  register: (input: RegisterInput) => Promise<SessionUser>;
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function signIn(token: string): Promise<SessionUser> {
  setAccessToken(token);
  try {
    const user = toSessionUser(await getMe());
    storeSession(token, user);
    return user;
  } catch (error) {
    setAccessToken(null);
    throw error;
  }
}

/**
 * The state of the first render, from the stored session: read synchronously, so the page's first
 * commit is already the signed-in screen (not a splash, then the screen), and the token is set
 * before any child's effect makes a request.
 */
function initialState(session: FixedSession | undefined): AuthState {
  if (session) return { isInitialized: true, isAuthenticated: session.user !== null, user: session.user };
  try {
    const { token, user } = readStoredSession();
    if (token && user) {
      setAccessToken(token);
      return { isInitialized: true, isAuthenticated: true, user };
    }
  } catch (error) {
    console.error('Could not restore the session', error);
  }
  return { isInitialized: true, isAuthenticated: false, user: null };
}

/** A session given to the provider instead of the stored one. */
export interface FixedSession {
  user: SessionUser | null;
}

/**
 * `session` fixes the session instead of reading storage: for renders outside a browser (the
 * build's first paint of each area, `@vigia/layout/first-paint`).
 */
export function AuthProvider({ children, session }: { children: ReactNode; session?: FixedSession }) {
  const [state, dispatch] = useReducer(authReducer, session, initialState);

  // The API client already cleared storage on a 401; the state follows.
  useEffect(() => onUnauthorized(() => dispatch({ type: 'LOGOUT' })), []);

  const login = useCallback(async (email: string, password: string) => {
    const user = await signIn(await loginCall(email, password));
    dispatch({ type: 'LOGIN', user });
    return user;
  }, []);

  // Registration hands out no token (it answers alike for a taken e-mail): sign in with the same
  // credentials. That fails (401) when the e-mail already had an account with another password.
  const register = useCallback(async (input: RegisterInput) => {
    await registerCall(input);
    const user = await signIn(await loginCall(input.email, input.password));
    dispatch({ type: 'REGISTER', user });
    return user;
  }, []);

  // The session ends on the server too (issue 25), without making the person wait for it.
  const logout = useCallback(() => {
    const token = getAccessToken();
    if (token) endSession(token).catch(() => undefined);
    setAccessToken(null);
    clearStoredSession();
    dispatch({ type: 'LOGOUT' });
  }, []);

  const value = useMemo(() => ({ ...state, login, register, logout }), [state, login, register, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
