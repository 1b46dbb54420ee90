import type { FollowUpView } from '@vigia/domain';

/** What a reporter's link shows of an event in progress (only its creation in the history). */
export function makeFollowUpView(overrides: Partial<FollowUpView> = {}): FollowUpView {
  return {
    id: 43,
    statusCode: 'EN_PROCESO',
    statusName: 'En proceso',
    closed: false,
    category: 'ACCIDENTE',
    categoryName: 'Accidente',
    subcategoryName: 'Colisión',
    classificationName: 'Choque por alcance',
    commune: 'Los Ángeles',
    sector: 'Enlace Norte',
    kilometer: 485.5,
    orientation: 'NORTH',
    dateEvent: '2026-11-20T12:00:00.000Z',
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T13:00:00.000Z',
    history: [{ at: '2026-11-20T12:00:00.000Z', kind: 'CREATED', statusCode: 'ABIERTO', statusName: 'Abierto' }],
    ...overrides,
  };
}
