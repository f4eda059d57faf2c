import { defineColumnSection } from './columns';

/** Two columns of elements (rendered, never offered in the palette). */
export const section2col = defineColumnSection('section-2col', 'Two Columns', 2);
