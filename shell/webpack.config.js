import { createConfig } from '@vigia/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Vigía',
  publicPath: '/',
});
