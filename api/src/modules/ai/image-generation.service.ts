import { rm, writeFile } from 'node:fs/promises';
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
import { Service } from '../../shared/service';
import { waitForOutcome } from '../../shared/jobs/wait-for-outcome';
import { User } from '../accounts';
import { roomLeft } from '../billing';
import { Funnel } from '../funnels';
import { IMAGE_TYPES, MediaItem } from '../media';
import { bundledFont } from './bundled-font';
import { fileNameOf, monthBounds, removeEarlierAttempts, removeGeneratedMedia } from './generation-helpers';
import { allowanceUsed } from './ai-allowance.errors';
import { imageGenerationNotFound } from './image-generation.errors';
import { ImageGeneration, type ImageStatus } from './image-generation.entity';
import { generateImageSchema, imageJobSchema, imageListSchema } from './image-generation.schemas';
import type { ImageProvider, ImageSize, ImageStyle } from './image-provider';
import { OfflineImageGenerator } from './offline-image-generator';
import { OpenAiImageProvider } from './openai-image-provider';

/** The queue that makes images; its data is `{ generationId }`. */
export const AI_IMAGE_JOB = 'ai.generate-image';
/** Fails generations a crash left behind (every few minutes). */
export const AI_IMAGE_SWEEP_JOB = 'ai.image-sweep';

/**
 * How long a generation may sit pending or processing before the sweep fails it: beyond the
 * job's expiry (5 min) times its tries (3), so a job pg-boss will still retry is never cut short.
 */
export const STALE_AFTER_MS = 30 * 60 * 1000;

/** 002 §3 AI image, plus where its job has got to. */
export type ImageGenerationView = {
  id: string;
  status: ImageStatus;
  prompt: string;
  style: string;
  size: string;
  imageUrl: string | null;
  mediaId: string | null;
  generator: string | null;
  /** US dollars. */
  estimatedCost: number;
  failureReason: string | null;
  funnelId: string | null;
  elementId: string | null;
  createdAt: string;
  updatedAt: string;
};

/** This month's AI use against the allowance (images now; other kinds add theirs). */
export type AiUsage = {
  imagesThisMonth: number;
  videosThisMonth?: number;
  videosAllowed?: number;
  /** Who makes the videos: 'Luma' or 'Offline generator' (from the video service). */
  videoGenerator?: string;
  imagesAllowed: number;
  /** The first instant of next month, UTC. */
  resetsAt: string;
  /** US dollars, every generation of this month that did not fail. */
  estimatedCostThisMonth: number;
  /** Who makes the images: the provider's name, or 'Offline generator'. */
  imageGenerator: string;
};

const FAILED_UNEXPECTEDLY = 'The image could not be generated; please try again';
const INTERRUPTED = 'The generation was interrupted; please try again';

/**
 * AI images (issue 18): requests checked against the monthly allowance and queued as jobs, the
 * job that asks the provider (or the offline generator) and stores the result in the media
 * library, and every change pushed to the owner's screens (AI_GENERATION_CHANGED).
 */
export class ImageGenerationService extends Service {
  private cachedProvider: ImageProvider | null = null;

  /** OpenAI-compatible when a key is set, else the offline generator (labelled as such). */
  get provider(): ImageProvider {
    const { openai, requestTimeoutMs } = this.deps.config.ai;
    this.cachedProvider ??= openai
      ? new OpenAiImageProvider(openai, requestTimeoutMs)
      : new OfflineImageGenerator(bundledFont);
    return this.cachedProvider;
  }

  /** Checks the request and the allowance, then stores the row and queues its job together. */
  async create(actor: Actor | null, input: unknown): Promise<ImageGenerationView> {
    const { userId } = requireActor(actor, 'write');
    const request = parseInput(generateImageSchema, input ?? {});
    // Another user's funnel answers not found, as the funnels module words it.
    if (request.funnelId !== null) await this.services.funnels.get(actor, request.funnelId);
    const row = await inTransaction(this.em, async (tx) => {
      // One request at a time per user, so two at once cannot both take the last image.
      await tx.execute(`select pg_advisory_xact_lock(hashtext('ai-images:' || ?))`, [userId]);
      const usage = await this.monthlyUsage(userId);
      if (roomLeft(usage.imagesAllowed, usage.imagesThisMonth) < 1)
        throw allowanceUsed(
          'images',
          usage.imagesThisMonth,
          usage.imagesAllowed,
          new Date(usage.resetsAt),
          this.now(),
        );
      const created = tx.create(ImageGeneration, {
        user: tx.getReference(User, userId),
        prompt: request.prompt,
        style: request.style,
        size: request.size,
        funnel: request.funnelId ? tx.getReference(Funnel, request.funnelId) : null,
        elementId: request.elementId,
        status: 'pending',
        estimatedCost: '0',
        createdAt: this.now(),
        updatedAt: this.now(),
      });
      await tx.flush();
      await this.deps.jobs.send(AI_IMAGE_JOB, { generationId: created.id }, { tx });
      return created;
    });
    this.changed(userId, row.id);
    return this.viewOf(row);
  }

