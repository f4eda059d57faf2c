import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  deleteMock,
  itemsErrorMock,
  itemsMock,
  mediaChangedEvent,
  mediaItem,
  quietMediaChanged,
  statsMock,
} from '../../modules/media/media-test-fixtures';
import {
  audioCostMock,
  imageGeneration,
  imageGenerationsMock,
  quietImageChanges,
  usage,
  usageMock,
  voicesMock,
} from '../../modules/ai/ai-test-fixtures';
import { AiVideoStatusChangedDocument, VideoGenerationsDocument } from '../../gql/graphql';
import { MEDIA_PLACEHOLDER_IMAGE } from '../../modules/media/MediaThumb';
import { buttonByText } from '../../test/dom';
import { FakeXhr, installFakeXhr, lastXhr } from '../../test/fake-xhr';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { MediaLibraryPage } from './MediaLibraryPage';

const hero = mediaItem({ id: 'hero', name: 'hero.png' });
const intro = mediaItem({
  id: 'intro',
  name: 'intro.mp4',
  type: 'video',
  mimeType: 'video/mp4',
  url: '/media/u1/intro.mp4',
  thumbnailUrl: '/media/u1/intro-poster.webp',
  size: 48.25 * 1024 * 1024,
  duration: 12,
  usedInFunnels: [
    { __typename: 'MediaUsage', funnelId: 'f-1', funnelName: 'Spring Sale' },
    { __typename: 'MediaUsage', funnelId: 'f-2', funnelName: 'Webinar Signup' },
  ],
});
const robot = mediaItem({
  id: 'robot',
  name: 'robot.webp',
  source: 'ai',
  prompt: 'A friendly robot waving',
  generator: 'Offline generator',
  estimatedCost: 0,
  costCurrency: 'USD',
  thumbnailUrl: null,
  url: '/media/u1/robot.webp',
});

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  return { user, ...renderWithApp(<MediaLibraryPage />, { path: '/media-library', mocks }) };
}

const opening = (items = [hero, intro, robot]) => [
  itemsMock(items),
  statsMock(),
  quietMediaChanged,
  usageMock(),
  audioCostMock(),
];

async function findCard(name: string): Promise<HTMLElement> {
  const heading = await screen.findByText(name, { selector: 'h3' });
  const card = heading.closest<HTMLElement>('article');
  if (!card) throw new Error(`No card around "${name}"`);
  return card;
}

async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`"${title}" is not in a dialog`);
  return dialog;
}

beforeEach(() => resetToasts());

