// The anchored record (issue 40 item 3): a signed daily digest as GET /api/ledger/digests publishes
// it. Its type (../types/answers.ts) is the `Static` of this.
import { Type } from '@sinclair/typebox';
import { NullableInteger, NullableString } from './common';

export const LedgerDigestShape = Type.Object({
  date: Type.String({ description: 'the day (Chile) the digest is of, YYYY-MM-DD' }),
  root: Type.String({ description: 'the Merkle root, 64 hex digits' }),
  signature: Type.String({ description: 'Ed25519 signature of the root’s 32 bytes, base64' }),
  keyId: Type.String({ description: 'ed25519: and the first 16 hex digits of the SHA-256 of the public key (SPKI)' }),
  publicKey: Type.String({ description: 'the Ed25519 public key, SPKI PEM' }),
  leafCount: Type.Integer({ description: 'events in the digest (one leaf each, besides the shift log’s and the scope’s)' }),
  firstEventId: NullableInteger(),
  lastEventId: NullableInteger(),
  historyMaxId: Type.Integer({ description: 'the last history row covered' }),
  logMaxId: Type.Integer({ description: 'the last shift-log row covered' }),
  logHead: NullableString({ description: 'the shift log’s head hash' }),
  createdAt: Type.String(),
});
