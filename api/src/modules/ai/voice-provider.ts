/** A voice one generator can speak with. */
export type Voice = {
  voiceId: string;
  name: string;
  accent: string | null;
  gender: string | null;
  /** 'ElevenLabs' or 'Offline generator': who speaks with it. */
  generator: string;
};

/** What a generator made: an MP3 file on this machine, and its length in seconds. */
export type SpeechResult = { file: string; duration: number };

/**
 * Text to speech: ElevenLabs when configured, else eSpeak-NG on this machine. `generator` is
 * the label shown with every item it makes, so an offline file never passes for the provider's.
 */
export interface VoiceProvider {
  readonly generator: string;
  /** The model recorded on each row. */
  readonly model: string;
  /** Euro per character of text, for the estimated cost (0 offline). */
  readonly eurPerCharacter: number;
  voices(): Promise<Voice[]>;
  /** The voice to use when none is asked for. */
  readonly defaultVoiceId: string;
  /** Speaks `text` into an MP3 at `output`. */
  speak(input: { text: string; voiceId: string; output: string }): Promise<SpeechResult>;
}
