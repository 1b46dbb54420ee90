// The mail worker: sends what the outbox holds, from any instance, each row once.
// - Claim: due PENDING rows whose lease is free, a few at a time, with FOR UPDATE SKIP LOCKED (two
//   instances never claim the same row) and a lease (`locked_until`): a worker that dies mid-batch
//   leaves rows that another takes once the lease ends. Works the same on PGlite and PostgreSQL.
// - Wake: LISTEN on `vigia_mail` (a trigger announces every insert on commit), plus a timer at the
//   next retry or lease end, at most `pollMs` away.
// - Render: rows written by triggers carry ids only (subject ''); they are rendered from current data.
// - Send: nodemailer over SMTP_URL, with a Message-ID made from the row, so a message sent again
//   after a crash between the send and the commit carries the same id and can be recognised.
//   SENT bodies keep no one-time link (`token=…`), since ADMIN reads them; account link mails are
//   stored masked from the start and get their sealed token back only on the wire (link-seal.ts).
//   A failure waits `retryBaseMs` doubling to an hour; after MAX_ATTEMPTS the row is FAILED.
// - Without SMTP: rows are rendered and HELD, to be read on the "Correo saliente" screen.
// - Batched database work (issue 36): a claim reads the facts of all its events at once, and HELD
//   rows are recorded in one statement, so a burst of creations (one mail each) costs the database
//   a few statements per batch instead of three per message, beside the creations themselves.
import { createTransport } from 'nodemailer';
import type { Database } from '../db/client.ts';
import type { MailOptions } from '../config.ts';
import type { RenderedMail } from './layout.ts';
import type { MailLinks } from './links.ts';
import { SEALED_LINK_KEY, unmaskLinks, type LinkSeal } from './link-seal.ts';
import {
  isTicketMailKind,
  PermanentMailError,
  renderTicketMail,
  ticketFacts,
  ticketMailHeaders,
  type TicketFacts,
} from './ticket-templates.ts';

export const MAIL_CHANNEL = 'vigia_mail';
export const MAX_ATTEMPTS = 10;
const BATCH = 5;
/** Without SMTP nothing goes on the wire: a claim takes many rows, rendered and recorded together. */
const HELD_BATCH = 100;
/** Longer than a batch can take: 5 sends of at most ~50 s each (the time-outs below). */
const LEASE_MS = 5 * 60_000;
const RETRY_MAX_MS = 3600_000;
const DEFAULT_RETRY_BASE_MS = 30_000;
const DEFAULT_POLL_MS = 15_000;
const MIN_WAIT_MS = 50;
/**
 * An announced message is claimed this long after its announcement: a burst of creations (one mail
 * each) is then claimed in full batches instead of one claim per message, which took request time
 * from the creations themselves.
 */
const GATHER_MS = 150;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface ClaimedRow {
  id: number;
  kind: string;
  to_address: string;
  payload: Record<string, unknown>;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  created_at: Date | string;
}

export interface MailWorker {
  start(): Promise<void>;
  /** Look for due messages now (also what a `vigia_mail` notification does). */
  wake(): void;
  /** No send starts after this is called; resolves once the batch in hand is done. */
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  database: Pick<Database, 'query' | 'listen'>;
  mail: MailOptions;
  links: MailLinks;
  /** Opens the sealed token of a one-time link mail, only to send it. */
  seal: LinkSeal;
  log: Log;
}

const CLAIM_SQL = `update mail_outbox set locked_until = now() + make_interval(secs => $1::float8), attempts = attempts + 1
  where id in (
    select id from mail_outbox
    where status = 'PENDING' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
    order by next_attempt_at, id
    limit $2
    for update skip locked
  )
  returning id, kind, to_address, payload, subject, text_body, html_body, attempts, created_at`;

const NEXT_DUE_SQL = `select (extract(epoch from min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now()) * 1000)::float8 as ms
  from mail_outbox where status = 'PENDING'`;

