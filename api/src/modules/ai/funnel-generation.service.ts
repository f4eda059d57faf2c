import { rm, writeFile } from 'node:fs/promises';
import { requireActor, sessionActor, type Actor } from '../../shared/auth/actor';
import { findOwned } from '../../shared/db/find-owned';
import { inTransaction } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { isUuid } from '../../shared/ids';
import { waitForOutcome } from '../../shared/jobs/wait-for-outcome';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { roomLeft } from '../billing';
import { Funnel } from '../funnels';
import { IMAGE_TYPES, MediaItem } from '../media';
import {
  FunnelGeneration,
  type FunnelGenerationStatus,
  type GeneratedFunnelImage,
} from './funnel-generation.entity';
import { FUNNEL_GENERATION_MESSAGES, funnelGenerationNotFound } from './funnel-generation.errors';
import { funnelJobSchema, parseFunnelBrief } from './funnel-generation.schemas';
import { buildFunnelConfig, templateTypeFor, type FunnelImages } from './funnel-page-builder';
import { ImageGeneration } from './image-generation.entity';
import type { ImageSize } from './image-provider';
import {
  EMAIL_DELAYS_HOURS,
  MARKETING_GOAL_LABELS,
  type FunnelBrief,
  type FunnelCopy,
} from './text-provider';

/** The queue that makes a complete funnel; its data is `{ generationId }`. */
export const AI_FUNNEL_JOB = 'ai.generate-funnel';
/** Fails generations a crash left behind, removing what they made. */
export const AI_FUNNEL_SWEEP_JOB = 'ai.funnel-sweep';

/** Beyond the job's expiry (10 min): a generation still unfinished then was interrupted. */
export const FUNNEL_STALE_AFTER_MS = 30 * 60 * 1000;

/** Images a generation makes at most: the hero and three benefits. */
export const MAX_FUNNEL_IMAGES = 4;

const ACTIVE: FunnelGenerationStatus[] = ['queued', 'running'];

/** The generator's steps, in order, with where progress stands when each starts. */
export const FUNNEL_STEPS = {
  queued: { label: 'Waiting to start', progress: 0 },
  copy: { label: 'Writing the copy', progress: 0.05 },
  images: { label: 'Generating the images', progress: 0.3 },
  pages: { label: 'Building the pages', progress: 0.75 },
  emails: { label: 'Writing the emails', progress: 0.85 },
  saving: { label: 'Saving your funnel', progress: 0.92 },
  done: { label: 'Done', progress: 1 },
} as const;
export type FunnelStepKey = keyof typeof FUNNEL_STEPS;

/**
 * Test hooks (the test suite runs the server in its own process): called as each step starts,
 * so a test can slow a step down, cancel meanwhile, or make a step fail.
 */
export const funnelGenerationHooks: { beforeStep?: (step: FunnelStepKey, id: string) => Promise<void> } = {};

/** A generation as the screens and the REST answers see it. */
export type FunnelGenerationView = {
  id: string;
  status: FunnelGenerationStatus;
  step: string;
  stepLabel: string;
  progress: number;
  totalImages: number;
  funnelId: string | null;
  editUrl: string | null;
  sequenceId: string | null;
  generator: string | null;
  imageGenerator: string | null;
  error: string | null;
  message: string | null;
  input: FunnelBrief;
  createdAt: string;
  updatedAt: string;
};

/** The run was cancelled (or removed) while it worked: stop, and leave nothing behind. */
class Stopped extends Error {}

/**
 * The AI complete-funnel generator (002 §2, issue 19): the copy, the images, the pages and the
 * 5-email sequence made in one job, with each step pushed to the owner's screens
 * (AI_GENERATION_CHANGED kind 'funnel'); the funnel and the sequence are saved together at the
 * end, so a cancelled or failed run leaves nothing (its images are removed again).
 */
export class FunnelGenerationService extends Service {
  /** Checks the five answers and queues the job. */
  async start(actor: Actor | null, input: unknown): Promise<FunnelGenerationView> {
    const { userId } = requireActor(actor, 'write');
    const brief = parseFunnelBrief(input ?? {});
    // Refused now rather than after the images are made; saving the funnel checks again.
    await this.services.funnels.checkRoom(userId);
    const row = await inTransaction(this.em, async (tx) => {
      const created = tx.create(FunnelGeneration, {
        user: tx.getReference(User, userId),
        input: brief,
        status: 'queued',
        createdAt: this.now(),
        updatedAt: this.now(),
      });
      await tx.flush();
      await this.deps.jobs.send(AI_FUNNEL_JOB, { generationId: created.id }, { tx });
      return created;
    });
    this.changed(userId, row.id);
    return this.viewOf(row);
  }

