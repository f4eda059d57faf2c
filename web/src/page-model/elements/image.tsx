import { compact, safeLengths, widthValue } from '../css';
import { BASE_STYLES } from '../defaults';
import { defineTextElement } from '../define';
import { Icon } from '../icons';
import { safeMediaSrc } from '../safe-url';

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
  Render: ({ element, content }) => {
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
