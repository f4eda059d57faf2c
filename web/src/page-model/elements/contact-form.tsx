import { z } from 'zod';
import { firstProblem, isBlank } from '../content-checks';
import { consentTextOf } from '../consent-text';
import { compact, textStyle } from '../css';
import { defineJsonElement, field } from '../define';
import { optionsOf } from '../options';
import {
  FORM_DEFAULT_STYLES,
  FormField,
  HONEYPOT_FIELD,
  LeadForm,
  SubmitButton,
  type FieldSpec,
} from './lead-form';

/** 000 §9: contact field types. */
export const CONTACT_FIELD_TYPES = ['text', 'email', 'tel', 'textarea'] as const;
export const MAX_CONTACT_FIELDS = 20;

const contactField = z.object({
  type: field.oneOf(CONTACT_FIELD_TYPES, 'text'),
  name: field.text('', 60),
  label: field.text('', 200),
  required: field.bool(false),
});

export type ContactField = z.output<typeof contactField>;

/** One stored field as the editor reads it (anything unreadable becomes a blank text field). */
export function readContactField(value: unknown): ContactField {
  const parsed = contactField.safeParse(value);
  return parsed.success ? parsed.data : { type: 'text', name: '', label: '', required: false };
}

const TYPE_LABELS: Record<ContactField['type'], string> = {
  text: 'Text',
  email: 'Email',
  tel: 'Phone number',
  textarea: 'Long text',
};

export const CONTACT_FIELD_TYPE_OPTIONS = optionsOf(CONTACT_FIELD_TYPES, (type) => TYPE_LABELS[type]);

/** A field's name is the key its answer is stored under with the lead. */
const FIELD_NAME = /^[a-z0-9_]+$/;
export const MAX_CONTACT_FIELD_NAME = 40;

/** What a name becomes while it is typed: lower case, spaces and dashes as underscores, nothing else. */
export function toFieldName(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, MAX_CONTACT_FIELD_NAME);
}

/** How a field is named in the builder's list and messages: its label, its name, else 'Field {n}'. */
export const contactFieldTitle = (f: ContactField, index: number): string =>
  f.label.trim() || f.name || `Field ${index + 1}`;

/** The key each field is stored under: the first email field is always 'email' (contactFormFields). */
export function storedFieldNames(fields: readonly ContactField[]): string[] {
  const emailIndex = fields.findIndex((f) => f.type === 'email');
  return fields.map((f, i) => (i === emailIndex ? 'email' : f.name));
}

/** A new text field with a name no other field has. */
export function newContactField(fields: readonly ContactField[]): ContactField {
  const taken = new Set(storedFieldNames(fields));
  let n = fields.length + 1;
  while (taken.has(`field_${n}`)) n += 1;
  return { type: 'text', name: `field_${n}`, label: 'New field', required: false };
}

export function contactFormProblem(value: ContactFormContent): string | null {
  const names = storedFieldNames(value.fields);
  const duplicate = names.find((name, i) => name !== '' && names.indexOf(name) !== i);
  return firstProblem(
    value.fields.length === 0 && 'Add at least one field',
    !value.fields.some((f) => f.type === 'email') &&
      'Add an email field: a lead is saved with the email address it was sent from',
    ...value.fields.map((f, i) =>
      firstProblem(
        isBlank(f.name) && `${contactFieldTitle(f, i)} needs a name`,
        !FIELD_NAME.test(f.name) && `${contactFieldTitle(f, i)}: a name has only a-z, 0-9 and _`,
        names[i] === HONEYPOT_FIELD &&
          `${contactFieldTitle(f, i)}: "${HONEYPOT_FIELD}" is reserved, choose another name`,
      ),
    ),
    duplicate !== undefined && `Two fields are stored as "${duplicate}": give each field its own name`,
  );
}

export const DEFAULT_CONTACT_FIELDS: ContactField[] = [
  { type: 'text', name: 'name', label: 'Name', required: true },
  { type: 'email', name: 'email', label: 'Email', required: true },
  { type: 'tel', name: 'phone', label: 'Phone', required: false },
  { type: 'textarea', name: 'message', label: 'Message', required: false },
];

export const DEFAULT_CONTACT_SUCCESS = "Thanks for reaching out! We'll get back to you soon.";

const schema = z.object({
  title: field.text('Get in Touch', 300),
  subtitle: field.text("Have a question? Send us a message and we'll answer as soon as we can.", 500),
  fields: field.list(contactField, DEFAULT_CONTACT_FIELDS, MAX_CONTACT_FIELDS),
  buttonText: field.text('Send Message', 100),
  successMessage: field.text(DEFAULT_CONTACT_SUCCESS, 500),
});

