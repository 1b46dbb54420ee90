// Node's type stripping needs explicit extensions, but the workspace's source packages (the domain
// package first) import './constants' the bundler way. This in-thread resolve hook retries a failed
// relative import with `.ts`, `/index.ts` and `.tsx`, so Node can load them as is: the API server
// (`node src/main.ts`, whose first import is `@vigia/tooling/ts-resolve-hook`) and the build's
// child processes (../webpack/run-in-node.js, which also registers tsx-hook.mjs to compile the
// `.tsx` ones).
// Node only; never imported by browser code. It lives here, not in the domain package, because
// the domain package is shared with the browser (docs/decisions/001-package-layers.md).
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative || /\.[cm]?[jt]s$/.test(specifier)) throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`, `${specifier}.tsx`]) {
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
