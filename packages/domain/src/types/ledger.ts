// The anchored record (issue 40 item 3): a signed daily digest.
import type { Static } from '@sinclair/typebox';
import type { LedgerDigestShape } from '../shapes/ledger';

export type LedgerDigest = Static<typeof LedgerDigestShape>;
