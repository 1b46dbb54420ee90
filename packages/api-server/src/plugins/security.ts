// helmet (CSP fit for the SPA: emotion needs inline styles, images may be data:/blob: URLs),
// CORS for the configured origins (exposing the authorization header the client reads the token
// from), per-IP rate limits (routes opt in with config.rateLimit), and multipart limits.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { readFileSync } from 'node:fs';
import { ATTACHMENT_MAX_BYTES } from '@vigia/domain';
import { HttpError, MESSAGES } from '../lib/errors.ts';
import { globalPlugin } from './global-plugin.ts';

/** Origins of the absolute entries of a remotes.json file: they serve scripts the shell runs. */
function registryOrigins(file: string | undefined): string[] {
  if (!file) return [];
  try {
    const registry = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    return Object.values(registry).flatMap((entry) => (/^https?:\/\//.test(entry) ? [new URL(entry).origin] : []));
  } catch {
    return [];
  }
}

export const securityPlugin = globalPlugin(async (app) => {
  const { remoteOrigins, embedOrigins, remotesJsonFile } = app.settings;
  const remotes = [...new Set([...remoteOrigins, ...registryOrigins(remotesJsonFile)])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...remotes],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // The standalone public form may be embedded by the concession's site (EMBED_ORIGINS).
        frameAncestors: embedOrigins.length > 0 ? embedOrigins : ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The app may be served over plain http on a LAN; do not force https sub-requests.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: remotes.length > 0 ? 'cross-origin' : 'same-site' },
    frameguard: embedOrigins.length > 0 ? false : { action: 'sameorigin' },
  });
  await app.register(cors, {
    origin: app.settings.corsOrigins,
    exposedHeaders: ['authorization', 'x-upload-token', 'content-disposition', 'x-request-id'],
    allowedHeaders: ['authorization', 'content-type', 'x-upload-token', 'x-request-id'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyRequests),
  });
  await app.register(multipart, {
    // A little over 2 MB so the handler (not the parser) reports an oversize file with its message.
    limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
});
