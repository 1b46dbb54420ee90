// A planned work as the API answers it, for the screen's tests.
import type { Work } from '@vigia/domain';

export const makeWork = (over: Partial<Work> = {}): Work => ({
  id: 7,
  title: 'Recapado de calzada',
  kmFrom: 450,
  kmTo: 452.5,
  orientations: ['NORTH'],
  lanesClosed: { NORTH: 'PARTIAL', SOUTH: 'NONE' },
  shoulderClosed: false,
  speedLimit: 60,
  contractor: 'Pavimentos del Sur',
  contact: 'Juan Pérez +56 9 1234 5678',
  schedule: { from: '2030-03-04', to: '2030-03-08', days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], windowStart: '09:00', windowEnd: '17:00' },
  periods: [
    { start: '2030-03-04T09:00:00-03:00', end: '2030-03-04T17:00:00-03:00' },
    { start: '2030-03-05T09:00:00-03:00', end: '2030-03-05T17:00:00-03:00' },
  ],
  status: 'DRAFT',
  version: 3,
  rejectionReason: null,
  createdAt: '2030-03-01T12:00:00.000Z',
  updatedAt: '2030-03-01T12:00:00.000Z',
  ...over,
});