// Every outcome writes the bodies too: a rendered row shows its text to ADMIN whatever happens next.
// A sealed one-time link (link-seal.ts) is dropped once the row is sent or failed. HELD keeps it
// sealed (never shown: the text stays masked), as it was written.
const SENT_SQL = `update mail_outbox set status = 'SENT', sent_at = now(), locked_until = null, last_error = null,
  subject = $2, text_body = $3, html_body = $4, payload = payload - '${SEALED_LINK_KEY}' where id = $1`;
const HELD_SQL = `update mail_outbox set status = 'HELD', locked_until = null, attempts = attempts - 1,
  subject = $2, text_body = $3, html_body = $4 where id = $1`;
const RETRY_SQL = `update mail_outbox set status = $5, locked_until = null, last_error = $6,
  next_attempt_at = now() + make_interval(secs => $7::float8), subject = $2, text_body = $3, html_body = $4,
  payload = case when $5 = 'FAILED' then payload - '${SEALED_LINK_KEY}' else payload end where id = $1`;
/** Many rows HELD at once: ids and bodies as arrays. */
const HELD_MANY_SQL = `update mail_outbox m set status = 'HELD', locked_until = null, attempts = m.attempts - 1,
  subject = v.subject, text_body = v.text_body, html_body = v.html_body
  from unnest($1::int[], $2::text[], $3::text[], $4::text[]) as v(id, subject, text_body, html_body) where m.id = v.id`;
/** Claimed but not attempted (the app is closing): as if never claimed. */
const RELEASE_SQL = `update mail_outbox set locked_until = null, attempts = attempts - 1 where id = any($1::int[])`;

