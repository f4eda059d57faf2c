import { rm } from 'node:fs/promises';
import { requireActor, type Actor } from '../../shared/auth/actor';
import type { AppDeps } from '../../shared/app-deps';
import { findOwned } from '../../shared/db/find-owned';
import { inTransaction } from '../../shared/db/transaction';
import { AppError, notFound } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { ProviderError } from '../../shared/http/provider-fetch';
import {
  NEWEST_FIRST,
  newestFirstAfter,
  newestFirstCursor,
  pageFromRows,
  type Page,
} from '../../shared/pagination';
import { Service } from '../../shared/service';
import { waitForOutcome } from '../../shared/jobs/wait-for-outcome';
import type { Services } from '../../modules';
import { User } from '../accounts';
import { MEDIA_TYPES, MediaItem } from '../media';
import { AudioGeneration, type AudioGenerationStatus } from './audio-generation.entity';
import { audioListSchema, generateAudioSchema } from './audio-generation.schemas';
import { ElevenLabsVoiceProvider } from './elevenlabs-voice-provider';
import { OFFLINE_VOICES, OfflineVoiceGenerator } from './offline-voice-generator';
import type { Voice, VoiceProvider } from './voice-provider';

/** Makes one audio generation's speech (its id only). */
export const AUDIO_GENERATION_JOB = 'ai.generate-audio';
/** Fails generations a stopped process left pending or processing (at start, then every few minutes). */
export const AUDIO_RECOVERY_JOB = 'ai.recover-audio';

/** 002 §3 Audio item, plus what the dialogs show: the generator, status and failure. */
export type AudioGenerationView = {
  id: string;
  text: string;
  voiceId: string | null;
  voiceName: string | null;
  model: string;
  audioUrl: string | null;
  duration: number | null;
  characterCount: number;
  /** Euro. */
  estimatedCost: number | null;
  status: AudioGenerationStatus;
  failureReason: string | null;
  generator: string | null;
  mediaId: string | null;
  createdAt: string;
  updatedAt: string;
};

const MP3 = MEDIA_TYPES.find((t) => t.ext === 'mp3')!;

/**
 * A generation untouched this long was left by a process that stopped: one provider call may take
 * the request timeout three times over, plus the waits between tries and the encoding.
 */
const STUCK_AFTER_MS = 15 * 60_000;
export const INTERRUPTED_MESSAGE = 'The generation was interrupted by a restart; please try again';

const audioNotFound = () => notFound('Audio generation');

/**
 * Text to speech (issue 18): a request stores a pending row and enqueues its job in one
 * transaction; the job speaks the text (ElevenLabs when configured, else eSpeak-NG here), keeps
 * the file in the media library (source 'ai') and completes or fails the row. Every change is
 * pushed to the owner's open tabs (AI_GENERATION_CHANGED).
 */
export class AudioGenerationService extends Service {
  readonly provider: VoiceProvider;

  constructor(deps: AppDeps, services: Services) {
    super(deps, services);
    const { elevenlabs, requestTimeoutMs } = deps.config.ai;
    this.provider = elevenlabs
      ? new ElevenLabsVoiceProvider(elevenlabs, requestTimeoutMs)
      : new OfflineVoiceGenerator();
  }

  async voices(actor: Actor | null): Promise<Voice[]> {
    requireActor(actor, 'read');
    try {
      return await this.provider.voices();
    } catch (error) {
      // The provider's own words (a wrong key, an outage) are what the voice picker shows.
      if (error instanceof ProviderError) throw new AppError('BAD_GATEWAY', error.message);
      throw error;
    }
  }

  /** Validates and queues a generation; answers it as pending. */
  async start(actor: Actor | null, input: unknown): Promise<AudioGenerationView> {
    const { userId } = requireActor(actor, 'write');
    const { text, voiceId: asked } = parseInput(generateAudioSchema, input ?? {});
    const voiceId = asked || this.provider.defaultVoiceId;
    const offline = OFFLINE_VOICES.find((v) => v.voiceId === voiceId);
    if (this.provider instanceof OfflineVoiceGenerator && !offline)
      throw new AppError('BAD_USER_INPUT', 'Voice is not one of the voices offered', {
        fieldErrors: { voiceId: 'Voice is not one of the voices offered' },
      });
    const row = await inTransaction(this.em, async (tx) => {
      const created = tx.create(AudioGeneration, {
        user: tx.getReference(User, userId),
        text,
        voiceId,
        voiceName: offline?.name ?? null,
        model: this.provider.model,
        generator: this.provider.generator,
        characterCount: [...text].length,
        status: 'pending',
        createdAt: this.now(),
      });
      await tx.flush();
      await this.deps.jobs.send(AUDIO_GENERATION_JOB, { generationId: created.id }, { tx });
      return created;
    });
    this.changed(userId, row.id);
    return this.viewOf(row);
  }

  /** Starts a generation and waits up to `waitMs` for it to finish; answers it as it then is. */
  async generate(actor: Actor | null, input: unknown, waitMs: number): Promise<AudioGenerationView> {
    const started = await this.start(actor, input);
    return waitForOutcome(
      () => this.get(actor, started.id),
      (view) => view.status === 'completed' || view.status === 'failed',
      waitMs,
    );
  }

  async get(actor: Actor | null, id: string): Promise<AudioGenerationView> {
    const { userId } = requireActor(actor, 'read');
    const row = await findOwned(this.em, AudioGeneration, id, { user: userId }, audioNotFound, {
      refresh: true,
    });
    return this.viewOf(row);
  }

