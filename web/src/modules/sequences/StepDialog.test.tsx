import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { resetToasts } from '../../test/toasts';
import { generateContentMock, textGeneratorMock, writing } from '../ai/ai-test-fixtures';
import { aiWritePopover, buttonIn, openAiWrite } from '../ai/ai-write-test-helpers';
import { StepDialog } from './StepDialog';

const BODY = 'Hi {{firstName}},\nthanks for joining us.';

/** The Add Email Step dialog; answers the user and what Add Step saved. */
function renderAddStep(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const onSave = jest.fn();
  const user = userEvent.setup();
  renderWithApp(
    <StepDialog open step={null} saving={false} serverErrors={{}} onSave={onSave} onClose={jest.fn()} />,
    { mocks: [textGeneratorMock(), ...mocks] },
  );
  return { user, onSave };
}

/** Pasted, not typed: key by key is slow in a full dialog in jsdom. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(text);
}

beforeEach(() => resetToasts());

describe("StepDialog's AI write", () => {
  it('writes the content from the subject; Add Step saves it', async () => {
    const { user, onSave } = renderAddStep([
      generateContentMock(
        { prompt: 'Welcome aboard', type: 'email-body' },
        writing({ type: 'email-body', content: BODY }),
      ),
    ]);
    await enter(user, 'Subject', 'Welcome aboard');
    const panel = await openAiWrite(user, 'Content');
    expect(within(panel).getByLabelText('What to write about')).toHaveValue('Welcome aboard');
    await user.click(buttonIn(panel, 'Generate'));
    await waitFor(() => expect(within(panel).getByText('Use this text')).toBeInTheDocument());
    await user.click(buttonIn(panel, 'Use this text'));
    await waitFor(() => expect(aiWritePopover('Content')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Content')).toHaveValue(BODY);

    await user.click(screen.getByText('Add Step'));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        subject: 'Welcome aboard',
        content: BODY,
        delayHours: 24,
        isActive: true,
      }),
    );
  });

  it("writes the subject from the content's opening line (Enter generates); Add Step saves it", async () => {
    const { user, onSave } = renderAddStep([
      generateContentMock(
        { prompt: 'Hi {{firstName}},', type: 'email-subject' },
        writing({ type: 'email-subject', content: 'Your first week with us' }),
      ),
    ]);
    await enter(user, 'Content', BODY);
    const panel = await openAiWrite(user, 'Subject');
    expect(within(panel).getByLabelText('What to write about')).toHaveValue('Hi {{firstName}},');
    await user.keyboard('{Enter}');
    expect(await within(panel).findByText('Your first week with us')).toBeInTheDocument();
    await user.click(buttonIn(panel, 'Use this text'));
    expect(screen.getByLabelText('Subject')).toHaveValue('Your first week with us');

    await user.click(screen.getByText('Add Step'));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        subject: 'Your first week with us',
        content: BODY,
        delayHours: 24,
        isActive: true,
      }),
    );
  });
});
