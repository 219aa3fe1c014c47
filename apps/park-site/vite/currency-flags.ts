/**
 * The 17 currency flags of SPEC §3 (`/global/flags/{code}.svg`) are committed once, in @parks/currency's
 * `assets/flags/` (the package ships them to every site of the group). This plugin serves them at that path
 * in development and writes them into the client build, so the site keeps no copy of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The URL folder the flags are served from (`flagPath` of @parks/currency). */
export const FLAGS_URL = '/global/flags/';

/** The folder @parks/currency ships its flags in. */
export function currencyFlagsDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@parks/currency/package.json')), 'assets', 'flags');
}

export function currencyFlags(flagsDir = currencyFlagsDir()): Plugin {
  const files = () => readdirSync(flagsDir).filter((name) => /^[A-Z]{3}\.svg$/.test(name));
  return {
    name: 'parks:currency-flags',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.startsWith(FLAGS_URL) ? request.url.slice(FLAGS_URL.length).split('?')[0] : '';
        if (!name || !files().includes(name)) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(readFileSync(join(flagsDir, name)));
      });
    },
    generateBundle() {
      // The client build only: the server bundle serves build/client/ as it is.
      if (this.environment.name !== 'client') return;
      for (const name of files()) {
        this.emitFile({ type: 'asset', fileName: `${FLAGS_URL.slice(1)}${name}`, source: readFileSync(join(flagsDir, name)) });
      }
    },
  };
}