export type ContactFormContent = z.output<typeof schema>;

/** A field name as the form posts it: lower-case letters, digits and underscores. */
function safeFieldName(raw: string, index: number): string {
  const name = raw
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return name || `field_${index + 1}`;
}

function labelFor(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Field';
}

/**
 * The fields a contact form really posts. Names are made safe and unique (never the honeypot's
 * name, which would make the server drop the lead as a bot's). The server needs an email to
 * accept a lead: the first email field is posted as 'email' and is required, and a form
 * without one gets a required Email field at the end.
 */
export function contactFormFields(fields: readonly ContactField[]): FieldSpec[] {
  const emailIndex = fields.findIndex((f) => f.type === 'email');
  const taken = new Set<string>([HONEYPOT_FIELD, 'email']);
  const specs = fields.slice(0, MAX_CONTACT_FIELDS).map((f, i): FieldSpec => {
    if (i === emailIndex)
      return { type: 'email', name: 'email', label: f.label.trim() || 'Email', required: true };
    const base = safeFieldName(f.name || f.label, i);
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}_${n}`;
    taken.add(name);
    return { type: f.type, name, label: f.label.trim() || labelFor(base), required: f.required };
  });
  if (emailIndex < 0) specs.push({ type: 'email', name: 'email', label: 'Email', required: true });
  return specs;
}

/** A contact form with configurable fields; submissions become leads like the form element's. */
export const contactForm = defineJsonElement({
  type: 'contact-form',
  label: 'Contact Form',
  category: 'forms',
  palette: true,
  schema,
  defaultContent: {
    title: 'Get in Touch',
    subtitle: "Have a question? Send us a message and we'll answer as soon as we can.",
    fields: DEFAULT_CONTACT_FIELDS,
    buttonText: 'Send Message',
    successMessage: DEFAULT_CONTACT_SUCCESS,
  },
  defaultStyles: { ...FORM_DEFAULT_STYLES, buttonText: 'Send Message' },
  defaultAction: 'form',
  fields: [
    { key: 'title', kind: 'text', label: 'Title', maxLength: 300, aiWrite: 'headline' },
    {
      key: 'subtitle',
      kind: 'textarea',
      label: 'Subtitle',
      rows: 2,
      maxLength: 500,
      aiWrite: 'subheadline',
    },
    { key: 'fields', kind: 'contact-fields', label: 'Fields', min: 1, max: MAX_CONTACT_FIELDS },
    { key: 'buttonText', kind: 'text', label: 'Button text', maxLength: 100, aiWrite: 'cta' },
    {
      key: 'successMessage',
      kind: 'textarea',
      label: 'Success message',
      rows: 2,
      maxLength: 500,
      hint: 'Shown after the form is sent.',
    },
  ],
  validate: contactFormProblem,
  styles: ['form', 'typography', 'box'],
  // The button text is a content field; there is no single email placeholder; the form
  // background stands for the box background.
  hiddenStyles: ['buttonText', 'placeholderText', 'backgroundColor'],
  actions: ['form', 'form-redirect', 'external'],
  isForm: true,
  pageScript: 'forms',
  ownStyles: ['backgroundColor'],
  Render: ({ element, content, ctx }) => {
    const { styles } = element;
    const heading = textStyle(styles);
    return (
      <LeadForm
        elementId={element.id}
        elementType={element.type}
        ctx={ctx}
        successMessage={content.successMessage.trim() || DEFAULT_CONTACT_SUCCESS}
        redirect={element.action === 'form-redirect' || element.action === 'external' ? element.link : null}
        background={styles.formBackgroundColor ?? styles.backgroundColor}
        consent={element.doubleOptIn ? consentTextOf(element) : null}
      >
        {content.title ? (
          <h2 className="ffp-form__title" style={compact({ ...heading, fontSize: undefined })}>
            {content.title}
          </h2>
        ) : null}
        {content.subtitle ? <p className="ffp-form__subtitle">{content.subtitle}</p> : null}
        {contactFormFields(content.fields).map((spec) => (
          <FormField key={spec.name} field={spec} elementId={element.id} />
        ))}
        <SubmitButton
          label={content.buttonText.trim() || styles.buttonText?.trim() || 'Send Message'}
          color={styles.buttonColor}
          textColor={styles.buttonTextColor}
          fontStyle={heading}
        />
      </LeadForm>
    );
  },
});
