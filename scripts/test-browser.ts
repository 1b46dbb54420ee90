// Browser tests: production build (if stale), then Playwright drives Debian's Chromium against the
// real server started by playwright.config.ts.
import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium.ts';
import { buildIfStale, run } from './lib.ts';

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}
await buildIfStale();
process.exitCode = await run('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)]);
