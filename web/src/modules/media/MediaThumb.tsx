import { CustomerServiceOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useState } from 'react';
import placeholderImage from '../../assets/media-placeholder.svg';
import { safeMediaSrc } from '../../page-model/safe-url';
import { mediaKindOf } from './media-format';

export { placeholderImage as MEDIA_PLACEHOLDER_IMAGE };

type ThumbItem = { type: string; url: string; thumbnailUrl?: string | null };

/**
 * The picture a grid shows for an item: its small thumbnail (never the original when a thumbnail
 * exists), the original for an image whose thumbnail is not made yet, a video icon for a video
 * without a poster, an audio icon for audio. Loaded lazily; a picture that fails to load is
 * replaced once by the bundled placeholder (if that fails too, nothing more is tried).
 */
export function MediaThumb({ item }: { item: ThumbItem }) {
  const kind = mediaKindOf(item.type);
  const thumb = safeMediaSrc(item.thumbnailUrl);
  const src = thumb ?? (kind === 'image' ? safeMediaSrc(item.url) : null);
  const [broken, setBroken] = useState(false);
  if (!src) {
    const Icon = kind === 'audio' ? CustomerServiceOutlined : VideoCameraOutlined;
    return (
      <span className="ff-media-thumb ff-media-thumb--icon">
        <Icon aria-hidden="true" />
      </span>
    );
  }
  return (
    <span className="ff-media-thumb">
      <img
        src={broken ? placeholderImage : src}
        alt=""
        loading="lazy"
        decoding="async"
        data-fallback={broken ? 'true' : undefined}
        onError={() => setBroken(true)}
      />
      {kind === 'video' ? <VideoCameraOutlined className="ff-media-thumb__kind" aria-hidden="true" /> : null}
    </span>
  );
}
