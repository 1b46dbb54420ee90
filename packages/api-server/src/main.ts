// `node src/main.ts`: the API (and, with WEB_ROOT set, the built web app).
import '@vigia/tooling/ts-resolve-hook';

const { start } = await import('./server.ts');
await start(process.env['WEB_ROOT'] ? { webRoot: process.env['WEB_ROOT'] } : {});