  /** One of the actor's generations; another user's id answers not found. */
  async get(actor: Actor | null, id: string): Promise<FunnelGenerationView> {
    const { userId } = requireActor(actor, 'read');
    if (!isUuid(id)) throw funnelGenerationNotFound();
    const row = await this.em.findOne(FunnelGeneration, { id, user: userId }, { refresh: true });
    if (!row) throw funnelGenerationNotFound();
    return this.viewOf(row);
  }

  /** The actor's newest generation still queued or running (a reloaded screen watches it again). */
  async active(actor: Actor | null): Promise<FunnelGenerationView | null> {
    const { userId } = requireActor(actor, 'read');
    const row = await this.em.findOne(
      FunnelGeneration,
      { user: userId, status: { $in: ACTIVE } },
      { orderBy: { createdAt: 'desc' }, refresh: true },
    );
    return row ? this.viewOf(row) : null;
  }

  /** Stops a queued or running generation; a finished one is answered as it is. */
  async cancel(actor: Actor | null, id: string): Promise<FunnelGenerationView> {
    const { userId } = requireActor(actor, 'write');
    const row = await findOwned(this.em, FunnelGeneration, id, { user: userId }, funnelGenerationNotFound);
    await this.update(row.id, userId, ACTIVE, {
      status: 'cancelled',
      stepLabel: 'Cancelled',
      message: FUNNEL_GENERATION_MESSAGES.cancelled,
    });
    // The job sees it at its next step, stops, and removes the images it made.
    return this.get(actor, id);
  }

  /** Waits (bounded) until a generation finished, for REST's synchronous answer. */
  waitForOutcome(actor: Actor | null, id: string, timeoutMs: number): Promise<FunnelGenerationView> {
    return waitForOutcome(
      () => this.get(actor, id),
      (view) => !ACTIVE.includes(view.status),
      timeoutMs,
    );
  }

  // ---- the job -------------------------------------------------------------------------------

  /** Runs one generation from the start (a retried run first removes what the last try made). */
  async run(data: unknown): Promise<void> {
    const parsed = funnelJobSchema.safeParse(data);
    if (!parsed.success) {
      this.deps.log.warn({ data }, 'funnel job without a generation id: ignored');
      return;
    }
    const id = parsed.data.generationId;
    const row = await this.em.findOne(FunnelGeneration, id, { refresh: true });
    if (!row || !ACTIVE.includes(row.status)) return;
    const userId = row.user.id;
    const actor = sessionActor(userId);
    const brief = row.input;
    await this.removeImages(userId, row.images);
    if (
      !(await this.update(id, userId, ACTIVE, { status: 'running', images: [], totalImages: 0, error: null }))
    )
      return;
    const made: GeneratedFunnelImage[] = [];
    try {
      await this.step(id, userId, 'copy');
      const { copy, generator } = await this.services.aiText.funnelCopy(actor, brief);
      await this.step(id, userId, 'images', { generator });
      const images = await this.makeImages(id, userId, brief, copy, made);
      await this.step(id, userId, 'pages', {
        totalImages: made.length,
        imageGenerator: made.length > 0 ? this.services.aiImages.provider.name : null,
      });
      const config = buildFunnelConfig(brief, copy, images.urls, { now: this.now() });
      await this.step(id, userId, 'emails');
      const emails = copy.emails.map((email, i) => ({
        subject: email.subject,
        content: email.body,
        delayHours: EMAIL_DELAYS_HOURS[i] ?? email.delayHours,
      }));
      await this.step(id, userId, 'saving');
      const message =
        images.exhausted !== null
          ? `Your funnel is ready, without ${made.length === 0 ? 'images' : 'some images'}: ${images.exhausted}`
          : `Your funnel is ready: ${made.length} image${made.length === 1 ? '' : 's'}, ${config.steps.length} pages and a ${emails.length}-email sequence.`;
      const saved = await inTransaction(this.em, async (tx) => {
        const [locked] = await tx.execute<Array<{ status: string }>>(
          'select status from funnel_generations where id = ? for update',
          [id],
        );
        if (locked?.status !== 'running') throw new Stopped();
        const funnel = await this.services.funnels.create(actor, {
          name: brief.mainProduct,
          description:
            `${MARKETING_GOAL_LABELS[brief.marketingGoal]}: ${brief.mainProduct} for ${brief.targetAudience}`.slice(
              0,
              1000,
            ),
          templateType: templateTypeFor(brief.marketingGoal),
          status: 'draft',
          config,
        });
        const sequence = await this.services.sequences.create(actor, {
          name: `${brief.mainProduct}: welcome emails`.slice(0, 200),
          description: 'Written by the AI funnel generator',
          trigger: 'funnel_signup',
          triggerValue: funnel.id,
          isActive: false,
        });
        for (const email of emails) await this.services.sequences.addStep(actor, sequence.id, email);
        await tx.nativeUpdate(
          FunnelGeneration,
          { id },
          {
            status: 'completed',
            step: 'done',
            stepLabel: FUNNEL_STEPS.done.label,
            progress: '1',
            funnel: tx.getReference(Funnel, funnel.id, { wrapped: true }),
            sequenceId: sequence.id,
            totalImages: made.length,
            images: made,
            message,
            updatedAt: this.now(),
          },
        );
        return funnel.id;
      });
      this.changed(userId, id);
      this.deps.log.info({ generationId: id, funnelId: saved }, 'complete funnel generated');
    } catch (error) {
      await this.removeImages(userId, made);
      if (error instanceof Stopped) {
        // Cancelled meanwhile: the row already says so; publish that its images are gone.
        await this.update(id, userId, ['cancelled'], { images: [], totalImages: 0 });
        return;
      }
      this.deps.log.error({ err: error, generationId: id }, 'funnel generation failed');
      const reason = error instanceof AppError ? error.message : FUNNEL_GENERATION_MESSAGES.failed;
      await this.update(id, userId, ACTIVE, {
        status: 'failed',
        stepLabel: 'Failed',
        error: reason,
        message: FUNNEL_GENERATION_MESSAGES.failed,
        images: [],
        totalImages: 0,
      });
    }
  }

