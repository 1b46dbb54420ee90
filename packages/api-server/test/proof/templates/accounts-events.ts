// Route templates by area (see route-templates.ts): sign-in, accounts and the events themselves
// (creation, reading, edits, comments, attachments, assignment, triage, milestones, merge, link).
import { DEMO, validEvent } from '../../helpers';
import { ctx, ids, newUser, type Template } from '../route-context';

export const ACCOUNTS_EVENTS: Record<string, Template> = {
  'POST /api/auth': { body: () => ({ email: DEMO.DRIVER, password: 'demo1234', providerId: 'email', tokenId: '' }) },
  'POST /api/auth/register': {
    body: () => ({ email: 'fuzz.registro@example.com', password: 'Secreto123', firstName: 'Eva', lastName: 'Mora' }),
  },
  'GET /api/profile/forgotten/:email': { params: { email: 'email' } },
  'GET /api/user/me': {},
  'GET /api/user/list': { query: { page: '0', size: '10', q: 'example' } },
  'POST /api/profile/new': { body: () => newUser('fuzz.nuevo@example.com') },
  'POST /api/profile/update': { body: () => ({ ...newUser('fuzz.victima@example.com'), profileCode: 'DRIVER', uuid: ctx.victim }) },
  'POST /api/profile/delete/:id': { params: { id: 'victim' } },
  'POST /api/profile/disable/:id': { params: { id: 'victim' }, body: () => ({ enabled: true }) },
  'GET /api/profile/operator': {},
  'GET /api/ticket/category': {},
  'GET /api/ticket/status': {},
  'GET /api/ticket/category/:id/subcategories': { params: { id: 'lookup' } },
  'GET /api/ticket/category/subcategories/:id/classifications': { params: { id: 'lookup' } },
  'POST /api/ticket': { body: () => validEvent() },
  'GET /api/ticket/duplicates': { query: { category: 'ACCIDENTE', kilometer: '485', orientation: 'NORTH' } },
  'GET /api/ticket/search': {
    query: { page: '0', size: '10', id: '1', categoria: 'ACCIDENTE', estado: 'ABIERTO', q: 'choque', from: '2024-01-01', to: '2030-12-31' },
  },
  'GET /api/ticket/list/me': { query: { page: '0', size: '10' } },
  'GET /api/ticket/list/operator/:id': { params: { id: 'operator' }, query: { page: '0', size: '10' } },
  'GET /api/ticket/:id': { params: { id: 'ticket' } },
  // The event as read, without its version (issue 35): a template is sent again after other writes.
  'PUT /api/ticket/:id': { params: { id: 'ticket' }, body: () => ({ ...ctx.ticketBody, version: undefined }) },
  'PATCH /api/ticket/:id': { params: { id: 'ticket' }, body: () => ({ kilometer: 486 }) },
  'GET /api/ticket/:id/comment': { params: { id: 'ticket' }, query: { page: '0', size: '10' } },
  'POST /api/ticket/:id/comment': { params: { id: 'ticket' }, body: () => ({ comment: 'Revisado en terreno' }) },
  'GET /api/ticket/:id/attachment': { params: { id: 'ticket' }, query: { page: '0', size: '100' } },
  // Multipart: JSON bodies and raw garbage are what the generators send it (uploads.test.ts does files).
  'POST /api/ticket/:id/attachment': { params: { id: 'ticket' }, body: () => ({ file: 'iVBORw0KGgo=' }) },
  'GET /api/ticket/:id/attachment/:attachmentId': { params: { id: 'ticket', attachmentId: 'attachment' } },
  'GET /api/ticket/:id/history': { params: { id: 'ticket' } },
  'GET /api/ticket/assignment': { query: { filter: 'all', page: '0', size: '10' } },
  'POST /api/ticket/:id/take': { params: { id: 'ticket' } },
  'POST /api/ticket/:id/release': { params: { id: 'ticket' } },
  'POST /api/ticket/assign': { body: () => ({ ticketIds: [ctx.ticket], assignedToId: ids.OPERATOR }) },
  'GET /api/ticket/queue': { query: { view: 'unassigned', page: '0', size: '10' } },
  'GET /api/ticket/queue/counts': {},
  'PUT /api/ticket/:id/triage': { params: { id: 'ticket' }, body: () => ({ severity: 'MAJOR', lanesBlocked: { NORTH: 'PARTIAL' } }) },
  'POST /api/ticket/:id/reopen': { params: { id: 'ticket' }, body: () => ({ reason: 'El reportante insiste' }) },
  'POST /api/ticket/:id/milestone': { params: { id: 'ticket' }, body: () => ({ code: 'VERIFIED' }) },
  'POST /api/ticket/:id/merge': { params: { id: 'ticket' }, body: () => ({ into: ctx.ticket }) },
  'POST /api/ticket/:id/link': { params: { id: 'ticket' }, body: () => ({ primary: ctx.ticket }) },
};
