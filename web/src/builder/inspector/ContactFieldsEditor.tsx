import {
  CONTACT_FIELD_TYPE_OPTIONS,
  MAX_CONTACT_FIELD_NAME,
  contactFieldTitle,
  newContactField,
  toFieldName,
  type ContactField,
} from '../../page-model/elements/contact-form';
import { ListField, SelectField, SwitchField, TextField } from '../editors/fields';
import { ItemGroup } from '../editors/ItemGroup';
import type { FieldEditorProps } from './field-editor-props';

function ContactFieldItem({
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
        options={CONTACT_FIELD_TYPE_OPTIONS}
        onChange={(chosen) => {
          const option = CONTACT_FIELD_TYPE_OPTIONS.find((o) => o.value === chosen);
          onChange({ ...item, type: option?.value ?? 'text' });
        }}
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
        maxLength={MAX_CONTACT_FIELD_NAME}
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

/**
 * Special editor: the contact form's fields. Data cannot say this: the first email field is
 * always stored as 'email' and always required, so an item's hint and its Required switch
 * depend on where it stands among the others, and a new field takes a name none has.
 */
export function ContactFieldsEditor({ field, label, value, onChange }: FieldEditorProps<'contact-fields'>) {
  const emailIndex = value.findIndex((f) => f.type === 'email');
  return (
    <ListField
      label={label}
      items={value}
      onChange={onChange}
      create={() => newContactField(value)}
      itemLabel={contactFieldTitle}
      min={field.min}
      max={field.max}
      render={(item, update, index) => (
        <ItemGroup label={`Field ${index + 1}`}>
          <ContactFieldItem item={item} isMainEmail={index === emailIndex} onChange={update} />
        </ItemGroup>
      )}
    />
  );
}