  /** Fails generations a crash left queued or running, removing the images they made. */
  async sweepStale(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - FUNNEL_STALE_AFTER_MS);
    const stale = await this.em.find(
      FunnelGeneration,
      { status: { $in: ACTIVE }, updatedAt: { $lt: cutoff } },
      { limit: 200 },
    );
    let failed = 0;
    for (const row of stale) {
      if (
        await this.update(row.id, row.user.id, ACTIVE, {
          status: 'failed',
          stepLabel: 'Failed',
          error: FUNNEL_GENERATION_MESSAGES.interrupted,
          message: FUNNEL_GENERATION_MESSAGES.failed,
          images: [],
          totalImages: 0,
        })
      ) {
        await this.removeImages(row.user.id, row.images);
        failed += 1;
      }
    }
    return failed;
  }

  // ---- steps ---------------------------------------------------------------------------------

  /** Moves to `step` (published), after the test hook; a cancelled run stops here. */
  private async step(
    id: string,
    userId: string,
    step: FunnelStepKey,
    extra: Partial<FunnelGeneration> = {},
    label?: string,
    progress?: number,
  ): Promise<void> {
    await funnelGenerationHooks.beforeStep?.(step, id);
    const moved = await this.update(id, userId, ['running'], {
      step,
      stepLabel: label ?? FUNNEL_STEPS[step].label,
      progress: (progress ?? FUNNEL_STEPS[step].progress).toFixed(3),
      ...extra,
    });
    if (!moved) throw new Stopped();
  }

  /**
   * The hero and up to three benefit images, each stored in the media library (source ai) and
   * counted as an AI image against the monthly allowance. When the allowance is used up the
   * funnel is made without the rest, and the reason is answered.
   */
  private async makeImages(
    id: string,
    userId: string,
    brief: FunnelBrief,
    copy: FunnelCopy,
    made: GeneratedFunnelImage[],
  ): Promise<{ urls: FunnelImages; exhausted: string | null }> {
    const prompts: Array<{ prompt: string; size: ImageSize }> = [
      {
        prompt: `${copy.hero.headline}: a hero photo for ${brief.mainProduct}, for ${brief.targetAudience}`,
        size: '1792x1024',
      },
      ...copy.benefits.slice(0, MAX_FUNNEL_IMAGES - 1).map((b) => ({
        prompt: `${b.title}: ${brief.mainProduct} (${brief.businessType})`,
        size: '1024x1024' as ImageSize,
      })),
    ];
    const urls: FunnelImages = { hero: null, features: [] };
    let exhausted: string | null = null;
    for (const [i, request] of prompts.entries()) {
      await this.step(
        id,
        userId,
        'images',
        {},
        `Generating image ${i + 1} of ${prompts.length}`,
        0.3 + (0.45 * i) / prompts.length,
      );
      const image = await this.makeImage(id, userId, request.prompt.slice(0, 4000), request.size);
      if ('exhausted' in image) {
        exhausted = image.exhausted;
        break;
      }
      made.push(image);
      await this.update(id, userId, ['running'], { images: [...made], totalImages: made.length });
      if (i === 0) urls.hero = image.url;
      else urls.features.push(image.url);
    }
    return { urls, exhausted };
  }

  /** One image made now, as an AI image generation of the user's (so it counts against the allowance). */
  private async makeImage(
    funnelGenerationId: string,
    userId: string,
    prompt: string,
    size: ImageSize,
  ): Promise<GeneratedFunnelImage | { exhausted: string }> {
    const images = this.services.aiImages;
    const provider = images.provider;
    const row = await inTransaction(this.em, async (tx) => {
      // The image module's lock: two requests at once cannot both take the last image.
      await tx.execute(`select pg_advisory_xact_lock(hashtext('ai-images:' || ?))`, [userId]);
      const usage = await images.usage(sessionActor(userId));
      if (roomLeft(usage.imagesAllowed, usage.imagesThisMonth) < 1)
        return {
          exhausted: `you have used ${usage.imagesThisMonth} of ${usage.imagesAllowed} AI images this month.`,
        };
      const created = tx.create(ImageGeneration, {
        user: tx.getReference(User, userId),
        prompt,
        style: 'vivid',
        size,
        status: 'processing',
        generator: provider.name,
        estimatedCost: '0',
        createdAt: this.now(),
        updatedAt: this.now(),
      });
      await tx.flush();
      return created;
    });
    if ('exhausted' in row) return row;
    try {
      const image = await provider.generate({ prompt, style: 'vivid', size });
      const type = IMAGE_TYPES.find((t) => t.mime === `image/${image.format}`);
      if (!type) throw new Error(`no media type for ${image.format}`);
      const file = await this.services.media.scratchFile(`.${type.ext}`);
      try {
        await writeFile(file, image.bytes);
        const media = await this.services.media.store(userId, {
          file,
          type,
          name: `funnel-image-${row.id.slice(0, 8)}.${type.ext}`,
          source: 'ai',
          width: image.width,
          height: image.height,
          prompt,
          generator: provider.name,
          details: {
            style: 'vivid',
            size,
            generationId: row.id,
            funnelGenerationId,
            estimatedCostUsd: provider.costUsd,
          },
        });
        await this.em.nativeUpdate(
          ImageGeneration,
          { id: row.id },
          {
            status: 'completed',
            imageUrl: media.url,
            mediaItem: this.em.getReference(MediaItem, media.id, { wrapped: true }),
            estimatedCost: provider.costUsd.toFixed(4),
            updatedAt: this.now(),
          },
        );
        return { generationId: row.id, mediaId: media.id, url: media.url };
      } finally {
        await rm(file, { force: true });
      }
    } catch (error) {
      await this.em.nativeDelete(ImageGeneration, { id: row.id });
      throw error;
    }
  }

  /** Removes images of an unfinished run: their media library items and their AI image rows. */
  private async removeImages(userId: string, images: readonly GeneratedFunnelImage[]): Promise<void> {
    for (const image of images) {
      await this.em.nativeDelete(ImageGeneration, { id: image.generationId, user: userId });
      await this.services.media
        .remove(sessionActor(userId), { id: image.mediaId })
        .catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
        });
    }
  }

  // ---- helpers -------------------------------------------------------------------------------

  /** A conditional update (only from `from`), published; false when the row had moved on. */
  private async update(
    id: string,
    userId: string,
    from: FunnelGenerationStatus[],
    changes: Partial<FunnelGeneration>,
  ): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      FunnelGeneration,
      { id, status: { $in: from } },
      { ...changes, updatedAt: this.now() },
    );
    if (updated > 0) this.changed(userId, id);
    return updated > 0;
  }

  private changed(userId: string, id: string): void {
    this.deps.events.publish('AI_GENERATION_CHANGED', userId, { kind: 'funnel', id });
  }

  viewOf(row: FunnelGeneration): FunnelGenerationView {
    const funnelId = row.funnel?.id ?? null;
    return {
      id: row.id,
      status: row.status,
      step: row.step,
      stepLabel: row.stepLabel,
      progress: Number(row.progress),
      totalImages: row.totalImages,
      funnelId,
      editUrl: funnelId ? `/builder/${funnelId}` : null,
      sequenceId: row.sequenceId ?? null,
      generator: row.generator ?? null,
      imageGenerator: row.imageGenerator ?? null,
      error: row.error ?? null,
      message: row.message ?? null,
      input: row.input,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
