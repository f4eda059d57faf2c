import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { buttonByText } from '../../test/dom';
import { installFakeXhr, lastXhr } from '../../test/fake-xhr';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { MEDIA_TEXTS, MediaPicker, PLACEHOLDER_IMAGE, type MediaPickerProps } from './MediaPicker';
import { uploadImage } from './upload-image';
import { MEDIA_URL, resetMediaLibrary, type MediaItem } from './use-media-library';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];
let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;
const originalFetch = globalThis.fetch;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const item = (overrides: Partial<MediaItem> & Pick<MediaItem, 'id'>): MediaItem => ({
  name: `${overrides.id}.png`,
  url: `/uploads/u1/${overrides.id}.png`,
  thumbnailUrl: null,
  type: 'image',
  size: 1536,
  uploadedAt: '2026-11-21T12:00:00.000Z',
  source: 'upload',
  prompt: null,
  ...overrides,
});

const hero = item({ id: 'hero', name: 'hero.png', size: 1536 });
const team = item({ id: 'team', name: 'team.jpg', url: '/uploads/u1/team.jpg', size: 2.5 * 1024 * 1024 });
const robot = item({
  id: 'robot',
  name: 'A friendly robot',
  url: 'https://cdn.example.com/robot.png',
  size: 0,
  source: 'ai',
  prompt: 'A friendly robot waving',
});
const intro = item({
  id: 'intro',
  name: 'intro.mp4',
  url: '/uploads/u1/intro.mp4',
  type: 'video',
  size: 3 * 1024 ** 3,
});

const library = { images: [hero, team, robot], videos: [intro] };

function Harness({
  initialOpen = true,
  onSelect = () => undefined,
  onClose,
  ...props
}: Partial<MediaPickerProps> & { initialOpen?: boolean }) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open library
      </button>
      <MediaPicker
        open={open}
        retryDelayMs={0}
        onSelect={onSelect}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        {...props}
      />
    </>
  );
}

function renderPicker(props: Partial<MediaPickerProps> & { initialOpen?: boolean } = {}) {
  const user = userEvent.setup();
  const view = renderWithApp(<Harness {...props} />);
  return { user, ...view };
}

const mediaCalls = () => fetchMock.mock.calls.filter(([url]) => url === MEDIA_URL).length;
const grid = (name: 'Images' | 'Videos') => screen.getByRole('list', { name });
const tab = (name: RegExp) => screen.getByRole('tab', { name });

beforeEach(() => {
  resetMediaLibrary();
  fetchMock = jest.fn<Promise<Response>, FetchArgs>(async () => json(200, library));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  jest.restoreAllMocks();
  resetMediaLibrary();
});

