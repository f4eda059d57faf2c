import { runProcess } from '../../shared/process/run-process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { encodeMp3 } from './audio-encoding';
import type { SpeechResult, Voice, VoiceProvider } from './voice-provider';

export const OFFLINE_GENERATOR = 'Offline generator';
export const ESPEAK_MODEL = 'espeak-ng';

/**
 * The child process that runs eSpeak-NG: the npm package is ESM only, the api CommonJS. It sits
 * next to this file in src (dev, tests) and is copied beside the compiled one in dist (build).
 */
export const ESPEAK_SCRIPT = path.join(__dirname, 'espeak-speak.mjs');

const SPEAK_TIMEOUT_MS = 120_000;

/** The offline voices: eSpeak-NG voice names (with a variant for the female ones). */
export const OFFLINE_VOICES: readonly Voice[] = [
  { voiceId: 'en-us', name: 'US English (male)', accent: 'American', gender: 'male' },
  { voiceId: 'en-us+f3', name: 'US English (female)', accent: 'American', gender: 'female' },
  { voiceId: 'en-gb-x-rp', name: 'British English (male)', accent: 'British', gender: 'male' },
  { voiceId: 'en-gb-x-rp+f3', name: 'British English (female)', accent: 'British', gender: 'female' },
  { voiceId: 'en-gb-scotland', name: 'Scottish English (male)', accent: 'Scottish', gender: 'male' },
  { voiceId: 'en-029+f3', name: 'Caribbean English (female)', accent: 'Caribbean', gender: 'female' },
].map((voice) => ({ ...voice, generator: OFFLINE_GENERATOR }));

/** Real speech made on this machine by eSpeak-NG (WASM), encoded to MP3 with the bundled ffmpeg. */
export class OfflineVoiceGenerator implements VoiceProvider {
  readonly generator = OFFLINE_GENERATOR;
  readonly model = ESPEAK_MODEL;
  readonly eurPerCharacter = 0;
  readonly defaultVoiceId = 'en-us';

  voices(): Promise<Voice[]> {
    return Promise.resolve([...OFFLINE_VOICES]);
  }

  async speak(input: { text: string; voiceId: string; output: string }): Promise<SpeechResult> {
    if (!OFFLINE_VOICES.some((v) => v.voiceId === input.voiceId))
      throw new Error(`unknown offline voice ${input.voiceId}`);
    const wav = `${input.output}.wav`;
    try {
      await espeak(input.voiceId, input.text, wav);
      return { file: input.output, ...(await encodeMp3(wav, input.output)) };
    } finally {
      await rm(wav, { force: true });
    }
  }
}

/** Runs the eSpeak-NG script: the text on stdin (no argument limits, never read as an option). */
async function espeak(voice: string, text: string, output: string): Promise<void> {
  const { code, stderr } = await runProcess(process.execPath, [ESPEAK_SCRIPT, voice, output], {
    timeoutMs: SPEAK_TIMEOUT_MS,
    keep: 'tail',
    maxStderr: 4000,
    input: text,
  });
  if (code !== 0) throw new Error(`eSpeak-NG failed (exit ${code}): ${stderr.trim()}`);
}
