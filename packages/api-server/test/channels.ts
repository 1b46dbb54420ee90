// The channels of migration 0026, in the list's order, with their Spanish names: what the channel
// list, the statistics by channel and the monthly report all answer.
export const CHANNELS: [code: string, name: string][] = [
  ['WEB_SELF_SERVICE', 'Formulario web'],
  ['PHONE', 'Teléfono'],
  ['SOS_POST', 'Poste SOS'],
  ['PATROL', 'Patrulla'],
  ['CCTV', 'Cámaras (CCTV)'],
  ['CARABINEROS', 'Carabineros'],
  ['OTHER', 'Otro'],
];
