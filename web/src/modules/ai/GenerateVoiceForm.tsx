import { SoundOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import { errorInfo } from '../../app/graphql-errors';
import { VoicesDocument, type AudioFieldsFragment, type VoicesQuery } from '../../gql/graphql';
import { formatDuration, formatEur, isOfflineGenerator, voiceCostEur } from './ai-format';
import { AI_TEXTS } from './ai-texts';
import { GeneratorBadge } from './GeneratorBadge';
import { useAiCostRates } from './use-ai-cost-rates';
import { useVoiceGeneration } from './use-voice-generation';
import './ai.css';

/** The api takes 1 to 5000 characters. */
export const VOICE_TEXT_MAX = 5000;

type Voice = VoicesQuery['voices'][number];

function voiceLabel(voice: Voice): string {
  // Traits the name already says ('US English (male)') are not repeated.
  const name = voice.name.toLowerCase();
  const traits = [voice.gender, voice.accent]
    .filter((trait): trait is string => Boolean(trait) && !name.includes(String(trait).toLowerCase()))
    .join(', ');
  return `${voice.name}${traits ? ` (${traits})` : ''} — ${voice.generator}`;
}

/**
 * Text to speech: the text with its character count, a voice (each with its generator), the live
 * estimated cost (euro per character, free offline), Generate; busy while the speech is made;
 * the result plays with its duration. `onGenerated` hears each finished audio (the dub dialog
 * picks it).
 */
export function GenerateVoiceForm({ onGenerated }: { onGenerated?(audio: AudioFieldsFragment): void }) {
  const id = useId();
  const voices = useQuery(VoicesDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const list = voices.data?.voices ?? [];
  const [text, setText] = useState('');
  const [voiceId, setVoiceId] = useState<string | null>(null);
  const [result, setResult] = useState<AudioFieldsFragment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const voice = list.find((v) => v.voiceId === voiceId) ?? list[0] ?? null;
  const characters = text.length;
  const blank = text.trim() === '';
  const offline = isOfflineGenerator(voice?.generator);
  const rate = useAiCostRates()?.voiceEurPerCharacter ?? null;

  const { generate, busy } = useVoiceGeneration((outcome) => {
    if (outcome.kind === 'completed') {
      setResult(outcome.generation);
      onGenerated?.(outcome.generation);
    } else setProblem(`Generation failed: ${outcome.error ?? 'Please try a different text'}`);
  });

  return (
    <form
      className="ff-ai-voice"
      aria-busy={busy}
      aria-label="Generate voice"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || busy || !voice) return;
        setProblem(null);
        setResult(null);
        void generate({ text, voiceId: voice.voiceId });
      }}
    >
      <div className="ff-field">
        <label className="ff-field__label" htmlFor={`${id}-text`}>
          Text
        </label>
        <Input.TextArea
          id={`${id}-text`}
          value={text}
          rows={4}
          maxLength={VOICE_TEXT_MAX}
          disabled={busy}
          placeholder="What should the voice say?"
          aria-describedby={`${id}-count`}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="ff-ai-voice__count" id={`${id}-count`}>
          {characters.toLocaleString('en-US')} / {VOICE_TEXT_MAX.toLocaleString('en-US')} characters
        </div>
      </div>
      <div className="ff-field">
        <label className="ff-field__label" htmlFor={`${id}-voice`}>
          Voice
        </label>
        {voices.error && !voices.data ? (
          <Alert
            type="error"
            showIcon
            title="Failed to load voices"
            description={errorInfo(voices.error).message}
            action={
              <Button size="small" onClick={() => refetchQuietly(voices)}>
                {AI_TEXTS.retry}
              </Button>
            }
          />
        ) : (
          <Select
            id={`${id}-voice`}
            value={voice?.voiceId}
            loading={voices.loading && list.length === 0}
            disabled={busy || list.length === 0}
            placeholder={voices.loading ? 'Loading voices…' : 'No voices'}
            onChange={(value: string) => setVoiceId(value)}
            options={list.map((v) => ({ value: v.voiceId, label: voiceLabel(v) }))}
          />
        )}
      </div>
      {voice && offline ? <Alert type="info" showIcon title={AI_TEXTS.offlineVoiceNote} /> : null}
      <p className="ff-ai-panel__usage" aria-live="polite">
        {voice ? (
          <>
            Made by <GeneratorBadge generator={voice.generator} />
            {offline || rate !== null ? (
              <>
                {' '}
                · Estimated cost:{' '}
                <strong>
                  {offline || rate === null
                    ? 'free (offline generator)'
                    : formatEur(voiceCostEur(characters, rate))}
                </strong>
                {offline || rate === null ? null : <span> ({formatEur(rate)} per character)</span>}
              </>
            ) : null}
          </>
        ) : null}
      </p>
      <div className="ff-ai-panel__actions">
        <Button
          type="primary"
          htmlType="submit"
          icon={<SoundOutlined />}
          loading={busy}
          disabled={!busy && (blank || !voice)}
        >
          {busy ? 'Generating…' : 'Generate'}
        </Button>
        {busy ? (
          <span className="ff-muted" role="status">
            Generating the speech…
          </span>
        ) : null}
      </div>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
      {result?.audioUrl ? (
        <section className="ff-ai-voice__result" aria-label="Generated audio">
          <audio controls src={result.audioUrl} preload="metadata">
            <track kind="captions" />
          </audio>
          <span>
            {result.voiceName ?? 'Voice'} · Duration {formatDuration(result.duration) || 'unknown'} ·{' '}
            {result.characterCount.toLocaleString('en-US')} characters ·{' '}
            {isOfflineGenerator(result.generator)
              ? 'free (offline generator)'
              : formatEur(result.estimatedCost ?? 0)}
          </span>
        </section>
      ) : null}
    </form>
  );
}
