import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { AiWriteButton } from '../../modules/ai/AiWriteButton';
import { ColorField } from '../editors/ColorField';
import {
  Field,
  LinkField,
  NumberField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../editors/fields';
import { LinesField } from '../editors/LinesField';
import type { FieldEditorProps, FieldOf } from './field-editor-props';
import { useBuilderAiWrite } from './use-builder-ai-write';

/** The editors of the kinds whose declaration says all there is to draw. */

/**
 * Plain text, and an image address typed as text (the same input; only the declaration differs).
 * A text declared with `aiWrite` has 'AI write' beside it.
 */
export function TextFieldEditor({
  field,
  label,
  hint,
  value,
  onChange,
}: Omit<FieldEditorProps<'text'>, 'field'> & { field: FieldOf<'text' | 'media'> }) {
  const ai = useBuilderAiWrite(value);
  const aiType = field.kind === 'text' ? field.aiWrite : undefined;
  return (
    <TextField
      label={label}
      hint={hint}
      value={value}
      onChange={onChange}
      placeholder={field.placeholder}
      maxLength={field.maxLength}
      action={
        aiType ? (
          <AiWriteButton type={aiType} label={label} maxLength={field.maxLength} onUse={onChange} {...ai} />
        ) : undefined
      }
    />
  );
}

export function TextareaFieldEditor({ field, label, hint, value, onChange }: FieldEditorProps<'textarea'>) {
  const ai = useBuilderAiWrite(value);
  return (
    <TextAreaField
      label={label}
      hint={hint}
      value={value}
      onChange={onChange}
      rows={field.rows}
      maxLength={field.maxLength}
      action={
        field.aiWrite ? (
          <AiWriteButton
            type={field.aiWrite}
            label={label}
            maxLength={field.maxLength}
            onUse={onChange}
            {...ai}
          />
        ) : undefined
      }
    />
  );
}

export function LinkFieldEditor({ label, hint, value, onChange }: FieldEditorProps<'link'>) {
  return <LinkField label={label} hint={hint} value={value} onChange={onChange} />;
}

export function ColorFieldEditor({ field, label, hint, value, onChange }: FieldEditorProps<'color'>) {
  return (
    <ColorField
      label={label}
      hint={hint}
      value={value}
      onChange={onChange}
      allowClear={field.clearable ?? true}
    />
  );
}

export function NumberFieldEditor({ field, label, hint, value, onChange }: FieldEditorProps<'number'>) {
  return (
    <NumberField
      label={label}
      hint={hint}
      value={value}
      onChange={onChange}
      min={field.min}
      max={field.max}
      step={field.step}
    />
  );
}

export function SwitchFieldEditor({ label, hint, value, onChange }: FieldEditorProps<'switch'>) {
  return <SwitchField label={label} hint={hint} value={value} onChange={onChange} />;
}

/** Options may be numbers (heights, columns…): the select shows text and hands back the option's own value. */
export function SelectFieldEditor({ field, label, hint, value, onChange }: FieldEditorProps<'select'>) {
  return (
    <SelectField
      label={label}
      hint={hint}
      value={String(value)}
      options={field.options.map((option) => ({ value: String(option.value), label: option.label }))}
      onChange={(chosen) => {
        const option = field.options.find((o) => String(o.value) === chosen);
        if (option) onChange(option.value);
      }}
    />
  );
}

export function LinesFieldEditor({ field, label, hint, value, onChange }: FieldEditorProps<'lines'>) {
  return (
    <LinesField
      label={label}
      hint={hint}
      value={value}
      onChange={onChange}
      rows={field.rows}
      maxItems={field.maxItems}
      maxLength={field.maxLength}
    />
  );
}

/** An ISO date and time picked from a calendar; cleared, it is empty. */
export function DateTimeFieldEditor({ label, hint, value, onChange }: FieldEditorProps<'datetime'>) {
  const id = useId();
  const date = value ? dayjs(value) : null;
  return (
    <Field label={label} id={id} hint={hint}>
      <DatePicker
        id={id}
        showTime
        allowClear
        value={date?.isValid() ? date : null}
        style={{ width: '100%' }}
        onChange={(next) => onChange(next ? next.toISOString() : '')}
      />
    </Field>
  );
}
