import { rm } from 'node:fs/promises';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { findOwned } from '../../shared/db/find-owned';
import { inTransaction } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { ProviderError } from '../../shared/http/provider-fetch';
import { isUuid } from '../../shared/ids';
import {
  NEWEST_FIRST,
  newestFirstAfter,
  newestFirstCursor,
  pageFromRows,
  type Page,
} from '../../shared/pagination';
import { runProcess } from '../../shared/process/run-process';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { roomLeft } from '../billing';
import { Funnel } from '../funnels';
import { MEDIA_TYPES, MediaItem, probeVideo, type MediaView } from '../media';
import { bundledFont } from './bundled-font';
import {
  fileNameOf,
  monthBounds,
  nullWhenNotFound,
  removeEarlierAttempts,
  removeGeneratedMedia,
} from './generation-helpers';
import { allowanceUsed } from './ai-allowance.errors';
import { LumaVideoProvider } from './luma-video-provider';
import { addSoundtrack, OFFLINE_GENERATOR, OfflineVideoGenerator } from './offline-video-generator';
import { OfflineVoiceGenerator } from './offline-voice-generator';
import { VideoGeneration, type VideoStatus } from './video-generation.entity';
import {
  dubAudioNotFound,
  dubFailed,
  dubVideoNotFound,
  DUB_FAILED,
  videoGenerationNotFound,
} from './video-generation.errors';
import {
  dubVideoSchema,
  generateVideoSchema,
  videoJobSchema,
  videoListSchema,
} from './video-generation.schemas';
import { secondsOf, type VideoProvider, type VideoRequest } from './video-provider';

/** How many generations the plain-array lists answer (the newest). */
const LIST_ALL_LIMIT = 1000;

/** The queue that makes videos (and asks Luma again while it renders); data `{ generationId, polls }`. */
export const AI_VIDEO_JOB = 'ai.generate-video';
/** Fails generations a crash left behind (every few minutes, and at start). */
export const AI_VIDEO_SWEEP_JOB = 'ai.video-sweep';

/** What dubbed a video: the generator of its row and media item. */
export const DUBBING_GENERATOR = 'Dubbing (ffmpeg on this machine)';

/**
 * How long a generation may sit unfinished without a change before the sweep fails it: beyond
 * the job's expiry (20 min, a 4k offline encode) times its tries. A Luma generation being asked
 * about is touched at every poll, so it never looks stale while its chain of polls runs.
 */
export const STALE_AFTER_MS = 60 * 60 * 1000;
const DUB_TIMEOUT_MS = 120_000;

/** 000 §3 AI video, with the rest of the row (the GraphQL VideoGeneration). */
export type VideoGenerationView = {
  id: string;
  prompt: string;
  status: VideoStatus;
  model: string;
  resolution: string;
  duration: string;
  aspectRatio: string;
  style: string | null;
  audio: string;
  loop: boolean;
  enhancePrompt: boolean;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  failureReason: string | null;
  isPatched: boolean;
  funnelId: string | null;
  elementId: string | null;
  mediaId: string | null;
  generator: string | null;
  /** US dollars. */
  estimatedCost: number;
  progress: number | null;
  createdAt: string;
  updatedAt: string;
};

export type VideoUsage = {
  videosThisMonth: number;
  videosAllowed: number;
  /** Who makes the videos: 'Luma' or 'Offline generator'. */
  videoGenerator: string;
  /** US dollars, this month's videos that did not fail. */
  estimatedCostThisMonth: number;
};

export type DubResult = { generation: VideoGenerationView; dubbedVideoUrl: string };

const FAILED_UNEXPECTEDLY = 'The video could not be generated; please try again';
const INTERRUPTED = 'The generation was interrupted; please try again';

/**
 * AI videos (issue 18): requests checked against the monthly allowance and queued as jobs; the
 * job renders on this machine (offline generator) or submits to Luma and asks again later by
 * re-queueing itself (a worker is never held while Luma renders); the MP4 goes to the media
 * library. Dubbing replaces a video's sound on this machine. Every change is pushed to the
 * owner's screens (AI_GENERATION_CHANGED, kind 'video').
 */
export class VideoGenerationService extends Service {
  private cachedProvider: VideoProvider | null = null;

  /** Luma when a key is set, else the offline generator (labelled as such). */
  get provider(): VideoProvider {
    const { luma, requestTimeoutMs } = this.deps.config.ai;
    this.cachedProvider ??= luma
      ? new LumaVideoProvider(luma, requestTimeoutMs, this.deps.config.media.maxVideoBytes)
      : new OfflineVideoGenerator(bundledFont(), speakOffline);
    return this.cachedProvider;
  }

