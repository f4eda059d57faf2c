import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AiAudioStatusChangedDocument, type AudioFieldsFragment } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import {
  OFFLINE_VOICES,
  audioCostMock,
  audioGeneration,
  generateAudioMock,
  voicesMock,
} from './ai-test-fixtures';
import { aiCostRatesMock, PROVIDER_RATES } from '../../test/ai-cost-rates';
import { formatEur, voiceCostEur } from './ai-format';
import { GenerateVoiceForm } from './GenerateVoiceForm';

function audioEvent(
  id: string,
  generation: AudioFieldsFragment | null,
  delay = 100,
): MockLink.MockedResponse {
  return {
    request: { query: AiAudioStatusChangedDocument },
    result: {
      data: {
        __typename: 'Subscription',
        aiAudioStatusChanged: {
          __typename: 'AudioGenerationChange',
          id,
          status: generation?.status ?? 'deleted',
          generation,
        },
      },
    },
    delay,
  };
}

function renderForm(mocks: ReadonlyArray<MockLink.MockedResponse>, onGenerated = jest.fn()) {
  const user = userEvent.setup();
  renderWithApp(<GenerateVoiceForm onGenerated={onGenerated} />, { mocks });
  return { user, onGenerated };
}

async function enterText(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText('Text'));
  await user.paste(text);
}

const form = () => screen.getByRole('form', { name: 'Generate voice' });

describe('voice cost', () => {
  it("is the characters at the api's rate, to four decimals as the api records it", () => {
    expect(voiceCostEur(100, 0.0002)).toBeCloseTo(0.02);
    expect(formatEur(voiceCostEur(26, 0.0002))).toBe('€0.0052');
    expect(voiceCostEur(5000, 0)).toBe(0);
  });
});

describe('GenerateVoiceForm', () => {
  it('counts characters and estimates the cost as the text grows; Generate waits for text', async () => {
    const { user } = renderForm([voicesMock()]);
    expect(await screen.findByText(/Rachel \(female, american\) — ElevenLabs/)).toBeInTheDocument();
    expect(screen.getByText('0 / 5,000 characters')).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: /Generate/ })).toBeDisabled();
    await enterText(user, 'Welcome to our spring sale');
    expect(screen.getByText('26 / 5,000 characters')).toBeInTheDocument();
    expect(form()).toHaveTextContent('Estimated cost: €0.0052');
    await enterText(user, ' — everything half price this week only!');
    expect(form()).toHaveTextContent(`Estimated cost: ${formatEur(66 * 0.0002)}`);
    expect(form()).toHaveTextContent('(€0.0002 per character)');
    expect(within(form()).getByRole('button', { name: /Generate/ })).toBeEnabled();
  });

  it("prices the speech at the api's own rate (aiCostRates), not a figure of its own", async () => {
    const { user } = renderForm([
      voicesMock(),
      aiCostRatesMock({ ...PROVIDER_RATES, voiceEurPerCharacter: 0.0003 }),
    ]);
    await screen.findByText(/Rachel \(female, american\) — ElevenLabs/);
    await enterText(user, 'Welcome to our spring sale');
    await waitFor(() => expect(form()).toHaveTextContent('Estimated cost: €0.0078 (€0.0003 per character)'));
  });

  it('says the offline generator makes the speech here, for free', async () => {
    const { user } = renderForm([voicesMock(OFFLINE_VOICES)]);
    expect(
      await screen.findByText(
        'Offline generator: the speech is made on this machine by the offline generator, not by an AI provider.',
      ),
    ).toBeInTheDocument();
    await enterText(user, 'Hello there');
    expect(form()).toHaveTextContent('Estimated cost: free (offline generator)');
    expect(form()).not.toHaveTextContent('€');
  });

  it('generates: busy, then the finished audio plays with its duration', async () => {
    const pending = audioGeneration({ id: 'a1', status: 'pending', audioUrl: null, duration: null });
    const done = audioGeneration({ id: 'a1', duration: 75.4 });
    const { user, onGenerated } = renderForm([
      voicesMock(),
      generateAudioMock({ text: 'Welcome to our spring sale', voiceId: 'rachel' }, pending),
      // Long enough after the subscription opens that the busy state is seen on a loaded machine.
      audioEvent('a1', done, 600),
      audioCostMock(),
    ]);
    await screen.findByText(/Rachel/);
    await enterText(user, 'Welcome to our spring sale');
    await user.click(within(form()).getByRole('button', { name: /Generate/ }));
    expect(await screen.findByText('Generating the speech…')).toBeInTheDocument();
    const result = await screen.findByRole('region', { name: 'Generated audio' });
    expect(result.querySelector('audio')).toHaveAttribute('src', '/media/u1/a1.mp3');
    expect(result).toHaveTextContent('Rachel · Duration 1:15 · 26 characters · €0.0052');
    expect(onGenerated).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));
  });

  it('shows the error when the speech could not be made', async () => {
    const { user } = renderForm([
      voicesMock(),
      generateAudioMock(
        { text: 'Hello', voiceId: 'rachel' },
        { error: 'The voice provider is not reachable' },
      ),
      { request: { query: AiAudioStatusChangedDocument }, result: { data: null }, delay: Infinity },
    ]);
    await screen.findByText(/Rachel/);
    await enterText(user, 'Hello');
    await user.click(within(form()).getByRole('button', { name: /Generate/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Generation failed: The voice provider is not reachable',
      ),
    );
  });
});
