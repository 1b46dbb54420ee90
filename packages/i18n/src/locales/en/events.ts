import type es from '../es/events';
import type { Shape } from '../shape';

export default {} satisfies Shape<typeof es>;
