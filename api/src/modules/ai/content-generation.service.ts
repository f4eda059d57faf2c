import { requireActor, type Actor } from '../../shared/auth/actor';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { ProviderError } from '../../shared/http/provider-fetch';
import { Service } from '../../shared/service';
import { tooManyTextRequests } from './content-generation.errors';
import { funnelBriefSchema, generateContentSchema } from './content-generation.schemas';
import { OfflineCopywriter } from './offline-copywriter';
import { OpenAiTextProvider } from './openai-text-provider';
import type { ContentItem, ContentRequest, ContentType, FunnelCopy, TextProvider } from './text-provider';

/** POST /api/ai/generate-content's answer (000 §7 'content'), with who wrote it. */
export type GeneratedContentView = {
  content: string;
  type: ContentType;
  /** Benefits and FAQ pairs as a list too (title: the benefit or question; text: its words). */
  items: ContentItem[] | null;
  /** 'OpenAI' or 'Offline generator'. */
  generator: string;
  funnelId: string | null;
};

/** Copy for a whole funnel, with who wrote it. */
export type GeneratedFunnelCopy = { copy: FunnelCopy; generator: string };

/**
 * AI text (issue 19): one piece of content for the builder, and copy for a whole funnel for the
 * complete-funnel generator. Written by an OpenAI-compatible model when OPENAI_API_KEY is set,
 * else by the offline copywriter (labelled as such). Unlimited per month, paced per user.
 */
export class ContentGenerationService extends Service {
  private cachedProvider: TextProvider | null = null;

  /** OpenAI-compatible when a key is set, else the offline copywriter. */
  get provider(): TextProvider {
    const { openai, requestTimeoutMs } = this.deps.config.ai;
    this.cachedProvider ??= openai
      ? new OpenAiTextProvider(openai, requestTimeoutMs)
      : new OfflineCopywriter();
    return this.cachedProvider;
  }

  /** Who writes text: the provider's name, or 'Offline generator'. */
  generatorName(actor: Actor | null): string {
    requireActor(actor, 'read');
    return this.provider.name;
  }

  /** One piece of content from a prompt; with a funnel of the actor's, its name and page type are context. */
  async generate(actor: Actor | null, input: unknown): Promise<GeneratedContentView> {
    const { userId } = requireActor(actor, 'write');
    const request = parseInput(generateContentSchema, input ?? {});
    const funnel = request.funnelId ? await this.services.funnels.get(actor, request.funnelId) : null;
    await this.deps.limits.aiTextPerUser.consume(userId, tooManyTextRequests);
    const provider = this.provider;
    const context: ContentRequest = {
      prompt: request.prompt,
      type: request.type,
      funnel: funnel
        ? { name: funnel.name, templateType: funnel.templateType, description: funnel.description ?? null }
        : null,
    };
    const written = await this.asked(() => provider.complete(context));
    return {
      content: written.content,
      type: request.type,
      items: written.items,
      generator: provider.name,
      funnelId: funnel?.id ?? null,
    };
  }

  /**
   * Copy for a whole funnel from the complete-funnel generator's five inputs (businessType,
   * targetAudience, mainProduct, pricePoint, marketingGoal), checked against funnelCopySchema.
   */
  async funnelCopy(actor: Actor | null, input: unknown): Promise<GeneratedFunnelCopy> {
    const { userId } = requireActor(actor, 'write');
    const brief = parseInput(funnelBriefSchema, input ?? {});
    await this.deps.limits.aiTextPerUser.consume(userId, tooManyTextRequests);
    const provider = this.provider;
    return { copy: await this.asked(() => provider.funnelCopy(brief)), generator: provider.name };
  }

  /** The provider's refusal or failure as a 502 with its message (never a key, never a stack). */
  private async asked<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderError) throw new AppError('BAD_GATEWAY', error.message);
      throw error;
    }
  }
}
