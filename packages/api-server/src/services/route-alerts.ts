// Route alerts (issue 41 item 5): subscribe (double opt-in), confirm, unsubscribe, and the tick.
// Starts and ends are found by the tick comparing what is live now with what it saw last time
// (repositories/route-alerts.ts), not by hooking each write path: a work's window opens with no
// write at all, an event becomes public through several paths (verification, a staff creation, a
// merge undone), and one diff under the database's row locks tells each change exactly once.
import type { FastifyInstance } from 'fastify';
import { SEALED_LINK_KEY, maskMail } from '../mail/link-seal.ts';
import { alertConfirmMail, routeAlertMail } from '../mail/alert-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  CONFIRM_HOURS,
  MAIL_TAKE_BATCH,
  confirmSubscription,
  deleteExpiredRequests,
  deleteSubscription,
  insertSubscription,
  takeDueSubscriptions,
  trackIncidents,
  trackWorks,
  type SubscriptionInput,
} from '../repositories/route-alerts.ts';

export interface TickResult {
  /** Items queued for subscribers (starts and ends that concern them). */
  queued: number;
  /** Alert mails written to the outbox. */
  mailed: number;
  /** Unconfirmed requests deleted. */
  expired: number;
}

/**
 * Writes the request and its confirmation mail in one transaction. The answer is the same whether
 * the address is new or known (no enumeration): every request gets its own confirmation, and the
 * address's rate limit keeps that from being a way to flood someone's mailbox.
 */
export async function subscribe(app: FastifyInstance, input: SubscriptionInput): Promise<void> {
  const { concessionName } = app.settings.mail;
  await app.db.transaction(async (tx) => {
    const id = await insertSubscription(tx, input, app.clock());
    const token = app.mailLinks.alerts.confirmToken(id);
    const mail = alertConfirmMail(concessionName, app.mailLinks.alerts.confirmPage(token), input, CONFIRM_HOURS);
    // Stored masked, the token sealed beside it (mail/link-seal.ts): the outbox keeps no usable link.
    await enqueueMail(tx, 'ALERT_CONFIRM', input.email, maskMail(mail), {
      subscriptionId: id,
      [SEALED_LINK_KEY]: app.linkSeal.seal(token),
    });
  });
  app.mailWorker.wake();
}

export const confirm = (app: FastifyInstance, id: number) => confirmSubscription(app.db, id, app.clock());
export const unsubscribe = (app: FastifyInstance, id: number) => deleteSubscription(app.db, id);

/** One tick: expired requests, then starts and ends, then the mails that are due. */
export async function alertTick(app: FastifyInstance): Promise<TickResult> {
  const now = app.clock();
  const expired = await deleteExpiredRequests(app.db, now);
  const queued = (await trackIncidents(app.db, now)) + (await trackWorks(app.db, now));
  let mailed = 0;
  for (;;) {
    const taken = await app.db.transaction(async (tx) => {
      const due = await takeDueSubscriptions(tx, now);
      for (const s of due) {
        const mail = routeAlertMail(app.settings.mail.concessionName, app.mailLinks.alerts, s.id, s, s.items);
        await enqueueMail(tx, 'ROUTE_ALERT', s.email, mail, { subscriptionId: s.id });
      }
      return due.length;
    });
    mailed += taken;
    if (taken < MAIL_TAKE_BATCH) break;
  }
  if (mailed > 0) app.mailWorker.wake();
  return { queued, mailed, expired };
}
