import type { ElementEditor } from './types';

/** Editors of the content sections (pricing, testimonials, features, stats, FAQ, social proof, contact form, hero, CTA). */
export const SECTION_EDITORS: Readonly<Record<string, ElementEditor<unknown>>> = {};
