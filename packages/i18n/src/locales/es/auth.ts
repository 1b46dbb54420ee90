// Login, register and recover-password screens.
export default {
  login: {
    title: 'Iniciar sesión',
    subtitle: 'Ingresa con tu correo y contraseña',
    submit: 'Ingresar',
    forgotPassword: '¿Olvidaste tu contraseña?',
    noAccount: '¿No tienes cuenta?',
    toRegister: 'Crear cuenta',
    reportEvent: 'Reportar un evento sin iniciar sesión',
  },
  register: {
    title: 'Crear cuenta',
    subtitle: 'Las cuentas nuevas son de conductor; un administrador puede cambiar tu rol.',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tienes cuenta?',
    toLogin: 'Iniciar sesión',
    // Sign-in after registering failed: said so that it does not reveal whether the e-mail had an account.
    signInFailed:
      'Si el correo puede usarse, tu cuenta quedó creada y puedes iniciar sesión. Si ya tenías una cuenta con este correo, usa «¿Olvidaste tu contraseña?».',
  },
  recover: {
    title: 'Recuperar contraseña',
    text: 'Ingresa tu correo y te enviaremos instrucciones para recuperar tu contraseña.',
    submit: 'Enviar instrucciones',
    success: 'Si el correo está registrado, te enviamos instrucciones para recuperar tu contraseña.',
    toLogin: 'Volver a iniciar sesión',
  },
  newPassword: {
    title: 'Crear una nueva contraseña',
    text: 'Elige la contraseña con la que entrarás desde ahora. Se cerrarán las sesiones abiertas en otros dispositivos.',
    password: 'Nueva contraseña',
    submit: 'Guardar contraseña',
    toLogin: 'Iniciar sesión',
    newLink: 'Pedir un enlace nuevo',
  },
  confirm: {
    title: 'Confirmar correo',
    working: 'Confirmando tu correo…',
    missing: 'El enlace está incompleto. Ábrelo directamente desde el correo que te enviamos.',
    toHome: 'Ir al inicio',
    toLogin: 'Iniciar sesión',
  },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    firstName: 'Nombre',
    lastName: 'Apellido',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
  },
  passwordHint: 'Mínimo 6 caracteres',
  errors: {
    invalidCredentials: 'Correo o contraseña incorrectos',
    tooManyAttempts: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    disabledAccount: 'Tu cuenta está deshabilitada. Contacta con el administrador.',
  },
};
