// Route templates by area (see route-templates.ts): agencies, the shift log and handovers, service
// standards, observations, digests, personal data and planned works.
import { newStandard } from '../../standards-fixture';
import { plannedWork } from '../../works-fixture';
import { ctx, type Template } from '../route-context';

export const OVERSIGHT: Record<string, Template> = {
  // Issue 39: agencies on the suite's event (entry 1 once told), the shift log, a handover.
  'GET /api/agency': {},
  'GET /api/ticket/:id/agency': { params: { id: 'ticket' } },
  'POST /api/ticket/:id/agency': { params: { id: 'ticket' }, body: () => ({ agencyCode: 'CARABINEROS', reference: 'PARTE-1' }) },
  'PATCH /api/ticket/:id/agency/:entryId': { params: { id: 'ticket', entryId: 'lookup' }, body: () => ({ reference: 'PARTE-2' }) },
  'GET /api/log': {},
  'GET /api/log/export': {},
  'POST /api/log': { body: () => ({ text: 'Ronda de patrulla sin novedad' }) },
  'POST /api/shift/handover': { body: () => ({ note: 'Sin novedades pendientes' }) },
  'POST /api/shift/handover/:id/ack': { params: { id: 'lookup' } },
  'GET /api/shift/handover/:id': { params: { id: 'lookup' } },
  // Issue 40: service standards (starting next month), compliance, observations on the suite's event,
  // the signed daily digests.
  'GET /api/standards': {},
  'POST /api/standards': {
    body: () => newStandard({ effectiveFrom: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10) }),
  },
  'GET /api/compliance': { query: { month: '1', year: '2026' } },
  'GET /api/compliance/export': { query: { month: '1', year: '2026' } },
  'GET /api/observations': {},
  'POST /api/observations': { body: () => ({ ticketId: ctx.ticket, text: 'Atención fuera de plazo', standardId: null, proposedUtm: 10 }) },
  'POST /api/observations/:id/reply': { params: { id: 'lookup' }, body: () => ({ text: 'La unidad llegó a las 10:40' }) },
  'POST /api/observations/:id/resolve': { params: { id: 'lookup' }, body: () => ({ outcome: 'DISMISSED', reason: 'Descargo aceptado' }) },
  'GET /api/ledger/digests': {},
  'POST /api/ledger/digests': {},
  // Issue 40, need to know: reveal the suite's event with a reason; the access log.
  'POST /api/ticket/:id/reveal': { params: { id: 'ticket' }, body: () => ({ reason: 'Llamar al informante por su reclamo' }) },
  'GET /api/privacy/access-log': {},
  // Issue 40 item 4: the reporter's rights with the suite's event's follow-up token; request 1 once asked.
  'POST /api/privacy/export': { body: () => ({ id: ctx.ticket, token: ctx.followUpToken }) },
  'POST /api/privacy/requests': {
    body: () => ({ id: ctx.ticket, token: ctx.followUpToken, kind: 'RECTIFICATION', text: 'Mi teléfono correcto es +56 9 1234 5678' }),
  },
  'GET /api/privacy/requests': {},
  'POST /api/privacy/requests/:id/resolve': {
    params: { id: 'lookup' },
    body: () => ({ outcome: 'REFUSED', reason: 'No corresponde a sus datos' }),
  },
  // Issue 41: planned works (work 1 once planned).
  'GET /api/works': {},
  'GET /api/works/active': {},
  'GET /api/works/:id': { params: { id: 'lookup' } },
  'GET /api/works/:id/history': { params: { id: 'lookup' } },
  'POST /api/works': { body: () => plannedWork() },
  'PUT /api/works/:id': { params: { id: 'lookup' }, body: () => plannedWork() },
  'POST /api/works/:id/request': { params: { id: 'lookup' } },
  'POST /api/works/:id/cancel': { params: { id: 'lookup' } },
  'POST /api/works/:id/approve': { params: { id: 'lookup' } },
  'POST /api/works/:id/reject': { params: { id: 'lookup' }, body: () => ({ reason: 'Falta el plan de desvío' }) },
};
