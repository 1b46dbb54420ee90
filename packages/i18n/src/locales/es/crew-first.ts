// The crew's phone, "Mis asignaciones" (issue 38), off shift: what the panel and the sign-on form
// show. The on-shift half's texts are in crew-on-shift.ts and come with its chunk. Owner: crew.
export default {
  title: 'Mis asignaciones',
  loadError: 'No se pudo cargar su unidad.',
  offline: 'Sin conexión: sus posiciones se guardan y se enviarán al volver la señal.',
  unit: 'Unidad',
  chooseUnit: 'Seleccione una unidad',
  noUnits: 'No hay unidades libres para iniciar turno.',
  signOn: 'Iniciar turno',
  failed: 'No se pudo completar la acción. Intente de nuevo.',
};
