// Debian's Chromium and the one set of flags every launch gives it: browser tests, benches, size
// runs. Without the networking flags it keeps calling home and floods the closed network.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Playwright's launch options for it. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM, args: CHROMIUM_FLAGS };
