// The body of a planned work for the works tests (issue 41).

/** A work in the future (2027), daily 09:00–17:00 Monday to Friday for three weeks. */
export const plannedWork = (over: Record<string, unknown> = {}) => ({
  title: 'Recapado pista lenta',
  kmFrom: 450,
  kmTo: 452.5,
  orientations: ['NORTH'],
  lanesClosed: { NORTH: 'PARTIAL', SOUTH: 'NONE' },
  speedLimit: 60,
  contractor: 'Pavimentos del Sur Ltda.',
  contact: 'Jefe de faena +56 9 1234 5678',
  schedule: { from: '2027-03-01', to: '2027-03-21', days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], windowStart: '09:00', windowEnd: '17:00' },
  ...over,
});
