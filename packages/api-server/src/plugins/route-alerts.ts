// Route alerts for the public (issue 41 item 5): the routes, the pages and the alerts tick, which
// runs on the SLA scan's interval like the other periodic jobs (inspector clock, ledger digest).
// Every instance ticks; the repository's statements hand each change and each due mail to one.
import fp from 'fastify-plugin';
import { periodicJob } from '../lib/periodic-job.ts';
import { alertRoutes } from '../routes/alerts.ts';
import { alertTick, type TickResult } from '../services/route-alerts.ts';
import { alertPages } from '../web/alerts-page.ts';

export interface RouteAlerts {
  /** One tick now (the timer calls it; tests call it after moving the clock). */
  tick(): Promise<TickResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeAlerts: RouteAlerts;
  }
}

export const routeAlertsPlugin = fp(
  async (app) => {
    const tick = periodicJob(app, { everyMs: app.settings.slaScanMs, failure: 'route alerts tick failed', run: () => alertTick(app) });
    app.decorate('routeAlerts', { tick } satisfies RouteAlerts);
    await app.register(alertRoutes);
    await app.register(alertPages);
  },
  { name: 'vigia-route-alerts', dependencies: ['vigia-mail'] },
);
