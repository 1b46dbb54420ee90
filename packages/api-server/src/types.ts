import type { Database, Db } from './db/client.ts';
import type { GroupCommit } from './lib/group-commit.ts';
import type { PairedRateCounter } from './lib/rate-limits.ts';
import type { TokenService } from './lib/tokens.ts';
import type { CreatedTicket, NewTicket } from './repositories/ticket-create.ts';
import type { SessionUser } from './repositories/sessions.ts';
import type { ResolvedOptions } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    tokens: TokenService;
    settings: ResolvedOptions;
    /** Creates events through a group commit: concurrent creations share one statement and commit. */
    ticketWriter: GroupCommit<NewTicket, CreatedTicket>;
    /** Two rate-limit counts of one request in one call (plugins/security.ts). */
    rateCounter: PairedRateCounter;
    /** `METHOD url` of every /api route, collected by the access plugin. */
    apiRoutes: Set<string>;
  }
  interface FastifySchema {
    /** A body's OpenAPI description, made from its yup schema (lib/body-doc.ts); fastify ignores it. */
    docBody?: Record<string, unknown>;
  }
  interface FastifyRequest {
    /** The signed-in user, checked with their session on this request; null when anonymous. */
    user: SessionUser | null;
    /** The session of the token this request came with; null when anonymous. */
    sessionId: string | null;
  }
}
