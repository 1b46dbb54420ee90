// The public pages of route alerts (issue 41 item 5), written by the server: they work without
// signing in and without JavaScript (the CSP allows no inline script). /alertas subscribes with a
// plain form that POSTs to /api/alerts/subscribe, which answers with this page (errors beside their
// fields, what was typed kept). The confirm and unsubscribe links of the mails open a page with one
// button: a GET changes nothing, since mail scanners open links.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROAD_KM_MAX, ROAD_KM_MIN, SEVERITIES } from '@vigia/domain';
import { ALERTS_CONFIRM_PATH, ALERTS_PAGE_PATH, ALERTS_UNSUBSCRIBE_PATH } from '../mail/alert-links.ts';
import { subscriptionSummary, type AlertSubscriptionSummary } from '../mail/alert-templates.ts';
import { SEVERITY_NAMES } from '../lib/report-tables.ts';
import type { FieldError } from '../services/route-alert-input.ts';

export type SubscribeState =
  { kind: 'form'; values: Record<string, unknown>; errors: FieldError[] } | { kind: 'sent' } | { kind: 'limited' };
export type ConfirmState =
  { kind: 'confirm'; token: string } | { kind: 'confirmed'; subscription: AlertSubscriptionSummary } | { kind: 'invalid' };
export type LeaveState = { kind: 'confirm'; token: string } | { kind: 'done' } | { kind: 'invalid' };

const esc = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

const STYLE = `*{box-sizing:border-box}body{margin:0;background:#f4f5f7;font-family:system-ui,Arial,sans-serif;color:#1a1a1a;line-height:1.5}
main{max-width:560px;margin:0 auto;background:#fff;min-height:100vh}@media(min-width:600px){main{margin:32px auto;min-height:0;border-radius:8px}}
header{background:#0b5394;color:#fff;padding:14px 16px;font-weight:bold;font-size:18px}
section{padding:16px 16px 24px;font-size:16px}h1{font-size:22px;margin:0 0 12px}
label,legend{display:block;font-weight:bold;margin:16px 0 4px}fieldset{border:0;padding:0;margin:0}
input[type=email],input[type=text],select{width:100%;font-size:16px;padding:10px;border:1px solid #666;border-radius:6px}
.check{display:flex;gap:8px;align-items:center;font-weight:normal;margin:8px 0}.check input{width:22px;height:22px}
.hint{color:#444;font-size:14px;margin:2px 0 0}.error{color:#b00020;font-size:15px;margin:4px 0 0;font-weight:bold}
[aria-invalid=true]{border-color:#b00020;border-width:2px}
button{background:#0b5394;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;cursor:pointer;margin-top:20px;width:100%}
@media(min-width:600px){button{width:auto}}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f1c232;outline-offset:2px}a{color:#0b5394}
.summary{border:2px solid #b00020;border-radius:6px;padding:8px 12px;margin:0 0 8px}`;

function page(concession: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} · ${esc(concession)}</title>
<style>${STYLE}</style></head>
<body><main><header>${esc(concession)}</header>
<section><h1>${esc(title)}</h1>
${body}
</section></main></body></html>`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const list = (value: unknown) => (Array.isArray(value) ? value.map(text) : [text(value)]);

function subscribeForm(values: Record<string, unknown>, errors: FieldError[]): string {
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const described = (field: string, hintId?: string) => {
    const ids = [hintId ?? '', errorOf(field) ? `${field}-error` : ''].filter(Boolean).join(' ');
    return `${ids ? ` aria-describedby="${ids}"` : ''}${errorOf(field) ? ' aria-invalid="true"' : ''}`;
  };
  const errorLine = (field: string) => (errorOf(field) ? `<p class="error" id="${field}-error">${esc(errorOf(field)!)}</p>` : '');
  const sides = list(values['orientations']);
  const severity = text(values['minSeverity']);
  const fresh = Object.keys(values).length === 0;
  const works = fresh || ['true', 'on'].includes(text(values['works'])) || values['works'] === true;
  const kmField = (field: 'kmFrom' | 'kmTo', label: string) => `<label for="${field}">${label}</label>
<input type="text" id="${field}" name="${field}" inputmode="decimal" autocomplete="off" maxlength="10" required value="${esc(text(values[field]))}"${described(field, 'km-hint')}>
${errorLine(field)}`;
  const summary = errors.length
    ? `<div class="summary" role="alert"><p>Revise ${errors.length === 1 ? 'el campo marcado' : `los ${errors.length} campos marcados`}.</p></div>`
    : '';
  return `${summary}<p>Reciba un correo cuando empiece o termine un incidente o un trabajo programado en el tramo de la Ruta 5 que usted usa. Le pediremos confirmar su correo antes de enviarle alertas.</p>
