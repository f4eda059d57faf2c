import type { ElementAction, PageElement } from '../../page-model/types';
import { NEXT_STEP_LINK } from '../../page-model/steps';
import { DoubleOptInEditor } from './DoubleOptInEditor';
import { LinkField, SelectField, SwitchField } from './fields';
import { useStepLinkChoices } from './step-link-choices';

const ACTION_LABELS: Record<ElementAction, string> = {
  link: 'Open a link',
  external: 'Open a link in a new tab',
  form: 'Go to the form on this page',
  'form-redirect': 'Show the success message, then go to a page',
};

const FORM_ACTION_LABELS: Partial<Record<ElementAction, string>> = {
  form: 'Show the success message',
  'form-redirect': 'Show the success message, then go to a page',
  external: 'Show the success message, then open a link',
};

/** 000 §9: button actions link, external, form; form actions form, form-redirect, external. */
export function ActionEditor({
  element,
  actions,
  isForm,
  linkInContent = false,
  onChange,
}: {
  element: PageElement;
  actions: readonly ElementAction[];
  /** A lead form: the actions are what follows a submission. */
  isForm: boolean;
  /** The link is the content's button link (hero, CTA), edited on the Content tab. */
  linkInContent?: boolean;
  onChange(element: PageElement): void;
}) {
  const action = element.action ?? actions[0] ?? 'link';
  const steps = useStepLinkChoices();
  const needsLink = action !== 'form' && !linkInContent;
  const label = (value: ElementAction) =>
    (isForm ? FORM_ACTION_LABELS[value] : undefined) ??
    (linkInContent && value === 'link' ? "Open the button's link" : ACTION_LABELS[value]);
  return (
    <div className="ff-style-group__fields">
      <SelectField
        label={isForm ? 'After submitting' : 'When clicked'}
        value={action}
        options={actions.map((value) => ({ value, label: label(value) }))}
        onChange={(value) => {
          const chosen = actions.find((a) => a === value);
          if (!chosen) return;
          // A form on a step before the last goes on to the next step unless told otherwise.
          const redirectsOn = chosen === 'form-redirect' && !steps.onLastStep && !element.link?.trim();
          onChange({ ...element, action: chosen, ...(redirectsOn ? { link: NEXT_STEP_LINK } : {}) });
        }}
      />
      {needsLink ? (
        <LinkField
          label={isForm ? 'Then go to' : 'Link'}
          value={element.link ?? ''}
          onChange={(link) => onChange({ ...element, link })}
        />
      ) : null}
      {!isForm && action === 'link' ? (
        <SwitchField
          label="Open in a new tab"
          value={element.openNewTab === true}
          onChange={(openNewTab) => onChange({ ...element, openNewTab })}
        />
      ) : null}
      {isForm ? <DoubleOptInEditor element={element} onChange={onChange} /> : null}
    </div>
  );
}
