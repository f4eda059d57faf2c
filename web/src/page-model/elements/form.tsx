import { consentTextOf } from '../consent-text';
import { compact, textStyle } from '../css';
import { defineTextElement } from '../define';
import {
  DEFAULT_SUCCESS_MESSAGE,
  FORM_DEFAULT_STYLES,
  FormField,
  LeadForm,
  SubmitButton,
  type FieldSpec,
} from './lead-form';

/** 002: a form has name (optional), email (required) and phone (optional). */
export const FORM_FIELDS: readonly FieldSpec[] = [
  { type: 'text', name: 'name', label: 'Name', required: false },
  { type: 'email', name: 'email', label: 'Email', required: true },
  { type: 'tel', name: 'phone', label: 'Phone', required: false },
];

/** The lead-capture form. Its content is the heading above the fields. */
export const form = defineTextElement({
  type: 'form',
  label: 'Form',
  category: 'forms',
  palette: true,
  defaultContent: 'Get instant access',
  defaultStyles: { ...FORM_DEFAULT_STYLES },
  defaultAction: 'form',
  maxLength: 300,
  field: {
    kind: 'text',
    label: 'Heading above the fields',
    maxLength: 300,
    hint: 'The form asks for name, email (required) and phone.',
  },
  styles: ['form', 'box', 'typography'],
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
        successMessage={DEFAULT_SUCCESS_MESSAGE}
        redirect={element.action === 'form-redirect' || element.action === 'external' ? element.link : null}
        background={styles.formBackgroundColor ?? styles.backgroundColor}
        consent={element.doubleOptIn ? consentTextOf(element) : null}
      >
        {content ? (
          <h2 className="ffp-form__title" style={compact({ ...heading, fontSize: undefined })}>
            {content}
          </h2>
        ) : null}
        {FORM_FIELDS.map((field) => (
          <FormField
            key={field.name}
            field={field}
            elementId={element.id}
            placeholder={
              field.name === 'email' && styles.placeholderText ? styles.placeholderText : undefined
            }
          />
        ))}
        <SubmitButton
          label={styles.buttonText?.trim() || 'Submit'}
          color={styles.buttonColor}
          textColor={styles.buttonTextColor}
          fontStyle={heading}
        />
      </LeadForm>
    );
  },
});
