// Route alerts for the public (issue 41 item 5): the routes, the pages and the alerts tick, which
// runs on the SLA scan's interval like the other periodic jobs (inspector clock, ledger digest).
// Every instance ticks; the repository's statements hand each change and each due mail to one.
import fp from 'fastify-plugin';
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
    let ticking: Promise<TickResult> | null = null;
    const alerts: RouteAlerts = {
      tick() {
        ticking ??= alertTick(app).finally(() => {
          ticking = null;
        });
        return ticking;
      },
    };
    app.decorate('routeAlerts', alerts);
    let timer: NodeJS.Timeout | undefined;
    if (app.settings.slaScanMs > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          alerts.tick().catch((error: unknown) => app.log.error({ err: error }, 'route alerts tick failed'));
        }, app.settings.slaScanMs);
        timer.unref();
      });
    }
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await ticking?.catch(() => undefined);
    });
    await app.register(alertRoutes);
    await app.register(alertPages);
  },
  { name: 'vigia-route-alerts', dependencies: ['vigia-mail'] },
);
