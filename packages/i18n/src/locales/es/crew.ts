// The crew's phone, "Mis asignaciones" (issue 38): the off-shift texts and the on-shift half's, each
// added when its code loads. The one shape the English texts follow. Owner: crew.
import first from './crew-first';
import onShift from './crew-on-shift';

export default { ...first, ...onShift };