  /** The actor's generations, newest first, keyset-paged. */
  async list(actor: Actor | null, input: unknown = {}): Promise<Page<AudioGenerationView>> {
    const { userId } = requireActor(actor, 'read');
    const paging = parseInput(audioListSchema, input ?? {});
    const rows = await this.em.find(
      AudioGeneration,
      { $and: [{ user: userId }, newestFirstAfter(paging.after)] },
      { orderBy: [...NEWEST_FIRST], limit: paging.limit + 1 },
    );
    return pageFromRows(rows, paging, { map: (row) => this.viewOf(row), cursorOf: newestFirstCursor });
  }

  /** Euro estimated for the actor's generations this calendar month (UTC). */
  async monthlyCost(actor: Actor | null): Promise<number> {
    const { userId } = requireActor(actor, 'read');
    const now = this.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [row] = await this.em.execute<Array<{ total: string | null }>>(
      `select coalesce(sum(estimated_cost), 0) as total from audio_generations
        where user_id = ? and created_at >= ? and status = 'completed'`,
      [userId, monthStart],
    );
    return Number(row?.total ?? 0);
  }

  /** Deletes a generation and its library item. */
  async remove(actor: Actor | null, id: string): Promise<{ id: string }> {
    const owner = requireActor(actor, 'write');
    const row = await findOwned(this.em, AudioGeneration, id, { user: owner.userId }, audioNotFound);
    const mediaId = row.mediaItem?.id ?? null;
    await this.em.nativeDelete(AudioGeneration, { id: row.id, user: owner.userId });
    if (mediaId && (await this.em.count(MediaItem, { id: mediaId, user: owner.userId })) > 0)
      await this.services.media.remove(owner, { id: mediaId });
    this.changed(owner.userId, row.id);
    return { id: row.id };
  }

  // ---- the job -------------------------------------------------------------------------------

  /**
   * Speaks one generation. Safe to run twice: a finished row is left alone, and a row found
   * 'processing' (its worker stopped mid-way, pg-boss gave the job again) is simply made again.
   */
  async run(generationId: string): Promise<void> {
    const row = await this.em.findOne(AudioGeneration, generationId);
    if (!row || row.status === 'completed' || row.status === 'failed') return;
    const userId = row.user.id;
    row.status = 'processing';
    await this.em.flush();
    this.changed(userId, row.id);
    const output = await this.services.media.scratchFile('.mp3');
    try {
      const voiceId = row.voiceId ?? this.provider.defaultVoiceId;
      const voiceName = row.voiceName ?? (await this.voiceNameOf(voiceId));
      const speech = await this.provider.speak({ text: row.text, voiceId, output });
      const characterCount = [...row.text].length;
      // Rounded once to the row's four decimals, so the library item and the row say the same.
      const cost = Math.round(characterCount * this.provider.eurPerCharacter * 10_000) / 10_000;
      const item = await this.services.media.store(userId, {
        file: speech.file,
        type: MP3,
        name: `${fileStem(row.text)}.mp3`,
        source: 'ai',
        duration: speech.duration,
        prompt: row.text,
        generator: this.provider.generator,
        details: {
          text: row.text,
          characterCount,
          voiceId,
          voiceName,
          generationId: row.id,
          estimatedCostEur: cost,
        },
      });
      Object.assign(row, {
        status: 'completed',
        voiceName,
        audioUrl: item.url,
        duration: speech.duration.toFixed(2),
        characterCount,
        estimatedCost: cost.toFixed(4),
        generator: this.provider.generator,
        failureReason: null,
        mediaItem: this.em.getReference(MediaItem, item.id),
      });
    } catch (error) {
      // The provider's own words are fit to show; anything else is logged and told plainly.
      if (!(error instanceof ProviderError))
        this.deps.log.error({ err: error, generationId }, 'audio generation failed');
      row.status = 'failed';
      row.failureReason =
        error instanceof ProviderError ? error.message : 'The speech could not be made; please try again';
    } finally {
      await rm(output, { force: true });
    }
    await this.em.flush();
    this.changed(userId, row.id);
  }

  /** Fails rows untouched for long in pending or processing: their process stopped, their job is gone. */
  async failStuck(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - STUCK_AFTER_MS);
    const stuck = await this.em.find(AudioGeneration, {
      status: { $in: ['pending', 'processing'] },
      updatedAt: { $lt: cutoff },
    });
    for (const row of stuck) {
      row.status = 'failed';
      row.failureReason = INTERRUPTED_MESSAGE;
    }
    await this.em.flush();
    for (const row of stuck) this.changed(row.user.id, row.id);
    return stuck.length;
  }

  private async voiceNameOf(voiceId: string): Promise<string> {
    // The name is a label: a voice list that cannot be read must not fail the speech.
    const voices = await this.provider.voices().catch(() => []);
    return voices.find((v) => v.voiceId === voiceId)?.name ?? voiceId;
  }

  private changed(userId: string, id: string): void {
    this.deps.events.publish('AI_GENERATION_CHANGED', userId, { kind: 'audio', id });
  }

  viewOf(row: AudioGeneration): AudioGenerationView {
    return {
      id: row.id,
      text: row.text,
      voiceId: row.voiceId ?? null,
      voiceName: row.voiceName ?? null,
      model: row.model,
      audioUrl: row.audioUrl ?? null,
      duration: row.duration === null || row.duration === undefined ? null : Number(row.duration),
      characterCount: row.characterCount ?? [...row.text].length,
      estimatedCost:
        row.estimatedCost === null || row.estimatedCost === undefined ? null : Number(row.estimatedCost),
      status: row.status as AudioGenerationStatus,
      failureReason: row.failureReason ?? null,
      generator: row.generator ?? null,
      mediaId: row.mediaItem?.id ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

/** A file name from the text's first words: "welcome-to-our-webinar.mp3". */
function fileStem(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .slice(0, 6)
    .join('-')
    .slice(0, 60);
  return words || 'speech';
}
