// Node's type stripping needs explicit extensions, but the workspace's source packages import
// './constants' the bundler way. This in-thread resolve hook retries a failed relative import with
// `.ts` and `/index.ts`, so the build can run design-system code in Node (theme-css-loader.cjs).
// The API server registers the same hook (packages/api-server/src/ts-resolve-hook.ts): it runs in
// production without this dev package.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative || /\.[cm]?[jt]s$/.test(specifier)) throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // try the next candidate
        }
      }
      throw error;
    }
  },
});
