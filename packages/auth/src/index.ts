// The session, shared whole by every page. The sign-in screens (forms, schemas) are the
// `@vigia/auth/screens` entry, which the shell loads only on their routes.
export { AuthProvider, useAuth, type AuthContextValue, type FixedSession } from './auth-provider';
export { authReducer, type AuthState, type AuthAction } from './auth-reducer';
export { rememberReturnPath, takeReturnPath } from './session-storage';
