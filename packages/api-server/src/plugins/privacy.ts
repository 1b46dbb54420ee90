// The reporters' data (issue 40 item 4): the retention job, on the SLA scan's interval in every
// instance (each takes its events with SKIP LOCKED, so they never erase the same one twice), and
// the routes of the reporter's rights.
import fp from 'fastify-plugin';
import { periodicJob } from '../lib/periodic-job.ts';
import type { PrivacyOptions } from '../privacy-config.ts';
import { privacyRequestRoutes } from '../routes/privacy-requests.ts';
import { eraseExpired } from '../services/privacy-requests.ts';

export interface Privacy {
  options: PrivacyOptions;
  /** Erases the closed events past retention now (the timer calls it; tests call it); how many. */
  eraseExpired(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    privacy: Privacy;
  }
}

export const privacyPlugin = fp<{ privacy: PrivacyOptions }>(
  async (app, { privacy: options }) => {
    const erase = periodicJob(app, {
      everyMs: app.settings.slaScanMs,
      failure: 'personal data retention failed',
      run: () => eraseExpired(app, options.retentionDays),
    });
    app.decorate('privacy', { options, eraseExpired: erase } satisfies Privacy);
    await app.register(privacyRequestRoutes, { requestDays: options.requestDays });
  },
  { name: 'vigia-privacy', dependencies: ['vigia-mail'] },
);
