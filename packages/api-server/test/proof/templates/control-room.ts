// Route templates by area (see route-templates.ts): call taking (channels, SOS posts, staff
// reports), sessions and dispatch.
import { type Template } from '../route-context';

export const CONTROL_ROOM: Record<string, Template> = {
  // Issue 39: the channel list, the SOS posts (post 1 kept by the import), a call logged (PATROL:
  // every caller the rule lets in may log it).
  'GET /api/ticket/channel': {},
  'GET /api/ticket/classification': {},
  'GET /api/location/sos': {},
  'GET /api/location/sos/:number': { params: { number: 'lookup' } },
  'POST /api/location/sos': { body: () => ({ csv: 'number,kilometer,orientation\n1,410,NORTH\n2,410,SOUTH\n3,412,NORTH\n' }) },
  'POST /api/ticket/staff': {
    body: () => ({
      channelCode: 'PATROL',
      kilometer: 455.5,
      orientation: 'NORTH',
      classificationId: 1,
      injured: false,
      lanesBlocked: { NORTH: 'PARTIAL', SOUTH: 'NONE' },
      description: 'Camión detenido en la berma',
      callerName: 'Ana Soto',
      callerPhone: '+56 9 1234 5678',
    }),
  },
  'POST /api/auth/logout': {},
  'POST /api/auth/logout-all': {},
  'POST /api/auth/reset': { body: () => ({ token: 'enlace-de-prueba', password: 'clave-nueva-1' }) },
  'POST /api/auth/confirm': { body: () => ({ token: 'enlace-de-prueba' }) },
  'POST /api/auth/confirm/resend': {},
  'GET /api/auth/lockouts': {},
  'GET /api/ready': {},
  // Dispatch (issue 38): the demo's first unit (P-01, out of service, nobody on shift).
  'GET /api/unit-kind': {},
  'GET /api/unit': {},
  'GET /api/unit/:id': { params: { id: 'unit' } },
  'POST /api/unit': { body: () => ({ code: 'FZ-01', kind: 'PATROL', plate: 'FUZZ11', baseKm: 470 }) },
  'PATCH /api/unit/:id': { params: { id: 'unit' }, body: () => ({ plate: 'FUZZ12' }) },
  'GET /api/unit/:id/history': { params: { id: 'unit' } },
  'POST /api/unit/:id/shift': { params: { id: 'unit' } },
  'DELETE /api/unit/:id/shift': { params: { id: 'unit' } },
  'POST /api/unit/:id/status': { params: { id: 'unit' }, body: () => ({ status: 'OUT_OF_SERVICE' }) },
  'POST /api/unit/:id/position': {
    params: { id: 'unit' },
    body: () => ({ lat: -37.47, lon: -72.39, accuracy: 10, at: new Date().toISOString() }),
  },
  'GET /api/unit/mine': {},
  'GET /api/unit/vacant': {},
  'GET /api/ticket/:id/dispatch-options': { params: { id: 'ticket' } },
  'GET /api/ticket/:id/units': { params: { id: 'ticket' } },
  'POST /api/ticket/:id/dispatch': { params: { id: 'ticket' }, body: () => ({ unitId: 1 }) },
};
