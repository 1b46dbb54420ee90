// The mail worker: sends what the outbox holds, from any instance, each row once. This file is when
// it works; which rows and their outcomes are outbox-rows.ts, rendering and sending delivery.ts.
// - Wake: LISTEN on `vigia_mail` (a trigger announces every insert on commit), plus a timer at the
//   next retry or lease end, at most `pollMs` away.
// - Batched database work (issue 36): a claim reads the facts of all its events at once, and HELD
//   rows are recorded in one statement, so a burst of creations (one mail each) costs the database
//   a few statements per batch instead of three per message, beside the creations themselves.
//   Without SMTP the rows are read, not claimed: one write and one commit per batch, not two.
import type { Database } from '../db/client.ts';
import type { MailOptions } from '../config.ts';
import type { MailLinks } from './links.ts';
import type { LinkSeal } from './link-seal.ts';
import { createDelivery, errorText, type MailLog } from './delivery.ts';
import { claimRows, dueRows, nextDueMs, releaseRows } from './outbox-rows.ts';

export const MAIL_CHANNEL = 'vigia_mail';
const BATCH = 5;
/** Without SMTP nothing goes on the wire: a claim takes many rows, rendered and recorded together. */
const HELD_BATCH = 100;
const DEFAULT_POLL_MS = 15_000;
/**
 * An announced message is claimed this long after its announcement, also when it was announced
 * while a batch was being worked (and a due row found by the timer no sooner): a burst of creations
 * (one mail each) is then claimed in full batches instead of one claim per few messages. Claiming
 * again at once after each batch kept the worker writing ~40 small batches a second beside the
 * creations, each waiting for its own WAL flush (issue 36).
 */
const GATHER_MS = 150;

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
  log: MailLog;
}

export function createMailWorker({ database, mail, links, seal, log }: MailWorkerOptions): MailWorker {
  const delivery = createDelivery({ database, mail, links, seal, log });
  const pollMs = mail.pollMs ?? DEFAULT_POLL_MS;
  let stopping = false;
  let running: Promise<void> | null = null;
  /** A wake (timer, resync) that came during a batch: run again at once. */
  let again = false;
  /** Announcements that came during a batch: gathered, then claimed. */
  let announced = false;
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | null = null;

  /** Without SMTP: rows read, not claimed (outbox-rows.ts dueRows), so nothing to give back when stopping. */
  async function holdBatches() {
    for (;;) {
      const rows = await dueRows(database, HELD_BATCH);
      if (rows.length === 0 || stopping) return;
      try {
        await delivery.holdAll(rows);
      } catch (error) {
        // The database failed to record the outcomes: the rows stay PENDING and are read again at
        // the next wake, not at once (which would spin on a failing database).
        log.error({ mailIds: rows.map((r) => r.id), err: errorText(error) }, 'mail outbox: could not record an outcome');
        return;
      }
      if (rows.length < HELD_BATCH) return;
    }
  }

  async function sendBatches() {
    for (;;) {
      const rows = await claimRows(database, BATCH);
      if (rows.length === 0) return;
      if (stopping) {
        await releaseRows(database, rows);
        return;
      }
      const facts = await delivery.factsFor(rows);
      for (const [i, row] of rows.entries()) {
        if (stopping) {
          await releaseRows(database, rows.slice(i));
          return;
        }
        try {
          await delivery.send(row, facts);
        } catch (error) {
          // The database failed to record an outcome: the lease ends and the row is tried again.
          log.error({ mailId: row.id, err: errorText(error) }, 'mail outbox: could not record an outcome');
        }
      }
      if (rows.length < BATCH || stopping) return;
    }
  }

  const runBatches = () => (delivery.sends ? sendBatches() : holdBatches());

  async function schedule() {
    if (stopping) return;
    let wait = pollMs;
    try {
      const next = await nextDueMs(database);
      if (next !== null) wait = Math.min(pollMs, Math.max(GATHER_MS, next));
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
      // A wake that came while the next one was being scheduled.
      if (again && !stopping) wake();
      else if (announced && !stopping) gather();
    });
  }

  let gathering: NodeJS.Timeout | undefined;
  function gather() {
    announced = false;
    if (gathering) return;
    gathering = setTimeout(() => {
      gathering = undefined;
      wake();
    }, GATHER_MS);
    gathering.unref();
  }

  function soon() {
    if (stopping) return;
    if (running) announced = true;
    else gather();
  }

  return {
    async start() {
      try {
        stopListening = await database.listen(MAIL_CHANNEL, { onMessage: soon, onResync: wake });
      } catch (error) {
        log.error({ err: errorText(error) }, 'mail outbox: LISTEN failed, polling only');
      }
      log.info(
        { smtp: delivery.sends },
        delivery.sends ? 'mail worker: sending through SMTP' : 'mail worker: no SMTP_URL, messages are HELD',
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
      delivery.close();
    },
  };
}
