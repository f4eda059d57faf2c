import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { formatMediaSize } from './media-format';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, mediaUploadProblem, uploadKindOf } from './upload-media';
import { UploadFilesDialog } from './UploadFilesDialog';

const file = (name: string, type: string, size = 2048) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

let restoreXhr: () => void;
beforeEach(() => {
  resetToasts();
  restoreXhr = installFakeXhr();
});
afterEach(() => restoreXhr());

function renderDialog(onUploaded = jest.fn()) {
  const user = userEvent.setup({ applyAccept: false });
  renderWithApp(<UploadFilesDialog open onClose={() => undefined} onUploaded={onUploaded} />);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { user, input, onUploaded };
}

const entry = (name: string) => {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no upload entry for ${name}`);
  return item;
};

const request = (url: string) => {
  const found = FakeXhr.requests.find((r) => r.url === url);
  if (!found) throw new Error(`nothing sent to ${url}`);
  return found;
};

describe('UploadFilesDialog', () => {
  it('sends several files at once, each to its endpoint, with its own progress', async () => {
    const { user, input, onUploaded } = renderDialog();
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/*,video/*');
    await user.upload(input, [
      file('hero.png', 'image/png'),
      file('intro.mp4', 'video/mp4', 5 * 1024 * 1024),
    ]);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    const image = request('/api/upload/image');
    const video = request('/api/upload/video');
    expect(image.file('image')?.name).toBe('hero.png');
    expect(video.file('video')?.name).toBe('intro.mp4');
    expect(image.withCredentials).toBe(true);

    act(() => image.progress(512, 2048));
    act(() => video.progress(4 * 1024 * 1024, 5 * 1024 * 1024));
    expect(within(entry('hero.png')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(entry('intro.mp4')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');

    act(() => image.respond(201, { id: 'm1', url: '/media/u1/m1.png' }));
    expect(await within(entry('hero.png')).findByText('Uploaded')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(within(entry('intro.mp4')).getByRole('progressbar')).toBeInTheDocument();
  });

  it("shows the server's message on the file that failed, without the generic toast", async () => {
    const { user, input, onUploaded } = renderDialog();
    await user.upload(input, file('huge.png', 'image/png'));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => request('/api/upload/image').respond(413, { message: 'Images must be 10 MB or smaller' }));
    expect(await within(entry('huge.png')).findByRole('alert')).toHaveTextContent(
      'Images must be 10 MB or smaller',
    );
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it("says 'Upload failed' when a file fails without a readable message", async () => {
    const { user, input } = renderDialog();
    await user.upload(input, file('clip.webm', 'video/webm'));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => request('/api/upload/video').respond(502, '<html>Bad gateway</html>', 'Bad Gateway'));
    await expectToast('Upload failed', 'Failed to upload file. Please try again.');
    expect(within(entry('clip.webm')).getByRole('alert')).toHaveTextContent('502: Bad Gateway');
  });

  it('refuses files that are not images or videos, or too large, in the browser', async () => {
    const { user, input } = renderDialog();
    await user.upload(input, [
      file('brochure.pdf', 'application/pdf'),
      file('song.mp3', 'audio/mpeg'),
      file('logo.svg', 'image/svg+xml'),
      file('big.png', 'image/png', MAX_IMAGE_BYTES + 1),
      file('long.mov', 'video/quicktime', MAX_VIDEO_BYTES + 1),
    ]);
    expect(await within(entry('brochure.pdf')).findByRole('alert')).toHaveTextContent(
      'Only images (PNG, JPEG, GIF, WebP or AVIF) and videos (MP4, WebM or MOV) can be uploaded',
    );
    expect(within(entry('song.mp3')).getByRole('alert')).toHaveTextContent('can be uploaded');
    expect(within(entry('logo.svg')).getByRole('alert')).toHaveTextContent('SVG is not accepted');
    expect(within(entry('big.png')).getByRole('alert')).toHaveTextContent('Images must be 10 MB or smaller');
    expect(within(entry('long.mov')).getByRole('alert')).toHaveTextContent(
      'Videos must be 200 MB or smaller',
    );
    expect(FakeXhr.requests).toHaveLength(0);
  });
});

describe('upload rules', () => {
  it('picks the endpoint by the browser type', () => {
    expect(uploadKindOf({ type: 'image/webp' })).toBe('image');
    expect(uploadKindOf({ type: 'VIDEO/MP4' })).toBe('video');
    expect(uploadKindOf({ type: 'audio/mpeg' })).toBeNull();
    expect(uploadKindOf({ type: '' })).toBeNull();
  });

  it('takes exactly 10 MB images and 200 MB videos (MB = 1024 × 1024 bytes)', () => {
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_VIDEO_BYTES).toBe(200 * 1024 * 1024);
    expect(mediaUploadProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(mediaUploadProblem({ type: 'video/mp4', size: MAX_VIDEO_BYTES })).toBeNull();
  });
});

describe('formatMediaSize (002 §9: MB to one decimal)', () => {
  it.each([
    [2.5 * 1024 * 1024, '2.5 MB'],
    [48.25 * 1024 * 1024, '48.3 MB'],
    [1024 * 1024, '1.0 MB'],
    [200 * 1024 * 1024, '200.0 MB'],
    [0.06 * 1024 * 1024, '0.1 MB'],
    [1536, '< 0.1 MB'],
    [0, '0.0 MB'],
    [Number.NaN, '0.0 MB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatMediaSize(bytes)).toBe(text);
  });
});
