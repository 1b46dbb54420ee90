// The anchored record's Ed25519 key (issue 40 item 3): the digest's signature is over the root's
// 32 bytes, so anyone holding the published public key can check it with any Ed25519 tool.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

export interface SigningKey {
  privateKey: KeyObject;
  /** SPKI PEM: what the digests publish. */
  publicKeyPem: string;
  /** 'ed25519:' and the first 16 hex digits of the SHA-256 of the public key's SPKI bytes. */
  keyId: string;
}

/** A PKCS#8 PEM of a new Ed25519 key (the first start without LEDGER_SIGNING_KEY keeps one). */
export function generateSigningKeyPem(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Reads a private key PEM; anything but an Ed25519 private key stops the start. */
export function loadSigningKey(pem: string): SigningKey {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch {
    throw new Error('LEDGER_SIGNING_KEY is not a readable private key PEM');
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('LEDGER_SIGNING_KEY must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), keyId: keyIdOf(publicKey) };
}

const keyIdOf = (publicKey: KeyObject) =>
  `ed25519:${createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16)}`;

/** The key id of a public key PEM; null when it is not a readable public key. */
export function keyIdOfPublicKey(publicKeyPem: string): string | null {
  try {
    return keyIdOf(createPublicKey(publicKeyPem));
  } catch {
    return null;
  }
}

const rootBytes = (root: string) => Buffer.from(root, 'hex');

/** The base64 Ed25519 signature of a hex root. */
export function signRoot(key: SigningKey, root: string): string {
  return sign(null, rootBytes(root), key.privateKey).toString('base64');
}

/** Whether `signature` (base64) is the key's signature of the root; a malformed key or signature is false. */
export function rootSignatureValid(publicKeyPem: string, root: string, signature: string): boolean {
  try {
    return verify(null, rootBytes(root), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
