import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { BuilderStoreProvider } from '../../builder/builder-context';
import { activeElements, createBuilderStore, docOfPage } from '../../builder/builder-store';
import { EditDialog } from '../../builder/EditDialog';
import { createElement } from '../../page-model/config';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { generateContentMock, textGeneratorMock, writing } from './ai-test-fixtures';
import { aiWritePopover, buttonIn, openAiWrite } from './ai-write-test-helpers';

type ElementType = Parameters<typeof createElement>[0];

/** The builder's edit dialog open on one element of the funnel `funnelName` (saved as f1). */
async function openEditor(
  type: ElementType,
  mocks: ReadonlyArray<MockLink.MockedResponse>,
  funnelName = 'Yoga for busy parents',
) {
  const element = createElement(type, 'e1');
  const store = createBuilderStore();
  store.getState().load(docOfPage([element], undefined, funnelName), 'f1');
  store.getState().openEditor(element.id);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <BuilderStoreProvider store={store}>
      <EditDialog />
    </BuilderStoreProvider>,
    { mocks },
  );
  await screen.findByText(`Edit ${type}`);
  const saved = () => {
    const [first] = activeElements(store.getState());
    if (!first) throw new Error('The element is gone');
    return first;
  };
  return { user, store, saved };
}

beforeEach(() => resetToasts());

