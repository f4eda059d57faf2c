import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { BuilderStoreProvider } from '../../builder/builder-context';
import { activeElements, createBuilderStore, docOfPage } from '../../builder/builder-store';
import { EditDialog } from '../../builder/EditDialog';
import { createElement } from '../../page-model/config';
import type { PageElement } from '../../page-model/types';
import { aiCostRatesMock, PROVIDER_RATES } from '../../test/ai-cost-rates';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import {
  generateImageMock,
  imageChangeEvent,
  imageGeneration,
  quietImageChanges,
  usage,
  usageMock,
} from './ai-test-fixtures';

const INPUT = { prompt: 'A sunrise over mountains', style: 'vivid', size: '1024x1024', elementId: 'i1' };

async function openImageEditor(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const element = createElement('image', 'i1');
  const store = createBuilderStore();
  store.getState().load(docOfPage([element], undefined, 'Test funnel'), null);
  store.getState().openEditor(element.id);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <BuilderStoreProvider store={store}>
      <EditDialog />
    </BuilderStoreProvider>,
    { mocks },
  );
  await screen.findByText('Edit image');
  const saved = (): PageElement => {
    const [first] = activeElements(store.getState());
    if (!first) throw new Error('The element is gone');
    return first;
  };
  return { user, saved };
}

function generateButton(): HTMLButtonElement {
  const panel = screen.getByRole('region', { name: /Generate with AI/ });
  const button = within(panel)
    .getAllByRole('button')
    .find((b) => /Generat/.test(b.textContent ?? ''));
  if (!button) throw new Error('No Generate button');
  return button as HTMLButtonElement;
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText('Generate with AI', { selector: 'button span' }));
  return screen.findByRole('region', { name: /Generate with AI/ });
}

/** Pasted, not typed: typing key by key into a full dialog is slow in jsdom. */
async function enterPrompt(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText('Prompt'));
  await user.paste(text);
}

beforeEach(() => resetToasts());

describe('AI image panel in the image editor', () => {
  it('keeps Generate disabled while the prompt is blank, and shows the month and the cost', async () => {
    const { user } = await openImageEditor([usageMock()]);
    const panel = await openPanel(user);
    expect(await within(panel).findByText('3 of 20 images this month')).toBeInTheDocument();
    expect(panel).toHaveTextContent('renews Dec 01, 2026');
    await waitFor(() => expect(panel).toHaveTextContent('estimated cost $0.04 per image'));
    expect(within(panel).getByText('OpenAI')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    await enterPrompt(user, '   ');
    expect(generateButton()).toBeDisabled();
    await enterPrompt(user, 'a cat');
    expect(generateButton()).toBeEnabled();
  });

  it("says the api's own price of an image (aiCostRates)", async () => {
    const { user } = await openImageEditor([
      usageMock(),
      aiCostRatesMock({ ...PROVIDER_RATES, imageUsd: 0.08 }),
    ]);
    const panel = await openPanel(user);
    await waitFor(() => expect(panel).toHaveTextContent('estimated cost $0.08 per image'));
  });

  it('says plainly when the offline generator draws the image, and that it is free', async () => {
    const { user } = await openImageEditor([usageMock(usage({ imageGenerator: 'Offline generator' }))]);
    const panel = await openPanel(user);
    expect(
      await within(panel).findByText(
        'Offline generator: the image is drawn on this machine by the offline generator, not by an AI provider.',
      ),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('estimated cost free (offline generator)');
  });

  it('generates: busy, then the subscription says completed, the element takes the image and the panel closes', async () => {
    const pending = imageGeneration({
      id: 'g1',
      status: 'pending',
      imageUrl: null,
      mediaId: null,
      elementId: 'i1',
    });
    const done = imageGeneration({
      id: 'g1',
      status: 'completed',
      imageUrl: '/media/u1/g1.png',
      elementId: 'i1',
    });
    const { user, saved } = await openImageEditor([
      usageMock(),
      generateImageMock(INPUT, pending),
      // Long enough after the subscription opens that the busy state is seen on a loaded machine.
      imageChangeEvent('g1', done, 600),
      usageMock(usage({ imagesThisMonth: 4 })),
    ]);
    await openPanel(user);
    await enterPrompt(user, 'A sunrise over mountains');
    await user.click(generateButton());
    expect(await screen.findByText('Generating…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Generate with AI/ })).toHaveAttribute('aria-busy', 'true');
    await expectToast('AI Image Generated Successfully!');
    expect(screen.getByLabelText('Image URL')).toHaveValue('/media/u1/g1.png');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Generate with AI/ })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByText('Save Changes'));
    expect(saved().content).toBe('/media/u1/g1.png');
  });

  it("a failed generation says 'Generation failed: ' and the reason", async () => {
    const pending = imageGeneration({ id: 'g2', status: 'processing', imageUrl: null, elementId: 'i1' });
    const failed = {
      ...pending,
      status: 'failed',
      failureReason: 'Your prompt was rejected by the safety system',
    };
    const { user } = await openImageEditor([
      usageMock(),
      generateImageMock(INPUT, pending),
      imageChangeEvent('g2', failed, 150),
      usageMock(),
    ]);
    await openPanel(user);
    await enterPrompt(user, 'A sunrise over mountains');
    await user.click(generateButton());
    await expectToast('Generation failed: Your prompt was rejected by the safety system');
    // The panel stays open to try again; the element keeps its content.
    expect(screen.getByRole('region', { name: /Generate with AI/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Image URL')).toHaveValue('');
  });

  it("a failure without a reason says 'Please try a different prompt'", async () => {
    const pending = imageGeneration({ id: 'g3', status: 'pending', imageUrl: null, elementId: 'i1' });
    const { user } = await openImageEditor([
      usageMock(),
      generateImageMock(INPUT, pending),
      imageChangeEvent('g3', { ...pending, status: 'failed', failureReason: null }, 150),
      usageMock(),
    ]);
    await openPanel(user);
    await enterPrompt(user, 'A sunrise over mountains');
    await user.click(generateButton());
    await expectToast('Generation failed: Please try a different prompt');
  });

  it('an exhausted allowance shows the server message and disables Generate with that reason', async () => {
    const message = 'You have used 20 of 20 AI images this month. Your allowance renews on 1 December 2026.';
    const { user } = await openImageEditor([
      usageMock(),
      generateImageMock(INPUT, { error: message, code: 'RATE_LIMITED' }),
      quietImageChanges,
    ]);
    const panel = await openPanel(user);
    await enterPrompt(user, 'A sunrise over mountains');
    await user.click(generateButton());
    await expectToast(`Generation failed: ${message}`);
    expect(within(panel).getAllByText(message).length).toBeGreaterThan(0);
    expect(generateButton()).toBeDisabled();
  });

  it('an allowance already used up disables Generate before anything is sent', async () => {
    const { user } = await openImageEditor([usageMock(usage({ imagesThisMonth: 20, imagesAllowed: 20 }))]);
    const panel = await openPanel(user);
    await enterPrompt(user, 'A cat');
    expect(
      (
        await within(panel).findAllByText(
          'You have used 20 of 20 AI images this month. Your allowance renews on Dec 01, 2026.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(generateButton()).toBeDisabled();
  });
});
