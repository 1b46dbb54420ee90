// Route templates by area (see route-templates.ts): settings (close reasons, SLA targets, severity
// rules, response templates), notifications and reports.
import { type Template } from '../route-context';

export const SETTINGS: Record<string, Template> = {
  'GET /api/close-reason': {},
  'POST /api/close-reason': { body: () => ({ name: 'Motivo de prueba', active: true }) },
  'PUT /api/close-reason/:code': { params: { code: 'closeReason' }, body: () => ({ name: 'Falso aviso', active: true }) },
  'GET /api/sla-target': {},
  'PUT /api/sla-target/:severity': { params: { severity: 'severity' }, body: () => ({ takeMinutes: 120, closeMinutes: 4320 }) },
  'GET /api/severity-rule': {},
  'PUT /api/severity-rule/:classificationId': { params: { classificationId: 'lookup' }, body: () => ({ severity: 'MAJOR' }) },
  'GET /api/response-template': {},
  'POST /api/response-template': { body: () => ({ title: 'Plantilla', body: 'Texto de la plantilla' }) },
  'PUT /api/response-template/:id': { params: { id: 'template' }, body: () => ({ title: 'Plantilla', body: 'Texto' }) },
  'DELETE /api/response-template/:id': { params: { id: 'template' } },
  'GET /api/notification/profile/:id': { params: { id: 'self' }, query: { page: '0', size: '10' } },
  'POST /api/notification/:id/read': { params: { id: 'notification' } },
  'POST /api/notification/read-all': {},
  'GET /api/notification/unread': {},
  'POST /api/notification/stream/ticket': {},
  'GET /api/notification/stream': { query: { ticket: 'sin-ticket-valido' } },
  'GET /api/report/reportStatistic': {},
  'GET /api/report/strip': {},
  'GET /api/report/:report': { params: { report: 'report' }, query: { month: '1', year: '2026', format: 'csv' } },
};
