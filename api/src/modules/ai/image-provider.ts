export const IMAGE_STYLES = ['vivid', 'natural'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];

/** The sizes 002 §7 offers (DALL·E 3's). */
export const IMAGE_SIZES = ['1024x1024', '1792x1024', '1024x1792'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export type ImageRequest = { prompt: string; style: ImageStyle; size: ImageSize };

/** A checked image: bytes sharp decoded, in a format the media library stores. */
export type GeneratedImage = {
  bytes: Buffer;
  format: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
};

/** Whatever makes an image from a prompt: a provider over HTTP, or the offline generator. */
export interface ImageProvider {
  /** Shown with each item ('OpenAI', 'Offline generator'): never pretends to be another. */
  readonly name: string;
  /** Estimated cost of one image in US dollars. */
  readonly costUsd: number;
  generate(request: ImageRequest): Promise<GeneratedImage>;
}

export const pixelsOf = (size: ImageSize) => {
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { width, height };
};
