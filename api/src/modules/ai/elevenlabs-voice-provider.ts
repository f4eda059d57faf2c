import { rm, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { providerFetch } from '../../shared/http/provider-fetch';
import { encodeMp3 } from './audio-encoding';
import type { SpeechResult, Voice, VoiceProvider } from './voice-provider';

export const ELEVENLABS = 'ElevenLabs';
export const ELEVENLABS_MODEL = 'eleven_monolingual_v1';
/** "Rachel", ElevenLabs' own default voice in its documentation. */
export const ELEVENLABS_DEFAULT_VOICE = '21m00Tcm4TlvDq8ikWAM';
/**
 * Euro per character: ElevenLabs' Creator plan sells 100,000 characters a month for US$22,
 * about €0.20 per 1,000 characters (elevenlabs.io/pricing, 2024). An estimate, never an invoice.
 */
export const ELEVENLABS_EUR_PER_CHARACTER = 0.0002;

// GET /v1/voices (ElevenLabs API reference): only what we show is read; the rest may change freely.
const voicesSchema = z.object({
  voices: z.array(
    z.object({
      voice_id: z.string().min(1),
      name: z.string(),
      labels: z.record(z.string(), z.string().nullable()).nullish(),
    }),
  ),
});

/** ElevenLabs' text to speech API, called only through providerFetch (timeouts, retries, its own messages). */
export class ElevenLabsVoiceProvider implements VoiceProvider {
  readonly generator = ELEVENLABS;
  readonly model = ELEVENLABS_MODEL;
  readonly eurPerCharacter = ELEVENLABS_EUR_PER_CHARACTER;
  readonly defaultVoiceId = ELEVENLABS_DEFAULT_VOICE;

  constructor(
    private readonly settings: { apiKey: string; baseUrl: string },
    private readonly timeoutMs: number,
  ) {}

  async voices(): Promise<Voice[]> {
    const response = await providerFetch({
      provider: ELEVENLABS,
      url: `${this.settings.baseUrl}/voices`,
      headers: { 'xi-api-key': this.settings.apiKey },
      timeoutMs: this.timeoutMs,
    });
    // A body that is not JSON fails the schema below, which says what went wrong.
    const parsed = voicesSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new Error('ElevenLabs answered an unexpected voice list');
    return parsed.data.voices.map((v) => ({
      voiceId: v.voice_id,
      name: v.name,
      accent: v.labels?.accent ?? null,
      gender: v.labels?.gender ?? null,
      generator: ELEVENLABS,
    }));
  }

  async speak(input: { text: string; voiceId: string; output: string }): Promise<SpeechResult> {
    const response = await providerFetch({
      provider: ELEVENLABS,
      url: `${this.settings.baseUrl}/text-to-speech/${encodeURIComponent(input.voiceId)}`,
      headers: { 'xi-api-key': this.settings.apiKey, Accept: 'audio/mpeg' },
      json: { text: input.text, model_id: ELEVENLABS_MODEL },
      timeoutMs: this.timeoutMs,
    });
    const received = `${input.output}.received`;
    try {
      await writeFile(received, Buffer.from(await response.arrayBuffer()));
      // Decoded and written again: only audio that really plays reaches the library.
      return { file: input.output, ...(await encodeMp3(received, input.output)) };
    } finally {
      await rm(received, { force: true });
    }
  }
}