  /** Checks the request and the allowance, then stores the row and queues its job together. */
  async create(actor: Actor | null, input: unknown): Promise<VideoGenerationView> {
    const { userId } = requireActor(actor, 'write');
    const request = parseInput(generateVideoSchema, input ?? {});
    // Another user's funnel answers not found, as the funnels module words it.
    if (request.funnelId !== null) await this.services.funnels.get(actor, request.funnelId);
    const row = await inTransaction(this.em, async (tx) => {
      // One request at a time per user, so two at once cannot both take the last video.
      await tx.execute(`select pg_advisory_xact_lock(hashtext('ai-videos:' || ?))`, [userId]);
      const usage = await this.monthlyUsage(userId);
      if (roomLeft(usage.videosAllowed, usage.videosThisMonth) < 1) {
        const resetsAt = this.monthBounds().resetsAt;
        throw allowanceUsed('videos', usage.videosThisMonth, usage.videosAllowed, resetsAt, this.now());
      }
      const created = tx.create(VideoGeneration, {
        user: tx.getReference(User, userId),
        prompt: request.prompt,
        model: request.model,
        resolution: request.resolution,
        duration: request.duration,
        aspectRatio: request.aspectRatio,
        style: request.style,
        audio: request.audio,
        loop: request.loop,
        enhancePrompt: request.enhancePrompt,
        funnel: request.funnelId ? tx.getReference(Funnel, request.funnelId) : null,
        elementId: request.elementId,
        status: 'pending',
        estimatedCost: '0',
        createdAt: this.now(),
        updatedAt: this.now(),
      });
      await tx.flush();
      await this.deps.jobs.send(AI_VIDEO_JOB, { generationId: created.id, polls: 0 }, { tx });
      return created;
    });
    this.changed(userId, row.id);
    return this.viewOf(row);
  }

  /** One of the actor's generations; another user's id answers not found. */
  async get(actor: Actor | null, id: string): Promise<VideoGenerationView> {
    const { userId } = requireActor(actor, 'read');
    if (!isUuid(id)) throw videoGenerationNotFound();
    const row = await this.em.findOne(VideoGeneration, { id, user: userId }, { refresh: true });
    if (!row) throw videoGenerationNotFound();
    return this.viewOf(row);
  }

  /**
   * The plain arrays of 000 §7 (GET /api/ai/videos and /completed): the actor's newest
   * generations, at most LIST_ALL_LIMIT, in one query.
   */
  async listAll(actor: Actor | null, status: 'completed' | null = null): Promise<VideoGenerationView[]> {
    const { userId } = requireActor(actor, 'read');
    const rows = await this.em.find(
      VideoGeneration,
      { user: userId, ...(status ? { status } : {}) },
      { orderBy: [...NEWEST_FIRST], limit: LIST_ALL_LIMIT, refresh: true },
    );
    return rows.map((row) => this.viewOf(row));
  }

  /** The actor's generations (dubs included), newest first, optionally of one status, a page at a time. */
  async list(actor: Actor | null, input: unknown = {}): Promise<Page<VideoGenerationView>> {
    const { userId } = requireActor(actor, 'read');
    const paging = parseInput(videoListSchema, input ?? {});
    const ofStatus = paging.status ? { status: paging.status } : {};
    const rows = await this.em.find(
      VideoGeneration,
      { $and: [{ user: userId }, ofStatus, newestFirstAfter(paging.after)] },
      { orderBy: [...NEWEST_FIRST], limit: paging.limit + 1, refresh: true },
    );
    const total = await this.em.count(VideoGeneration, { user: userId, ...ofStatus });
    return pageFromRows(rows, paging, { map: (row) => this.viewOf(row), cursorOf: newestFirstCursor, total });
  }

  /** This month's videos and their estimated cost, against the allowance. */
  async usage(actor: Actor | null): Promise<VideoUsage> {
    return this.monthlyUsage(requireActor(actor, 'read').userId);
  }

  /** Deletes a generation and its media library item (the file goes with it). */
  async remove(actor: Actor | null, id: string): Promise<{ id: string }> {
    const { userId } = requireActor(actor, 'write');
    const row = await findOwned(this.em, VideoGeneration, id, { user: userId }, videoGenerationNotFound);
    const mediaId = row.mediaItem?.id ?? null;
    await this.em.nativeDelete(VideoGeneration, { id: row.id, user: userId });
    if (mediaId) await this.removeMedia(actor, mediaId);
    this.changed(userId, row.id);
    return { id: row.id };
  }

