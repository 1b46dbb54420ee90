// The shell's run-time configuration, SPEC §7: the API hosts (/config.json) and the area → remote
// manifest map (/remotes.json). The server that serves the shell's page also writes both into it,
// so start-up does not wait for two more requests (each ~0.4 s on a slow phone, queued behind the
// page's scripts); a shell served from elsewhere fetches them.
import { jsonScript, readJsonScript } from './json-script';

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
  /**
   * The concession's own emergency number, offered as a tap-to-call link next to 131, 132 and 133
   * when a reporter says people are injured (issue 24). Optional: without it only the public
   * numbers are shown (a made-up default could be dialled in an emergency).
   */
  emergencyPhone?: string;
}

/** Digits and a leading + only: what a `tel:` link may carry. */
const PHONE = /^\+?[0-9]{3,15}$/;

/** The configured emergency number, as dialable digits, or null when none (or not a phone number). */
export function readEmergencyPhone(config: Partial<RunTimeConfig> | null = readPageRunTimeConfig()): string | null {
  const value = typeof config?.emergencyPhone === 'string' ? config.emergencyPhone.replace(/[\s().-]/g, '') : '';
  return PHONE.test(value) ? value : null;
}

/** The configuration written into the page, or null when it has none (or none that parses). */
export function readPageRunTimeConfig(): Partial<RunTimeConfig> | null {
  const value = readJsonScript(RUN_TIME_CONFIG_ID);
  return value && typeof value === 'object' ? (value as Partial<RunTimeConfig>) : null;
}

/** The element that carries it (see json-script.ts). */
export function runTimeConfigElement(config: RunTimeConfig): string {
  return jsonScript(RUN_TIME_CONFIG_ID, config);
}
