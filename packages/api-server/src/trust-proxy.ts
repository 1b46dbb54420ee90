// TRUST_PROXY (issue 34): whose X-Forwarded-For the server believes, parsed and checked so that a
// value meaning "everyone" (or nothing sensible) stops the start instead of handing every client
// the choice of its own address.
import { isIP } from 'node:net';

/**
 * Which proxies may tell the client's address (issue 34): `false` none (the socket's peer is the
 * client); a number N, the N proxies nearest the server (Fastify then takes the N-th address from
 * the right of X-Forwarded-For, never one the client wrote); or the proxies' addresses and CIDRs
 * (the right-most address not among them). Never "every hop": the left-most address is the client's own word.
 */
export type TrustProxy = false | number | string[];

/** More hops than any sane deployment has: a larger count is a typo. */
const MAX_PROXY_HOPS = 10;
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function checkProxyEntry(entry: string): string {
  if (PROXY_NAMES.has(entry)) return entry;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR`);
  if (prefix === undefined) return entry;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  // A /0 is every address: the very "trust everyone" this setting exists to refuse.
  if (!(bits >= 1 && bits <= (family === 4 ? 32 : 128)))
    throw new Error(`TRUST_PROXY: "${entry}" has no valid prefix (1-${family === 4 ? 32 : 128})`);
  return entry;
}

/** Checks a programmatic value the same way (a caller passing `true` is refused, not trusted). */
export function checkTrustProxy(value: TrustProxy | boolean): TrustProxy {
  if (value === false) return false;
  if (value === true) throw new Error('trustProxy: true would trust every address in X-Forwarded-For; give a hop count or the proxies');
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > MAX_PROXY_HOPS)
      throw new Error(`trustProxy: hop count must be 0-${MAX_PROXY_HOPS}`);
    return value === 0 ? false : value;
  }
  if (value.length === 0) throw new Error('trustProxy: the list of proxies is empty');
  return value.map(checkProxyEntry);
}

/**
 * TRUST_PROXY: unset, empty, `0` or `false`: no proxy; `1`..`10`: that many proxies in front (the
 * shipped nginx and HAProxy configurations are `1`); otherwise a comma list of the proxies'
 * addresses or CIDRs (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). `true` used to mean
 * "trust every hop" and is refused, as is anything else: the start stops with the reason.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS)
      throw new Error(`TRUST_PROXY=${text}: at most ${MAX_PROXY_HOPS} proxies; count only the ones in front of the server`);
    return hops;
  }
  if (['true', 'yes', 'on', '*', 'all'].includes(text.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${text} would believe any address a client writes in X-Forwarded-For: use 1 behind one proxy (deploy/nginx.conf, deploy/haproxy.cfg) or the proxies' addresses, e.g. 127.0.0.1,10.0.0.0/8`,
    );
  }
  return checkTrustProxy(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}
