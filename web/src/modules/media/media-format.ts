const MB = 1024 * 1024;

/**
 * 002 §9: a media size in MB to one decimal (base 1024): 2621440 → '2.5 MB'. A file smaller than
 * 0.05 MB reads '< 0.1 MB' rather than '0.0 MB'; an unknown size (0 or not a number) reads '0.0 MB'.
 */
export function formatMediaSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0.0 MB';
  const mb = bytes / MB;
  if (mb < 0.05) return '< 0.1 MB';
  return `${mb.toFixed(1)} MB`;
}

export type MediaKind = 'image' | 'video' | 'audio';

export function mediaKindOf(type: string): MediaKind {
  return type === 'video' || type === 'audio' ? type : 'image';
}

export const MEDIA_KIND_LABELS: Record<MediaKind, string> = {
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
};
