// For build steps that run the apps' sources in Node (run-in-node.js): Node strips TypeScript types
// but does not compile JSX. This in-thread hook compiles `.tsx` files with swc (one call, no
// program: quicker than TypeScript here); ../node/ts-resolve-hook.ts resolves the extensionless
// imports.
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

registerHooks({
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
