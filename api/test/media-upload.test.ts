import sharp from 'sharp';
import { detectImageType } from '../src/modules/media/media-types';
import { signedInClient } from './support/funnels';
import type { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * POST /api/upload/image: what a file is comes from its bytes (file-type), never from its name or
 * the type the browser claims; what is stored is the image re-encoded by sharp. Every image here is real: each decodes in Chromium.
 */

const bytes = (base64: string) => Buffer.from(base64, 'base64');

const IMAGES = {
  png: bytes(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4n8bwHwAGMgJlMwnCZQAAAABJRU5ErkJggg==',
  ),
  // An animated PNG (acTL, fcTL): file-type calls it apng; browsers show it as image/png.
  apng: bytes(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACGFjVEwAAAABAAAAALQt6aAAAAAaZmNUTAAAAAAAAAABAAAAAQAAAAAAAAAAAAEACgAAWn8w0AAAAA1JREFUeJxj+J/G8B8ABjICZTMJwmUAAAAASUVORK5CYII=',
  ),
  jpg: bytes(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAACAAIBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q==',
  ),
  gif: bytes('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  webp: bytes('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
  avif: bytes(
    'AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=',
  ),
  // A real image of a kind the library does not take.
  bmp: bytes('Qk06AAAAAAAAADYAAAAoAAAAAQAAAAEAAAABABgAAAAAAAQAAAATCwAAEwsAAAAAAAAAAAAAAAD/AA=='),
};

const NOT_AN_IMAGE = 'Only image files can be uploaded (PNG, JPEG, GIF, WebP or AVIF); SVG is not accepted';

const DISGUISED: Array<[string, string, Buffer]> = [
  ['HTML named .png', 'avatar.png', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
  [
    'SVG with a script named .png',
    'logo.png',
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(document.cookie)</script></svg>',
    ),
  ],
  [
    'SVG with a script named .svg',
    'logo.svg',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  ],
  ['a BMP named .png', 'photo.png', IMAGES.bmp],
  ['a PDF named .jpg', 'photo.jpg', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')],
  ['text that starts like a GIF', 'notes.gif', Buffer.from('GIF? no, just some text')],
  ['HTML after a PNG signature', 'page.png', Buffer.concat([bytes('iVBORw0KGgo='), Buffer.from('<script>')])],
  [
    'HTML after a JPEG start',
    'page.jpg',
    Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from('<script>')]),
  ],
];

describe('detectImageType', () => {
  it.each([
    ['png', 'png', 'image/png'],
    ['apng', 'png', 'image/png'],
    ['jpg', 'jpg', 'image/jpeg'],
    ['gif', 'gif', 'image/gif'],
    ['webp', 'webp', 'image/webp'],
    ['avif', 'avif', 'image/avif'],
  ] as const)('knows a %s by its bytes', async (name, ext, mime) => {
    expect(await detectImageType(IMAGES[name])).toEqual({ kind: 'image', ext, mime });
  });

  it.each(DISGUISED)('refuses %s', async (_what, _name, content) => {
    expect(await detectImageType(content)).toBeNull();
  });

  it('refuses nothing at all and a lone signature fragment', async () => {
    expect(await detectImageType(Buffer.alloc(0))).toBeNull();
    expect(await detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('POST /api/upload/image', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    ({ client } = await signedInClient(server));
  });
  afterAll(() => server.close());

  const upload = async (content: Buffer, name: string, claimedType = 'image/png') => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(content)], { type: claimedType }), name);
    const res = await fetch(`${server.url}/api/upload/image`, {
      method: 'POST',
      headers: { cookie: client.cookie ?? '', origin: server.url },
      body: form,
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  const uploadedCount = async () => {
    const res = await client.get('/api/media');
    return (res.json?.images as unknown[]).length;
  };

  it.each([
    ['png', 'png', 'image/png'],
    ['apng', 'png', 'image/png'],
    ['jpg', 'jpg', 'image/jpeg'],
    ['gif', 'gif', 'image/gif'],
    ['webp', 'webp', 'image/webp'],
    ['avif', 'avif', 'image/avif'],
  ] as const)(
    'stores a %s under a name of its real type and serves it as that type',
    async (name, ext, mime) => {
      // Name and claimed type say otherwise: only the bytes count.
      const res = await upload(IMAGES[name], `upload-${name}.bin`, 'application/octet-stream');
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ type: 'image', source: 'upload', name: `upload-${name}.bin` });
      const url = String(res.json.url);
      // Addressed by the content hash and the item id.
      expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f-]{36}/[0-9a-f]{16}-[0-9a-f-]{36}\\.${ext}$`));

      const served = await fetch(server.url + url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(mime);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // Re-encoded: the same picture in the same format, written again by sharp.
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(await detectImageType(bytes)).toEqual({ kind: 'image', ext, mime });
      const { width, height } = await sharp(IMAGES[name]).metadata();
      expect(await sharp(bytes).metadata()).toMatchObject({ width, height });
    },
  );

  it.each(DISGUISED)('answers 400 to %s and stores nothing', async (_what, name, content) => {
    const before = await uploadedCount();
    const res = await upload(content, name);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(NOT_AN_IMAGE);
    expect(await uploadedCount()).toBe(before);
  });

  it('keeps the size limit and the missing-file message', async () => {
    const tooLarge = Buffer.concat([IMAGES.png, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await upload(tooLarge, 'big.png')).toEqual({
      status: 413,
      json: expect.objectContaining({ message: 'Images must be 10 MB or smaller' }),
    });
    expect(await upload(Buffer.alloc(0), 'empty.png')).toEqual({
      status: 400,
      json: expect.objectContaining({ message: 'Choose an image file to upload' }),
    });
  });
});