  /** One of the actor's generations; another user's id answers not found. */
  async get(actor: Actor | null, id: string): Promise<ImageGenerationView> {
    const { userId } = requireActor(actor, 'read');
    return this.viewOf(
      await findOwned(this.em, ImageGeneration, id, { user: userId }, imageGenerationNotFound),
    );
  }

  /** The actor's generations, newest first, one page at a time. */
  async list(
    actor: Actor | null,
    input: unknown = {},
  ): Promise<Page<ImageGenerationView> & { total: number }> {
    const { userId } = requireActor(actor, 'read');
    const paging = parseInput(imageListSchema, input ?? {});
    const total = await this.em.count(ImageGeneration, { user: userId });
    const rows = await this.em.find(
      ImageGeneration,
      { $and: [{ user: userId }, newestFirstAfter(paging.after)] },
      { orderBy: [...NEWEST_FIRST], limit: paging.limit + 1 },
    );
    return {
      ...pageFromRows(rows, paging, { map: (row) => this.viewOf(row), cursorOf: newestFirstCursor }),
      total,
    };
  }

  /** This month's images and their estimated cost, against the allowance. */
  async usage(actor: Actor | null): Promise<AiUsage> {
    return this.monthlyUsage(requireActor(actor, 'read').userId);
  }

  /** Deletes a generation and its media library item (the file goes with it). */
  async remove(actor: Actor | null, id: string): Promise<{ id: string }> {
    const { userId } = requireActor(actor, 'write');
    const row = await findOwned(this.em, ImageGeneration, id, { user: userId }, imageGenerationNotFound);
    const mediaId = row.mediaItem?.id ?? null;
    await this.em.nativeDelete(ImageGeneration, { id: row.id, user: userId });
    if (mediaId) await this.removeMedia(actor, mediaId);
    this.changed(userId, row.id);
    return { id: row.id };
  }

  /**
   * Waits (bounded) until a generation completed or failed, for REST's synchronous answer.
   * Reads the row afresh each time; the job runs elsewhere (another process, or this one's worker).
   */
  waitForOutcome(actor: Actor | null, id: string, timeoutMs: number): Promise<ImageGenerationView> {
    return waitForOutcome(
      () => this.fresh(actor, id),
      (view) => view.status === 'completed' || view.status === 'failed',
      timeoutMs,
    );
  }

  // ---- the job -------------------------------------------------------------------------------

  /**
   * Makes the image of one generation. Safe to run again: a finished row is left alone, a
   * processing one (a crash mid-way, retried by pg-boss) starts again from the prompt.
   */
  async run(data: unknown): Promise<void> {
    const parsed = imageJobSchema.safeParse(data);
    if (!parsed.success) {
      this.deps.log.warn({ data }, 'image job without a generation id: ignored');
      return;
    }
    const id = parsed.data.generationId;
    const row = await this.em.findOne(ImageGeneration, id, { refresh: true });
    if (!row || row.status === 'completed' || row.status === 'failed') return;
    const userId = row.user.id;
    const provider = this.provider;
    await this.update(id, userId, ['pending', 'processing'], {
      status: 'processing',
      failureReason: null,
      generator: provider.name,
    });
    let outcome: Partial<ImageGeneration>;
    let mediaId: string | null = null;
    try {
      const image = await provider.generate({
        prompt: row.prompt,
        style: row.style as ImageStyle,
        size: row.size as ImageSize,
      });
      const type = IMAGE_TYPES.find((t) => t.mime === `image/${image.format}`);
      if (!type) throw new Error(`no media type for ${image.format}`);
      const file = await this.services.media.scratchFile(`.${type.ext}`);
      try {
        await writeFile(file, image.bytes);
        await removeEarlierAttempts(this.em, this.services, userId, id);
        const media = await this.services.media.store(userId, {
          file,
          type,
          name: `${fileNameOf(row.prompt, 'ai-image')}.${type.ext}`,
          source: 'ai',
          width: image.width,
          height: image.height,
          prompt: row.prompt,
          generator: provider.name,
          details: { style: row.style, size: row.size, generationId: id, estimatedCostUsd: provider.costUsd },
        });
        mediaId = media.id;
        outcome = {
          status: 'completed',
          imageUrl: media.url,
          mediaItem: this.em.getReference(MediaItem, media.id, { wrapped: true }),
          estimatedCost: provider.costUsd.toFixed(4),
        };
      } finally {
        await rm(file, { force: true });
      }
    } catch (error) {
      if (!(error instanceof ProviderError))
        this.deps.log.error({ err: error, generationId: id }, 'image generation failed');
      outcome = {
        status: 'failed',
        failureReason:
          error instanceof ProviderError || error instanceof AppError ? error.message : FAILED_UNEXPECTEDLY,
      };
    }
    const kept = await this.update(id, userId, ['processing'], outcome);
    // Deleted or swept meanwhile: the image has no generation to belong to.
    if (!kept && mediaId) await this.removeMedia(null, mediaId, userId);
  }

