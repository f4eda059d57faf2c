import { waitFor } from '@testing-library/react';
import { assignLocation } from '../../app/browser-navigation';
import { SessionExpiredError } from '../../app/session-expired';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UPLOAD_URL, uploadImage, uploadProblem } from './upload-image';
import { resetMediaLibrary } from './use-media-library';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];
let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;
const originalFetch = globalThis.fetch;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const png = (name = 'hero.png', size = 2048) => {
  const file = new File(['png'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const uploaded = {
  id: 'a1',
  name: 'hero.png',
  url: '/uploads/u1/a1.png',
  type: 'image',
  size: 2048,
  uploadedAt: '2026-11-21T12:00:00.000Z',
  source: 'upload',
  prompt: null,
};

beforeEach(() => {
  resetMediaLibrary();
  fetchMock = jest.fn<Promise<Response>, FetchArgs>(async () => json(201, uploaded));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('uploadImage (000 §7: POST /api/upload/image, multipart field image)', () => {
  it('posts the file as the multipart field "image" with the session cookie and answers the url', async () => {
    const file = png();
    await expect(uploadImage(file)).resolves.toBe('/uploads/u1/a1.png');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(UPLOAD_URL);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBeInstanceOf(FormData);
    const sent = (init?.body as FormData).get('image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('hero.png');
    // The browser sets the multipart boundary; a hand-made Content-Type would break it.
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('accepts absolute http(s) urls from the server', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { ...uploaded, url: 'https://cdn.example.com/a1.png' }));
    await expect(uploadImage(png())).resolves.toBe('https://cdn.example.com/a1.png');
  });

  it.each([
    ['a PDF', new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' })],
    ['a file of no type', new File(['?'], 'mystery', { type: '' })],
    ['an SVG named .png but typed as text', new File(['<svg/>'], 'fake.png', { type: 'text/plain' })],
  ])('refuses %s before sending anything (000 §5: image files only)', async (_, file) => {
    await expect(uploadImage(file)).rejects.toThrow(UPLOAD_MESSAGES.notAnImage);
    expect(UPLOAD_MESSAGES.notAnImage).toBe('Please choose an image file');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses images over 5 MB before sending them, and takes exactly 5 MB', async () => {
    await expect(uploadImage(png('big.png', MAX_UPLOAD_BYTES + 1))).rejects.toThrow(
      'Images must be 5 MB or smaller',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(uploadImage(png('edge.png', MAX_UPLOAD_BYTES))).resolves.toBe('/uploads/u1/a1.png');
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
  });

  it.each([
    [400, 'Only image files can be uploaded (PNG, JPEG, GIF, WebP or AVIF)'],
    [413, 'Images must be 5 MB or smaller'],
    [401, 'Unauthorized'],
  ])('throws the server message of a %d answer', async (status, message) => {
    fetchMock.mockResolvedValueOnce(json(status, { message }));
    await expect(uploadImage(png())).rejects.toThrow(message);
  });

  it('goes through apiFetch: a 401 signs out as every REST call does and keeps its Unauthorized', async () => {
    const assign = assignLocation as jest.MockedFunction<typeof assignLocation>;
    assign.mockClear();
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthorized' }));
    const failure = uploadImage(png());
    await expect(failure).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(failure).rejects.toThrow('Unauthorized');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
  });

  it('says status and body when the server answers something other than JSON (000 §8)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    await expect(uploadImage(png())).rejects.toThrow('502: Bad gateway');
    fetchMock.mockResolvedValueOnce(
      new Response('<html><body>oops</body></html>', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(uploadImage(png())).rejects.toThrow('503: Service Unavailable');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(uploadImage(png())).rejects.toThrow('500: Internal Server Error');
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(uploadImage(png())).rejects.toThrow(UPLOAD_MESSAGES.network);
  });

  it.each([
    ['no url', { id: 'a1' }],
    ['a javascript: url', { url: 'javascript:alert(1)' }],
    ['not JSON', 'ok'],
  ])('refuses an answer with %s', async (_, body) => {
    fetchMock.mockResolvedValueOnce(
      typeof body === 'string' ? new Response(body, { status: 201 }) : json(201, body),
    );
    await expect(uploadImage(png())).rejects.toThrow(UPLOAD_MESSAGES.noUrl);
  });

  it('passes the abort signal on, and an abort is not reworded', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          );
        }),
    );
    const pending = uploadImage(png(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('uploadProblem', () => {
  it('accepts any image type, whatever its case', () => {
    expect(uploadProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(uploadProblem({ type: 'IMAGE/JPEG', size: 10 })).toBeNull();
    expect(uploadProblem({ type: 'video/mp4', size: 10 })).toBe(UPLOAD_MESSAGES.notAnImage);
  });
});
