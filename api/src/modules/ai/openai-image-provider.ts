import sharp from 'sharp';
import { z } from 'zod';
import { providerFetch, ProviderError } from '../../shared/http/provider-fetch';
import { checkedImage } from './checked-image';
import {
  pixelsOf,
  type GeneratedImage,
  type ImageProvider,
  type ImageRequest,
  type ImageSize,
} from './image-provider';

const PROVIDER = 'OpenAI';

/** The part of OpenAI's images answer we read: one image, inline or by address. */
const answerSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1).optional(), url: z.url().optional() })).min(1),
});

export type OpenAiSettings = { apiKey: string; baseUrl: string; imageModel: string };

/**
 * The gpt-image models make 1024x1024, 1536x1024 and 1024x1536 only: each size asked for goes to
 * the one of its shape, and the answer is fitted to the size asked.
 */
const GPT_IMAGE_SIZES: Record<ImageSize, string> = {
  '1024x1024': '1024x1024',
  '1792x1024': '1536x1024',
  '1024x1792': '1024x1536',
};

/** DALL·E models take `response_format` (and dall-e-3 `style`); the gpt-image models refuse both. */
const isDallE = (model: string) => /^dall-e/i.test(model);

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
        ...(isDallE(imageModel)
          ? {
              size: request.size,
              // Only DALL·E 3 knows `style`; other models refuse unknown fields.
              ...(imageModel === 'dall-e-3' ? { style: request.style } : {}),
              response_format: 'b64_json',
            }
          : // gpt-image answers b64_json always; a server that answers a url is read below too.
            { size: GPT_IMAGE_SIZES[request.size] }),
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
    return fitted(image, request.size);
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

/** The image at the size asked: as it came when it is, else scaled and centre-cropped to it. */
async function fitted(image: GeneratedImage, size: ImageSize): Promise<GeneratedImage> {
  const { width, height } = pixelsOf(size);
  if (image.width === width && image.height === height) return image;
  const bytes = await sharp(image.bytes, { limitInputPixels: 50_000_000 })
    .resize(width, height, { fit: 'cover' })
    .png()
    .toBuffer();
  return { bytes, format: 'png', width, height };
}
