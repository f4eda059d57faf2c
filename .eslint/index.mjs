import { moduleBoundaries } from './module-boundaries.mjs';
import { noSilentCatch } from './no-silent-catch.mjs';

/** FunnelForge's own lint rules (see eslint.config.mjs). */
export default {
  meta: { name: 'funnelforge' },
  rules: { 'module-boundaries': moduleBoundaries, 'no-silent-catch': noSilentCatch },
};
