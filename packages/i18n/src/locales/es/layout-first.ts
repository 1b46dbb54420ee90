// The authenticated layout (header, sidebar), not-found page and remote-loading errors: what every
// page's first load may draw. The user menu's texts are in layout-menu.ts and come with its chunk.
export default {
  skipToContent: 'Saltar al contenido',
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    events: 'Eventos',
    reports: 'Reportes',
    assignments: 'Cola de eventos',
    notifications: 'Notificaciones',
    users: 'Usuarios',
    settings: 'Configuración',
    board: 'Tablero',
    units: 'Unidades',
    log: 'Libro de novedades',
    compliance: 'Cumplimiento',
    works: 'Trabajos programados',
  },
  menu: {
    open: 'Abrir menú',
    close: 'Cerrar menú',
    user: 'Menú de usuario',
  },
  signOut: 'Cerrar sesión',
  version: 'Versión {{version}}',
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que busca no existe o fue movida.',
    back: 'Volver al inicio',
  },
  remoteError: {
    title: 'No se pudo cargar esta sección',
    text: 'Puede ser un problema de conexión o una actualización en curso. Inténtelo de nuevo en unos segundos.',
    retry: 'Reintentar',
  },
  areaTitle: {
    driver: 'Conductor',
    operator: 'Centro de control',
    supervisor: 'Supervisión',
    inspector: 'Inspección fiscal',
    admin: 'Administración',
  },
  noArea: {
    title: 'Su cuenta no tiene un área asignada',
    text: 'Pida a un administrador que le asigne un rol para acceder a la plataforma.',
  },
  publicTagline: 'Ruta 5 · km 410 a 580',
  signIn: 'Iniciar sesión',
  signInNotice: {
    title: 'Esta página requiere iniciar sesión',
    text: 'Mientras tanto puede reportar un evento con este formulario.',
  },
  publicNav: {
    label: 'Páginas públicas',
    report: 'Reportar un evento',
    followUp: 'Seguimiento de un evento',
    roadStatus: 'Estado de la ruta',
  },
  // Issue 37: the tab's title names the screen; the critical alerts' count goes first.
  pageTitle: {
    format: '{{title}} · Vigía',
    withCount: '({{count}}) {{title}} · Vigía',
    dashboard: 'Panel',
    event: 'Evento {{id}}',
    newEvent: 'Nuevo evento',
  },
  // Issue 37: stale data never looks live.
  connection: {
    offline: 'Sin conexión — datos de las {{time}}',
    offlineNoData: 'Sin conexión',
    hint: 'Lo que vea puede no estar al día. Se actualizará solo al volver la conexión.',
    retry: 'Reintentar ahora',
  },
};
