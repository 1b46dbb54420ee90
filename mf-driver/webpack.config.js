import { copyFiles } from '@vigia/event-form/build-files';
import { createConfig } from '@vigia/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_driver',
  port: 3002,
  exposes: { './App': './src/app.tsx' },
  // The dashboard's first paint, made in Node at build time for the shell's page.
  firstPaint: './src/first-paint.tsx',
  copyFiles,
});
