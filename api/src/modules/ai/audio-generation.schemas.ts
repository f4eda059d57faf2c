import { z } from 'zod';

export const AUDIO_TEXT_MAX = 5000;

/** POST /api/ai/generate-audio and generateAudio: the text to speak and, optionally, the voice. */
export const generateAudioSchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .trim()
    .min(1, 'Text is required')
    .max(AUDIO_TEXT_MAX, `Text must be at most ${AUDIO_TEXT_MAX} characters`),
  // Goes into the provider's URL path: letters, digits, '+', '-' and '_' only.
  voiceId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9+_-]{1,64}$/, 'Voice is not one of the voices offered')
    .nullish(),
});

export const audioListSchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(20),
  after: z.string().max(500).nullish(),
});

/** The job's data: the row's id only (it re-reads the row). */
export const audioJobSchema = z.object({ generationId: z.uuid() });
