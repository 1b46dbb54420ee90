// Signed JWTs (HS256). Two audiences so a session token is never accepted as an upload
// capability and the other way round.
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@vigia/domain';

const ISSUER = 'vigia-api';
const SESSION_AUDIENCE = 'vigia-session';
const UPLOAD_AUDIENCE = 'vigia-upload';

export interface SessionClaims {
  userId: string;
  role: Role;
}

export interface TokenService {
  signSession(claims: SessionClaims): Promise<string>;
  verifySession(token: string): Promise<{ userId: string } | null>;
  signUpload(ticketId: number): Promise<string>;
  verifyUpload(token: string): Promise<{ ticketId: number } | null>;
}

export function createTokenService(secret: string, sessionTtlSeconds: number, uploadTtlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const sign = (payload: Record<string, unknown>, subject: string, audience: string, ttl: number) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .sign(key);
  const verify = async (token: string, audience: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
      return payload;
    } catch {
      return null;
    }
  };
  return {
    signSession: ({ userId, role }) => sign({ role }, userId, SESSION_AUDIENCE, sessionTtlSeconds),
    async verifySession(token) {
      const payload = await verify(token, SESSION_AUDIENCE);
      return payload?.sub ? { userId: payload.sub } : null;
    },
    signUpload: (ticketId) => sign({}, String(ticketId), UPLOAD_AUDIENCE, uploadTtlSeconds),
    async verifyUpload(token) {
      const payload = await verify(token, UPLOAD_AUDIENCE);
      const ticketId = Number(payload?.sub);
      return Number.isInteger(ticketId) && ticketId > 0 ? { ticketId } : null;
    },
  };
}
