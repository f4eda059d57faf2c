import { TextAreaField, TextField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';

function HeadlineContent({ value, onChange }: ContentEditorProps<string>) {
  return <TextAreaField label="Headline" value={value} onChange={onChange} rows={2} maxLength={500} />;
}

function TextContent({ value, onChange }: ContentEditorProps<string>) {
  return <TextAreaField label="Text" value={value} onChange={onChange} rows={6} maxLength={10_000} />;
}

function ButtonContent({ value, onChange }: ContentEditorProps<string>) {
  return <TextField label="Button label" value={value} onChange={onChange} maxLength={200} />;
}

function FormContent({ value, onChange }: ContentEditorProps<string>) {
  return (
    <TextField
      label="Heading above the fields"
      value={value}
      onChange={onChange}
      maxLength={300}
      hint="The form asks for name, email (required) and phone."
    />
  );
}

export const headlineEditor: ElementEditor<string> = {
  Content: HeadlineContent,
  styles: ['typography', 'box'],
};
export const textEditor: ElementEditor<string> = { Content: TextContent, styles: ['typography', 'box'] };
export const buttonEditor: ElementEditor<string> = {
  Content: ButtonContent,
  styles: ['button', 'typography'],
  actions: ['link', 'external', 'form'],
  validate: (value) => (value.trim() === '' ? 'A button needs a label' : null),
};
export const formEditor: ElementEditor<string> = {
  Content: FormContent,
  styles: ['form', 'box', 'typography'],
  actions: ['form', 'form-redirect', 'external'],
};
