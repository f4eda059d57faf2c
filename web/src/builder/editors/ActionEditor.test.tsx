import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createElement } from '../../page-model/config';
import { NEXT_STEP_LINK, stepLink } from '../../page-model/steps';
import type { PageElement } from '../../page-model/types';
import { chooseOption } from '../../test/antd';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { BuilderStoreProvider } from '../builder-context';
import { createBuilderStore, docOfPage } from '../builder-store';
import { EditDialog } from '../EditDialog';

const REDIRECT = 'Show the success message, then go to a page';

/**
 * A funnel 'Main page' → 'Thanks' → 'Offer' with `element` on the step named `on`, whose edit
 * dialog is open on its Action tab.
 */
async function openAction(element: PageElement, on: 'Main page' | 'Offer' = 'Main page') {
  const store = createBuilderStore(docOfPage([]));
  const main = store.getState().doc.steps[0]?.id ?? '';
  const thanks = store.getState().addStep('Thanks', 'thank-you') ?? '';
  const offer = store.getState().addStep('Offer', 'sales') ?? '';
  store.getState().load(
    {
      ...store.getState().doc,
      steps: store
        .getState()
        .doc.steps.map((step) => (step.name === on ? { ...step, elements: [element] } : step)),
    },
    null,
  );
  store.getState().selectStep(on === 'Main page' ? main : offer);
  store.getState().openEditor(element.id);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <BuilderStoreProvider store={store}>
      <EditDialog />
    </BuilderStoreProvider>,
  );
  await screen.findByText(`Edit ${element.type}`);
  await user.click(screen.getByText('Action', { selector: '[role="tab"], [role="tab"] *' }));
  const saved = () => {
    const step = store.getState().doc.steps.find((each) => each.name === on);
    const found = step?.elements.find((each) => each.id === element.id);
    if (!found) throw new Error('The element is gone');
    return found;
  };
  const save = () => user.click(within(dialog()).getByText('Save Changes'));
  return { store, user, saved, save, ids: { main, thanks, offer } };
}

const dialog = () => {
  const found = document.querySelector<HTMLElement>('.ff-edit-dialog');
  if (!found) throw new Error('No edit dialog');
  return found;
};

/** What an antd Select named `label` shows as chosen. */
function shown(label: string): string {
  const select = screen.getByLabelText(label, { selector: 'input' }).closest('.ant-select');
  return select?.querySelector('.ant-select-content')?.getAttribute('title') ?? '';
}

/** The options an antd Select named `label` offers, once opened. */
async function optionsOf(user: ReturnType<typeof userEvent.setup>, label: string): Promise<string[]> {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  return waitFor(() => {
    const items = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ).map((item) => item.getAttribute('title') ?? '');
    if (items.length === 0) throw new Error(`"${label}" shows no options`);
    return items;
  });
}

const form = () => createElement('form', 'lead-form');

describe("the Action tab's link picker", () => {
  it("sends a form on a step before the last to 'Next step' by default, and saves it", async () => {
    const { user, saved, save } = await openAction(form());
    expect(shown('After submitting')).toBe('Show the success message');

    await chooseOption(user, 'After submitting', REDIRECT);
    expect(shown('Then go to')).toBe('Next step (Thanks)');
    expect(screen.getByText('A step of this funnel')).toBeInTheDocument();

    await save();
    expect(saved()).toMatchObject({ action: 'form-redirect', link: NEXT_STEP_LINK });
  });

  it("offers the funnel's other steps and an address, and saves the one chosen", async () => {
    const { user, saved, save, ids } = await openAction(form());
    await chooseOption(user, 'After submitting', REDIRECT);
    expect(await optionsOf(user, 'Then go to')).toEqual([
      'Next step (Thanks)',
      'Step: Thanks',
      'Step: Offer',
      'A web address or page path',
    ]);
    // The list is open: the step is picked from it.
    const offer = document.querySelector<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Step: Offer"]',
    );
    if (!offer) throw new Error('No option for the Offer step');
    await user.click(offer);
    expect(shown('Then go to')).toBe('Step: Offer');
    await save();
    expect(saved()).toMatchObject({ action: 'form-redirect', link: stepLink(ids.offer) });
  });

  it('takes a web address instead of a step', async () => {
    const { user, saved, save } = await openAction(form());
    await chooseOption(user, 'After submitting', REDIRECT);
    await chooseOption(user, 'Then go to', 'A web address or page path');
    const address = within(dialog()).getByPlaceholderText('https://example.com');
    expect(address).toHaveValue('');
    await user.click(address);
    await user.paste('https://example.com/welcome');
    await save();
    expect(saved()).toMatchObject({ action: 'form-redirect', link: 'https://example.com/welcome' });
  });

  it("has no 'Next step' for a form on the last step", async () => {
    const { user } = await openAction(form(), 'Offer');
    await chooseOption(user, 'After submitting', REDIRECT);
    expect(shown('Then go to')).toBe('A web address or page path');
    expect(await optionsOf(user, 'Then go to')).toEqual([
      'Step: Main page',
      'Step: Thanks',
      'A web address or page path',
    ]);
  });

  it("leaves a form's own redirect as it was when the action is chosen", async () => {
    const element = { ...form(), action: 'external' as const, link: 'https://example.com/elsewhere' };
    const { user, saved, save } = await openAction(element);
    await chooseOption(user, 'After submitting', REDIRECT);
    await save();
    expect(saved()).toMatchObject({ action: 'form-redirect', link: 'https://example.com/elsewhere' });
  });

  it('says so when a button links to a step that was deleted', async () => {
    const button = { ...createElement('button', 'go'), action: 'link' as const, link: 'step:gone' };
    await openAction(button);
    expect(shown('Link')).toBe('A deleted step');
    expect(
      within(dialog()).getByText('The step this led to was deleted. Choose where it leads.'),
    ).toHaveAttribute('role', 'alert');
  });
});
