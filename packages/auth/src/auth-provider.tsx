import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import {
  getMe,
  login as loginCall,
  onUnauthorized,
  register as registerCall,
  setAccessToken,
} from '@vigia/api-client';
import { toSessionUser, type RegisterInput, type SessionUser } from '@vigia/domain';
import { authReducer, initialAuthState, type AuthState } from './auth-reducer';
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

  useEffect(() => {
    try {
      const { token, user } = readStoredSession();
      if (token && user) {
        setAccessToken(token);
        dispatch({ type: 'INITIALIZE', isAuthenticated: true, user });
      } else {
        dispatch({ type: 'INITIALIZE', isAuthenticated: false, user: null });
      }
    } catch (error) {
      console.error('Could not restore the session', error);
      dispatch({ type: 'INITIALIZE', isAuthenticated: false, user: null });
    }
    // The API client already cleared storage on a 401; the state follows.
    return onUnauthorized(() => dispatch({ type: 'LOGOUT' }));
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const user = await signIn(await loginCall(email, password));
    dispatch({ type: 'LOGIN', user });
    return user;
  }, []);

  const register = useCallback(async (input: RegisterInput) => {
    const user = await signIn(await registerCall(input));
    dispatch({ type: 'REGISTER', user });
    return user;
  }, []);

  const logout = useCallback(() => {
    setAccessToken(null);
    clearStoredSession();
    dispatch({ type: 'LOGOUT' });
  }, []);

  const value = useMemo(
    () => ({ ...state, login, register, logout }),
    [state, login, register, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
