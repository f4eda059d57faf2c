import type { TemplateSeed } from './template-seed';

export type { TemplateSeed } from './template-seed';

/** The templates seeded on first boot (see template-seed.ts for the shape). */
export const TEMPLATES: readonly TemplateSeed[] = [];
