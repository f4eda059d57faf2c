/** Image formats the library accepts, told apart by their first bytes (never by name or client claim). */
export const IMAGE_TYPES = [
  {
    ext: 'png',
    mime: 'image/png',
    test: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', mime: 'image/jpeg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'gif',
    mime: 'image/gif',
    test: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    ext: 'avif',
    mime: 'image/avif',
    test: (b: Buffer) => b.subarray(4, 12).toString('latin1') === 'ftypavif',
  },
] as const;

export type ImageType = (typeof IMAGE_TYPES)[number];

export function detectImageType(bytes: Buffer): ImageType | null {
  return IMAGE_TYPES.find((type) => type.test(bytes)) ?? null;
}

export function mimeOfExtension(ext: string): string | null {
  return IMAGE_TYPES.find((type) => type.ext === ext)?.mime ?? null;
}
