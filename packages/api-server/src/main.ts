// `node src/main.ts`: the API (and, with WEB_ROOT set, the built web app).
import './ts-resolve-hook.ts';

const { start } = await import('./server.ts');
await start(process.env['WEB_ROOT'] ? { webRoot: process.env['WEB_ROOT'] } : {});
