import { createConfig } from '@vigia/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_inspector',
  port: 3005,
  exposes: { './App': './src/app.tsx' },
  area: 'inspector',
  photoCompressor: true,
});
