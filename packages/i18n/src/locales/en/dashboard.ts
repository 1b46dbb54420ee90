import type es from '../es/dashboard';
import type { Shape } from '../shape';

export default {
  greeting: 'Hello, {{name}}',
  scope: {
    DRIVER: 'The events you reported',
    OPERATOR: 'The events assigned to you',
    SUPERVISOR: 'Every event of the concession',
    INSPECTOR: 'Every event of the concession (read-only)',
    ADMIN: 'Every event of the concession',
    unknown: 'Events visible to your profile',
  },
  loadError: 'The figures could not be loaded.',
  total: 'Events',
  open: 'Open',
  closed: 'Closed',
  byStatus: 'By status',
  byCategory: 'By category',
  byCommune: 'By commune',
} satisfies Shape<typeof es>;