describe("'AI write' in the builder's edit dialog", () => {
  it('writes a headline: the funnel name as prompt, Enter generates (busy meanwhile), Use fills the field; Save and undo', async () => {
    const { user, store, saved } = await openEditor('headline', [
      textGeneratorMock(),
      generateContentMock(
        { prompt: 'Yoga for busy parents', type: 'headline', funnelId: 'f1' },
        writing({ content: 'Calm in twenty minutes a day', funnelId: 'f1' }),
        150,
      ),
    ]);
    const panel = await openAiWrite(user, 'Headline');
    const prompt = within(panel).getByLabelText('What to write about');
    expect(prompt).toHaveValue('Yoga for busy parents');
    expect(prompt).toHaveFocus();
    expect(await within(panel).findByText('OpenAI')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(buttonIn(panel, 'Writing…')).toHaveClass('ant-btn-loading');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).getByRole('status')).toHaveTextContent('Writing the text, please wait…');

    expect(await within(panel).findByText('Calm in twenty minutes a day')).toBeInTheDocument();
    expect(panel).toHaveAttribute('aria-busy', 'false');
    expect(within(panel).getByText('OpenAI')).toBeInTheDocument();
    // Nothing changes until the text is used.
    expect(screen.getByLabelText('Headline')).toHaveValue('Your Headline Here');

    await user.click(buttonIn(panel, 'Use this text'));
    expect(screen.getByLabelText('Headline')).toHaveValue('Calm in twenty minutes a day');
    await waitFor(() => expect(aiWritePopover('Headline')).not.toBeInTheDocument());
    expect(screen.getByLabelText('AI write: Headline', { selector: 'button' })).toHaveFocus();

    await user.click(screen.getByText('Save Changes'));
    expect(saved().content).toBe('Calm in twenty minutes a day');
    store.getState().undo();
    expect(saved().content).toBe('Your Headline Here');
  });

  it('writes a feature list as benefits: each pair becomes a feature with its title and description', async () => {
    const benefits = [
      {
        __typename: 'GeneratedContentItem' as const,
        title: 'Short sessions',
        text: 'Twenty minutes fit any day.',
      },
      { __typename: 'GeneratedContentItem' as const, title: 'No equipment', text: 'A mat is all you need.' },
      { __typename: 'GeneratedContentItem' as const, title: 'Kind coaching', text: 'Go at your own pace.' },
    ];
    const { user, saved } = await openEditor('feature-list', [
      textGeneratorMock(),
      generateContentMock(
        { prompt: 'Yoga for busy parents', type: 'benefits', funnelId: 'f1' },
        writing({ type: 'benefits', content: 'Short sessions: …', items: benefits }),
      ),
    ]);
    const panel = await openAiWrite(user, 'Features');
    await user.click(buttonIn(panel, 'Generate'));
    expect(await within(panel).findByText('No equipment')).toBeInTheDocument();
    expect(within(panel).getByText('A mat is all you need.')).toBeInTheDocument();

    await user.click(buttonIn(panel, 'Use this text'));
    await user.click(screen.getByText('Save Changes'));
    const content = JSON.parse(saved().content) as { features: unknown[] };
    expect(content.features).toEqual([
      { icon: 'check', title: 'Short sessions', description: 'Twenty minutes fit any day.' },
      { icon: 'check', title: 'No equipment', description: 'A mat is all you need.' },
      { icon: 'check', title: 'Kind coaching', description: 'Go at your own pace.' },
    ]);
  });

  it("says 'Offline generator' when the offline generator wrote the text; an untitled funnel starts from the field's text", async () => {
    const { user } = await openEditor(
      'text',
      [
        textGeneratorMock('Offline generator'),
        generateContentMock(
          { prompt: 'Tell them about the course', type: 'body', funnelId: 'f1' },
          writing({
            type: 'body',
            content: 'Yoga that fits between school runs.',
            generator: 'Offline generator',
          }),
        ),
      ],
      'Untitled Funnel',
    );
    await user.clear(screen.getByLabelText('Text'));
    await user.type(screen.getByLabelText('Text'), 'Tell them about the course');
    const panel = await openAiWrite(user, 'Text');
    expect(within(panel).getByLabelText('What to write about')).toHaveValue('Tell them about the course');
    expect(await within(panel).findByText('Offline generator')).toBeInTheDocument();
    await user.click(buttonIn(panel, 'Generate'));
    expect(await within(panel).findByText('Yoga that fits between school runs.')).toBeInTheDocument();
    const badge = within(panel).getByText('Offline generator').closest('.ff-ai-generator');
    expect(badge).toHaveAttribute('title', expect.stringContaining('offline generator'));
    await user.click(buttonIn(panel, 'Use this text'));
    expect(screen.getByLabelText('Text')).toHaveValue('Yoga that fits between school runs.');
  });

  it("shows the server's message when it cannot write, inline and in a toast, and the field stays as it was", async () => {
    const { user } = await openEditor('button', [
      textGeneratorMock(),
      generateContentMock(
        { prompt: 'Yoga for busy parents', type: 'cta', funnelId: 'f1' },
        { error: 'You are generating text very quickly. Try again in 1 minute.', code: 'TOO_MANY_REQUESTS' },
      ),
    ]);
    const panel = await openAiWrite(user, 'Button label');
    await user.click(buttonIn(panel, 'Generate'));
    expect(
      await within(panel).findByText('You are generating text very quickly. Try again in 1 minute.'),
    ).toBeInTheDocument();
    await expectToast('AI write failed', 'You are generating text very quickly. Try again in 1 minute.');
    expect(within(panel).queryByText('Use this text')).not.toBeInTheDocument();
    expect(buttonIn(panel, 'Generate')).toBeEnabled();
    expect(screen.getByLabelText('Button label')).toHaveValue('Click Here');
  });

  it('does not offer a text longer than the field takes', async () => {
    const long = 'Start today '.repeat(20).trim();
    const { user } = await openEditor('button', [
      textGeneratorMock(),
      generateContentMock(
        { prompt: 'Yoga for busy parents', type: 'cta', funnelId: 'f1' },
        writing({ type: 'cta', content: long }),
      ),
    ]);
    const panel = await openAiWrite(user, 'Button label');
    await user.click(buttonIn(panel, 'Generate'));
    expect(
      await within(panel).findByText(
        `The text has ${long.length} characters; this field takes at most 200. Generate again or ask for something shorter.`,
      ),
    ).toBeInTheDocument();
    expect(buttonIn(panel, 'Use this text')).toBeDisabled();
  });

  it('keeps Generate off for a blank prompt; Escape closes the popover and leaves the dialog open', async () => {
    const { user } = await openEditor('faq-section', [textGeneratorMock()], 'Untitled Funnel');
    const panel = await openAiWrite(user, 'Questions');
    expect(within(panel).getByLabelText('What to write about')).toHaveValue('');
    expect(buttonIn(panel, 'Generate')).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(within(panel).queryByText('Writing…')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(aiWritePopover('Questions')).not.toBeInTheDocument());
    expect(screen.getByText('Edit faq-section')).toBeInTheDocument();
    expect(screen.getByLabelText('AI write: Questions', { selector: 'button' })).toHaveFocus();
  });
});
