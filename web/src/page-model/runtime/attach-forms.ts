import { submitLead, type FormOptions } from './submit-lead';

export type { FormOptions } from './submit-lead';

export const FORM_DEFAULTS: FormOptions = {
  leadUrl: (funnelId) => `/api/public/funnels/${encodeURIComponent(funnelId)}/leads`,
  navigate: (url) => location.assign(url),
};

/**
 * Submits the lead forms (form[data-ff-form]) inside `root`. `leadToken`: the lead a form on an
 * earlier step made (takeCarriedLead), sent instead of asking for the email again. Answers a
 * function that unwires it.
 */
export function attachForms(
  root: HTMLElement | Document,
  options: FormOptions,
  leadToken?: string | null,
): () => void {
  const carried = { leadToken };
  // With a lead carried from an earlier step, forms do not ask for the email again.
  if (leadToken)
    root.querySelectorAll<HTMLInputElement>('form[data-ff-form] input[type=email]').forEach((input) => {
      input.required = false;
      const field = input.closest<HTMLElement>('.ffp-field');
      if (field) field.hidden = true;
    });
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    // Not every event target is an element (matches is then missing).
    if (!(form as Partial<HTMLFormElement>).matches?.('form[data-ff-form]')) return;
    event.preventDefault();
    void submitLead(form, options, carried);
  };
  root.addEventListener('submit', onSubmit);
  return () => root.removeEventListener('submit', onSubmit);
}
