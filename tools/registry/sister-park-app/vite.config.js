import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport } from 'vite';

// The parks API and the cart API are reached on this site's origin, as on Parque Sensoria's.
const api = process.env.PARKS_API_ORIGIN ?? 'http://127.0.0.1:3333';
const proxy = { '/api/v1': api, '/xapi': api };

/** Inlines the park's build-time stylesheet (src/park-stylesheet.ts) in the head, before any script. */
function parkStylesheet() {
  let css;
  return {
    name: 'park-stylesheet',
    async transformIndexHtml() {
      css ??= (
        await runnerImport(fileURLToPath(new URL('./src/park-stylesheet.ts', import.meta.url)), {
          logLevel: 'warn',
          environments: { inline: { resolve: { noExternal: [/^@parks\//] } } },
        })
      ).module.parkStylesheet();
      return [
        { tag: 'style', attrs: { 'data-park-stylesheet': 'aventura' }, children: css, injectTo: 'head' },
      ];
    },
  };
}

export default defineConfig({
  plugins: [react(), parkStylesheet()],
  server: { proxy },
  preview: { proxy },
});
