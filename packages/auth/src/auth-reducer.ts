// SPEC §4: not initialised → initialised as authenticated or not.
import type { SessionUser } from '@vigia/domain';

export interface AuthState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
}

export type AuthAction =
  | { type: 'INITIALIZE'; isAuthenticated: boolean; user: SessionUser | null }
  | { type: 'LOGIN'; user: SessionUser }
  | { type: 'REGISTER'; user: SessionUser }
  | { type: 'LOGOUT' };

export const initialAuthState: AuthState = {
  isInitialized: false,
  isAuthenticated: false,
  user: null,
};

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INITIALIZE':
      return {
        isInitialized: true,
        isAuthenticated: action.isAuthenticated,
        user: action.isAuthenticated ? action.user : null,
      };
    case 'LOGIN':
    case 'REGISTER':
      return { ...state, isAuthenticated: true, user: action.user };
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, user: null };
  }
}