  // ---- the job -------------------------------------------------------------------------------

  /**
   * One step of a generation. Offline: renders it start to end. Luma: submits it, or asks how it
   * is doing and queues itself again a few seconds later (never holding a worker while Luma
   * renders), and once completed downloads, checks and stores the MP4. Safe to run twice: a
   * finished row is left alone; a processing one (a crash mid-way) starts again.
   */
  async run(data: unknown): Promise<void> {
    const parsed = videoJobSchema.safeParse(data);
    if (!parsed.success) {
      this.deps.log.warn({ data }, 'video job without a generation id: ignored');
      return;
    }
    const { generationId: id, polls } = parsed.data;
    const row = await this.em.findOne(VideoGeneration, id, { refresh: true });
    if (!row || row.status === 'completed' || row.status === 'failed') return;
    const userId = row.user.id;
    const provider = this.provider;
    const request = this.requestOf(row);
    const output = await this.services.media.scratchFile('.mp4');
    let mediaId: string | null = null;
    let outcome: Partial<VideoGeneration>;
    try {
      let step;
      if (row.lumaId && row.status === 'dreaming') {
        step = await provider.check(row.lumaId, output);
      } else {
        await this.update(id, userId, ['pending', 'processing', 'dreaming'], {
          status: 'processing',
          failureReason: null,
          generator: provider.name,
          progress: null,
        });
        // Rendered here: the encode is the dreaming, its progress on the row as it goes.
        if (provider.rendersHere)
          await this.update(id, userId, ['processing'], { status: 'dreaming', progress: 0 });
        step = await provider.start(request, output, (progress) => {
          // Progress is a courtesy: a write that fails is logged, the render goes on.
          void this.update(id, userId, ['dreaming'], { progress }).catch((error: unknown) =>
            this.deps.log.warn({ err: error, generationId: id }, 'video progress not recorded'),
          );
        });
      }
      if (step.state === 'dreaming') {
        const luma = this.deps.config.ai.luma;
        const maxPolls = Math.ceil(((luma?.maxWaitMinutes ?? 30) * 60) / (luma?.pollSeconds ?? 5));
        if (polls >= maxPolls) {
          outcome = {
            status: 'failed',
            progress: null,
            failureReason: `${provider.name} did not finish the video within ${luma?.maxWaitMinutes ?? 30} minutes`,
          };
        } else {
          // Each poll keeps the row fresh for the sweep; only a change is news to subscribers.
          const moved = await this.update(
            id,
            userId,
            ['processing', 'dreaming'],
            {
              status: 'dreaming',
              lumaId: step.providerId,
              details: { ...row.details, providerState: step.providerState },
            },
            row.status !== 'dreaming' || row.details?.providerState !== step.providerState,
          );
          if (moved)
            await this.deps.jobs.send(
              AI_VIDEO_JOB,
              { generationId: id, polls: polls + 1 },
              { startAfter: luma?.pollSeconds ?? 5 },
            );
          return;
        }
      } else if (step.state === 'failed') {
        outcome = { status: 'failed', progress: null, failureReason: step.reason };
      } else {
        let file = step.file;
        const soundAdded = !provider.rendersHere && request.audio !== 'none';
        if (soundAdded) {
          // Luma makes pictures only: the sound asked for is made here, as offline.
          file = `${output}.sound.mp4`;
          await addSoundtrack(
            {
              video: step.file,
              audio: request.audio,
              prompt: request.prompt,
              seconds: secondsOf(request.duration),
              speak: speakOffline,
            },
            file,
          );
        }
        await removeEarlierAttempts(this.em, this.services, userId, id);
        const media = await this.storeVideo(userId, row, file, provider.name, provider.costUsd(request), {
          ...(soundAdded ? { soundAddedBy: OFFLINE_GENERATOR } : {}),
          generationId: id,
          model: row.model,
          resolution: row.resolution,
          duration: row.duration,
          aspectRatio: row.aspectRatio,
          style: row.style ?? null,
          audio: row.audio,
          loop: row.loop,
          enhancePrompt: row.enhancePrompt,
          ...(row.lumaId ? { lumaId: row.lumaId } : {}),
          estimatedCostUsd: provider.costUsd(request),
        });
        mediaId = media.id;
        outcome = {
          status: 'completed',
          progress: null,
          videoUrl: media.url,
          thumbnailUrl: media.thumbnailUrl,
          mediaItem: this.em.getReference(MediaItem, media.id, { wrapped: true }),
          estimatedCost: provider.costUsd(request).toFixed(4),
        };
      }
    } catch (error) {
      if (error instanceof ProviderError && error.transient && row.lumaId && row.status === 'dreaming') {
        // Luma did not answer this time (its own retries spent): ask again at the next poll.
        await this.deps.jobs.send(
          AI_VIDEO_JOB,
          { generationId: id, polls: polls + 1 },
          {
            startAfter: this.deps.config.ai.luma?.pollSeconds ?? 5,
          },
        );
        return;
      }
      if (!(error instanceof ProviderError))
        this.deps.log.error({ err: error, generationId: id }, 'video generation failed');
      outcome = {
        status: 'failed',
        progress: null,
        failureReason:
          error instanceof ProviderError || error instanceof AppError ? error.message : FAILED_UNEXPECTEDLY,
      };
    } finally {
      await Promise.all([output, `${output}.sound.mp4`].map((file) => rm(file, { force: true })));
    }
    const kept = await this.update(id, userId, ['processing', 'dreaming'], outcome);
    // Deleted or swept meanwhile: the video has no generation to belong to.
    if (!kept && mediaId) await this.removeMedia(null, mediaId, userId);
  }

