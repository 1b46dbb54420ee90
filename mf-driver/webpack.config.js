import { createConfig } from '@vigia/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_driver',
  port: 3002,
  exposes: { './App': './src/app.tsx' },
  area: 'driver',
  photoCompressor: true,
});
