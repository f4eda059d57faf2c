import {
  MEDIA_FRESH_MS,
  MEDIA_RETRIES,
  MEDIA_RETRY_DELAY_MS,
  MediaLibraryError,
  fetchMediaLibrary,
  fetchMediaLibraryWithRetry,
  readMediaLibrary,
} from './use-media-library';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];
let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;
const originalFetch = globalThis.fetch;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock = jest.fn<Promise<Response>, FetchArgs>(async () => json(500, { message: 'Down' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  jest.useRealTimers();
});

describe('GET /api/media (000 §7)', () => {
  it('retries up to 2 times, 1 s apart, by default', async () => {
    expect([MEDIA_RETRIES, MEDIA_RETRY_DELAY_MS, MEDIA_FRESH_MS]).toEqual([2, 1000, 30_000]);
    jest.useFakeTimers();
    const result = fetchMediaLibraryWithRetry(new AbortController().signal).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toMatchObject({ kind: 'http', message: '500: Down' });
  });

  it('never retries when signed out', async () => {
    fetchMock.mockImplementation(async () => json(401, { message: 'Unauthorized' }));
    await expect(
      fetchMediaLibraryWithRetry(new AbortController().signal, { delayMs: 0 }),
    ).rejects.toMatchObject({
      kind: 'auth',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops waiting to retry when aborted', async () => {
    jest.useFakeTimers();
    const controller = new AbortController();
    const result = fetchMediaLibraryWithRetry(controller.signal).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(result).resolves.toMatchObject({ name: 'AbortError' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts a JSON answer of an unknown shape as unreadable, not as signed out', async () => {
    fetchMock.mockImplementation(async () => json(200, { files: [] }));
    await expect(fetchMediaLibrary()).rejects.toMatchObject({ kind: 'format' });
  });

  it('says the status text when a failed answer has no body', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await fetchMediaLibrary().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaLibraryError);
    expect(error).toMatchObject({ kind: 'http', message: '502: Bad Gateway' });
  });
});

describe('readMediaLibrary (000 §3: a plain array or { images, videos })', () => {
  it('reads { images, videos }, typing items by their list when they do not say', () => {
    const library = readMediaLibrary({
      images: [{ id: 'a', url: '/uploads/a.png', name: 'a.png', size: 10, source: 'ai', prompt: 'p' }],
      videos: [{ id: 'v', url: 'https://cdn.example.com/v.mp4' }],
    });
    expect(library.images).toEqual([
      {
        id: 'a',
        name: 'a.png',
        url: '/uploads/a.png',
        thumbnailUrl: null,
        type: 'image',
        size: 10,
        uploadedAt: '',
        source: 'ai',
        prompt: 'p',
      },
    ]);
    expect(library.videos).toEqual([
      expect.objectContaining({
        id: 'v',
        name: 'v.mp4',
        type: 'video',
        size: 0,
        source: 'upload',
        prompt: null,
      }),
    ]);
  });

  it('reads a thumbnail address when there is a safe one', () => {
    const library = readMediaLibrary([
      { id: 'a', url: '/media/a.png', thumbnailUrl: '/media/a-320.webp', type: 'image' },
      { id: 'b', url: '/media/b.png', thumbnailUrl: 'javascript:alert(1)', type: 'image' },
      { id: 'v', url: '/media/v.mp4', thumbnailUrl: '/media/v-poster.webp', type: 'video' },
    ]);
    expect(library.images.map((item) => item.thumbnailUrl)).toEqual(['/media/a-320.webp', null]);
    expect(library.videos[0]?.thumbnailUrl).toBe('/media/v-poster.webp');
  });

  it('accepts an object with only one of the lists', () => {
    expect(readMediaLibrary({ images: [] })).toEqual({ images: [], videos: [] });
  });

  it('drops items without a safe address, a known type or an object shape', () => {
    const library = readMediaLibrary([
      { url: 'data:image/png;base64,AAAA', type: 'image' },
      { url: '//evil.example.com/x.png', type: 'image' },
      { url: '/ok.png' },
      'nope',
      null,
      { url: '/ok.png', type: 'image', size: -4 },
    ]);
    expect(library.images).toEqual([expect.objectContaining({ url: '/ok.png', size: 0, id: 'image-5' })]);
    expect(library.videos).toEqual([]);
  });

  it.each([null, 'text', 42, {}])('refuses %p', (body) => {
    expect(() => readMediaLibrary(body)).toThrow(MediaLibraryError);
  });
});