  /** Fails generations a crash left pending or processing for longer than any retry would take. */
  async sweepStale(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - STALE_AFTER_MS);
    const stale = await this.em.find(
      ImageGeneration,
      { status: { $in: ['pending', 'processing'] }, updatedAt: { $lt: cutoff } },
      { limit: 500 },
    );
    let failed = 0;
    for (const row of stale)
      if (
        await this.update(row.id, row.user.id, ['pending', 'processing'], {
          status: 'failed',
          failureReason: INTERRUPTED,
        })
      )
        failed += 1;
    return failed;
  }

  // ---- helpers -------------------------------------------------------------------------------

  /** A conditional update (only from `from`), published; false when the row was gone or had moved on. */
  private async update(
    id: string,
    userId: string,
    from: ImageStatus[],
    changes: Partial<ImageGeneration>,
  ): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      ImageGeneration,
      { id, status: { $in: from } },
      { ...changes, updatedAt: this.now() },
    );
    if (updated > 0) this.changed(userId, id);
    return updated > 0;
  }

  private async fresh(actor: Actor | null, id: string): Promise<ImageGenerationView> {
    const { userId } = requireActor(actor, 'read');
    if (!isUuid(id)) throw imageGenerationNotFound();
    const row = await this.em.findOne(ImageGeneration, { id, user: userId }, { refresh: true });
    if (!row) throw imageGenerationNotFound();
    return this.viewOf(row);
  }

  private async removeMedia(actor: Actor | null, mediaId: string, ownerId?: string): Promise<void> {
    await removeGeneratedMedia(this.services, actor, mediaId, ownerId);
  }

  /** The user's images made since `since` that did not fail: what the plan's maxAiImages counts. */
  async countSince(userId: string, since: Date): Promise<number> {
    return (await this.madeSince(userId, since)).n;
  }

  private async madeSince(userId: string, since: Date): Promise<{ n: number; cost: number }> {
    const [row] = await this.em.execute<Array<{ n: string; cost: string | null }>>(
      `select count(*) as n, coalesce(sum(estimated_cost), 0) as cost from image_generations
        where user_id = ? and status <> 'failed' and created_at >= ?`,
      [userId, since],
    );
    return { n: Number(row?.n ?? 0), cost: Number(row?.cost ?? 0) };
  }

  /** This month's images against the plan's maxAiImages (-1: unlimited). */
  private async monthlyUsage(userId: string): Promise<AiUsage> {
    const { start, resetsAt } = monthBounds(this.now());
    const made = await this.madeSince(userId, start);
    const { limits } = await this.services.subscriptions.limits(userId);
    return {
      imagesThisMonth: made.n,
      imagesAllowed: limits.maxAiImages,
      resetsAt: resetsAt.toISOString(),
      estimatedCostThisMonth: made.cost,
      imageGenerator: this.provider.name,
    };
  }

  private changed(userId: string, id: string): void {
    this.deps.events.publish('AI_GENERATION_CHANGED', userId, { kind: 'image', id });
  }

  viewOf(row: ImageGeneration): ImageGenerationView {
    return {
      id: row.id,
      status: row.status,
      prompt: row.prompt,
      style: row.style,
      size: row.size,
      imageUrl: row.imageUrl ?? null,
      mediaId: row.mediaItem?.id ?? null,
      generator: row.generator ?? null,
      estimatedCost: Number(row.estimatedCost),
      failureReason: row.failureReason ?? null,
      funnelId: row.funnel?.id ?? null,
      elementId: row.elementId ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
