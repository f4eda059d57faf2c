import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The page model for the api (dist-ssr/page-model.cjs): one self-contained CommonJS file. */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    ssr: fileURLToPath(new URL('./src/page-model/server.tsx', import.meta.url)),
    rollupOptions: { output: { format: 'cjs', entryFileNames: 'page-model.cjs' } },
  },
});
