import type es from '../es/assignments';
import type { Shape } from '../shape';

export default {} satisfies Shape<typeof es>;
