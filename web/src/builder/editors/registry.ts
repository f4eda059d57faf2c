import { countdownEditor } from './elements/countdown';
import { buttonEditor, formEditor, headlineEditor, textEditor } from './elements/text-content';
import { SECTION_EDITORS } from './registry-sections';
import { MEDIA_AND_WIDGET_EDITORS } from './registry-widgets';
import type { ElementEditor } from './types';

/**
 * How each element type is edited. A type without an entry gets the style tab only and its
 * content as text (unknown types kept from older pages).
 */
export const EDITORS: Readonly<Record<string, ElementEditor<unknown>>> = {
  headline: headlineEditor as ElementEditor<unknown>,
  text: textEditor as ElementEditor<unknown>,
  button: buttonEditor as ElementEditor<unknown>,
  form: formEditor as ElementEditor<unknown>,
  countdown: countdownEditor as ElementEditor<unknown>,
  ...SECTION_EDITORS,
  ...MEDIA_AND_WIDGET_EDITORS,
};

export const FALLBACK_EDITOR: ElementEditor<unknown> = { styles: ['typography', 'box'] };
