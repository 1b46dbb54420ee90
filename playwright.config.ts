import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const REMOTE_PORT = PORT + 1;
const MAIL_PORT = PORT + 2;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigia-e2e-'));
// Where the mail sink writes what the server sends (tests read it there: the outbox ADMIN reads
// masks one-time links). Set once: the workers load this file again and inherit the variable.
const mailDir = (process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'vigia-e2e-mail-')));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording every test's trace to keep the failures' took a third of the time (2026-11-27,
    // platform.e2e.ts on 2 cores: 111 and 119 s with, 72 and 74 s without). CI retries a failure
    // once, and traces that retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A click or a navigation that never ends fails on its own, naming its step, instead of using up
    // the test's whole time with nothing said (CI, 2026-11-29: agencies.e2e.ts).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      // The real node binary (not the .bin wrapper script), so the stop signal reaches the server.
      command: `${process.execPath} packages/api-server/src/main.ts`,
      url: `http://127.0.0.1:${PORT}/api/ticket/status`,
      timeout: 90_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_ROOT: path.resolve(import.meta.dirname),
        CORS_ORIGINS: `http://127.0.0.1:${PORT}`,
        REMOTE_ORIGINS: `http://127.0.0.1:${REMOTE_PORT}`,
        LOG_LEVEL: 'warn',
        // The suite signs in dozens of times a minute from one address; production keeps the defaults.
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        RATE_LIMIT_CREATE_PER_HOUR: '1000',
        // The XSS proof writes ~50 comments as one operator within a minute.
        RATE_LIMIT_COMMENTS_PER_MINUTE: '1000',
        RATE_LIMIT_STAFF_COMMENTS_PER_MINUTE: '1000',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
      },
    },
    {
      // A loopback SMTP server that keeps each message as a file in mailDir (scripts/mail-sink.ts).
      command: `${process.execPath} scripts/mail-sink.ts ${mailDir} ${MAIL_PORT}`,
      port: MAIL_PORT,
      reuseExistingServer: false,
    },
    {
      // A second origin serving one remote, to prove cross-origin loading (CORS on manifests).
      command: `${process.execPath} scripts/serve-static.ts mf-driver/dist ${REMOTE_PORT}`,
      url: `http://127.0.0.1:${REMOTE_PORT}/mf-manifest.json`,
      reuseExistingServer: false,
    },
  ],
});
