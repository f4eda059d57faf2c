import type { ComponentType } from 'react';
import type { FieldKind } from '../../page-model/fields';
import { ContactFieldsEditor } from './ContactFieldsEditor';
import type { FieldEditorProps } from './field-editor-props';
import { ImageUploadEditor } from './ImageUploadEditor';
import { ListFieldEditor } from './ListFieldEditor';
import {
  ColorFieldEditor,
  DateTimeFieldEditor,
  LinesFieldEditor,
  LinkFieldEditor,
  NumberFieldEditor,
  SelectFieldEditor,
  SwitchFieldEditor,
  TextareaFieldEditor,
  TextFieldEditor,
} from './simple-field-editors';
import { VideoSourceEditor } from './VideoSourceEditor';

/**
 * One editor per field kind. A kind the page model declares without an editor here fails to
 * compile. The last three are the special editors (see each for why data cannot express it).
 */
export const FIELD_EDITORS: { [K in FieldKind]: ComponentType<FieldEditorProps<K>> } = {
  text: TextFieldEditor,
  textarea: TextareaFieldEditor,
  link: LinkFieldEditor,
  color: ColorFieldEditor,
  media: TextFieldEditor,
  datetime: DateTimeFieldEditor,
  number: NumberFieldEditor,
  switch: SwitchFieldEditor,
  select: SelectFieldEditor,
  lines: LinesFieldEditor,
  list: ListFieldEditor,
  'image-upload': ImageUploadEditor,
  'video-source': VideoSourceEditor,
  'contact-fields': ContactFieldsEditor,
};
