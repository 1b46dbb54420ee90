// buildApp: the whole service as a fastify instance (used by main.ts, the repo's start script
// and the tests through app.inject).
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { resolveOptions, type AppOptions } from './config.ts';
import { clientError } from './lib/client-error.ts';
import { loggerOptions } from './lib/request-log.ts';
import { createTokenService } from './lib/tokens.ts';
import { createTicketWriter } from './repositories/ticket-create.ts';
import { getOrCreateSetting } from './repositories/security.ts';
import { accessPlugin } from './plugins/access.ts';
import { notificationHubPlugin } from './plugins/notification-hub.ts';
import { objectStorePlugin } from './plugins/object-store.ts';
import { mailPlugin } from './plugins/mail.ts';
import { envelopePlugin, frameworkError } from './plugins/envelope.ts';
import { securityPlugin } from './plugins/security.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { registerWebApp } from './web/static.ts';
import { authRoutes } from './routes/auth.ts';
import { accountRoutes } from './routes/account.ts';
import { userRoutes } from './routes/users.ts';
import { duplicateRoutes } from './routes/duplicates.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { ticketRoutes } from './routes/tickets.ts';
import { ticketListRoutes } from './routes/ticket-lists.ts';
import { commentRoutes } from './routes/comments.ts';
import { attachmentRoutes } from './routes/attachments.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { notificationStreamRoutes } from './routes/notification-stream.ts';
import { lifecycleRoutes } from './routes/lifecycle.ts';
import { linkRoutes } from './routes/links.ts';
import { historyRoutes } from './routes/history.ts';
import { assignmentRoutes } from './routes/assignments.ts';
import { reportRoutes } from './routes/reports.ts';
import { followUpRoutes } from './routes/follow-up.ts';
import { followUpAdditionRoutes } from './routes/follow-up-additions.ts';
import { healthRoutes } from './routes/health.ts';
import { locationRoutes } from './routes/location.ts';
import { callTakingRoutes } from './routes/call-taking.ts';
import { open511Routes } from './routes/open511.ts';
import { feedRoutes } from './routes/feeds.ts';
import { workRoutes } from './routes/works.ts';
import { privacyAccessRoutes } from './routes/privacy-access.ts';
import { roadStatusPage } from './web/road-status-page.ts';
import { triagePlugin } from './plugins/triage.ts';
import { rollupFoldPlugin } from './plugins/rollup-fold.ts';
import { unitsPlugin } from './plugins/units.ts';
import { controlRoomPlugin } from './plugins/control-room.ts';
import { compliancePlugin } from './plugins/compliance.ts';
import { resolveInspector, type InspectorOptions } from './inspector-config.ts';
import { resolveLedger, type LedgerOptions } from './ledger-config.ts';
import { ledgerPlugin } from './plugins/ledger.ts';
import { resolvePrivacy, type PrivacyOptions } from './privacy-config.ts';
import { privacyPlugin } from './plugins/privacy.ts';
import { routeAlertsPlugin } from './plugins/route-alerts.ts';
import './types.ts';

export type { AppOptions } from './config.ts';

