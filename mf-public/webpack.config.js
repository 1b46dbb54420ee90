import { copyFiles } from '@vigia/event-form/build-files';
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
  // The page's inline CSS, made in Node at build time.
  pageParts: '@vigia/design-system/server',
  copyFiles,
  // Installable, and opens offline on a second visit; the server serves sw.js at /event/sw.js.
  serviceWorker: {
    swSrc: './src/service-worker.ts',
    // Source maps, compressed copies and licences are not the page; the embeddable page's HTML neither.
    exclude: [/\.map$/, /\.(br|gz)$/, /LICENSE/, /^index\.html$/],
    manifest: {
      name: 'Vigía — Reportar un evento',
      short_name: 'Vigía',
      description: 'Reporta un incidente en la Ruta 5, km 410 a 580.',
      lang: 'es-CL',
      start_url: '/event/form',
      scope: '/event/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0b5cad',
      icons: [{ src: '/remotes/public/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
  },
});
