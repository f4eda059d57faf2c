import { waitFor } from '@testing-library/react';
import { assignLocation } from '../../app/browser-navigation';
import { SessionExpiredError } from '../../app/session-expired';
import { FakeXhr, installFakeXhr, lastXhr } from '../../test/fake-xhr';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UPLOAD_URL, uploadImage, uploadProblem } from './upload-image';
import { resetMediaLibrary } from './use-media-library';

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

/** Waits for the upload to be sent, then answers it. */
async function answer(status: number, body: unknown, statusText = '') {
  await waitFor(() => expect(FakeXhr.requests.length).toBeGreaterThan(0));
  lastXhr().respond(status, body, statusText);
}

let restore: () => void;

beforeEach(() => {
  resetMediaLibrary();
  restore = installFakeXhr();
});

afterEach(() => restore());

describe('uploadImage (000 §7: POST /api/upload/image, multipart field image)', () => {
  it('posts the file as the multipart field "image" with the session cookie and answers the url', async () => {
    const file = png();
    const pending = uploadImage(file);
    await answer(201, uploaded);
    await expect(pending).resolves.toBe('/uploads/u1/a1.png');
    expect(FakeXhr.requests).toHaveLength(1);
    const request = lastXhr();
    expect(request.url).toBe(UPLOAD_URL);
    expect(request.method).toBe('POST');
    expect(request.withCredentials).toBe(true);
    expect(request.file('image')?.name).toBe('hero.png');
    // The browser sets the multipart boundary; a hand-made Content-Type would break it.
    expect(Object.keys(request.headers).map((h) => h.toLowerCase())).not.toContain('content-type');
  });

  it('reports upload progress', async () => {
    const onProgress = jest.fn();
    const pending = uploadImage(png(), { onProgress });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    lastXhr().progress(512, 2048);
    expect(onProgress).toHaveBeenCalledWith(512, 2048);
    lastXhr().respond(201, uploaded);
    await pending;
  });

  it('accepts absolute http(s) urls from the server', async () => {
    const pending = uploadImage(png());
    await answer(201, { ...uploaded, url: 'https://cdn.example.com/a1.png' });
    await expect(pending).resolves.toBe('https://cdn.example.com/a1.png');
  });

  it.each([
    ['a PDF', new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' })],
    ['a file of no type', new File(['?'], 'mystery', { type: '' })],
    ['an SVG named .png but typed as text', new File(['<svg/>'], 'fake.png', { type: 'text/plain' })],
  ])('refuses %s before sending anything (000 §5: image files only)', async (_, file) => {
    await expect(uploadImage(file)).rejects.toThrow(UPLOAD_MESSAGES.notAnImage);
    expect(UPLOAD_MESSAGES.notAnImage).toBe('Please choose an image file');
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('refuses images over 10 MB before sending them, and takes exactly 10 MB', async () => {
    await expect(uploadImage(png('big.png', MAX_UPLOAD_BYTES + 1))).rejects.toThrow(
      'Images must be 10 MB or smaller',
    );
    expect(FakeXhr.requests).toHaveLength(0);
    const pending = uploadImage(png('edge.png', MAX_UPLOAD_BYTES));
    await answer(201, uploaded);
    await expect(pending).resolves.toBe('/uploads/u1/a1.png');
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });

  it.each([
    [400, 'Only image files can be uploaded (PNG, JPEG, GIF, WebP or AVIF); SVG is not accepted'],
    [413, 'Images must be 10 MB or smaller'],
  ])('throws the server message of a %d answer', async (status, message) => {
    const pending = uploadImage(png());
    await answer(status, { message });
    await expect(pending).rejects.toThrow(message);
  });

  it('a 401 signs out as every REST call does and keeps its Unauthorized', async () => {
    const assign = assignLocation as jest.MockedFunction<typeof assignLocation>;
    assign.mockClear();
    const failure = uploadImage(png());
    await answer(401, { message: 'Unauthorized' });
    await expect(failure).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(failure).rejects.toThrow('Unauthorized');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
  });

  it('says status and body when the server answers something other than JSON (000 §8)', async () => {
    let pending = uploadImage(png());
    await answer(502, 'Bad gateway', 'Bad Gateway');
    await expect(pending).rejects.toThrow('502: Bad gateway');
    pending = uploadImage(png());
    await answer(503, '<html><body>oops</body></html>', 'Service Unavailable');
    await expect(pending).rejects.toThrow('503: Service Unavailable');
    pending = uploadImage(png());
    await answer(500, '', 'Internal Server Error');
    await expect(pending).rejects.toThrow('500: Internal Server Error');
  });

  it('reports a network failure', async () => {
    const pending = uploadImage(png());
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    lastXhr().fail();
    await expect(pending).rejects.toThrow(UPLOAD_MESSAGES.network);
  });

  it.each([
    ['no url', { id: 'a1' }],
    ['a javascript: url', { url: 'javascript:alert(1)' }],
    ['not JSON', 'ok'],
  ])('refuses an answer with %s', async (_, body) => {
    const pending = uploadImage(png());
    await answer(201, body);
    await expect(pending).rejects.toThrow(UPLOAD_MESSAGES.noUrl);
  });

  it('aborts the request on the signal, and an abort is not reworded', async () => {
    const controller = new AbortController();
    const pending = uploadImage(png(), { signal: controller.signal });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastXhr().aborted).toBe(true);
  });
});

describe('uploadProblem', () => {
  it('accepts any image type, whatever its case', () => {
    expect(uploadProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(uploadProblem({ type: 'IMAGE/JPEG', size: 10 })).toBeNull();
    expect(uploadProblem({ type: 'video/mp4', size: 10 })).toBe(UPLOAD_MESSAGES.notAnImage);
  });
});
