import type es from '../es/reports';
import type { Shape } from '../shape';

export default {} satisfies Shape<typeof es>;
