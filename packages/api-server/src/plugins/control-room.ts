// The control room's day (issue 39 items 4–6): outside agencies and the Inspección Fiscal's clock (its
// minutes and address written to the agency row at start; the overdue sweep on the SLA scan's
// interval), the shift log and the handover routes.
import fp from 'fastify-plugin';
import type { InspectorOptions } from '../inspector-config.ts';
import { periodicJob } from '../lib/periodic-job.ts';
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
    const scan = periodicJob(app, {
      everyMs: app.settings.slaScanMs,
      failure: 'inspector clock scan failed',
      run: () => notifyInspectorNoticeDue(app.db, app.clock()),
    });
    app.decorate('inspectorClock', { options: inspector, scan } satisfies InspectorClock);

    await app.register(agencyRoutes);
    await app.register(shiftLogRoutes);
  },
  { name: 'vigia-control-room', dependencies: ['vigia-triage', 'vigia-mail'] },
);
