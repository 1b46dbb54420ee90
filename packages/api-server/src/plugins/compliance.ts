// Accountable to the regulator (issue 40 items 1–2): service standards, compliance and the
// Inspección Fiscal's observations. After the control room: the answer's mail goes to its inspector address.
import fp from 'fastify-plugin';
import { observationRoutes } from '../routes/observations.ts';
import { standardRoutes } from '../routes/standards.ts';

export const compliancePlugin = fp(
  async (app) => {
    await app.register(standardRoutes);
    await app.register(observationRoutes);
  },
  { name: 'vigia-compliance', dependencies: ['vigia-control-room', 'vigia-mail'] },
);
