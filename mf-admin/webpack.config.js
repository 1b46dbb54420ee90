import { createConfig } from '@vigia/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_admin',
  port: 3006,
  exposes: { './App': './src/app.tsx' },
  area: 'admin',
  photoCompressor: true,
});
