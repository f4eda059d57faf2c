/** Where a form posts its lead and goes next. */
export type FormOptions = {
  /** Where a form posts its lead. */
  leadUrl(funnelId: string): string;
  navigate(url: string): void;
};

/** What this page knows of the visitor: the lead a form on this or an earlier step made. */
export type Carried = { leadToken: string | null };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REDIRECT_DELAY_MS = 1200;

/** Same-site redirects (the funnel's next step) carry the lead in their fragment. */
function carryLead(url: string, token: string | null): string {
  if (!token || !url.startsWith('/') || url.startsWith('//') || url.includes('#')) return url;
  return `${url}#ff-lead=${token}`;
}

function setFieldError(form: HTMLFormElement, name: string, message: string) {
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
  input.setAttribute('aria-invalid', message ? 'true' : 'false');
  const error = input.closest('.ffp-field')?.querySelector('.ffp-field__error');
  if (error) error.textContent = message;
}

function showMessage(form: HTMLFormElement, message: string, kind: 'success' | 'error') {
  const box = form.querySelector('.ffp-form__message');
  if (!box) return;
  box.textContent = message;
  box.setAttribute('data-kind', kind);
}

/** Collects the named inputs of a form (the honeypot included: the server drops bot posts). */
function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of form.elements) {
    if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name
    ) {
      values[element.name] = element.value.trim();
    }
  }
  return values;
}

/** Checks a lead form's fields, posts its lead and shows the answer; then goes where it leads. */
export async function submitLead(form: HTMLFormElement, options: FormOptions, carried: Carried) {
  const funnelId = form.dataset.funnelId;
  if (!funnelId) return;
  const values = formValues(form);
  let invalid = false;
  // Each field's error is set or cleared (a hidden field's always cleared).
  form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('.ffp-input').forEach((input) => {
    const value = input.value.trim();
    const message = input.closest('[hidden]')
      ? ''
      : input.required && !value
        ? input.type === 'email'
          ? 'Email is required'
          : 'This field is required'
        : input.type === 'email' && value && !EMAIL_RE.test(value)
          ? 'Enter a valid email address'
          : '';
    setFieldError(form, input.name, message);
    if (message) invalid = true;
  });
  if (invalid) {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return;
  }
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) button.disabled = true;
  showMessage(form, '', 'success');
  try {
    const response = await fetch(options.leadUrl(funnelId), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...values,
        ...(carried.leadToken ? { leadToken: carried.leadToken } : {}),
        elementId: form.getAttribute('data-element-id'),
        pageUrl: location.href,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      fieldErrors?: Record<string, string>;
      leadToken?: string;
    };
    if (!response.ok) {
      for (const [name, message] of Object.entries(body.fieldErrors ?? {}))
        setFieldError(form, name, message);
      showMessage(form, body.message ?? 'Something went wrong. Please try again.', 'error');
      return;
    }
    form.reset();
    showMessage(form, form.dataset.success ?? 'Thank you!', 'success');
    if (typeof body.leadToken === 'string') carried.leadToken = body.leadToken;
    const redirect = form.dataset.redirect;
    if (redirect)
      setTimeout(() => options.navigate(carryLead(redirect, carried.leadToken)), REDIRECT_DELAY_MS);
  } catch {
    showMessage(form, 'Could not send the form. Check your connection and try again.', 'error');
  } finally {
    if (button) button.disabled = false;
  }
}
