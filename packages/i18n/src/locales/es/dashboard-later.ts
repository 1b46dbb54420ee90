// The dashboard's texts for the times panel (SUPERVISOR, INSPECTOR, ADMIN), a chunk loaded when the
// user scrolls near it: they come with it (`addTexts` from lifecycle-panel.tsx), not in the first load.
export default {
  unitArrival: {
    title: 'Primera unidad en el lugar dentro de plazo',
    noneReached: 'Sin llegadas',
    dispatchedOnly: 'Ninguna unidad llegó al lugar de los {{count}} eventos a los que se enviaron unidades.',
    counts: '{{within}} de {{reached}} eventos con una unidad en el lugar ({{dispatched}} con unidades enviadas).',
    definition:
      'Dentro de plazo: la primera unidad llegó mientras el evento estaba dentro de su plazo, es decir, antes del plazo para tomarlo si aún nadie lo había tomado, o antes del plazo para cerrarlo si se tomó a tiempo.',
  },
  lifecycle: {
    title: 'Tiempos de atención',
    description:
      'Desde el {{from}}. Minutos desde el reporte: mediana y percentil 90 (p90) de los eventos que llegaron a cada hito o se cerraron.',
    response: 'Respuesta (en el lugar)',
    roadwayClearance: 'Despeje de la calzada',
    incidentClearance: 'Despeje del incidente',
    close: 'Cierre',
    withinSla: 'Cerrados dentro del plazo',
    p90Of: 'p90: {{p90}} · {{count}} eventos',
    duration: '{{median}} · p90 {{p90}}',
    noEvents: 'Ningún evento llegó a este hito',
    noClosed: 'Sin cierres',
    bySeverity: 'Por severidad',
    severity: 'Severidad',
    secondaries: 'Incidentes secundarios en el período: {{count}}',
  },
};
