// The reporter's unsubscribe page, written by the server: it works without signing in and without
// JavaScript (the CSP allows no inline script). GET only shows a form, since mail scanners open
// links; the form POSTs to /api/ticket/unsubscribe (routes/mail.ts), which answers with this page.
import type { FastifyInstance, FastifyReply } from 'fastify';

export type UnsubscribeState = { kind: 'confirm'; id: number; token: string } | { kind: 'done'; id: number } | { kind: 'invalid' };

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

const STYLE = `body{margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a}
main{max-width:560px;margin:32px auto;background:#fff;border-radius:8px;overflow:hidden}
header{background:#0b5394;color:#fff;padding:16px 24px;font-weight:bold;font-size:18px}
section{padding:24px;font-size:16px;line-height:1.5}
h1{font-size:22px;margin:0 0 16px}
button{background:#0b5394;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f1c232;outline-offset:2px}
a{color:#0b5394}`;

export function unsubscribePageHtml(concession: string, state: UnsubscribeState): string {
  const followUp = (id: number) => `<p><a href="/event/follow-up?id=${id}">Consultar el estado del evento #${id}</a></p>`;
  const body =
    state.kind === 'confirm'
      ? `<p>¿Desea dejar de recibir correos sobre el evento #${state.id}?</p>
<form method="post" action="/api/ticket/unsubscribe">
<input type="hidden" name="id" value="${state.id}">
<input type="hidden" name="token" value="${escapeHtml(state.token)}">
<button type="submit">Dejar de recibir correos</button>
</form>
${followUp(state.id)}`
      : state.kind === 'done'
        ? `<p role="status">Ya no recibirá correos sobre el evento #${state.id}.</p>
${followUp(state.id)}`
        : `<p role="alert">El enlace no es válido. Revise que lo copió completo desde el correo.</p>`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dejar de recibir correos · ${escapeHtml(concession)}</title>
<style>${STYLE}</style></head>
<body><main><header>${escapeHtml(concession)}</header>
<section><h1>Dejar de recibir correos</h1>
${body}
</section></main></body></html>`;
}

export function sendUnsubscribePage(app: FastifyInstance, reply: FastifyReply, status: number, state: UnsubscribeState) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(unsubscribePageHtml(app.settings.mail.concessionName, state));
}

const ID = /^[1-9]\d{0,9}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads id and token as the link carries them; null when they cannot be one of ours. */
export function linkParams(id: unknown, token: unknown): { id: number; token: string } | null {
  if (typeof id !== 'string' || typeof token !== 'string' || !ID.test(id) || !TOKEN.test(token)) return null;
  const n = Number(id);
  return n <= 2_147_483_647 ? { id: n, token } : null;
}

export async function unsubscribePage(app: FastifyInstance) {
  app.get<{ Querystring: { id?: string; token?: string } }>(
    '/event/unsubscribe',
    // No query schema: anything wrong in a link gets this page's answer, not the API's envelope.
    { schema: { hide: true } },
    async (request, reply) => {
      const link = linkParams(request.query.id, request.query.token);
      if (!link || !app.mailLinks.verifyUnsubscribe(link.id, link.token)) return sendUnsubscribePage(app, reply, 400, { kind: 'invalid' });
      return sendUnsubscribePage(app, reply, 200, { kind: 'confirm', ...link });
    },
  );
}
