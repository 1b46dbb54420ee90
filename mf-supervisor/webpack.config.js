import { createConfig } from '@vigia/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_supervisor',
  port: 3004,
  exposes: { './App': './src/app.tsx' },
  area: 'supervisor',
  photoCompressor: true,
});
