import type es from '../es/dashboard';
import type { Shape } from '../shape';

export default {} satisfies Shape<typeof es>;
