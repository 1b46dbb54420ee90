// The reporters' data (issue 40 item 4): the retention job, on the SLA scan's interval in every
// instance (each takes its events with SKIP LOCKED, so they never erase the same one twice), and
// the routes of the reporter's rights.
import fp from 'fastify-plugin';
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
    let running: Promise<number> | null = null;
    const privacy: Privacy = {
      options,
      eraseExpired() {
        running ??= eraseExpired(app, options.retentionDays).finally(() => {
          running = null;
        });
        return running;
      },
    };
    app.decorate('privacy', privacy);
    let timer: NodeJS.Timeout | undefined;
    if (app.settings.slaScanMs > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          privacy.eraseExpired().catch((error: unknown) => app.log.error({ err: error }, 'personal data retention failed'));
        }, app.settings.slaScanMs);
        timer.unref();
      });
    }
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
    await app.register(privacyRequestRoutes, { requestDays: options.requestDays });
  },
  { name: 'vigia-privacy', dependencies: ['vigia-mail'] },
);