  /** Fails generations a crash left unfinished for longer than any retry would take. */
  async sweepStale(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - STALE_AFTER_MS);
    const stale = await this.em.find(
      VideoGeneration,
      { status: { $in: ['pending', 'processing', 'dreaming'] }, updatedAt: { $lt: cutoff } },
      { limit: 500 },
    );
    let failed = 0;
    for (const row of stale)
      if (
        await this.update(row.id, row.user.id, ['pending', 'processing', 'dreaming'], {
          status: 'failed',
          progress: null,
          failureReason: INTERRUPTED,
        })
      )
        failed += 1;
    return failed;
  }

  // ---- dubbing -------------------------------------------------------------------------------

  /**
   * Replaces a video's sound with an audio file on this machine (ffmpeg): the picture copied as
   * it is, the audio at `audioVolume` encoded AAC, cut or padded with silence to the video's
   * length. The result is a new media item and a new completed generation (isPatched).
   */
  async dub(actor: Actor | null, input: unknown): Promise<DubResult> {
    const { userId } = requireActor(actor, 'write');
    const request = parseInput(dubVideoSchema, input ?? {});
    const { video, source } = await this.videoToDub(actor, request);
    const audio = await this.audioToDub(actor, request);
    const media = this.services.media;
    const [videoFile, audioFile, output] = await Promise.all([
      media.scratchFile(`.${video.storageKey.split('.').pop() ?? 'mp4'}`),
      media.scratchFile(`.${audio.storageKey.split('.').pop() ?? 'mp3'}`),
      media.scratchFile('.mp4'),
    ]);
    try {
      if (!(await media.copyToFile(video, videoFile))) throw dubVideoNotFound();
      if (!(await media.copyToFile(audio, audioFile))) throw dubAudioNotFound();
      const facts = await probeVideo(videoFile, `${output}.probe.webp`);
      await rm(`${output}.probe.webp`, { force: true });
      if (!facts?.duration) throw dubFailed('The video could not be read.');
      const { code, stderr } = await runProcess(
        ffmpeg.path,
        [
          ...['-hide_banner', '-nostdin', '-i', videoFile, '-i', audioFile],
          ...['-map', '0:v:0', '-map', '1:a:0', '-c:v', 'copy'],
          ...['-af', `volume=${request.audioVolume},apad`, '-c:a', 'aac', '-b:a', '128k', '-ar', '44100'],
          ...['-t', facts.duration.toFixed(3), '-movflags', '+faststart', '-f', 'mp4', '-y', output],
        ],
        { timeoutMs: DUB_TIMEOUT_MS, keep: 'tail', maxStderr: 4000 },
      );
      if (code !== 0) {
        this.deps.log.warn({ stderr: stderr.slice(-500) }, 'ffmpeg could not dub the video');
        throw dubFailed(DUB_FAILED);
      }
      const details = {
        dubbedFrom: source?.id ?? video.id,
        audioId: audio.id,
        audioVolume: request.audioVolume,
      };
      const stored = await this.storeVideo(
        userId,
        {
          prompt: source?.prompt ?? video.prompt ?? video.name,
          details: null,
        },
        output,
        DUBBING_GENERATOR,
        0,
        { ...details, sourceMediaId: video.id },
        `${video.name.replace(/\.[a-z0-9]+$/i, '')}-dubbed.mp4`,
      );
      const row = await inTransaction(this.em, async (tx) => {
        const created = tx.create(VideoGeneration, {
          user: tx.getReference(User, userId),
          prompt: source?.prompt ?? video.prompt ?? video.name,
          model: source?.model ?? 'ray-2',
          resolution: source?.resolution ?? '720p',
          duration: source?.duration ?? '5s',
          aspectRatio: source?.aspectRatio ?? '16:9',
          style: source?.style ?? null,
          audio: source?.audio ?? 'none',
          loop: source?.loop ?? false,
          enhancePrompt: source?.enhancePrompt ?? false,
          funnel: source?.funnel ?? null,
          elementId: source?.elementId ?? null,
          status: 'completed',
          isPatched: true,
          generator: DUBBING_GENERATOR,
          estimatedCost: '0',
          videoUrl: stored.url,
          thumbnailUrl: stored.thumbnailUrl,
          mediaItem: tx.getReference(MediaItem, stored.id, { wrapped: true }),
          details,
          createdAt: this.now(),
          updatedAt: this.now(),
        });
        await tx.flush();
        return created;
      });
      this.changed(userId, row.id);
      return { generation: this.viewOf(row), dubbedVideoUrl: stored.url };
    } finally {
      await Promise.all([videoFile, audioFile, output].map((file) => rm(file, { force: true })));
    }
  }

  /** The video to dub: a generation of the actor's (its media item), or a video media item by id or address. */
  private async videoToDub(
    actor: Actor | null,
    request: { videoId: string | null; videoUrl?: string | null },
  ): Promise<{ video: MediaView; source: VideoGeneration | null }> {
    const { userId } = requireActor(actor, 'read');
    if (request.videoId) {
      if (!isUuid(request.videoId)) throw dubVideoNotFound();
      const source = await this.em.findOne(VideoGeneration, { id: request.videoId, user: userId });
      if (source) {
        if (!source.mediaItem) throw dubFailed('This video has no file yet.');
        return { video: await this.services.media.get(actor, source.mediaItem.id), source };
      }
      // Not a generation: a video media item of the actor's, else not found (its own 404 is the same).
      const video = await this.services.media.get(actor, request.videoId).catch(nullWhenNotFound);
      if (video?.type !== 'video') throw dubVideoNotFound();
      return { video, source: await this.sourceOf(userId, video.id) };
    }
    const video = await this.services.media.findByUrl(
      actor,
      request.videoUrl ?? '',
      'video',
      dubVideoNotFound,
    );
    return { video, source: await this.sourceOf(userId, video.id) };
  }

  /** The audio: an audio generation of the actor's, or an audio media item by id or address. */
  private async audioToDub(
    actor: Actor | null,
    request: { audioId: string | null; audioUrl?: string | null },
  ): Promise<MediaView> {
    if (request.audioId) {
      if (!isUuid(request.audioId)) throw dubAudioNotFound();
      // An audio generation, else (not found) an audio media item id.
      const generation = await this.services.audioGenerations
        .get(actor, request.audioId)
        .catch(nullWhenNotFound);
      const mediaId = generation ? generation.mediaId : request.audioId;
      if (!mediaId) throw dubFailed('This audio has no file yet.');
      // Not the actor's audio item: the same not found as a missing one.
      const audio = await this.services.media.get(actor, mediaId).catch(nullWhenNotFound);
      if (audio?.type !== 'audio') throw dubAudioNotFound();
      return audio;
    }
    return this.services.media.findByUrl(actor, request.audioUrl ?? '', 'audio', dubAudioNotFound);
  }

  private sourceOf(userId: string, mediaId: string): Promise<VideoGeneration | null> {
    return this.em.findOne(VideoGeneration, { user: userId, mediaItem: mediaId });
  }

  // ---- helpers -------------------------------------------------------------------------------

  /** Checks the MP4 decodes (its poster frame) and stores it in the media library, source ai. */
  private async storeVideo(
    userId: string,
    row: Pick<VideoGeneration, 'prompt' | 'details'>,
    file: string,
    generator: string,
    costUsd: number,
    details: Record<string, unknown>,
    name = `${fileNameOf(row.prompt, 'ai-video')}.mp4`,
  ): Promise<MediaView> {
    const poster = `${file}.poster.webp`;
    try {
      const facts = await probeVideo(file, poster);
      if (!facts)
        throw generator === 'Luma'
          ? new ProviderError('Luma', 'Luma sent a video that does not play', null, false)
          : new Error('the video does not decode');
      const type = MEDIA_TYPES.find((t) => t.mime === 'video/mp4')!;
      return await this.services.media.store(userId, {
        file,
        type,
        name,
        source: 'ai',
        width: facts.width,
        height: facts.height,
        duration: facts.duration,
        prompt: row.prompt,
        generator,
        details: { ...details, estimatedCostUsd: costUsd },
        poster,
      });
    } finally {
      await rm(poster, { force: true });
    }
  }

  private requestOf(row: VideoGeneration): VideoRequest {
    return {
      prompt: row.prompt,
      model: row.model as VideoRequest['model'],
      resolution: row.resolution as VideoRequest['resolution'],
      duration: row.duration as VideoRequest['duration'],
      aspectRatio: row.aspectRatio as VideoRequest['aspectRatio'],
      style: (row.style ?? null) as VideoRequest['style'],
      audio: row.audio as VideoRequest['audio'],
      loop: row.loop,
      enhancePrompt: row.enhancePrompt,
    };
  }

  /** A conditional update (only from `from`), published; false when the row was gone or had moved on. */
  private async update(
    id: string,
    userId: string,
    from: VideoStatus[],
    changes: Partial<VideoGeneration>,
    publish = true,
  ): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      VideoGeneration,
      { id, status: { $in: from } },
      { ...changes, updatedAt: this.now() },
    );
    if (updated > 0 && publish) this.changed(userId, id);
    return updated > 0;
  }

  private async removeMedia(actor: Actor | null, mediaId: string, ownerId?: string): Promise<void> {
    await removeGeneratedMedia(this.services, actor, mediaId, ownerId);
  }

  private monthBounds() {
    return monthBounds(this.now());
  }

  /** The user's videos made since `since` that did not fail: what the plan's maxAiVideos counts. */
  async countSince(userId: string, since: Date): Promise<number> {
    return (await this.madeSince(userId, since)).n;
  }

  /** Dubs are not generations: they count neither against the allowance nor in cost. */
  private async madeSince(userId: string, since: Date): Promise<{ n: number; cost: number }> {
    const [row] = await this.em.execute<Array<{ n: string; cost: string | null }>>(
      `select count(*) as n, coalesce(sum(estimated_cost), 0) as cost from video_generations
        where user_id = ? and status <> 'failed' and not is_patched and created_at >= ?`,
      [userId, since],
    );
    return { n: Number(row?.n ?? 0), cost: Number(row?.cost ?? 0) };
  }

  /** This month's videos against the plan's maxAiVideos (-1: unlimited). */
  private async monthlyUsage(userId: string): Promise<VideoUsage> {
    const made = await this.madeSince(userId, this.monthBounds().start);
    const { limits } = await this.services.subscriptions.limits(userId);
    return {
      videosThisMonth: made.n,
      videosAllowed: limits.maxAiVideos,
      videoGenerator: this.provider.name,
      estimatedCostThisMonth: made.cost,
    };
  }

  private changed(userId: string, id: string): void {
    this.deps.events.publish('AI_GENERATION_CHANGED', userId, { kind: 'video', id });
  }

  viewOf(row: VideoGeneration): VideoGenerationView {
    return {
      id: row.id,
      prompt: row.prompt,
      status: row.status,
      model: row.model,
      resolution: row.resolution,
      duration: row.duration,
      aspectRatio: row.aspectRatio,
      style: row.style ?? null,
      audio: row.audio,
      loop: row.loop,
      enhancePrompt: row.enhancePrompt,
      videoUrl: row.videoUrl ?? null,
      thumbnailUrl: row.thumbnailUrl ?? null,
      failureReason: row.failureReason ?? null,
      isPatched: row.isPatched,
      funnelId: row.funnel?.id ?? null,
      elementId: row.elementId ?? null,
      mediaId: row.mediaItem?.id ?? null,
      generator: row.generator ?? null,
      estimatedCost: Number(row.estimatedCost),
      progress: row.progress === null || row.progress === undefined ? null : Number(row.progress),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

/** The offline voice (eSpeak-NG) speaking a voiceover into an MP3. */
async function speakOffline(text: string, output: string): Promise<void> {
  const voice = new OfflineVoiceGenerator();
  await voice.speak({ text, voiceId: voice.defaultVoiceId, output });
}
