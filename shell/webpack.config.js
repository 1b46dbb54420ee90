import { createConfig } from '@vigia/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Vigía',
  publicPath: '/',
  // The page's inline CSS, splash screen and theme script, made in Node at build time.
  pageParts: '@vigia/design-system/server',
  // The federation runtime the remotes use, the shell's own (decision 017).
  federationRuntime: '@vigia/remote-loader/provide-federation-runtime',
});
