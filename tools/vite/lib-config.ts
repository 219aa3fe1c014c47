import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/**
 * One library build for every @parks/* package: ES modules per public entry,
 * every bare import left external (peer and regular dependencies are resolved
 * by the consumer), types emitted separately by `tsc -b tsconfig.lib.json`.
 */
export function defineLibConfig(libRoot: string, entries: Record<string, string>): UserConfig {
  const isExternal = (id: string) =>
    !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:[\\/]/.test(id);
  return defineConfig({
    root: libRoot,
    plugins: [react()],
    resolve: { conditions: ['@parks/source'] },
    build: {
      outDir: resolve(libRoot, 'dist'),
      emptyOutDir: false,
      sourcemap: true,
      target: 'es2022',
      minify: false,
      lib: {
        entry: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, resolve(libRoot, file)]),
        ),
        formats: ['es'],
      },
      rollupOptions: {
        external: (id) => isExternal(id) || builtinModules.includes(id) || id.startsWith('node:'),
        output: {
          preserveModules: false,
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  });
}
