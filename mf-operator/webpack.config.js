import { createConfig } from '@vigia/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_operator',
  port: 3003,
  exposes: { './App': './src/app.tsx' },
  area: 'operator',
  photoCompressor: true,
});
