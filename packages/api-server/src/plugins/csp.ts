// Inline scripts of our own pages (the theme script that runs before the first paint) are allowed
// one by one, by hash, in the response's Content-Security-Policy; never 'unsafe-inline'.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP sources ('sha256-…') allowing exactly these scripts. */
export function scriptHashes(scripts: string[]): string {
  return scripts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`).join(' ');
}

/** The texts of a page's inline scripts (those without src). */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '').filter((text) => text.length > 0);
}

/** Adds `hashes` to the script-src of the CSP this reply already carries (set by helmet). */
export function allowInlineScripts(reply: FastifyReply, hashes: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string' && hashes) {
    reply.header('content-security-policy', csp.replace(/(^|;)\s*script-src ([^;]*)/, `$1script-src $2 ${hashes}`));
  }
}
