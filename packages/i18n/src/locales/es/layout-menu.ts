// The user menu's texts (signing out everywhere, the preferences dialog): added by user-menu.tsx when
// its chunk loads, on intent, not in every page's first load.
export default {
  signOutEverywhere: {
    open: 'Cerrar sesión en todos los dispositivos',
    title: '¿Cerrar sesión en todos los dispositivos?',
    description:
      'Se cerrarán también las sesiones abiertas en otros teléfonos y computadores. Tendrá que volver a iniciar sesión en cada uno.',
    confirm: 'Cerrar todas las sesiones',
    failed: 'No se pudieron cerrar las sesiones. Revise su conexión e inténtelo de nuevo.',
  },
  preferences: {
    open: 'Preferencias',
    title: 'Preferencias',
    emailNotifications: 'Recibir avisos por correo (asignaciones)',
    hint: 'Le enviaremos un correo cuando se le asigne un evento.',
    saved: 'Preferencias guardadas',
    failed: 'No se pudieron guardar las preferencias',
    loadError: 'No se pudieron cargar las preferencias.',
    close: 'Cerrar',
  },
};
