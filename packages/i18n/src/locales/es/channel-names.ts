// How an event reached the control room (issue 39, migration 0026's codes), in Spanish: the
// lookup names of `common` and the event page's facts (`events`) both show these.
export default {
  WEB_SELF_SERVICE: 'Formulario web',
  PHONE: 'Teléfono',
  SOS_POST: 'Poste SOS',
  PATROL: 'Patrulla',
  CCTV: 'Cámaras (CCTV)',
  CARABINEROS: 'Carabineros',
  OTHER: 'Otro',
};
