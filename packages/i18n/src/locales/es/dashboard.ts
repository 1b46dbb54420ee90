// Texts of the Home screen of every area.
export default {
  greeting: 'Hola, {{name}}',
  scope: {
    DRIVER: 'Tus eventos reportados',
    OPERATOR: 'Los eventos asignados a ti',
    SUPERVISOR: 'Todos los eventos de la concesión',
    INSPECTOR: 'Todos los eventos de la concesión (solo lectura)',
    ADMIN: 'Todos los eventos de la concesión',
    unknown: 'Eventos visibles para tu perfil',
  },
  loadError: 'No se pudieron cargar las cifras.',
  total: 'Eventos',
  open: 'Abiertos',
  closed: 'Cerrados',
  byStatus: 'Por estado',
  byCategory: 'Por categoría',
  byCommune: 'Por comuna',
};
