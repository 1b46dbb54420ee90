// Shared words: buttons, paging, states, themes. Owner: design system / shell.
import channelNames from './channel-names';

export default {
  productDashboardTitle: 'Panel de {{product}}',
  loading: 'Cargando…',
  retry: 'Reintentar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  save: 'Guardar',
  close: 'Cerrar',
  edit: 'Editar',
  delete: 'Eliminar',
  back: 'Volver',
  yes: 'Sí',
  no: 'No',
  search: 'Buscar',
  empty: 'No hay elementos para mostrar',
  closeNotification: 'Cerrar notificación',
  notificationsRegion: 'Mensajes (Alt+T)',
  severity: {
    label: 'Severidad',
    MINOR: 'Menor',
    MODERATE: 'Moderada',
    MAJOR: 'Mayor',
    CRITICAL: 'Crítica',
  },
  lanes: {
    label: 'Pistas bloqueadas',
    NONE: 'Sin bloqueo',
    PARTIAL: 'Bloqueo parcial',
    ALL: 'Bloqueo total',
  },
  sla: {
    label: 'Plazo',
    OK: 'En plazo',
    AT_RISK: 'En riesgo',
    BREACHED: 'Vencido',
    // The clock the due time counts (issue 37): being taken while unassigned, then being closed.
    clock: { TAKE: 'Tomar antes de {{at}}', CLOSE: 'Cerrar antes de {{at}}' },
    // A closed event: whether it met its time, not a running state.
    met: 'Cerrado a tiempo',
    missed: 'Cerrado fuera de plazo',
  },
  /** The reporter said people are injured (issue 37). */
  injured: 'Hay lesionados',
  /** A unit's status in words (issue 38): never by colour alone. */
  unitStatus: {
    AVAILABLE: 'Disponible',
    DISPATCHED: 'Despachada',
    EN_ROUTE: 'En camino',
    ON_SCENE: 'En el lugar',
    OUT_OF_SERVICE: 'Fuera de servicio',
  },
  // Lookups arrive from the server in Spanish; these name them by code (see useLookupNames).
  lookups: {
    status: { ABIERTO: 'Abierto', EN_PROCESO: 'En proceso', CERRADO: 'Cerrado' },
    category: {
      ACCIDENTE: 'Accidente',
      ANIMAL_EN_LA_VIA: 'Animal en la vía',
      OBSTACULO: 'Obstáculo',
      DANO_CALZADA: 'Daño en calzada',
      EMERGENCIA_MEDICA: 'Emergencia médica',
      VEHICULO_DETENIDO: 'Vehículo detenido',
      CLIMA: 'Condición climática',
    },
    // The closing reasons the database starts with (migration 0010); ADMIN's own fall back to their name.
    closeReason: {
      RESUELTO: 'Resuelto',
      FALSO_AVISO: 'Falso aviso',
      DUPLICADO: 'Duplicado',
      DERIVADO_CARABINEROS: 'Derivado a Carabineros',
      SIN_HALLAZGO: 'No encontrado en el lugar',
    },
    channel: channelNames,
  },
  pagination: {
    nav: 'Paginación',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{page}} de {{pages}}',
    total: 'Total: {{total}}',
    totalCapped: 'Total: más de {{total}} (afine la búsqueda)',
  },
  theme: {
    label: 'Tema',
    names: {
      PureLightTheme: 'Claro puro',
      GreyGooseTheme: 'Gris ganso',
      PurpleFlowTheme: 'Flujo púrpura',
      NebulaFighterTheme: 'Nebulosa',
      DarkSpacesTheme: 'Espacio oscuro',
      GreenFieldsTheme: 'Campos verdes',
    },
  },
  language: {
    label: 'Idioma',
    names: { es: 'Español', en: 'English' },
  },
  /** An action that could not reach the server (issue 37): said on its button, which tries again. */
  sendFailed: 'No se pudo enviar. Reintentar',
};