// Jest loads this file as CommonJS (where __dirname exists); the ESM entry points pass the folder.
const defaultMigrationsFolder = () =>
  typeof __dirname === 'string' ? join(__dirname, 'db', 'migrations') : join(process.cwd(), 'src', 'db', 'migrations');

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The largest request body (JSON) the API reads; uploads have their own multipart limits. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** AppOptions and the Inspección Fiscal's clock (inspector-config.ts, kept apart from config.ts). */
export type BuildAppOptions = AppOptions & {
  inspector?: Partial<InspectorOptions>;
  ledger?: Partial<LedgerOptions>;
  privacy?: Partial<PrivacyOptions>;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const settings = resolveOptions(options, defaultMigrationsFolder());
  const inspector = resolveInspector(options.inspector);
  const ledger = resolveLedger(options.ledger);
  const privacy = resolvePrivacy(options.privacy);
  const hops = settings.trustProxy;
  const app = Fastify({
    logger: loggerOptions(settings.logger),
    // Fastify 5 turns a numeric trustProxy into "trust no hop" (request.ip is then always the
    // proxy's), so the hop count is given as proxy-addr's own rule: the N addresses nearest the socket.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    bodyLimit: BODY_LIMIT_BYTES,
    // A request whose headers or body never complete is cut (408 or closed), so slow clients
    // cannot hold connections (issue #21). Values and why: config.ts, TIMEOUTS.
    connectionTimeout: settings.timeouts.idleMs,
    keepAliveTimeout: settings.timeouts.keepAliveMs,
    requestTimeout: settings.timeouts.requestMs,
    http: { headersTimeout: settings.timeouts.headersMs, connectionsCheckingInterval: settings.timeouts.checkEveryMs },
    // Keep a caller's request id when it is sane, so logs correlate across services.
    genReqId: (req) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: true } },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Migrations and the seed of an empty database run under one lock (several instances may start
  // together on one PostgreSQL).
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    synchronousAnnouncing: settings.synchronousAnnouncing,
    dataDir: settings.dataDir,
    migrationsFolder: settings.migrationsFolder,
    seed: (db) => seed(db, { demo: settings.seedDemo }),
    onError: (message, error) => app.log.error({ err: error }, message),
  });
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('settings', settings);
  // Creations go through a group commit (issue #7), one batch in flight: the next one gathers while
  // it runs. Its commit is synchronous, so no creation waits behind another's flush and the notify
  // lock (decision 023, amended; bench/api/README.md, "One creation batch in flight").
  app.decorate('ticketWriter', createTicketWriter(database, { maxBatch: 32, maxInFlight: 1 }));
  // Fastify closes in reverse order; the database goes last, after in-flight requests finished.
  app.addHook('onClose', async () => {
    await database.close();
  });

  try {
    // Without JWT_SECRET a random secret is generated once and kept in the database's settings
    // table (which lives in the data dir with PGlite), so tokens survive restarts.
    const secret = settings.jwtSecret ?? (await getOrCreateSetting(database.db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
    app.decorate('tokens', createTokenService(secret, settings.sessionTtlSeconds, settings.uploadTtlSeconds));

    await app.register(envelopePlugin);
    await app.register(securityPlugin);
    await app.register(swaggerPlugin);
    await app.register(accessPlugin);
    await app.register(notificationHubPlugin);
    await app.register(objectStorePlugin);
    await app.register(mailPlugin);
    await app.register(triagePlugin);
    await app.register(rollupFoldPlugin);
    await app.register(unitsPlugin);
    await app.register(controlRoomPlugin, { inspector });
    await app.register(compliancePlugin);
    await app.register(ledgerPlugin, { ledger, inspector });
    await app.register(privacyPlugin, { privacy });
    await app.register(routeAlertsPlugin);

    await app.register(authRoutes);
    await app.register(accountRoutes);
    await app.register(userRoutes);
    await app.register(lookupRoutes);
    await app.register(duplicateRoutes);
    await app.register(ticketRoutes);
    await app.register(ticketListRoutes);
    await app.register(commentRoutes);
    await app.register(attachmentRoutes);
    await app.register(notificationRoutes);
    await app.register(notificationStreamRoutes);
    await app.register(historyRoutes);
    await app.register(assignmentRoutes);
    await app.register(lifecycleRoutes);
    await app.register(linkRoutes);
    await app.register(reportRoutes);
    await app.register(followUpRoutes);
    await app.register(followUpAdditionRoutes);
    await app.register(healthRoutes);
    await app.register(locationRoutes);
    await app.register(callTakingRoutes);
    await app.register(open511Routes);
    await app.register(feedRoutes);
    await app.register(workRoutes);
    await app.register(privacyAccessRoutes);
    await app.register(roadStatusPage);
    await registerWebApp(app, settings.webRoot, settings.remotesJsonFile);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
