// The Inspección Fiscal's clock (issue 39 item 4): within how many minutes a CRITICAL or MAJOR event
// must be told to the inspector, and the inspector's mail address. Apart from config.ts on purpose
// (that file is being split); server.ts reads the environment, buildApp takes `inspector`.

export interface InspectorOptions {
  /** Minutes from the report within which the Inspección Fiscal must be told (default 30). */
  noticeMinutes: number;
  /** Where the notice mail goes; empty: the notice is recorded and no mail is written. */
  address: string;
}

export const DEFAULT_INSPECTOR: InspectorOptions = { noticeMinutes: 30, address: '' };

/** A whole number of minutes between 1 and a day, or the start stops (a typo must not disable the clock). */
export function resolveInspector(options: Partial<InspectorOptions> = {}): InspectorOptions {
  const noticeMinutes = options.noticeMinutes ?? DEFAULT_INSPECTOR.noticeMinutes;
  if (!Number.isInteger(noticeMinutes) || noticeMinutes < 1 || noticeMinutes > 1440) {
    throw new Error(`INSPECTOR_NOTICE_MINUTES must be a whole number from 1 to 1440, not ${String(noticeMinutes)}`);
  }
  return { noticeMinutes, address: (options.address ?? DEFAULT_INSPECTOR.address).trim() };
}

/** INSPECTOR_NOTICE_MINUTES and INSPECTOR_EMAIL. */
export function inspectorFromEnv(env: NodeJS.ProcessEnv): Partial<InspectorOptions> {
  const minutes = env['INSPECTOR_NOTICE_MINUTES']?.trim();
  const address = env['INSPECTOR_EMAIL']?.trim();
  return { ...(minutes ? { noticeMinutes: Number(minutes) } : {}), ...(address ? { address } : {}) };
}
