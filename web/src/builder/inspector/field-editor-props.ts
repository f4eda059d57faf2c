import type { ReactNode } from 'react';
import type { ContactField } from '../../page-model/elements/contact-form';
import type { FieldKind, FieldSpec } from '../../page-model/fields';
import type { PageElement } from '../../page-model/types';

/** The value each field kind edits (what its editor receives and hands back). */
export type FieldValues = {
  text: string;
  textarea: string;
  link: string;
  color: string;
  media: string;
  datetime: string;
  number: number;
  switch: boolean;
  select: string | number;
  lines: string[];
  list: unknown[];
  'image-upload': string;
  'video-source': string;
  'contact-fields': ContactField[];
};

export type FieldOf<K extends FieldKind> = Extract<FieldSpec, { kind: K }>;

/** Draws the fields of nested content (a list's items), handed down so list editors need not import the inspector. */
export type RenderFields = (
  fields: readonly FieldSpec[],
  content: unknown,
  onChange: (next: unknown) => void,
) => ReactNode;

export type FieldEditorProps<K extends FieldKind> = {
  field: FieldOf<K>;
  /** The field's label and hint for the current content (its wording may follow a sibling). */
  label: string;
  hint?: string;
  value: FieldValues[K];
  onChange(next: FieldValues[K]): void;
  /** The element being edited, as it stands in the dialog. */
  element: PageElement;
  renderFields: RenderFields;
};
