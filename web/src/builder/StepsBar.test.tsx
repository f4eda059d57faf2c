import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createElement } from '../page-model/config';
import { renderWithApp } from '../test/render';
import '../test/timeouts';
import { BuilderStoreProvider } from './builder-context';
import { createBuilderStore, docOfPage } from './builder-store';
import { StepsBar } from './StepsBar';

function setup() {
  const store = createBuilderStore(docOfPage([createElement('headline', 'h')]));
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <BuilderStoreProvider store={store}>
      <StepsBar />
    </BuilderStoreProvider>,
  );
  return { store, user };
}

describe('the steps bar', () => {
  it('adds a step whose address follows its name, and shows it', async () => {
    const { store, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Add step/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a step' });
    await user.type(within(dialog).getByLabelText('Step name'), 'Thank You!');
    await waitFor(() =>
      expect(dialog.querySelector<HTMLInputElement>('input#slug')?.value).toBe('thank-you'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    await waitFor(() => expect(store.getState().doc.steps.map((s) => s.slug)).toEqual(['main', 'thank-you']));
    const tab = screen.getByRole('button', { name: 'Thank You!' });
    expect(tab).toHaveAttribute('aria-current', 'step');
  });

  it('refuses an address another step uses', async () => {
    const { store, user } = setup();
    store.getState().addStep('Offer', 'sales');
    await user.click(await screen.findByRole('button', { name: 'Step 2 Offer: actions' }));
    await user.click(await screen.findByText('Settings and SEO…'));
    const dialog = await screen.findByRole('dialog', { name: 'Step settings: Offer' });
    const address = within(dialog).getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'main');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Another step uses this address')).toBeInTheDocument();
    expect(store.getState().doc.steps[1]?.slug).toBe('offer');
  });

  it('deletes a step only after confirming', async () => {
    const { store, user } = setup();
    store.getState().addStep('Offer', 'sales');
    await user.click(await screen.findByRole('button', { name: 'Step 2 Offer: actions' }));
    await user.click(await screen.findByText('Delete…'));
    const confirm = await screen.findByText("Delete the step 'Offer'?", {
      selector: '.ant-modal-confirm-title',
    });
    expect(store.getState().doc.steps).toHaveLength(2);
    const dialog = confirm.closest<HTMLElement>('.ant-modal');
    if (!dialog) throw new Error('no confirmation dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete step' }));
    await waitFor(() => expect(store.getState().doc.steps).toHaveLength(1));
  });
});
