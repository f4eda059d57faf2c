import type { ComponentType } from 'react';
import type { PageElement, StyleKey } from '../../page-model/types';

export type ContentEditorProps<C> = {
  value: C;
  onChange(next: C): void;
  element: PageElement;
};

/** Style groups the dialog's Style tab offers for a type (fields per group in StyleEditor). */
export type StyleSection = 'typography' | 'box' | 'button' | 'form' | 'video' | 'image';

/** How one element type is edited in the dialog. */
export type ElementEditor<C> = {
  /** Fields of the content (text for simple types, the JSON document's fields otherwise). */
  Content?: ComponentType<ContentEditorProps<C>>;
  styles: readonly StyleSection[];
  /** Style fields of those groups the type's renderer ignores (or takes from its content instead). */
  hiddenStyles?: readonly StyleKey[];
  /** Which actions the Action tab offers (buttons: link/external/form; forms: form/form-redirect/external). */
  actions?: readonly ('link' | 'external' | 'form' | 'form-redirect')[];
  /**
   * The link is a content field (hero, CTA: buttonLink), edited and checked on the Content tab;
   * the Action tab then only chooses what a click does.
   */
  linkInContent?: boolean;
  /** A message when the content cannot be saved as it is. */
  validate?(value: C): string | null;
};
