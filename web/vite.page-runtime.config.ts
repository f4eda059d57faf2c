import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The script and stylesheet of published pages: dist/page-assets/runtime.js and page.css. */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/page-assets',
    emptyOutDir: true,
    target: 'es2019',
    lib: {
      entry: fileURLToPath(new URL('./src/page-model/runtime/main.ts', import.meta.url)),
      formats: ['iife'],
      name: 'FunnelForgePage',
      fileName: () => 'runtime.js',
      cssFileName: 'page',
    },
  },
});
