import { button } from './elements/button';
import { countdown } from './elements/countdown';
import { form } from './elements/form';
import { headline } from './elements/headline';
import { text } from './elements/text';
import type { ElementDefinition } from './types';

/**
 * The element catalogue: one definition per type (000 §3), in palette order. Adding a type
 * here makes it available to the builder, the preview and published pages at once.
 */
export const ELEMENT_DEFINITIONS: ReadonlyArray<ElementDefinition<unknown>> = [headline, text, button, form, countdown];

const BY_TYPE = new Map(ELEMENT_DEFINITIONS.map((definition) => [definition.type, definition]));

export function definitionOf(type: string): ElementDefinition<unknown> | undefined {
  return BY_TYPE.get(type);
}

export const PALETTE_TYPES = ELEMENT_DEFINITIONS.filter((d) => d.palette).map((d) => d.type);
