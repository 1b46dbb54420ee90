// The frame every e-mail shares: plain text and HTML with the concession's name. Templates give
// paragraphs and at most one call to action; every value is escaped here.
// The outbox keeps a message as its parts (`MailBody`, migration 0035), not as its two renderings:
// under a kilobyte instead of ~2.6 kB (TOASTed) in each outcome the worker records beside the
// creations (issue 36), and the text and HTML read from it are rendered here, the same for the
// worker and for ADMIN.

/** What the outbox stores of a message besides its subject: enough to render it again. */
export interface MailBody {
  concession: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the message (why they got it, how to stop it). */
  footer?: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The parts it was rendered from, as stored; null: a message written before migration 0035, kept as its renderings. */
  body: MailBody | null;
}

/** What a template writes: the subject and the parts, the concession's name aside. */
export type MailContent = Omit<MailBody, 'concession'> & { subject: string };

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** Every string of a body through `change` (link-seal.ts maskMail: one-time links masked). */
export function mapBody(body: MailBody, change: (value: string) => string): MailBody {
  return {
    concession: change(body.concession),
    greeting: change(body.greeting),
    paragraphs: body.paragraphs.map(change),
    ...(body.action ? { action: { label: change(body.action.label), url: change(body.action.url) } } : {}),
    ...(body.footer ? { footer: body.footer.map(change) } : {}),
  };
}

/** A stored message rendered again: its subject and body as the outbox keeps them. */
export function renderStored(subject: string, body: MailBody): RenderedMail {
  const { concession, ...content } = body;
  return renderMail(concession, { subject, ...content });
}

export function renderMail(concession: string, content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '—',
    concession,
    ...(content.footer ?? []),
  ].join('\n');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b5394;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#555555">Si el botón no funciona, copie este enlace en su navegador:<br>${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:8px" cellpadding="0" cellspacing="0">
<tr><td style="background:#0b5394;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(concession)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#666666;border-top:1px solid #e5e5e5">${[concession, ...(content.footer ?? [])].map(escapeHtml).join('<br>')}</td></tr>
</table></td></tr></table>
</body></html>`;
  const body: MailBody = { concession, greeting: content.greeting, paragraphs: content.paragraphs };
  if (content.action) body.action = content.action;
  if (content.footer) body.footer = content.footer;
  return { subject: content.subject, text, html, body };
}
