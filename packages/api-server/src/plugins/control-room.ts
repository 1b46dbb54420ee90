// The control room's day (issue 39 items 4–6): outside agencies and the Inspección Fiscal's clock (its
// minutes and address written to the agency row at start; the overdue sweep on the SLA scan's
// interval), the shift log and the handover routes.
import fp from 'fastify-plugin';
import type { InspectorOptions } from '../inspector-config.ts';
import { applyInspectorOptions } from '../repositories/agencies.ts';
import { notifyInspectorNoticeDue } from '../repositories/inspector-alerts.ts';
import { agencyRoutes } from '../routes/agencies.ts';
import { shiftLogRoutes } from '../routes/shift-log.ts';

export interface InspectorClock {
  options: InspectorOptions;
  /** One sweep now (the timer calls it; tests call it after moving the clock): the events newly alerted. */
  scan(): Promise<number[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    inspectorClock: InspectorClock;
  }
}

export const controlRoomPlugin = fp<{ inspector: InspectorOptions }>(
  async (app, { inspector }) => {
    await applyInspectorOptions(app.db, inspector);
    let scanning: Promise<number[]> | null = null;
    const clock: InspectorClock = {
      options: inspector,
      scan() {
        scanning ??= notifyInspectorNoticeDue(app.db, app.clock()).finally(() => {
          scanning = null;
        });
        return scanning;
      },
    };
    app.decorate('inspectorClock', clock);
    let timer: NodeJS.Timeout | undefined;
    if (app.settings.slaScanMs > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          clock.scan().catch((error: unknown) => app.log.error({ err: error }, 'inspector clock scan failed'));
        }, app.settings.slaScanMs);
        timer.unref();
      });
    }
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await scanning?.catch(() => undefined);
    });

    await app.register(agencyRoutes);
    await app.register(shiftLogRoutes);
  },
  { name: 'vigia-control-room', dependencies: ['vigia-triage', 'vigia-mail'] },
);
