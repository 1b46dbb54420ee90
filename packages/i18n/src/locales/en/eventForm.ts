import type es from '../es/eventForm';
import type { Shape } from '../shape';

export default {} satisfies Shape<typeof es>;
