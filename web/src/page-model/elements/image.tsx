import { compact, safeLengths, widthValue } from '../css';
import { BASE_STYLES } from '../defaults';
import { defineTextElement } from '../define';
import { Icon } from '../icons';
import { safeMediaSrc } from '../safe-url';
import type { CSSProperties } from 'react';
import type { MediaRendition } from '../contract';

/** 000 §3: image content equal to this means the upload is still running. */
export const IMAGE_UPLOADING = 'Uploading image...';

/** 000 §9: image widths auto, 25–100 %, or 200–500 px. */
export const IMAGE_WIDTHS = [
  'auto',
  '25%',
  '50%',
  '75%',
  '100%',
  '200px',
  '300px',
  '400px',
  '500px',
] as const;

export const IMAGE_EDITOR_MESSAGES = {
  uploading: 'Wait for the image to finish uploading',
  badUrl: 'Enter an image address starting with http:// or https://, or a path starting with /',
  uploadFailed: 'The image could not be uploaded',
} as const;

/** An image. Its content is the image URL. */
export const image = defineTextElement({
  type: 'image',
  label: 'Image',
  category: 'media',
  palette: true,
  defaultContent: '',
  defaultStyles: { ...BASE_STYLES, textAlign: 'center', width: 'auto' },
  maxLength: 2000,
  field: {
    kind: 'image-upload',
    label: 'Image URL',
    hint: 'https://… or a path on this site. Leave empty to show a placeholder.',
    placeholder: 'https://example.com/photo.jpg',
    maxLength: 2000,
  },
  validate: (content) => {
    const url = content.trim();
    if (url === IMAGE_UPLOADING) return IMAGE_EDITOR_MESSAGES.uploading;
    if (url && !safeMediaSrc(url)) return IMAGE_EDITOR_MESSAGES.badUrl;
    return null;
  },
  styles: ['image', 'box'],
  // The width and corners belong to the picture itself; the wrapper centres it.
  ownStyles: ['width', 'borderRadius'],
  Render: ({ element, content, ctx }) => {
    const { styles } = element;
    const width = widthValue(styles.width);
    const box = compact({
      width: width && width !== 'auto' ? width : undefined,
      borderRadius: safeLengths(styles.borderRadius),
    });
    if (content.trim() === IMAGE_UPLOADING) {
      return (
        <div className="ffp-media-placeholder ffp-image__uploading" role="status" style={box}>
          <span className="ffp-spinner" aria-hidden="true" />
          <span>{IMAGE_UPLOADING}</span>
        </div>
      );
    }
    const src = safeMediaSrc(content);
    const rendition = src && ctx.mode === 'published' ? ctx.media?.[content] : undefined;
    if (rendition === null) {
      // A library image that was deleted: the space stays, without a broken-image icon.
      return (
        <div className="ffp-media-placeholder ffp-image__placeholder" style={box} aria-hidden="true">
          <Icon name="image" size={40} />
        </div>
      );
    }
    if (src && rendition) return <PublishedPicture src={src} rendition={rendition} width={width} box={box} />;
    if (!src) {
      return (
        <div className="ffp-media-placeholder ffp-image__placeholder" style={box}>
          <Icon name="image" size={40} />
          <span>Add an image</span>
        </div>
      );
    }
    // Elements carry no alt text field, so the image is marked decorative (alt=""): screen
    // readers skip it instead of reading out its file name. Pages state their message in
    // headlines and text, which is where assistive technology finds it.
    return <img className="ffp-image" src={src} alt="" loading="lazy" decoding="async" style={box} />;
  },
});

/** The page's content column (page.css .ffp-page): no image is drawn wider. */
const CONTENT_WIDTH = 1040;

/** How wide the image is drawn, for the browser to pick a variant before layout (sizes). */
export function imageSizes(width: string | undefined, natural: number | null): string {
  const percent = width ? /^(\d+(?:\.\d+)?)%$/.exec(width) : null;
  if (percent?.[1]) {
    const p = Number(percent[1]);
    return `(max-width: ${CONTENT_WIDTH}px) ${p}vw, ${Math.round((CONTENT_WIDTH * p) / 100)}px`;
  }
  const pixels = width ? /^(\d+)px$/.exec(width) : null;
  const drawn = pixels?.[1] ? Number(pixels[1]) : Math.min(natural ?? CONTENT_WIDTH, CONTENT_WIDTH);
  return `(max-width: ${drawn}px) 100vw, ${drawn}px`;
}

const srcsetOf = (list: ReadonlyArray<{ url: string; width: number }>) =>
  list.map((v) => `${v.url} ${v.width}w`).join(', ');

/**
 * A library image on a published page: AVIF and WebP variants by width, the original's own
 * format for the <img>, its size reserved (width and height), loaded when near the viewport.
 */
function PublishedPicture({
  src,
  rendition,
  width,
  box,
}: {
  src: string;
  rendition: MediaRendition;
  width: string | undefined;
  box: CSSProperties;
}) {
  const sizes = imageSizes(width, rendition.width);
  const fallback = rendition.original.length > 0 ? rendition.original : rendition.webp;
  const dimensions =
    rendition.width && rendition.height ? { width: rendition.width, height: rendition.height } : {};
  const img = (
    <img
      className="ffp-image"
      src={src}
      srcSet={fallback.length > 0 ? srcsetOf(fallback) : undefined}
      sizes={fallback.length > 0 ? sizes : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      style={box}
      {...dimensions}
    />
  );
  if (rendition.avif.length === 0 && rendition.webp.length === 0) return img;
  return (
    <picture>
      {rendition.avif.length > 0 ? (
        <source type="image/avif" srcSet={srcsetOf(rendition.avif)} sizes={sizes} />
      ) : null}
      {rendition.webp.length > 0 && fallback !== rendition.webp ? (
        <source type="image/webp" srcSet={srcsetOf(rendition.webp)} sizes={sizes} />
      ) : null}
      {img}
    </picture>
  );
}