describe('MediaPicker (000 §2.7 media library picker)', () => {
  it('shows Images and Videos tabs with their counts over a 3-column grid 400 px tall', async () => {
    renderPicker();
    expect(await screen.findByText('hero.png')).toBeInTheDocument();
    expect(screen.getByText('Media Library')).toBeInTheDocument();
    expect(tab(/^Images \(3\)$/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Videos \(1\)$/)).toHaveAttribute('aria-selected', 'false');
    const images = grid('Images');
    expect(images).toHaveStyle({ height: '400px', overflowY: 'auto', display: 'grid' });
    expect(images.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(within(images).getAllByRole('listitem')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledWith(
      MEDIA_URL,
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('shows each item with a thumbnail, its name, its size (base 1024) and an AI badge for generated media', async () => {
    renderPicker();
    const heroTile = (await screen.findByText('hero.png')).closest('button');
    expect(heroTile).not.toBeNull();
    expect(within(heroTile as HTMLElement).getByText('1.5 KB')).toBeInTheDocument();
    expect(heroTile?.querySelector('img')).toHaveAttribute('src', '/uploads/u1/hero.png');
    expect(within(heroTile as HTMLElement).queryByText('AI')).not.toBeInTheDocument();
    const teamTile = screen.getByText('team.jpg').closest('button') as HTMLElement;
    expect(within(teamTile).getByText('2.5 MB')).toBeInTheDocument();
    const robotTile = screen.getByText('A friendly robot').closest('button') as HTMLElement;
    expect(within(robotTile).getByText('AI')).toBeInTheDocument();
    expect(robotTile).toHaveAttribute('title', 'A friendly robot waving');
    // An AI image's size is not known: no '0 Bytes'.
    expect(within(robotTile).queryByText(/Bytes/)).not.toBeInTheDocument();
  });

  it('calls onSelect with the url of the item chosen by click or keyboard', async () => {
    const onSelect = jest.fn();
    const { user } = renderPicker({ onSelect });
    await user.click(await screen.findByText('team.jpg'));
    expect(onSelect).toHaveBeenLastCalledWith(
      '/uploads/u1/team.jpg',
      expect.objectContaining({ id: 'team' }),
    );
    const heroTile = screen.getByText('hero.png').closest('button') as HTMLButtonElement;
    heroTile.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(
      '/uploads/u1/hero.png',
      expect.objectContaining({ id: 'hero' }),
    );
  });

  it('switches to the Videos tab; videos cannot be chosen where only images fit', async () => {
    const onSelect = jest.fn();
    const { user } = renderPicker({ onSelect, accept: 'image' });
    await screen.findByText('hero.png');
    await user.click(tab(/^Videos \(1\)$/));
    const videos = await waitFor(() => grid('Videos'));
    expect(within(videos).getByText('intro.mp4')).toBeInTheDocument();
    expect(within(videos).getByText('3 GB')).toBeInTheDocument();
    const tile = within(videos).getByText('intro.mp4').closest('button') as HTMLButtonElement;
    expect(tile).toBeDisabled();
    expect(tile).toHaveAttribute('title', 'Only images can be used here');
    expect(tile.querySelector('video')).toHaveAttribute('src', '/uploads/u1/intro.mp4');
    await user.click(tile);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('opens on the tab asked for', async () => {
    const onSelect = jest.fn();
    const { user } = renderPicker({ onSelect, initialTab: 'video', accept: 'video' });
    expect(await screen.findByText('intro.mp4')).toBeInTheDocument();
    expect(tab(/^Videos \(1\)$/)).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByText('intro.mp4'));
    expect(onSelect).toHaveBeenCalledWith(
      '/uploads/u1/intro.mp4',
      expect.objectContaining({ type: 'video' }),
    );
  });

  it('falls back once to a placeholder when a thumbnail cannot be loaded', async () => {
    renderPicker();
    const img = (await screen.findByText('hero.png'))
      .closest('button')
      ?.querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    // The placeholder failing too changes nothing (no loop).
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('shows the small thumbnail instead of the original when there is one, for images and video posters', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        images: [{ ...hero, thumbnailUrl: '/media/u1/hero-320.webp' }],
        videos: [{ ...intro, thumbnailUrl: '/media/u1/intro-poster.webp' }],
      }),
    );
    const { user } = renderPicker();
    const img = (await screen.findByText('hero.png')).closest('button')?.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/u1/hero-320.webp');
    await user.click(screen.getByRole('tab', { name: /Videos/ }));
    const tile = (await screen.findByText('intro.mp4')).closest('button') as HTMLElement;
    expect(tile.querySelector('video')).toBeNull();
    expect(tile.querySelector('img')).toHaveAttribute('src', '/media/u1/intro-poster.webp');
  });

  it('shows a video icon when a video cannot be loaded', async () => {
    renderPicker({ initialTab: 'video' });
    const tile = (await screen.findByText('intro.mp4')).closest('button') as HTMLElement;
    fireEvent.error(tile.querySelector('video') as HTMLVideoElement);
    expect(tile.querySelector('video')).toBeNull();
    expect(within(tile).getByRole('img', { hidden: true })).toHaveClass('anticon-video-camera');
  });

  it('Refresh loads the library again', async () => {
    const { user } = renderPicker();
    await screen.findByText('hero.png');
    fetchMock.mockResolvedValueOnce(
      json(200, { images: [hero, item({ id: 'new', name: 'new.png' })], videos: [] }),
    );
    await user.click(buttonByText('Refresh'));
    expect(await screen.findByText('new.png')).toBeInTheDocument();
    expect(mediaCalls()).toBe(2);
    expect(tab(/^Images \(2\)$/)).toBeInTheDocument();
    expect(tab(/^Videos \(0\)$/)).toBeInTheDocument();
  });

  it('Cancel closes it; the library is fetched only while it is open', async () => {
    const onClose = jest.fn();
    const { user } = renderPicker({ initialOpen: false, onClose });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByText('Open library'));
    await screen.findByText('hero.png');
    expect(mediaCalls()).toBe(1);
    await user.click(buttonByText('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops a request when closed before it answers', async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    });
    const { user } = renderPicker();
    expect(await screen.findByText('Loading media…')).toBeInTheDocument();
    await user.click(buttonByText('Cancel'));
    expect(signal?.aborted).toBe(true);
  });

  it('reads a plain array answer, each item naming its type', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, [
        { ...hero },
        { ...intro },
        { id: 7, url: 'https://cdn.example.com/a/b/sunset%20beach.webp', type: 'image' },
        { id: 'x', url: 'javascript:alert(1)', type: 'image', name: 'evil' },
        { id: 'y', url: '/uploads/u1/y.txt', type: 'document', name: 'notes' },
      ]),
    );
    const { user } = renderPicker();
    expect(await screen.findByText('hero.png')).toBeInTheDocument();
    // A missing name reads as the file name; unsafe addresses and other types are left out.
    expect(screen.getByText('sunset beach.webp')).toBeInTheDocument();
    expect(screen.queryByText('evil')).not.toBeInTheDocument();
    expect(screen.queryByText('notes')).not.toBeInTheDocument();
    expect(tab(/^Images \(2\)$/)).toBeInTheDocument();
    await user.click(tab(/^Videos \(1\)$/));
    expect(await screen.findByText('intro.mp4')).toBeInTheDocument();
  });

  it('retries twice, then says it failed with the message and a Retry button', async () => {
    fetchMock.mockImplementation(async () => json(500, { message: 'Database unavailable' }));
    const { user } = renderPicker();
    expect(await screen.findByText(MEDIA_TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('Failed to load media files')).toBeInTheDocument();
    expect(screen.getByText('500: Database unavailable')).toBeInTheDocument();
    expect(mediaCalls()).toBe(3);
    fetchMock.mockImplementation(async () => json(200, library));
    await user.click(buttonByText('Retry'));
    expect(await screen.findByText('hero.png')).toBeInTheDocument();
    expect(mediaCalls()).toBe(4);
  });

  it('succeeds when a retry does', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { message: 'Busy' })).mockResolvedValueOnce(json(200, library));
    renderPicker();
    expect(await screen.findByText('hero.png')).toBeInTheDocument();
    expect(mediaCalls()).toBe(2);
    expect(screen.queryByText(MEDIA_TEXTS.loadFailed)).not.toBeInTheDocument();
  });

  it("says 'Network error' when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPicker();
    expect(await screen.findByText('Network error')).toBeInTheDocument();
    expect(screen.getByText('Failed to load media files')).toBeInTheDocument();
    expect(buttonByText('Retry')).toBeInTheDocument();
    expect(mediaCalls()).toBe(3);
  });

  it("on 401 asks to refresh the page, with a 'Refresh Page' button, without retrying", async () => {
    fetchMock.mockImplementation(async () => json(401, { message: 'Unauthorized' }));
    const reloadPage = jest.fn();
    const { user } = renderPicker({ reloadPage });
    expect(await screen.findByText('Please refresh the page to continue')).toBeInTheDocument();
    expect(screen.queryByText('Retry')).not.toBeInTheDocument();
    await user.click(buttonByText('Refresh Page'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(mediaCalls()).toBe(1);
  });

  it('treats an answer that is not JSON (a sign-in page) like a 401', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response('<!doctype html><title>Sign in</title>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    renderPicker();
    expect(await screen.findByText('Please refresh the page to continue')).toBeInTheDocument();
    expect(buttonByText('Refresh Page')).toBeInTheDocument();
    expect(mediaCalls()).toBe(1);
  });

  it('says so when the library is empty', async () => {
    fetchMock.mockImplementation(async () => json(200, { images: [], videos: [] }));
    const { user } = renderPicker();
    expect(
      await screen.findByText('No images in your library yet. Upload some images first!'),
    ).toBeInTheDocument();
    expect(tab(/^Images \(0\)$/)).toBeInTheDocument();
    await user.click(tab(/^Videos \(0\)$/));
    expect(await screen.findByText('No videos uploaded yet')).toBeInTheDocument();
  });

  it('says which list is empty when the other is not', async () => {
    fetchMock.mockImplementation(async () => json(200, { images: [], videos: [intro] }));
    renderPicker();
    expect(await screen.findByText('No images uploaded yet')).toBeInTheDocument();
  });

  it('reuses what it loaded for 30 s after closing, unless Refresh is pressed', async () => {
    let now = Date.UTC(2026, 10, 21, 12, 0, 0);
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { user } = renderPicker();
    await screen.findByText('hero.png');
    expect(mediaCalls()).toBe(1);

    await user.click(buttonByText('Cancel'));
    now += 29_000;
    await user.click(screen.getByText('Open library'));
    expect(await screen.findByText('hero.png')).toBeInTheDocument();
    expect(mediaCalls()).toBe(1);

    await user.click(buttonByText('Refresh'));
    await waitFor(() => expect(mediaCalls()).toBe(2));

    await user.click(buttonByText('Cancel'));
    now += 30_001;
    await user.click(screen.getByText('Open library'));
    await waitFor(() => expect(mediaCalls()).toBe(3));
  });

  it('loads again after an image was uploaded', async () => {
    const { user } = renderPicker();
    await screen.findByText('hero.png');
    await user.click(buttonByText('Cancel'));
    const restoreXhr = installFakeXhr();
    await act(async () => {
      const pending = uploadImage(new File(['png'], 'fresh.png', { type: 'image/png' }));
      lastXhr().respond(201, { url: '/uploads/u1/fresh.png' });
      await pending;
    });
    restoreXhr();
    fetchMock.mockResolvedValueOnce(
      json(200, { images: [item({ id: 'fresh', name: 'fresh.png' }), hero], videos: [] }),
    );
    await user.click(screen.getByText('Open library'));
    expect(await screen.findByText('fresh.png')).toBeInTheDocument();
    expect(mediaCalls()).toBe(2);
  });
});
