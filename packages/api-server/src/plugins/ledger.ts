// The anchored record (issue 40 item 3): the signing key, the day's digest (on the SLA scan's
// interval once Chile's clock passes LEDGER_DIGEST_TIME, or on demand) with its mail to the
// Inspección Fiscal, and the digest routes.
import fp from 'fastify-plugin';
import type { LedgerDigest } from '@vigia/domain';
import type { InspectorOptions } from '../inspector-config.ts';
import type { LedgerOptions } from '../ledger-config.ts';
import { periodicJob } from '../lib/periodic-job.ts';
import { generateSigningKeyPem, loadSigningKey, type SigningKey } from '../ledger/signing-key.ts';
import { ledgerDigestMail } from '../mail/ledger-digest.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { makeDigest } from '../repositories/ledger.ts';
import { chileClock } from '../repositories/reports.ts';
import { getOrCreateSetting } from '../repositories/security.ts';
import { ledgerRoutes } from '../routes/ledger.ts';

export interface Ledger {
  key: SigningKey;
  /** Chile's date at the app's clock, YYYY-MM-DD. */
  today(): string;
  /** Today's digest: made now, or the one already made today (`created` false). */
  digest(): Promise<{ digest: LedgerDigest; created: boolean }>;
  /** What the timer does: today's digest once the configured time has passed; null before it. */
  tick(): Promise<LedgerDigest | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

export const ledgerPlugin = fp<{ ledger: LedgerOptions; inspector: InspectorOptions }>(
  async (app, options) => {
    let pem = options.ledger.signingKey;
    if (!pem) {
      pem = await getOrCreateSetting(app.db, 'ledger_signing_key', generateSigningKeyPem);
      app.log.warn(
        'LEDGER_SIGNING_KEY is not set: the digests are signed with a key kept in the database, which whoever holds the database also holds; set LEDGER_SIGNING_KEY in production',
      );
    }
    const key = loadSigningKey(pem);
    const { address } = options.inspector;
    const mail = app.settings.mail;
    const inFlight = new Set<Promise<unknown>>();
    let madeDay = '';
    const tick = periodicJob(app, {
      everyMs: app.settings.slaScanMs,
      failure: 'ledger digest failed',
      async run() {
        const today = ledger.today();
        const { hour, minute } = chileClock(app.clock());
        if (madeDay === today || `${hour}:${minute}` < options.ledger.digestTime) return null;
        const { digest } = await ledger.digest();
        madeDay = digest.date;
        return digest;
      },
    });
    const ledger: Ledger = {
      key,
      today() {
        const { year, month, day } = chileClock(app.clock());
        return `${year}-${month}-${day}`;
      },
      digest() {
        // Calls (of this instance or others) take turns on the repository's lock: the first makes it.
        const made = makeDigest(app.db, key, ledger.today(), async (tx, digest) => {
          if (address) await enqueueMail(tx, 'LEDGER_DIGEST', address, ledgerDigestMail(mail.concessionName, mail.publicUrl, digest));
        });
        inFlight.add(made);
        void made.finally(() => inFlight.delete(made)).catch(() => undefined);
        return made;
      },
      tick,
    };
    app.decorate('ledger', ledger);
    // After the timer's hook (it stops first): the digests asked for by routes finish too.
    app.addHook('preClose', async () => {
      await Promise.allSettled(inFlight);
    });
    await app.register(ledgerRoutes);
  },
  { name: 'vigia-ledger', dependencies: ['vigia-mail'] },
);
