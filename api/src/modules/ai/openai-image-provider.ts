import { z } from 'zod';
import { providerFetch, ProviderError } from '../../shared/http/provider-fetch';
import { checkedImage } from './checked-image';
import type { GeneratedImage, ImageProvider, ImageRequest } from './image-provider';

const PROVIDER = 'OpenAI';

/** The part of OpenAI's images answer we read: one image, inline or by address. */
const answerSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1).optional(), url: z.url().optional() })).min(1),
});

export type OpenAiSettings = { apiKey: string; baseUrl: string; imageModel: string };

/**
 * Any OpenAI-compatible images endpoint (OpenAI itself, or a self-hosted server at
 * OPENAI_BASE_URL): POST {baseUrl}/images/generations. The answer's bytes are decoded before
 * they are trusted.
 */
export class OpenAiImageProvider implements ImageProvider {
  readonly name = PROVIDER;
  readonly costUsd = 0.04;

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly timeoutMs: number,
  ) {}

  async generate(request: ImageRequest): Promise<GeneratedImage> {
    const { apiKey, baseUrl, imageModel } = this.settings;
    const response = await providerFetch({
      provider: PROVIDER,
      url: `${baseUrl}/images/generations`,
      headers: { Authorization: `Bearer ${apiKey}` },
      json: {
        model: imageModel,
        prompt: request.prompt,
        n: 1,
        size: request.size,
        // Only DALL·E 3 knows `style`; other models refuse unknown fields.
        ...(imageModel === 'dall-e-3' ? { style: request.style } : {}),
        response_format: 'b64_json',
      },
      timeoutMs: this.timeoutMs,
    });
    // An answer that is not JSON is reported below as one without an image.
    const parsed = answerSchema.safeParse(await response.json().catch(() => null));
    const first = parsed.success ? parsed.data.data[0] : undefined;
    const bytes = first?.b64_json
      ? Buffer.from(first.b64_json, 'base64')
      : first?.url
        ? await this.download(first.url)
        : null;
    if (!bytes)
      throw new ProviderError(PROVIDER, `${PROVIDER} answered without an image`, response.status, false);
    const image = await checkedImage(bytes);
    if (!image)
      throw new ProviderError(PROVIDER, `${PROVIDER} answered with data that is not an image`, null, false);
    return image;
  }

  /** An image by its (short-lived, signed) address: fetched without our key. */
  private async download(url: string): Promise<Buffer> {
    const response = await providerFetch({
      provider: PROVIDER,
      url,
      headers: { Accept: 'image/*' },
      timeoutMs: this.timeoutMs,
    });
    return Buffer.from(await response.arrayBuffer());
  }
}
