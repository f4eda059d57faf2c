import { defineColumnSection } from './columns';

/** Three columns of elements (rendered, never offered in the palette). */
export const section3col = defineColumnSection('section-3col', 'Three Columns', 3);
