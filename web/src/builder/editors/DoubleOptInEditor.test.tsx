import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { status, statusMock } from '../../modules/email/email-test-fixtures';
import { createElement } from '../../page-model/config';
import { DEFAULT_CONSENT_TEXT } from '../../page-model/consent-text';
import { renderPageMarkup } from '../../page-model/server';
import type { PageElement } from '../../page-model/types';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { BuilderStoreProvider } from '../builder-context';
import { createBuilderStore, docOfPage } from '../builder-store';
import { EditDialog } from '../EditDialog';
import { DOUBLE_OPT_IN_LABEL } from './DoubleOptInEditor';

const NO_SMTP = 'Emails are simulated: no SMTP server is configured.';

/** The edit dialog of `element`, on its Action tab. */
async function openAction(element: PageElement, mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  const store = createBuilderStore(docOfPage([element]));
  store.getState().openEditor(element.id);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <BuilderStoreProvider store={store}>
      <EditDialog />
    </BuilderStoreProvider>,
    { mocks },
  );
  await screen.findByText(`Edit ${element.type}`);
  await user.click(screen.getByText('Action', { selector: '[role="tab"], [role="tab"] *' }));
  const dialog = () => {
    const found = document.querySelector<HTMLElement>('.ff-edit-dialog');
    if (!found) throw new Error('No edit dialog');
    return found;
  };
  const saved = () => {
    const found = store.getState().doc.steps[0]?.elements.find((each) => each.id === element.id);
    if (!found) throw new Error('The element is gone');
    return found;
  };
  const save = () => user.click(within(dialog()).getByText('Save Changes'));
  return { user, saved, save };
}

const toggle = () => screen.getByRole('switch', { name: DOUBLE_OPT_IN_LABEL });

describe('the double opt-in switch of a form', () => {
  it('is off by default, and a form saved untouched keeps no double opt-in keys', async () => {
    const element = createElement('form', 'lead-form');
    const { saved, save } = await openAction(element);
    expect(toggle()).not.toBeChecked();
    expect(screen.queryByLabelText('Consent text')).not.toBeInTheDocument();
    await save();
    expect(Object.keys(saved())).not.toContain('doubleOptIn');
    expect(Object.keys(saved())).not.toContain('consentText');
  });

  it('turns on with the default consent text, which can be reworded, and saves both', async () => {
    const { user, saved, save } = await openAction(createElement('contact-form', 'contact-1'), [
      statusMock(status(true, true, 'Ready')),
    ]);
    await user.click(toggle());
    expect(toggle()).toBeChecked();
    const text = screen.getByLabelText('Consent text');
    expect(text).toHaveValue(DEFAULT_CONSENT_TEXT);
    await user.clear(text);
    await user.type(text, 'Send me the weekly letter.');
    await save();
    expect(saved()).toMatchObject({ doubleOptIn: true, consentText: 'Send me the weekly letter.' });
    expect(screen.queryByText('Confirmation emails need Email Settings')).not.toBeInTheDocument();
  });

  it('warns, with a link to Email Settings, when no SMTP server is set up', async () => {
    const { user } = await openAction(createElement('form', 'lead-form'), [
      statusMock(status(false, false, NO_SMTP)),
    ]);
    await user.click(toggle());
    expect(await screen.findByText('Confirmation emails need Email Settings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up Email Settings' })).toHaveAttribute(
      'href',
      '/email-settings',
    );
  });

  it('turned off again, leaves the form as it was', async () => {
    const element = { ...createElement('form', 'lead-form'), doubleOptIn: true, consentText: 'Old words' };
    const { user, saved, save } = await openAction(element, [statusMock(status(true, true, 'Ready'))]);
    expect(toggle()).toBeChecked();
    await user.click(toggle());
    await save();
    expect(saved()).not.toHaveProperty('doubleOptIn');
    expect(saved()).not.toHaveProperty('consentText');
  });
});

describe('a published double opt-in form', () => {
  const page = (elements: PageElement[]) => ({
    elements,
    pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
  });

  it('shows its consent text and asks the visitor to confirm by email; without the switch it is drawn as before', () => {
    const plain = createElement('form', 'lead-form');
    const before = renderPageMarkup(page([plain]), 'funnel-1', 0);
    expect(before).not.toContain('ffp-form__consent');
    expect(before).not.toContain('confirm your subscription');

    const on = renderPageMarkup(
      page([{ ...plain, doubleOptIn: true, consentText: 'Weekly letter, & nothing else.' }]),
      'funnel-1',
      0,
    );
    expect(on).toContain('<p class="ffp-form__consent">Weekly letter, &amp; nothing else.</p>');
    expect(on).toContain('follow the link to confirm your subscription');
    // Only the consent paragraph and the success message differ.
    expect(
      on
        .replace(/<p class="ffp-form__consent">[^<]*<\/p>/, '')
        .replace(/ Check your inbox and follow the link to confirm your subscription\./, ''),
    ).toBe(before);
  });
});
