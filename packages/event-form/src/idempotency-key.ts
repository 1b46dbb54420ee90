// A fresh Idempotency-Key. crypto.randomUUID exists only on secure pages (https, localhost); a page
// opened over plain http on a local network still needs a key that cannot collide.
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
