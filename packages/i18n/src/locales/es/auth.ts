// Login, register and recover-password screens.
export default {
  login: {
    title: 'Iniciar sesión',
    subtitle: 'Ingrese con su correo y contraseña',
    submit: 'Ingresar',
    forgotPassword: '¿Olvidó su contraseña?',
    noAccount: '¿No tiene cuenta?',
    toRegister: 'Crear cuenta',
    reportEvent: 'Reportar un evento sin iniciar sesión',
  },
  register: {
    title: 'Crear cuenta',
    subtitle: 'Las cuentas nuevas son de conductor; un administrador puede cambiar su rol.',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tiene cuenta?',
    toLogin: 'Iniciar sesión',
    // Sign-in after registering failed: said so that it does not reveal whether the e-mail had an account.
    signInFailed:
      'Si el correo puede usarse, su cuenta quedó creada y puede iniciar sesión. Si ya tenía una cuenta con este correo, use «¿Olvidó su contraseña?».',
  },
  recover: {
    title: 'Recuperar contraseña',
    text: 'Ingrese su correo y le enviaremos instrucciones para recuperar su contraseña.',
    submit: 'Enviar instrucciones',
    success: 'Si el correo está registrado, le enviamos instrucciones para recuperar su contraseña.',
    toLogin: 'Volver a iniciar sesión',
  },
  newPassword: {
    title: 'Crear una nueva contraseña',
    text: 'Elija la contraseña con la que entrará desde ahora. Se cerrarán las sesiones abiertas en otros dispositivos.',
    password: 'Nueva contraseña',
    submit: 'Guardar contraseña',
    toLogin: 'Iniciar sesión',
    newLink: 'Pedir un enlace nuevo',
  },
  confirm: {
    title: 'Confirmar correo',
    working: 'Confirmando su correo…',
    missing: 'El enlace está incompleto. Ábralo directamente desde el correo que le enviamos.',
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
    tooManyAttempts: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
    disabledAccount: 'Su cuenta está deshabilitada. Contacte con el administrador.',
  },
};
