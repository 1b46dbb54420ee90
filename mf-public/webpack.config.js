import { createConfig } from '@vigia/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_public',
  port: 3001,
  exposes: { './App': './src/app.tsx' },
  title: 'Vigía',
  standalone: './src/bootstrap.tsx',
  // The API server serves this build at /remotes/public/ (packages/api-server/src/web/static.ts).
  pagePath: '/remotes/public/',
  serverRender: './src/server-render.tsx',
});
