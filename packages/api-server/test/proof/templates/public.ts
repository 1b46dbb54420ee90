// Route templates by area (see route-templates.ts): the reporter's follow-up, route alerts, the mail
// outbox and preferences, health, location and the open feeds.
import { ctx, type Template } from '../route-context';

export const PUBLIC: Record<string, Template> = {
  'POST /api/ticket/follow-up': { body: () => ({ id: ctx.ticket, token: ctx.followUpToken }) },
  'POST /api/ticket/follow-up/comment': { body: () => ({ id: ctx.ticket, token: ctx.followUpToken, comment: 'Sigo en el lugar' }) },
  // Multipart: JSON bodies and raw garbage, as for the staff upload (follow-up-additions.test.ts does files).
  'POST /api/ticket/follow-up/attachment': { body: () => ({ id: ctx.ticket, token: ctx.followUpToken, file: 'iVBORw0KGgo=' }) },
  'POST /api/ticket/unsubscribe': { body: () => ({ id: ctx.ticket, token: 'AAAAAAAAAAAAAAAAAAAAAA' }) },
  'POST /api/alerts/subscribe': {
    body: () => ({ email: 'alertas@correo.cl', kmFrom: 450, kmTo: 460, orientations: ['NORTH'], minSeverity: 'MAJOR', works: true }),
  },
  'POST /api/alerts/confirm': { body: () => ({ token: '1.AAAAAAAAAAAAAAAAAAAAAA' }) },
  'POST /api/alerts/unsubscribe': { body: () => ({ token: '1.AAAAAAAAAAAAAAAAAAAAAA' }) },
  'GET /api/mail/outbox': { query: { page: '0', size: '10', status: 'HELD' } },
  'GET /api/user/me/preferences': {},
  'PUT /api/user/me/preferences': { body: () => ({ emailNotifications: false }) },
  'GET /api/health': {},
  'GET /api/location/reference': {},
  'GET /api/location/km': { query: { lat: '-37.47', lon: '-72.39', heading: '180' } },
  'GET /open511/': { query: { format: 'json' } },
  'GET /open511/jurisdictions': { query: { format: 'xml' } },
  'GET /open511/events': { query: { status: 'ALL', severity: 'MAJOR,MINOR', updated: '>2026-01-01T00:00Z', limit: '20', offset: '0' } },
  'GET /feeds/wzdx': {},
  'GET /feeds/datex2': {},
  'GET /feeds/waze': {},
  'POST /api/location/reference': {
    body: () => ({
      // Around the point GET /api/location/km asks for, so it is still located after an import.
      csv: 'km,lat,lon,carriageway\n480,-37.47,-72.39,SOUTH\n481,-37.479,-72.39,SOUTH\n480,-37.47,-72.3898,NORTH\n481,-37.479,-72.3898,NORTH\n',
    }),
  },
};
