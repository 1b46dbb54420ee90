// Signed JWTs (HS256). Two audiences so a session token is never accepted as an upload
// capability and the other way round. fast-jwt signs and verifies with Node's crypto,
// synchronously: WebCrypto's per-call job (jose) was a tenth of the server's time under a
// creation load, and every signed-in request verifies a token (issue #7).
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '@vigia/domain';

const ISSUER = 'vigia-api';
const SESSION_AUDIENCE = 'vigia-session';
const UPLOAD_AUDIENCE = 'vigia-upload';

export interface SessionClaims {
  userId: string;
  role: Role;
  /** The session row (repositories/sessions.ts) every request checks. */
  sessionId: string;
}

export interface TokenService {
  signSession(claims: SessionClaims): Promise<string>;
  verifySession(token: string): Promise<{ userId: string; sessionId: string } | null>;
  signUpload(ticketId: number): Promise<string>;
  verifyUpload(token: string): Promise<{ ticketId: number } | null>;
}

function tokensFor(secret: string, audience: string, ttlSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER, aud: audience, expiresIn: ttlSeconds * 1000 });
  // Only HS256, with our issuer and this audience present and matching, an expiry and a subject.
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: audience,
    requiredClaims: ['iss', 'aud', 'exp', 'sub'],
  });
  return {
    sign: (payload: Record<string, unknown>, subject: string): string => sign({ ...payload, sub: subject }),
    verify: (token: string): Record<string, unknown> | null => {
      try {
        // fast-jwt answers any: our tokens' payload is a JSON object.
        return verify(token) as Record<string, unknown>;
      } catch {
        return null;
      }
    },
  };
}

export function createTokenService(secret: string, sessionTtlSeconds: number, uploadTtlSeconds: number): TokenService {
  const session = tokensFor(secret, SESSION_AUDIENCE, sessionTtlSeconds);
  const upload = tokensFor(secret, UPLOAD_AUDIENCE, uploadTtlSeconds);
  return {
    signSession: async ({ userId, role, sessionId }) => session.sign({ role, sid: sessionId }, userId),
    async verifySession(token) {
      const claims = session.verify(token);
      const sub = claims?.['sub'];
      const sid = claims?.['sid'];
      return typeof sub === 'string' && sub && typeof sid === 'string' && sid ? { userId: sub, sessionId: sid } : null;
    },
    signUpload: async (ticketId) => upload.sign({}, String(ticketId)),
    async verifyUpload(token) {
      const ticketId = Number(upload.verify(token)?.['sub']);
      return Number.isInteger(ticketId) && ticketId > 0 ? { ticketId } : null;
    },
  };
}