describe('MediaLibraryPage list and figures', () => {
  it('lists the files with type, size in MB, date and thumbnails (never the original when a thumbnail exists)', async () => {
    renderPage(opening());
    const card = await findCard('intro.mp4');
    expect(card).toHaveTextContent('Video · 48.3 MB · Nov 21, 2026');
    const thumb = card.querySelector('img');
    expect(thumb).toHaveAttribute('src', '/media/u1/intro-poster.webp');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    const heroCard = await findCard('hero.png');
    expect(heroCard).toHaveTextContent('Image · 2.5 MB');
    expect(heroCard.querySelector('img')).toHaveAttribute('src', '/media/u1/hero-320.webp');
    // No thumbnail yet: an image shows its original.
    expect((await findCard('robot.webp')).querySelector('img')).toHaveAttribute(
      'src',
      '/media/u1/robot.webp',
    );
  });

  it('shows the mocked figures in the stat cards, with skeletons while they load', async () => {
    const { container } = renderPage([
      itemsMock([hero]),
      statsMock(undefined, { delay: 100 }),
      quietMediaChanged,
    ]);
    const stats = screen.getByRole('region', { name: 'Media statistics' });
    expect(within(stats).getByText('Loading Total')).toBeInTheDocument();
    expect(stats).not.toHaveTextContent(/\d/);
    await waitFor(() => expect(stats).toHaveTextContent('1,234'));
    const value = (key: string) =>
      container.querySelector(`[data-stat="${key}"] .ff-stat__value`)?.textContent?.trim();
    expect(value('total')).toBe('1,234');
    expect(value('images')).toBe('1,000');
    expect(value('videos')).toBe('200');
    expect(value('audio')).toBe('34');
    expect(value('aiGenerated')).toBe('56');
    expect(stats).toHaveTextContent('3584.0 MB stored');
    for (const label of ['Total', 'Images', 'Videos', 'Audio', 'AI Generated'])
      expect(within(stats).getByText(label)).toBeInTheDocument();
  });

  it('badges AI files, with the prompt in a tooltip', async () => {
    const { user } = renderPage(opening());
    const card = await findCard('robot.webp');
    const badge = within(card).getByText('AI');
    expect(badge).toHaveAttribute('aria-label', 'AI generated. Prompt: A friendly robot waving');
    await user.hover(badge);
    expect(await screen.findByText('Prompt: A friendly robot waving')).toBeInTheDocument();
    expect(within(await findCard('hero.png')).queryByText('AI')).not.toBeInTheDocument();
  });

  it("warns 'Used in 2 funnels' with links to the builder", async () => {
    renderPage(opening());
    const card = await findCard('intro.mp4');
    expect(within(card).getByText('Used in 2 funnels:')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Spring Sale' })).toHaveAttribute('href', '/builder/f-1');
    expect(within(card).getByRole('link', { name: 'Webinar Signup' })).toHaveAttribute(
      'href',
      '/builder/f-2',
    );
    expect(within(await findCard('hero.png')).queryByText(/Used in/)).not.toBeInTheDocument();
  });

  it('falls back once to the bundled placeholder when a thumbnail is broken', async () => {
    renderPage(opening());
    const img = (await findCard('hero.png')).querySelector('img');
    if (!img) throw new Error('no thumbnail');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', MEDIA_PLACEHOLDER_IMAGE);
    // The placeholder failing too changes nothing more.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', MEDIA_PLACEHOLDER_IMAGE);
    expect(img).toHaveAttribute('data-fallback', 'true');
  });

  it('opens a video in a preview with the browser controls', async () => {
    const { user } = renderPage(opening());
    await user.click(within(await findCard('intro.mp4')).getByRole('button', { name: 'Open intro.mp4' }));
    const dialog = await screen.findByRole('dialog');
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/u1/intro.mp4');
    expect(video).toHaveAttribute('controls');
    expect(within(dialog).getByText('Open in new tab').closest('a')).toHaveAttribute('target', '_blank');
  });
});

describe('MediaLibraryPage tabs, search and paging', () => {
  it.each([
    ['Images', { type: 'image' }],
    ['Videos', { type: 'video' }],
    ['Audio', { type: 'audio' }],
    ['Uploaded', { source: 'upload' }],
    ['AI Generated', { source: 'ai' }],
  ])('the %s tab asks for filter %j', async (label, filter) => {
    const only = mediaItem({ id: `only-${label}`, name: `only for ${label}` });
    const { user } = renderPage([...opening(), itemsMock([only], { filter })]);
    await findCard('hero.png');
    await user.click(screen.getByRole('tab', { name: label }));
    expect(await findCard(`only for ${label}`)).toBeInTheDocument();
  });

  it('searches on the server with filter.search once typing pauses, and says when nothing matches', async () => {
    const { user } = renderPage([
      ...opening(),
      itemsMock([robot], { filter: { search: 'robot' } }),
      itemsMock([], { filter: { search: 'zebra' } }),
    ]);
    await findCard('hero.png');
    await user.type(screen.getByRole('searchbox', { name: 'Search media' }), 'robot');
    await waitFor(() => expect(screen.queryByText('hero.png', { selector: 'h3' })).not.toBeInTheDocument());
    expect(await findCard('robot.webp')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search media' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search media' }), 'zebra');
    expect(await screen.findByText('No media matches "zebra"')).toBeInTheDocument();
  });

  it('loads 48 at a time: Load more asks for the next page after the cursor and adds it', async () => {
    const older = mediaItem({ id: 'older', name: 'older.png' });
    const { user } = renderPage([
      itemsMock([hero, intro], { hasMore: true, endCursor: 'c-2' }),
      statsMock(),
      quietMediaChanged,
      itemsMock([older], { after: 'c-2' }),
    ]);
    await findCard('hero.png');
    await user.click(buttonByText('Load more'));
    expect(await findCard('older.png')).toBeInTheDocument();
    expect(screen.getByText('hero.png', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
  });

  it('offers Upload Files when the library is empty', async () => {
    renderPage([itemsMock([]), statsMock(), quietMediaChanged]);
    expect(await screen.findByText('No media yet')).toBeInTheDocument();
    const empty = screen.getByText('No media yet').closest('.ff-empty');
    expect(within(empty as HTMLElement).getByRole('button', { name: /Upload Files/ })).toBeInTheDocument();
  });

  it("says 'Failed to load media library' with Retry, which loads it again", async () => {
    const { user } = renderPage([itemsErrorMock(), statsMock(), quietMediaChanged, itemsMock([hero])]);
    expect(await screen.findByText('Failed to load media library')).toBeInTheDocument();
    await user.click(buttonByText('Retry'));
    expect(await findCard('hero.png')).toBeInTheDocument();
  });

  it('loads the list and figures again when media changes elsewhere', async () => {
    const fresh = mediaItem({ id: 'fresh', name: 'fresh.png' });
    renderPage([
      itemsMock([hero]),
      statsMock(),
      mediaChangedEvent('fresh', 'created', 50),
      itemsMock([fresh, hero]),
      statsMock({ ...statsMockValue(), total: 1235 }),
    ]);
    await findCard('hero.png');
    expect(await findCard('fresh.png')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Media statistics' })).toHaveTextContent('1,235'),
    );
  });
});

function statsMockValue() {
  return {
    __typename: 'MediaStats' as const,
    total: 1234,
    images: 1000,
    videos: 200,
    audio: 34,
    aiGenerated: 56,
    totalBytes: 0,
  };
}

describe('MediaLibraryPage delete', () => {
  it('asks first, listing the funnels that use the file, then deletes it', async () => {
    const { user } = renderPage([...opening(), deleteMock('intro'), statsMock()]);
    await user.click(within(await findCard('intro.mp4')).getByRole('button', { name: 'Delete intro.mp4' }));
    const dialog = await findDialog('Delete "intro.mp4"?');
    expect(dialog).toHaveTextContent('Used in 2 funnels:');
    expect(within(dialog).getByText('Spring Sale')).toBeInTheDocument();
    expect(within(dialog).getByText('Webinar Signup')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Those pages will show a placeholder instead.');
    // Keyboard first: the safe choice has the focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('intro.mp4', { selector: 'h3' })).not.toBeInTheDocument());
    expect(screen.getByText('hero.png', { selector: 'h3' })).toBeInTheDocument();
  });

  it("says 'Delete failed' when the server refuses, and keeps the file", async () => {
    const { user } = renderPage([...opening(), deleteMock('hero', 'Media not found')]);
    await user.click(within(await findCard('hero.png')).getByRole('button', { name: 'Delete hero.png' }));
    const dialog = await findDialog('Delete "hero.png"?');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Delete failed', 'Failed to delete the media file. Please try again.');
    expect(screen.getByText('hero.png', { selector: 'h3' })).toBeInTheDocument();
  });
});

describe('MediaLibraryPage AI libraries', () => {
  it("'AI Images library' opens the AI image library (the builder's): each image with maker and cost", async () => {
    const { user } = renderPage([
      ...opening(),
      imageGenerationsMock([
        imageGeneration({
          id: 'g1',
          prompt: 'A friendly robot waving',
          generator: 'Offline generator',
          estimatedCost: 0,
        }),
      ]),
      quietImageChanges,
    ]);
    await findCard('hero.png');
    await user.click(buttonByText('AI Images library'));
    const list = await screen.findByRole('list', { name: 'AI images' });
    const card = (await within(list).findByText('A friendly robot waving')).closest('article');
    if (!card) throw new Error('No card');
    expect(card).toHaveTextContent('Offline generator');
    expect(card).toHaveTextContent('Estimated cost: Free (offline)');
    // No element to pick for here.
    expect(within(card).queryByText('Use image')).not.toBeInTheDocument();
  });

  it("'AI Images library' says when none were generated", async () => {
    const { user } = renderPage([...opening(), imageGenerationsMock([]), quietImageChanges]);
    await findCard('hero.png');
    await user.click(buttonByText('AI Images library'));
    expect(await screen.findByText('No AI images generated yet')).toBeInTheDocument();
  });

  it("'AI Videos library' opens the AI videos picker (without 'Use Video'), or says none were generated", async () => {
    const { user } = renderPage([
      ...opening(),
      {
        request: { query: VideoGenerationsDocument, variables: {} },
        result: {
          data: {
            __typename: 'Query',
            videoGenerations: {
              __typename: 'VideoGenerationList',
              items: [],
              endCursor: null,
              hasMore: false,
            },
          },
        },
      },
      { request: { query: AiVideoStatusChangedDocument }, result: { data: null }, delay: Infinity },
    ]);
    await findCard('hero.png');
    await user.click(buttonByText('AI Videos library'));
    expect(await screen.findByText('No videos generated yet')).toBeInTheDocument();
    expect(screen.queryByText('Use Video')).not.toBeInTheDocument();
  });

  it('shows who made an AI file on its card, the offline generator labelled', async () => {
    renderPage(opening());
    const card = await findCard('robot.webp');
    expect(within(card).getByText('Offline generator').closest('.ff-ai-generator')).toHaveAttribute(
      'title',
      'Made on this machine by the offline generator, not by an AI provider',
    );
  });

  it('shows the estimated cost of each AI item in its currency, offline ones as free', async () => {
    const voice = mediaItem({
      id: 'voice',
      name: 'welcome.mp3',
      type: 'audio',
      mimeType: 'audio/mpeg',
      source: 'ai',
      generator: 'ElevenLabs',
      estimatedCost: 0.006,
      costCurrency: 'EUR',
    });
    const photo = mediaItem({
      id: 'photo',
      name: 'harbour.png',
      source: 'ai',
      generator: 'OpenAI',
      estimatedCost: 0.04,
      costCurrency: 'USD',
    });
    renderPage([itemsMock([robot, voice, photo, hero]), statsMock(), quietMediaChanged]);
    expect(await findCard('robot.webp')).toHaveTextContent('Offline generator · Free (offline)');
    expect(await findCard('welcome.mp3')).toHaveTextContent('ElevenLabs · €0.0060');
    expect(await findCard('harbour.png')).toHaveTextContent('OpenAI · $0.04');
    expect(await findCard('hero.png')).not.toHaveTextContent('$');
  });

  it("shows this month's AI totals: images and videos against their allowances in dollars, voice in euro", async () => {
    renderPage([
      itemsMock([hero]),
      statsMock(),
      quietMediaChanged,
      usageMock(
        usage({
          imagesThisMonth: 7,
          imagesAllowed: 20,
          videosThisMonth: 2,
          videosAllowed: 5,
          estimatedCostThisMonth: 1.48,
        }),
      ),
      audioCostMock(1.5),
    ]);
    const totals = screen.getByRole('region', { name: 'AI use this month' });
    await waitFor(() => expect(totals).toHaveTextContent('Images: 7 of 20 images this month'));
    expect(totals).toHaveTextContent('Videos: 2 of 5 videos this month');
    expect(totals).toHaveTextContent('Images and videos: $1.48');
    await waitFor(() => expect(totals).toHaveTextContent('Voice: €1.50'));
  });

  it("the Audio tab's 'Generate voice' opens the voice form with this month's voice cost", async () => {
    const { user } = renderPage([
      ...opening(),
      itemsMock([], { filter: { type: 'audio' } }),
      voicesMock(),
      audioCostMock(0.42),
    ]);
    await findCard('hero.png');
    await user.click(screen.getByRole('tab', { name: 'Audio' }));
    expect(await screen.findByText('No audio files found.')).toBeInTheDocument();
    await user.click(buttonByText('Generate voice'));
    const dialog = await screen.findByRole('dialog', { name: 'Generate voice' });
    expect(await within(dialog).findByText('Voice cost this month: €0.42')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Text')).toBeInTheDocument();
  });
});

describe('MediaLibraryPage uploads', () => {
  it('uploads from the Upload Files dialog, then loads the list and figures again', async () => {
    const restoreXhr = installFakeXhr();
    try {
      const fresh = mediaItem({ id: 'fresh', name: 'fresh.png' });
      const user = userEvent.setup();
      renderWithApp(<MediaLibraryPage />, {
        path: '/media-library',
        mocks: [
          ...opening([hero]),
          itemsMock([fresh, hero]),
          statsMock({ ...statsMockValue(), total: 1235 }),
        ],
      });
      await findCard('hero.png');
      await user.click(buttonByText('Upload Files'));
      const input = document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]');
      if (!input) throw new Error('no file input');
      await user.upload(input, new File(['png'], 'fresh.png', { type: 'image/png' }));
      await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
      act(() => lastXhr().respond(201, { id: 'fresh', url: '/media/u1/fresh.png' }));
      expect(await findCard('fresh.png')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Media statistics' })).toHaveTextContent('1,235'),
      );
    } finally {
      restoreXhr();
    }
  });
});
