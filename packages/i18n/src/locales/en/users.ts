import type es from '../es/users';
import type { Shape } from '../shape';

export default {} satisfies Shape<typeof es>;
