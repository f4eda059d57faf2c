import { imageSizes } from './elements/image';
import { renderPublishedDocument } from './server';
import { emptySeo } from './steps';
import type { MediaRendition } from './contract';
import type { PageConfig, PageElement } from './types';

const PHOTO = '/uploads/u/0123456789abcdef-photo.jpg';
const CLIP = '/uploads/u/0123456789abcdef-clip.mp4';

const page = (elements: PageElement[]): PageConfig => ({
  version: 2,
  steps: [
    {
      id: 'step-1',
      name: 'Main',
      slug: 'main',
      kind: 'other',
      seo: emptySeo(),
      pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
      elements,
    },
  ],
});

const variants = (format: string) =>
  [320, 640, 1024].map((width) => ({ url: `/uploads/u/0123456789abcdef-photo/w${width}.${format}`, width }));

const photo: MediaRendition = {
  kind: 'image',
  width: 1400,
  height: 700,
  avif: variants('avif'),
  webp: variants('webp'),
  original: variants('jpg'),
  poster: null,
};

const render = (elements: PageElement[], media: Record<string, MediaRendition | null>) =>
  renderPublishedDocument({
    funnelId: 'f-1',
    title: 'Media',
    config: page(elements),
    assets: { css: '/p/page.css', scripts: [{ url: '/p/core.js' }] },
    now: 0,
    media,
  });

const body = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';

describe('library media on a published page', () => {
  it('draws an image as a picture with AVIF and WebP sources, its own format in the img, its size reserved', () => {
    const html = body(
      render([{ id: 'i', type: 'image', content: PHOTO, styles: { width: '50%' } }], { [PHOTO]: photo }),
    );
    const sizes = '(max-width: 1040px) calc(50vw - 24px), 496px';
    expect(html).toContain(
      `<picture><source type="image/avif" srcSet="${variants('avif')
        .map((v) => `${v.url} ${v.width}w`)
        .join(', ')}" sizes="${sizes}"/><source type="image/webp"`,
    );
    expect(html).toMatch(
      new RegExp(
        `<img class="ffp-image" src="${PHOTO}" srcSet="[^"]*w320\\.jpg 320w, [^"]*w640\\.jpg 640w, [^"]*w1024\\.jpg 1024w" sizes="\\(max-width: 1040px\\) calc\\(50vw - 24px\\), 496px" alt="" loading="lazy" decoding="async" style="width:50%" width="1400" height="700"/></picture>`,
      ),
    );
  });

  it('falls back to the WebP copies in the img when the original is neither JPEG nor PNG', () => {
    const html = body(
      render([{ id: 'i', type: 'image', content: PHOTO, styles: {} }], {
        [PHOTO]: { ...photo, original: [] },
      }),
    );
    expect(html).not.toContain('type="image/webp"');
    expect(html).toMatch(/<img[^>]*srcSet="[^"]*w320\.webp 320w/);
  });

  it('draws a placeholder where a deleted library image was, and does not share it as the page image', () => {
    const html = render([{ id: 'i', type: 'image', content: PHOTO, styles: {} }], { [PHOTO]: null });
    expect(html).not.toContain(PHOTO);
    expect(body(html)).toContain('ffp-media-placeholder ffp-image__placeholder');
  });

  it('draws other images as before', () => {
    const html = body(
      render([{ id: 'i', type: 'image', content: 'https://example.com/a.png', styles: {} }], {}),
    );
    expect(html).toContain(
      '<img class="ffp-image" src="https://example.com/a.png" alt="" loading="lazy" decoding="async"/>',
    );
  });

  it('gives a library video its poster frame and size, and a placeholder once deleted', () => {
    const clip: MediaRendition = {
      ...photo,
      kind: 'video',
      width: 1280,
      height: 720,
      poster: '/uploads/u/p/poster.webp',
    };
    const html = body(render([{ id: 'v', type: 'video', content: CLIP, styles: {} }], { [CLIP]: clip }));
    expect(html).toMatch(
      /<video[^>]*src="\/uploads\/u\/0123456789abcdef-clip\.mp4"[^>]*poster="\/uploads\/u\/p\/poster\.webp" width="1280" height="720"/,
    );
    const gone = body(render([{ id: 'v', type: 'video', content: CLIP, styles: {} }], { [CLIP]: null }));
    expect(gone).not.toContain(CLIP);
    expect(gone).toContain('Video unavailable');
  });

  it('tells the browser how wide the image is drawn', () => {
    // The content column is 1040 px less 48 px of padding (the page's and the element's).
    expect(imageSizes('300px', 2000)).toBe('(max-width: 348px) calc(100vw - 48px), 300px');
    expect(imageSizes('auto', 800)).toBe('(max-width: 848px) calc(100vw - 48px), 800px');
    expect(imageSizes(undefined, 4000)).toBe('(max-width: 1040px) calc(100vw - 48px), 992px');
    expect(imageSizes('100%', 4000)).toBe('(max-width: 1040px) calc(100vw - 48px), 992px');
  });
});
