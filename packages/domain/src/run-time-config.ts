// The shell's run-time configuration, SPEC §7: the API hosts (/config.json) and the area → remote
// manifest map (/remotes.json). The server that serves the shell's page also writes both into it,
// so start-up does not wait for two more requests (each ~0.4 s on a slow phone, queued behind the
// page's scripts); a shell served from elsewhere fetches them.
export const RUN_TIME_CONFIG_ID = 'vigia-run-time-config';

/** Run-time API location. Same origin unless the deployment configures hosts (SPEC §7). */
export interface ApiHosts {
  /** Explicit base, wins over the host rule (e.g. the dev setup). */
  apiBase?: string;
  testHost?: string;
  productionHost?: string;
}

export interface RunTimeConfig {
  apiHosts: ApiHosts;
  remotes: Record<string, string>;
}

/** The configuration written into the page, or null when it has none (or none that parses). */
export function readPageRunTimeConfig(): Partial<RunTimeConfig> | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(RUN_TIME_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<RunTimeConfig>) : null;
  } catch {
    return null;
  }
}

/** The element that carries it: JSON in a script element the browser does not run, `<` escaped. */
export function runTimeConfigElement(config: RunTimeConfig): string {
  return `<script type="application/json" id="${RUN_TIME_CONFIG_ID}">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}
