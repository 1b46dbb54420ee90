// The follow-up page's "send me the link" (issue 34): the number and the e-mail, which are no
// secrets, may only make the server mail the reporter their follow-up link, never show anything.
// The outbox is the ledger of the limits (no table of its own): a row of this kind per event
// within FOLLOW_UP_LINK_EVENT_MINUTES, or FOLLOW_UP_LINK_ADDRESS_PER_HOUR rows to the address
// within the hour, and nothing more is written.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { executeRows } from './execute-rows.ts';

export const FOLLOW_UP_LINK_KIND = 'TICKET_FOLLOW_UP_LINK';
/** At most one link mail per event in this many minutes. */
export const FOLLOW_UP_LINK_EVENT_MINUTES = 15;
/** At most this many link mails to one address per hour, whatever the events. */
export const FOLLOW_UP_LINK_ADDRESS_PER_HOUR = 5;

/** Writes the link mail when the number and the e-mail match and the limits allow; true if written. */
export async function requestFollowUpLink(db: Db, id: number, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    // Requests for one address take turns, so two at once cannot both pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vigia follow-up link'), hashtext(${address}))`);
    const result = await executeRows<{ id: number }>(
      tx,
      sql`
      insert into mail_outbox (kind, to_address, payload)
      select ${FOLLOW_UP_LINK_KIND}, a.address, jsonb_build_object('ticketId', t.id)
      from tickets t
      -- The address reporter mail goes to (migration 0018), never what a signed-in driver typed.
      cross join lateral (select ticket_reporter_address(t.email, t.created_by_id) as address) a
      where t.id = ${id} and a.address is not null and lower(trim(a.address)) = ${address}
        and not exists (
          select 1 from mail_outbox m
          where m.kind = ${FOLLOW_UP_LINK_KIND} and m.payload ->> 'ticketId' = ${String(id)}
            and m.created_at > now() - make_interval(mins => ${FOLLOW_UP_LINK_EVENT_MINUTES}))
        and (
          select count(*) from mail_outbox m
          where m.kind = ${FOLLOW_UP_LINK_KIND} and lower(m.to_address) = ${address}
            and m.created_at > now() - interval '1 hour') < ${FOLLOW_UP_LINK_ADDRESS_PER_HOUR}
      returning id`,
    );
    return result.rows.length > 0;
  });
}
