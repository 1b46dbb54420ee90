// The anchored record's configuration (issue 40 item 3), apart from config.ts as inspector-config.ts
// is: server.ts reads the environment, buildApp takes `ledger`.
import { readFileSync } from 'node:fs';

export interface LedgerOptions {
  /**
   * The Ed25519 private key (PKCS#8 PEM) that signs the digests. Unset: one is generated at the
   * first start and kept in the database's settings, with a warning in the log (whoever holds the
   * database then holds the key too: set one kept elsewhere in production).
   */
  signingKey: string | undefined;
  /** When the day's digest is made, Chile time, 'HH:MM' (default 00:05). */
  digestTime: string;
}

export const DEFAULT_LEDGER: LedgerOptions = { signingKey: undefined, digestTime: '00:05' };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A malformed time stops the start: a typo must not silently stop the daily digest. */
export function resolveLedger(options: Partial<LedgerOptions> = {}): LedgerOptions {
  const digestTime = options.digestTime ?? DEFAULT_LEDGER.digestTime;
  if (!TIME.test(digestTime)) throw new Error(`LEDGER_DIGEST_TIME must be HH:MM (00:00 to 23:59), not ${digestTime}`);
  return { signingKey: options.signingKey?.trim() || undefined, digestTime };
}

/** LEDGER_SIGNING_KEY (the PEM itself, or the path of a file holding it) and LEDGER_DIGEST_TIME. */
export function ledgerFromEnv(env: NodeJS.ProcessEnv): Partial<LedgerOptions> {
  const key = env['LEDGER_SIGNING_KEY']?.trim();
  const time = env['LEDGER_DIGEST_TIME']?.trim();
  const signingKey = !key ? undefined : key.startsWith('-----BEGIN') ? key : readFileSync(key, 'utf8');
  return { ...(signingKey ? { signingKey } : {}), ...(time ? { digestTime: time } : {}) };
}
