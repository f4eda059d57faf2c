import type { ComponentType } from 'react';
import { fieldVisible, fieldWording, type FieldKind, type FieldSpec } from '../../page-model/fields';
import { isRecord } from '../../page-model/is-record';
import type { PageElement } from '../../page-model/types';
import type { FieldEditorProps, FieldOf, RenderFields } from './field-editor-props';
import { FIELD_EDITORS } from './field-editors';
import { FIELD_VALUES } from './field-values';

type Props = {
  /** The declared fields: of the element's content, or of one list item. */
  fields: readonly FieldSpec[];
  content: unknown;
  onChange(next: unknown): void;
  element: PageElement;
};

/** The Content tab, generated from the element definition's declared fields (and, nested, a list item's). */
export function ContentFields({ fields, content, onChange, element }: Props) {
  const renderFields: RenderFields = (nested, value, set) => (
    <ContentFields fields={nested} content={value} onChange={set} element={element} />
  );
  return (
    <>
      {fields.map((field, index) =>
        fieldVisible(field, content) ? (
          <FieldView
            key={field.key ?? index}
            kind={field.kind}
            field={field}
            content={content}
            onChange={onChange}
            element={element}
            renderFields={renderFields}
          />
        ) : null,
      )}
    </>
  );
}

type FieldViewProps<K extends FieldKind> = Omit<Props, 'fields'> & {
  kind: K;
  field: FieldOf<K>;
  renderFields: RenderFields;
};

/** One field: its value read from the content, drawn by its kind's editor, written back under its key. */
function FieldView<K extends FieldKind>({
  kind,
  field,
  content,
  onChange,
  element,
  renderFields,
}: FieldViewProps<K>) {
  // Indexed by the generic kind, the map gives this kind's editor (a correlated lookup, no cast).
  const Editor: ComponentType<FieldEditorProps<K>> = FIELD_EDITORS[kind];
  const record = isRecord(content) ? content : {};
  // Without a key the field is the whole content (text elements).
  const raw = field.key === undefined ? content : record[field.key];
  const { key } = field;
  const { label, hint } = fieldWording(field, content);
  return (
    <Editor
      field={field}
      label={label}
      hint={hint}
      value={FIELD_VALUES[kind](raw)}
      onChange={(next) => onChange(key === undefined ? next : { ...record, [key]: next })}
      element={element}
      renderFields={renderFields}
    />
  );
}
