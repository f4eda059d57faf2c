/** Where a form posts its lead and goes next. */
export type FormOptions = {
  /** Where a form posts its lead. */
  leadUrl(funnelId: string): string;
  navigate(url: string): void;
};

/** What this page knows of the visitor: the lead a form on this or an earlier step made. */
export type Carried = { leadToken?: string | null };

const REDIRECT_DELAY_MS = 1200;

/** A same-site address (the funnel's next step) without a fragment: a redirect there carries the lead. */
const CARRIES_LEAD = /^\/(?!\/)[^#]*$/;

/**
 * Sets or clears ('') each field's error, and focuses the first field in error: answers it
 * (null when there is none).
 */
function showFieldErrors(
  form: HTMLFormElement,
  errorOf: (input: HTMLInputElement) => string | undefined,
): HTMLElement | null {
  form.querySelectorAll<HTMLInputElement>('.ffp-input').forEach((input) => {
    const message = errorOf(input) ?? '';
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
    const error = input.closest('.ffp-field')?.querySelector('.ffp-field__error');
    if (error) error.textContent = message;
  });
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
  return first;
}

function showMessage(form: HTMLFormElement, message: string, kind: 'success' | 'error') {
  const box = form.querySelector('.ffp-form__message');
  if (!box) return;
  box.textContent = message;
  box.setAttribute('data-kind', kind);
}

/**
 * Posts a lead form's fields (the honeypot included: the server drops bot posts) and shows the
 * answer, then goes where the form leads. A required field left empty, or an email that is not
 * one, is pointed out without posting (a hidden field is not asked for); the server has the last
 * word, answering each field's error (fieldErrors, in the same words) and a message.
 */
export async function submitLead(form: HTMLFormElement, options: FormOptions, carried: Carried) {
  const funnelId = form.dataset.funnelId;
  if (!funnelId) return;
  // The browser's own check of an email's form (validity) stands for the server's, in its words.
  const problem = (input: HTMLInputElement) =>
    input.closest('[hidden]')
      ? ''
      : input.required && !input.value.trim()
        ? input.type === 'email'
          ? 'Email is required'
          : 'This field is required'
        : input.validity.typeMismatch
          ? 'Enter a valid email address'
          : '';
  if (showFieldErrors(form, problem)) return;
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    values[name] = String(value).trim();
  });
  const button = form.querySelector<HTMLButtonElement>('[type=submit]');
  if (button) button.disabled = true;
  showMessage(form, '', 'success');
  try {
    const response = await fetch(options.leadUrl(funnelId), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...values,
        // Left out (undefined) when there is none.
        leadToken: carried.leadToken || undefined,
        elementId: form.dataset.elementId,
        pageUrl: location.href,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      fieldErrors?: Record<string, string>;
      leadToken?: string;
    };
    if (!response.ok) {
      showFieldErrors(form, (input) => body.fieldErrors?.[input.name]);
      showMessage(form, body.message ?? 'Something went wrong. Please try again.', 'error');
      return;
    }
    form.reset();
    showMessage(form, form.dataset.success ?? 'Thank you!', 'success');
    carried.leadToken = body.leadToken ?? carried.leadToken;
    const redirect = form.dataset.redirect;
    if (redirect)
      setTimeout(() => {
        const token = carried.leadToken;
        options.navigate(token && CARRIES_LEAD.test(redirect) ? `${redirect}#ff-lead=${token}` : redirect);
      }, REDIRECT_DELAY_MS);
  } catch {
    showMessage(form, 'Could not send the form. Check your connection and try again.', 'error');
  } finally {
    if (button) button.disabled = false;
  }
}
