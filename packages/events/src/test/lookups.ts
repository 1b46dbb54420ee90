// The lookups the events screens read (categories, statuses), as the server sends them in Spanish.
import type { Category, Status } from '@vigia/domain';

export const CATEGORIES: Category[] = [
  { id: 1, code: 'ACCIDENTE', name: 'Accidente' },
  { id: 2, code: 'OBSTACULO', name: 'Obstáculo' },
];

export const STATUSES: Status[] = [
  { code: 'ABIERTO', name: 'Abierto' },
  { code: 'EN_PROCESO', name: 'En proceso' },
  { code: 'CERRADO', name: 'Cerrado' },
];
