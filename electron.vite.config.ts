import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const root = import.meta.dirname;

/** The dev server injects CSS as <style> tags; allow them there only. Builds keep the strict CSP. */
const devStyleCsp = (): Plugin => ({
  name: 'campaign-table:dev-style-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
});

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        // index: the Electron shell; web: the same services behind HTTP + WebSocket for browsers;
        // worker: the worker threads' entry for long work (main/work/runner.ts finds it beside them).
        input: { index: resolve(root, 'main/electron/main.ts'), web: resolve(root, 'main/web/cli.ts'), worker: resolve(root, 'main/work/worker.ts') },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be one CommonJS file with no runtime imports but electron.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(root, 'main/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [svelte(), devStyleCsp()],
    server: { fs: { allow: [root] } },
    build: {
      outDir: resolve(root, 'out/renderer'),
      rollupOptions: { input: resolve(root, 'renderer/index.html') },
    },
  },
});