<form method="post" action="/api/alerts/subscribe" novalidate>
<label for="email">Correo electrónico</label>
<input type="email" id="email" name="email" autocomplete="email" inputmode="email" maxlength="254" required value="${esc(text(values['email']))}"${described('email')}>
${errorLine('email')}
<p class="hint" id="km-hint">Entre el km ${ROAD_KM_MIN} y el km ${ROAD_KM_MAX}, por ejemplo 452,5.</p>
${kmField('kmFrom', 'Desde el kilómetro')}
${kmField('kmTo', 'Hasta el kilómetro')}
<fieldset${described('orientations')}><legend>Calzada</legend>
<label class="check"><input type="checkbox" name="orientations" value="NORTH"${fresh || sides.includes('NORTH') ? ' checked' : ''}> Norte a sur</label>
<label class="check"><input type="checkbox" name="orientations" value="SOUTH"${fresh || sides.includes('SOUTH') ? ' checked' : ''}> Sur a norte</label>
${errorLine('orientations')}</fieldset>
<label for="minSeverity">Incidentes</label>
<select id="minSeverity" name="minSeverity"${described('minSeverity')}>
<option value=""${severity === '' && !fresh ? ' selected' : ''}>No avisarme de incidentes</option>
${SEVERITIES.map((s) => `<option value="${s}"${severity === s || (fresh && s === 'MAJOR') ? ' selected' : ''}>Gravedad ${SEVERITY_NAMES[s]!.toLowerCase()} o superior</option>`).join('\n')}
</select>
${errorLine('minSeverity')}
<fieldset><legend>Trabajos programados</legend>
<label class="check"><input type="checkbox" name="works" value="true"${works ? ' checked' : ''}${described('works')}> Avisarme cuando empiecen y terminen</label>
${errorLine('works')}</fieldset>
<button type="submit">Suscribirme</button>
</form>
<p class="hint">Recibirá a lo más un correo cada 15 minutos. Cada correo trae un enlace para dejar de recibirlos.</p>`;
}

export function subscribePageHtml(concession: string, state: SubscribeState): string {
  if (state.kind === 'sent')
    return page(
      concession,
      'Revise su correo',
      `<p role="status">Si la dirección es correcta, le enviamos un correo con un enlace para confirmar la suscripción. El enlace vence en 48 horas.</p>
<p><a href="${ALERTS_PAGE_PATH}">Suscribir otro tramo</a></p>`,
    );
  if (state.kind === 'limited')
    return page(
      concession,
      'Alertas de la ruta',
      `<p role="alert">Recibimos demasiadas solicitudes. Intente de nuevo en una hora.</p><p><a href="${ALERTS_PAGE_PATH}">Volver</a></p>`,
    );
  return page(concession, 'Alertas de la ruta', subscribeForm(state.values, state.errors));
}

function buttonForm(action: string, token: string, label: string): string {
  return `<form method="post" action="${action}">
<input type="hidden" name="token" value="${esc(token)}">
<button type="submit">${esc(label)}</button>
</form>`;
}

export function confirmPageHtml(concession: string, state: ConfirmState): string {
  const body =
    state.kind === 'confirm'
      ? `<p>Para empezar a recibir alertas de la ruta en su correo, confirme la suscripción.</p>${buttonForm('/api/alerts/confirm', state.token, 'Confirmar suscripción')}`
      : state.kind === 'confirmed'
        ? `<p role="status">Listo. Recibirá alertas sobre ${esc(subscriptionSummary(state.subscription))}</p><p><a href="${ALERTS_PAGE_PATH}">Suscribir otro tramo</a></p>`
        : `<p role="alert">El enlace no es válido o venció. Revise que lo copió completo desde el correo, o suscríbase de nuevo.</p><p><a href="${ALERTS_PAGE_PATH}">Suscribirme</a></p>`;
  return page(concession, 'Confirmar alertas de la ruta', body);
}

export function leavePageHtml(concession: string, state: LeaveState): string {
  const body =
    state.kind === 'confirm'
      ? `<p>¿Desea dejar de recibir alertas de la ruta sobre este tramo?</p>${buttonForm('/api/alerts/unsubscribe', state.token, 'Dejar de recibir alertas')}`
      : state.kind === 'done'
        ? `<p role="status">Ya no recibirá alertas sobre este tramo.</p><p><a href="${ALERTS_PAGE_PATH}">Suscribirme de nuevo</a></p>`
        : `<p role="alert">El enlace no es válido. Revise que lo copió completo desde el correo.</p>`;
  return page(concession, 'Dejar de recibir alertas', body);
}

export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export async function alertPages(app: FastifyInstance) {
  const concession = () => app.settings.mail.concessionName;
  app.get(ALERTS_PAGE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    sendPage(reply, 200, subscribePageHtml(concession(), { kind: 'form', values: {}, errors: [] })),
  );
  // No query schema: anything wrong in a link gets this page's answer, not the API's envelope.
  app.get<{ Querystring: { token?: string } }>(ALERTS_CONFIRM_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = request.query.token;
    if (app.mailLinks.alerts.confirmedId(token) === null) return sendPage(reply, 400, confirmPageHtml(concession(), { kind: 'invalid' }));
    return sendPage(reply, 200, confirmPageHtml(concession(), { kind: 'confirm', token: token! }));
  });
  app.get<{ Querystring: { token?: string } }>(ALERTS_UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = request.query.token;
    if (app.mailLinks.alerts.unsubscribedId(token) === null) return sendPage(reply, 400, leavePageHtml(concession(), { kind: 'invalid' }));
    return sendPage(reply, 200, leavePageHtml(concession(), { kind: 'confirm', token: token! }));
  });
}
