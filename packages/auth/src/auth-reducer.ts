// SPEC §4: not initialised → initialised as authenticated or not. "Not initialised" is the page
// before its scripts run (the splash in the HTML): the provider's first state is already initialised,
// read synchronously from storage (auth-provider.tsx).
import type { SessionUser } from '@vigia/domain';

export interface AuthState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
}

export type AuthAction = { type: 'LOGIN'; user: SessionUser } | { type: 'REGISTER'; user: SessionUser } | { type: 'LOGOUT' };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN':
    case 'REGISTER':
      return { ...state, isAuthenticated: true, user: action.user };
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, user: null };
  }
}
