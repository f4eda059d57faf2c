import type { ReactNode } from 'react';
import { compact, safeColor, type textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { resolveLink } from '../link';
import type { RenderContext } from '../types';

export const DEFAULT_SUCCESS_MESSAGE = "Thank you! We'll be in touch soon.";

/** The honeypot: invisible to people, filled by bots; a submission that fills it is dropped. */
export const HONEYPOT_FIELD = 'website';

export type LeadFormProps = {
  elementId: string;
  elementType: string;
  ctx: RenderContext;
  successMessage: string;
  /** Where to go after a successful submission (form-redirect). */
  redirect?: string | null;
  background?: string;
  /** Double opt-in: the consent text shown under the form; the visitor is told to confirm by email. */
  consent?: string | null;
  children: ReactNode;
};

/** Added to the success message of a double opt-in form. */
export const CONFIRM_BY_EMAIL = 'Check your inbox and follow the link to confirm your subscription.';

/**
 * The <form> shared by the form and contact-form elements. Published and preview pages submit
 * it through the page runtime (data-ff-form); in the builder canvas it does nothing.
 */
export function LeadForm({
  elementId,
  elementType,
  ctx,
  successMessage,
  redirect,
  background,
  consent,
  children,
}: LeadFormProps) {
  const live = ctx.mode !== 'canvas' && ctx.funnelId !== null;
  const target = redirect ? resolveLink(redirect, ctx) : null;
  return (
    <form
      className="ffp-form"
      style={compact({ background: safeColor(background) })}
      noValidate
      {...(live
        ? {
            'data-ff-form': '',
            'data-funnel-id': ctx.funnelId ?? undefined,
            'data-element-id': elementId,
            'data-element-type': elementType,
            'data-success': consent ? `${successMessage} ${CONFIRM_BY_EMAIL}` : successMessage,
            ...(target ? { 'data-redirect': target } : {}),
          }
        : {})}
    >
      {children}
      {consent ? <p className="ffp-form__consent">{consent}</p> : null}
      <div className="ffp-hp" aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p className="ffp-form__message" role="status" aria-live="polite" />
    </form>
  );
}

export type FieldSpec = {
  type: 'text' | 'email' | 'tel' | 'textarea';
  name: string;
  label: string;
  required: boolean;
};

/** One labelled input; the id is unique per element so several forms can share a page. */
export function FormField({
  field,
  elementId,
  placeholder,
}: {
  field: FieldSpec;
  elementId: string;
  placeholder?: string;
}) {
  const id = `ffp-${elementId}-${field.name}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-required': field.required || undefined,
    placeholder: placeholder ?? field.label,
    className: 'ffp-input',
  };
  return (
    <div className="ffp-field">
      <label className="ffp-label" htmlFor={id}>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={5000} />
      ) : (
        <input
          {...common}
          type={field.type}
          maxLength={field.type === 'email' ? 320 : 200}
          autoComplete={
            field.type === 'email'
              ? 'email'
              : field.type === 'tel'
                ? 'tel'
                : field.name === 'name'
                  ? 'name'
                  : undefined
          }
        />
      )}
      <span className="ffp-field__error" role="alert" />
    </div>
  );
}

export const FORM_DEFAULT_STYLES = {
  ...BASE_STYLES,
  formBackgroundColor: '#f8fafc',
  buttonColor: '#3b82f6',
  buttonTextColor: '#ffffff',
  buttonText: 'Submit',
  placeholderText: '',
  borderRadius: '12px',
  padding: '24px',
};

export function SubmitButton({
  label,
  color,
  textColor,
  fontStyle,
}: {
  label: string;
  color?: string;
  textColor?: string;
  fontStyle?: ReturnType<typeof textStyle>;
}) {
  return (
    <button
      type="submit"
      className="ffp-button ffp-button--solid ffp-button--size-default ffp-button--full"
      style={compact({
        fontFamily: fontStyle?.fontFamily,
        ['--ffp-button-bg' as string]: safeColor(color),
        color: safeColor(textColor),
      })}
    >
      {label}
    </button>
  );
}
