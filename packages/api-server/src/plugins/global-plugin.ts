import type { FastifyPluginAsync } from 'fastify';

/** What fastify-plugin does: the plugin's hooks and decorators apply to the whole app. */
export function globalPlugin<T extends FastifyPluginAsync>(plugin: T): T {
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
