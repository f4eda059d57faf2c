import {
  CONTACT_FIELD_TYPES,
  MAX_CONTACT_FIELDS,
  type ContactField,
  type ContactFormContent,
} from '../../../page-model/elements/contact-form';
import { HONEYPOT_FIELD } from '../../../page-model/elements/lead-form';
import { ListField, SelectField, SwitchField, TextAreaField, TextField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';
import { ItemGroup, firstProblem, isBlank, oneOf, optionsOf } from './section-shared';

const TYPE_LABELS: Record<string, string> = {
  text: 'Text',
  email: 'Email',
  tel: 'Phone number',
  textarea: 'Long text',
};
const TYPE_OPTIONS = optionsOf(CONTACT_FIELD_TYPES, (v) => TYPE_LABELS[v] ?? v);

/** A field's name is the key its answer is stored under with the lead. */
const FIELD_NAME = /^[a-z0-9_]+$/;
const MAX_NAME = 40;

/** What a name becomes while it is typed: lower case, spaces and dashes as underscores, nothing else. */
export function toFieldName(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, MAX_NAME);
}

const fieldLabel = (f: ContactField, index: number) => f.label.trim() || f.name || `Field ${index + 1}`;

/** The key each field is stored under: the first email field is always 'email' (contactFormFields). */
function storedNames(fields: readonly ContactField[]): string[] {
  const emailIndex = fields.findIndex((f) => f.type === 'email');
  return fields.map((f, i) => (i === emailIndex ? 'email' : f.name));
}

function FieldEditor({
  item,
  isMainEmail,
  onChange,
}: {
  item: ContactField;
  isMainEmail: boolean;
  onChange(next: ContactField): void;
}) {
  return (
    <>
      <SelectField
        label="Type"
        value={item.type}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange({ ...item, type: oneOf(CONTACT_FIELD_TYPES, type, 'text') })}
      />
      <TextField
        label="Label"
        value={item.label}
        onChange={(label) => onChange({ ...item, label })}
        maxLength={200}
        hint="What visitors see above the field."
      />
      <TextField
        label="Name"
        value={item.name}
        onChange={(name) => onChange({ ...item, name: toFieldName(name) })}
        maxLength={MAX_NAME}
        hint={
          isMainEmail
            ? 'The first email field is always stored with the lead as "email".'
            : 'The key this answer is stored under with the lead: only a-z, 0-9 and _.'
        }
      />
      {isMainEmail ? (
        <p className="ff-field__hint">Always required: a lead is saved with this email address.</p>
      ) : (
        <SwitchField
          label="Required"
          value={item.required}
          onChange={(required) => onChange({ ...item, required })}
        />
      )}
    </>
  );
}

function ContactFormContentEditor({ value, onChange }: ContentEditorProps<ContactFormContent>) {
  const set =
    <K extends keyof ContactFormContent>(key: K) =>
    (next: ContactFormContent[K]) =>
      onChange({ ...value, [key]: next });
  const emailIndex = value.fields.findIndex((f) => f.type === 'email');
  return (
    <>
      <TextField label="Title" value={value.title} onChange={set('title')} maxLength={300} />
      <TextAreaField
        label="Subtitle"
        value={value.subtitle}
        onChange={set('subtitle')}
        rows={2}
        maxLength={500}
      />
      <ListField
        label="Fields"
        items={value.fields}
        onChange={set('fields')}
        create={() => newField(value.fields)}
        itemLabel={fieldLabel}
        min={1}
        max={MAX_CONTACT_FIELDS}
        render={(item, update, index) => (
          <ItemGroup label={`Field ${index + 1}`}>
            <FieldEditor item={item} isMainEmail={index === emailIndex} onChange={update} />
          </ItemGroup>
        )}
      />
      <TextField label="Button text" value={value.buttonText} onChange={set('buttonText')} maxLength={100} />
      <TextAreaField
        label="Success message"
        value={value.successMessage}
        onChange={set('successMessage')}
        rows={2}
        maxLength={500}
        hint="Shown after the form is sent."
      />
    </>
  );
}

/** A new text field with a name no other field has. */
function newField(fields: readonly ContactField[]): ContactField {
  const taken = new Set(storedNames(fields));
  let n = fields.length + 1;
  while (taken.has(`field_${n}`)) n += 1;
  return { type: 'text', name: `field_${n}`, label: 'New field', required: false };
}

export function contactFormProblem(value: ContactFormContent): string | null {
  const names = storedNames(value.fields);
  const duplicate = names.find((name, i) => name !== '' && names.indexOf(name) !== i);
  return firstProblem(
    value.fields.length === 0 && 'Add at least one field',
    !value.fields.some((f) => f.type === 'email') &&
      'Add an email field: a lead is saved with the email address it was sent from',
    ...value.fields.map((f, i) =>
      firstProblem(
        isBlank(f.name) && `${fieldLabel(f, i)} needs a name`,
        !FIELD_NAME.test(f.name) && `${fieldLabel(f, i)}: a name has only a-z, 0-9 and _`,
        names[i] === HONEYPOT_FIELD &&
          `${fieldLabel(f, i)}: "${HONEYPOT_FIELD}" is reserved, choose another name`,
      ),
    ),
    duplicate !== undefined && `Two fields are stored as "${duplicate}": give each field its own name`,
  );
}

export const contactFormEditor: ElementEditor<ContactFormContent> = {
  Content: ContactFormContentEditor,
  styles: ['form', 'typography', 'box'],
  // The button text is a content field; there is no single email placeholder; the form
  // background stands for the box background.
  hiddenStyles: ['buttonText', 'placeholderText', 'backgroundColor'],
  actions: ['form', 'form-redirect', 'external'],
  validate: contactFormProblem,
};
