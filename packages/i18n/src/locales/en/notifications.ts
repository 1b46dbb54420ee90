import type es from '../es/notifications';
import type { Shape } from '../shape';

export default {} satisfies Shape<typeof es>;