/** One-time links (reset, invitation, confirmation, unsubscribe) must not stay readable once sent. */
export const redactLinks = (value: string) => value.replace(/token=[^&\s"'<>]+/g, 'token=…');

/** `<vigia.outbox.<id>.<created ms>@<From's domain>>`: the same for every attempt at one row. */
export function messageIdFor(row: { id: number; created_at: Date | string }, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'vigia.local';
  return `<vigia.outbox.${row.id}.${new Date(row.created_at).getTime()}@${domain}>`;
}

export const retryDelayMs = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createMailWorker({ database, mail, links, seal, log }: MailWorkerOptions): MailWorker {
  const transport = mail.smtpUrl
    ? createTransport({ url: mail.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : null;
  const retryBaseMs = mail.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const pollMs = mail.pollMs ?? DEFAULT_POLL_MS;
  let stopping = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | null = null;

  async function render(row: ClaimedRow, facts: Map<number, TicketFacts>): Promise<RenderedMail> {
    if (row.subject) return { subject: row.subject, text: row.text_body, html: row.html_body };
    if (!isTicketMailKind(row.kind)) throw new PermanentMailError(`Tipo de mensaje desconocido: ${row.kind}`);
    return renderTicketMail(database, links, mail.concessionName, row.kind, row.payload, facts);
  }

  /** The facts of the events that the claimed rows still to be rendered are about, in one read. */
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
    return { subject: rendered.subject, text: unmaskLinks(rendered.text, token), html: unmaskLinks(rendered.html, token) };
  }

  async function fail(row: ClaimedRow, rendered: RenderedMail, error: unknown) {
    const final = error instanceof PermanentMailError || row.attempts >= MAX_ATTEMPTS;
    const delayS = retryDelayMs(row.attempts, retryBaseMs) / 1000;
    log.warn(
      { mailId: row.id, kind: row.kind, attempts: row.attempts, err: errorText(error) },
      final ? 'mail failed' : 'mail will be retried',
    );
    await database.query(RETRY_SQL, [
      row.id,
      rendered.subject,
      rendered.text,
      rendered.html,
      final ? 'FAILED' : 'PENDING',
      errorText(error),
      delayS,
    ]);
  }

  /** Rendered, or FAILED/retried (recorded here) when it cannot be. */
  async function renderOrFail(row: ClaimedRow, facts: Map<number, TicketFacts>): Promise<RenderedMail | null> {
    try {
      return await render(row, facts);
    } catch (error) {
      await fail(row, { subject: row.subject, text: row.text_body, html: row.html_body }, error);
      return null;
    }
  }

  /** Without SMTP: every claimed row rendered, and the rendered ones recorded HELD in one statement. */
  async function holdAll(rows: ClaimedRow[]) {
    const facts = await factsFor(rows);
    const held: [ClaimedRow, RenderedMail][] = [];
    for (const row of rows) {
      try {
        const done = await renderOrFail(row, facts);
        if (done) held.push([row, done]);
      } catch (error) {
        log.error({ mailId: row.id, err: errorText(error) }, 'mail outbox: could not record an outcome');
      }
    }
    if (held.length === 1) {
      const [[row, m]] = held as [[ClaimedRow, RenderedMail]];
      await database.query(HELD_SQL, [row.id, m.subject, m.text, m.html]);
    } else if (held.length > 1) {
      await database.query(HELD_MANY_SQL, [
        held.map(([row]) => row.id),
        held.map(([, m]) => m.subject),
        held.map(([, m]) => m.text),
        held.map(([, m]) => m.html),
      ]);
    }
  }

  async function send(row: ClaimedRow, facts: Map<number, TicketFacts>) {
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
        headers: ticketMailHeaders(links, row.kind, row.payload),
      });
    } catch (error) {
      await fail(row, rendered, error);
      return;
    }
    await database.query(SENT_SQL, [row.id, redactLinks(rendered.subject), redactLinks(rendered.text), redactLinks(rendered.html)]);
  }

  async function runBatches() {
    const batch = transport ? BATCH : HELD_BATCH;
    for (;;) {
      const rows = await database.query<ClaimedRow>(CLAIM_SQL, [LEASE_MS / 1000, batch]);
      if (rows.length === 0) return;
      if (stopping) {
        await database.query(RELEASE_SQL, [rows.map((r) => r.id)]);
        return;
      }
      if (!transport) {
        try {
          await holdAll(rows);
        } catch (error) {
          // The database failed to record the outcomes: the lease ends and the rows are tried again.
          log.error({ mailIds: rows.map((r) => r.id), err: errorText(error) }, 'mail outbox: could not record an outcome');
        }
      } else {
        const facts = await factsFor(rows);
        for (const [i, row] of rows.entries()) {
          if (stopping) {
            await database.query(RELEASE_SQL, [rows.slice(i).map((r) => r.id)]);
            return;
          }
          try {
            await send(row, facts);
          } catch (error) {
            // The database failed to record an outcome: the lease ends and the row is tried again.
            log.error({ mailId: row.id, err: errorText(error) }, 'mail outbox: could not record an outcome');
          }
        }
      }
      if (rows.length < batch || stopping) return;
    }
  }

  async function schedule() {
    if (stopping) return;
    let wait = pollMs;
    try {
      const [next] = await database.query<{ ms: number | null }>(NEXT_DUE_SQL);
      if (next?.ms !== null && next?.ms !== undefined) wait = Math.min(pollMs, Math.max(MIN_WAIT_MS, Number(next.ms)));
    } catch (error) {
      log.error({ err: errorText(error) }, 'mail outbox: could not read the next due time');
    }
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  function wake() {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        try {
          await runBatches();
        } catch (error) {
          log.error({ err: errorText(error) }, 'mail outbox: claim failed');
        }
      } while (again && !stopping);
      await schedule();
    })().finally(() => {
      running = null;
      // A notification that came while the next wake was being scheduled.
      if (again && !stopping) wake();
    });
  }

  let gathering: NodeJS.Timeout | undefined;
  function soon() {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    if (gathering) return;
    gathering = setTimeout(() => {
      gathering = undefined;
      wake();
    }, GATHER_MS);
    gathering.unref();
  }

  return {
    async start() {
      try {
        stopListening = await database.listen(MAIL_CHANNEL, { onMessage: soon, onResync: wake });
      } catch (error) {
        log.error({ err: errorText(error) }, 'mail outbox: LISTEN failed, polling only');
      }
      log.info(
        { smtp: Boolean(transport) },
        transport ? 'mail worker: sending through SMTP' : 'mail worker: no SMTP_URL, messages are HELD',
      );
      wake();
    },
    wake,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      clearTimeout(gathering);
      await stopListening?.().catch(() => undefined);
      await running;
      transport?.close();
    },
  };
}
