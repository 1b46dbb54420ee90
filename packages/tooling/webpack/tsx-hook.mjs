// For build steps that run the design system's source in Node (theme-css-loader.cjs): Node strips
// TypeScript types but does not compile JSX. This in-thread hook resolves extensionless imports of
// `.tsx` files too and compiles them with swc, as the bundle does. Register it after
// @vigia/domain/ts-resolve-hook, which handles the `.ts` ones.
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      return nextResolve(`${specifier}.tsx`, context);
    }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
    const filename = fileURLToPath(url);
    const { source } = nextLoad(url, { ...context, format: 'module' });
    const { code } = transformSync(String(source), {
      filename,
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'es6' },
    });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
