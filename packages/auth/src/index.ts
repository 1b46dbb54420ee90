export { AuthProvider, useAuth, type AuthContextValue } from './auth-provider';
export { authReducer, initialAuthState, type AuthState, type AuthAction } from './auth-reducer';
export { rememberReturnPath, takeReturnPath } from './session-storage';
