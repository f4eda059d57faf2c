import { fileURLToPath } from 'node:url';
import { defineConfig, type EnvironmentOptions } from 'vite';
import type { PageScript } from './src/page-model/contract';

/**
 * The scripts and stylesheet of published pages: dist/page-assets/{core,forms,countdowns}.js and
 * page.css. Each script is inlined on its own (one self-contained iife), and an iife build has
 * one entry: one build environment per script, all built by `vite build`.
 */
const ENTRIES: Record<PageScript, string> = {
  core: './src/page-model/runtime/core.ts',
  forms: './src/page-model/runtime/forms.ts',
  countdowns: './src/page-model/runtime/countdowns.ts',
};

function pageScript(name: PageScript, entry: string): EnvironmentOptions {
  return {
    consumer: 'client',
    build: {
      outDir: 'dist/page-assets',
      // The environments share the folder: the first one empties it.
      emptyOutDir: name === 'core',
      target: 'es2020',
      lib: {
        entry: fileURLToPath(new URL(entry, import.meta.url)),
        formats: ['iife'],
        name: 'FunnelForgePage',
        fileName: () => `${name}.js`,
        cssFileName: 'page',
      },
    },
  };
}

export default defineConfig({
  publicDir: false,
  environments: Object.fromEntries(
    Object.entries(ENTRIES).map(([name, entry]) => [name, pageScript(name as PageScript, entry)]),
  ),
  // Only the page scripts: not the app's client build (vite.config.ts makes it).
  builder: {
    async buildApp(builder) {
      for (const name of Object.keys(ENTRIES)) {
        const environment = builder.environments[name];
        if (environment) await builder.build(environment);
      }
    },
  },
});
