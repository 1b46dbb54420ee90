// What the mail worker (worker.ts) does with the rows it claimed: render them, send them (or hold
// them without SMTP) and record each outcome (outbox-rows.ts).
// - Render: rows written by triggers carry ids only (subject ''); they are rendered from current
//   data, the facts of all the events of a claim read in one statement. Others are rendered again
//   from the parts they were stored with (outbox-rows.ts storedMail).
// - Send: nodemailer over SMTP_URL, with a Message-ID made from the row, so a message sent again
//   after a crash between the send and the commit carries the same id and can be recognised.
//   Account link mails are stored masked and get their sealed token back only on the wire
//   (link-seal.ts). A failure waits `retryBaseMs` doubling to an hour; after MAX_ATTEMPTS the row
//   is FAILED.
// - Without SMTP: rows are read without a claim, rendered and HELD in one statement (only those no
//   other worker took meanwhile), to be read on the "Correo saliente" screen.
import { createTransport } from 'nodemailer';
import type { Database } from '../db/client.ts';
import type { MailOptions } from '../config.ts';
import type { RenderedMail } from './layout.ts';
import type { MailLinks } from './links.ts';
import { alertMailHeaders } from './alert-links.ts';
import { SEALED_LINK_KEY, unmaskLinks, type LinkSeal } from './link-seal.ts';
import { MAX_ATTEMPTS, recordFailure, recordHeld, recordSent, retryDelayMs, storedMail, type ClaimedRow } from './outbox-rows.ts';
import {
  isTicketMailKind,
  PermanentMailError,
  renderTicketMail,
  ticketFacts,
  ticketMailHeaders,
  type TicketFacts,
} from './ticket-templates.ts';

const DEFAULT_RETRY_BASE_MS = 30_000;

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DeliveryOptions {
  database: Pick<Database, 'query'>;
  mail: MailOptions;
  links: MailLinks;
  /** Opens the sealed token of a one-time link mail, only to send it. */
  seal: LinkSeal;
  log: MailLog;
}

export interface Delivery {
  /** Whether messages go on the wire (SMTP_URL set) or are HELD. */
  readonly sends: boolean;
  /** Without SMTP: every row read by dueRows rendered, and the rendered ones recorded HELD together. */
  holdAll(rows: ClaimedRow[]): Promise<void>;
  /** The facts of the events that the claimed rows still to be rendered are about, in one read. */
  factsFor(rows: ClaimedRow[]): Promise<Map<number, TicketFacts>>;
  /** Renders, sends and records one row (failures recorded as retries); throws only if recording fails. */
  send(row: ClaimedRow, facts: Map<number, TicketFacts>): Promise<void>;
  close(): void;
}

/** `<vigia.outbox.<id>.<created ms>@<From's domain>>`: the same for every attempt at one row. */
export function messageIdFor(row: { id: number; created_at: Date | string }, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'vigia.local';
  return `<vigia.outbox.${row.id}.${new Date(row.created_at).getTime()}@${domain}>`;
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createDelivery({ database, mail, links, seal, log }: DeliveryOptions): Delivery {
  const transport = mail.smtpUrl
    ? createTransport({ url: mail.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : null;
  const retryBaseMs = mail.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;

  async function render(row: ClaimedRow, facts: Map<number, TicketFacts>): Promise<RenderedMail> {
    const stored = storedMail(row);
    if (stored) return stored;
    if (!isTicketMailKind(row.kind)) throw new PermanentMailError(`Tipo de mensaje desconocido: ${row.kind}`);
    return renderTicketMail(database, links, mail.concessionName, row.kind, row.payload, facts);
  }

  const factsFor = (rows: ClaimedRow[]) =>
    ticketFacts(
      database,
      rows.filter((r) => !r.subject && isTicketMailKind(r.kind)).map((r) => r.payload),
    );

  /** What goes on the wire: a one-time link mail gets its token back (the stored text keeps it masked). */
  function outgoing(row: ClaimedRow, rendered: RenderedMail): RenderedMail {
    const sealed = row.payload[SEALED_LINK_KEY];
    if (typeof sealed !== 'string') return rendered;
    const token = seal.open(sealed);
    if (!token) throw new PermanentMailError('El enlace del mensaje no puede abrirse');
    return { ...rendered, text: unmaskLinks(rendered.text, token), html: unmaskLinks(rendered.html, token) };
  }

  /** `unclaimed`: read to be HELD (outbox-rows.ts dueRows), so this failure is its attempt. */
  async function fail(row: ClaimedRow, rendered: RenderedMail, error: unknown, unclaimed = false) {
    const attempts = row.attempts + (unclaimed ? 1 : 0);
    const final = error instanceof PermanentMailError || attempts >= MAX_ATTEMPTS;
    log.warn({ mailId: row.id, kind: row.kind, attempts, err: errorText(error) }, final ? 'mail failed' : 'mail will be retried');
    await recordFailure(database, row, rendered, errorText(error), final, retryDelayMs(attempts, retryBaseMs) / 1000, unclaimed);
  }

  /** Rendered, or FAILED/retried (recorded here) when it cannot be. */
  async function renderOrFail(row: ClaimedRow, facts: Map<number, TicketFacts>, unclaimed = false): Promise<RenderedMail | null> {
    try {
      return await render(row, facts);
    } catch (error) {
      await fail(row, storedMail(row) ?? { subject: row.subject, text: '', html: '', body: null }, error, unclaimed);
      return null;
    }
  }

  return {
    sends: transport !== null,
    factsFor,
    async holdAll(rows) {
      const facts = await factsFor(rows);
      const held: [ClaimedRow, RenderedMail][] = [];
      for (const row of rows) {
        try {
          const done = await renderOrFail(row, facts, true);
          if (done) held.push([row, done]);
        } catch (error) {
          log.error({ mailId: row.id, err: errorText(error) }, 'mail outbox: could not record an outcome');
        }
      }
      await recordHeld(database, held);
    },
    async send(row, facts) {
      const rendered = await renderOrFail(row, facts);
      if (!rendered || !transport) return;
      try {
        const message = outgoing(row, rendered);
        await transport.sendMail({
          from: mail.from,
          to: row.to_address,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: messageIdFor(row, mail.from),
          headers: { ...ticketMailHeaders(links, row.kind, row.payload), ...alertMailHeaders(links.alerts, row.kind, row.payload) },
        });
      } catch (error) {
        await fail(row, rendered, error);
        return;
      }
      await recordSent(database, row, rendered);
    },
    close: () => transport?.close(),
  };
}
