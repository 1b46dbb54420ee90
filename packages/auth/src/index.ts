export { AuthProvider, useAuth, type AuthContextValue } from './auth-provider';
export { authReducer, initialAuthState, type AuthState, type AuthAction } from './auth-reducer';
export { rememberReturnPath, takeReturnPath } from './session-storage';
export { LoginScreen } from './screens/login-screen';
export { RegisterScreen } from './screens/register-screen';
export { RecoverPasswordScreen } from './screens/recover-password-screen';
