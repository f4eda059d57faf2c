import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { providerFetch, ProviderError } from '../../shared/http/provider-fetch';
import {
  lumaCostUsd,
  promptFor,
  type VideoCostKey,
  type VideoProvider,
  type VideoRequest,
  type VideoStep,
} from './video-provider';

const PROVIDER = 'Luma';

/** The part of Luma's Generation object we read (GET /dream-machine/v1/generations/{id}). */
const generationSchema = z.object({
  id: z.string().min(1),
  state: z.enum(['queued', 'dreaming', 'completed', 'failed']),
  failure_reason: z.string().nullish(),
  assets: z.object({ video: z.string().nullish(), image: z.string().nullish() }).nullish(),
});

export type LumaSettings = { apiKey: string; baseUrl: string };

/**
 * Luma Dream Machine: POST {base}/dream-machine/v1/generations with the Bearer key and
 * {prompt, model, resolution, duration, aspect_ratio, loop}; GET …/generations/{id} answers
 * {id, state: queued | dreaming | completed | failed, failure_reason, assets: {video, image}}.
 * LUMA_BASE_URL may be the host (https://api.lumalabs.ai) or include /dream-machine/v1.
 */
export class LumaVideoProvider implements VideoProvider {
  readonly rendersHere = false;
  readonly name = PROVIDER;
  private readonly root: string;

  constructor(
    private readonly settings: LumaSettings,
    private readonly timeoutMs: number,
    /** The largest MP4 downloaded (MEDIA_MAX_VIDEO_BYTES). */
    private readonly maxBytes: number,
  ) {
    this.root = `${settings.baseUrl.replace(/\/+$/, '').replace(/\/dream-machine\/v1$/, '')}/dream-machine/v1`;
  }

  costUsd(request: VideoCostKey): number {
    return lumaCostUsd(request);
  }

  async start(request: VideoRequest): Promise<VideoStep> {
    const response = await providerFetch({
      provider: PROVIDER,
      url: `${this.root}/generations`,
      headers: { Authorization: `Bearer ${this.settings.apiKey}` },
      json: {
        prompt: promptFor(request),
        model: request.model,
        resolution: request.resolution,
        duration: request.duration,
        aspect_ratio: request.aspectRatio,
        loop: request.loop,
      },
      timeoutMs: this.timeoutMs,
    });
    return this.stepOf(await this.generationOf(response));
  }

  async check(providerId: string, output: string): Promise<VideoStep> {
    const response = await providerFetch({
      provider: PROVIDER,
      url: `${this.root}/generations/${encodeURIComponent(providerId)}`,
      headers: { Authorization: `Bearer ${this.settings.apiKey}` },
      timeoutMs: this.timeoutMs,
    });
    const generation = await this.generationOf(response);
    if (generation.state !== 'completed') return this.stepOf(generation);
    if (!generation.assets?.video)
      throw new ProviderError(PROVIDER, `${PROVIDER} completed the video without an address`, null, false);
    await this.download(generation.assets.video, output);
    return { state: 'completed', file: output };
  }

  private async generationOf(response: Response) {
    // An answer that is not JSON is reported below as one without a generation.
    const parsed = generationSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success)
      throw new ProviderError(PROVIDER, `${PROVIDER} answered without a generation`, response.status, false);
    return parsed.data;
  }

  private stepOf(generation: z.output<typeof generationSchema>): VideoStep {
    if (generation.state === 'failed')
      return {
        state: 'failed',
        reason: generation.failure_reason
          ? `${PROVIDER}: ${generation.failure_reason.slice(0, 500)}`
          : `${PROVIDER} could not make the video`,
      };
    // Queued or dreaming; a completed one is fetched by check() (start() asks again to get it).
    return { state: 'dreaming', providerId: generation.id, providerState: generation.state };
  }

  /** The MP4 by its (signed) address, without our key, streamed to disk and cut off past the size cap. */
  private async download(url: string, output: string): Promise<void> {
    const response = await providerFetch({
      provider: PROVIDER,
      url,
      headers: { Accept: 'video/*' },
      timeoutMs: Math.max(this.timeoutMs, 120_000),
    });
    const declared = Number(response.headers.get('content-length') ?? 0);
    const tooLarge = () =>
      new ProviderError(
        PROVIDER,
        `${PROVIDER}'s video is larger than ${Math.round(this.maxBytes / 1_000_000)} MB`,
        null,
        false,
      );
    if (declared > this.maxBytes) throw tooLarge();
    if (!response.body) throw new ProviderError(PROVIDER, `${PROVIDER} sent an empty video`, null, false);
    let seen = 0;
    const cap = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        seen += chunk.length;
        done(seen > this.maxBytes ? tooLarge() : null, chunk);
      },
    });
    try {
      await pipeline(
        Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        cap,
        createWriteStream(output),
      );
    } catch (error) {
      await rm(output, { force: true });
      if (error instanceof ProviderError) throw error;
      throw new ProviderError(PROVIDER, `${PROVIDER}'s video could not be downloaded`, null, true);
    }
  }
}
