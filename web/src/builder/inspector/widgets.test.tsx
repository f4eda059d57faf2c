import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createElement } from '../../page-model/config';
import { LINK_ERROR } from '../../page-model/content-checks';
import { ALERT_MESSAGE_REQUIRED } from '../../page-model/elements/alert-banner';
import { IMAGE_EDITOR_MESSAGES, IMAGE_UPLOADING } from '../../page-model/elements/image';
import { PROGRESS_MESSAGES } from '../../page-model/elements/progress-bar';
import { SCARCITY_MESSAGES } from '../../page-model/elements/scarcity-indicator';
import { VIDEO_LINK_ERROR } from '../../page-model/elements/video';
import { definitionOf } from '../../page-model/registry';
import type { PageElement } from '../../page-model/types';
import { FakeXhr, installFakeXhr, lastXhr } from '../../test/fake-xhr';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { BuilderStoreProvider } from '../builder-context';
import { activeElements, createBuilderStore, docOfPage } from '../builder-store';
import { EditDialog } from '../EditDialog';
import { MEDIA_URL, resetMediaLibrary } from '../media/use-media-library';
import { UPLOAD_URL } from '../media/upload-image';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];
let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;
const originalFetch = globalThis.fetch;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const LIBRARY = {
  images: [
    {
      id: 'hero',
      name: 'hero.png',
      url: '/uploads/u1/hero.png',
      type: 'image',
      size: 2048,
      uploadedAt: '2026-11-21T12:00:00.000Z',
      source: 'upload',
      prompt: null,
    },
  ],
  videos: [
    {
      id: 'intro',
      name: 'intro.mp4',
      url: '/uploads/u1/intro.mp4',
      type: 'video',
      size: 4096,
      uploadedAt: '2026-11-21T12:00:00.000Z',
      source: 'upload',
      prompt: null,
    },
  ],
};

beforeEach(() => {
  resetMediaLibrary();
  fetchMock = jest.fn<Promise<Response>, FetchArgs>(async (url) =>
    url === MEDIA_URL ? json(200, LIBRARY) : json(404, { message: 'Not found' }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  resetMediaLibrary();
});

/** The element's edit dialog over a builder store holding only that element. */
async function openEditor(element: PageElement, { applyAccept = true }: { applyAccept?: boolean } = {}) {
  const store = createBuilderStore();
  store.getState().load(docOfPage([element], undefined, 'Test funnel'), null);
  store.getState().openEditor(element.id);
  // No pointer-events check: it asks jsdom for computed styles up the tree on every pointer
  // action, which antd's many injected style sheets make slow; the dialog hides nothing it clicks.
  const user = userEvent.setup({ applyAccept, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <BuilderStoreProvider store={store}>
      <EditDialog />
    </BuilderStoreProvider>,
  );
  await screen.findByText(`Edit ${element.type}`);
  const saved = (): PageElement => {
    const [first] = activeElements(store.getState());
    if (!first) throw new Error('The element is gone');
    return first;
  };
  return { store, user, saved };
}

/** A button of the edit dialog (a picker opened from it has its own Cancel). */
function dialogButton(text: string): HTMLButtonElement {
  const dialog = document.querySelector<HTMLElement>('.ff-edit-dialog');
  if (!dialog) throw new Error('No edit dialog');
  const button = within(dialog).getByText(text).closest('button');
  if (!button) throw new Error(`"${text}" is not a button`);
  return button;
}

const saveButton = () => dialogButton('Save Changes');

async function save(user: User) {
  await user.click(saveButton());
}

function contentOf<C>(element: PageElement): C {
  const definition = definitionOf(element.type);
  if (!definition) throw new Error(`No definition for ${element.type}`);
  return definition.parse(element.content) as C;
}

type User = ReturnType<typeof userEvent.setup>;

/** Replaces a field's text in one paste (typing key by key into a full dialog is slow in jsdom). */
async function replaceText(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.paste(text);
}

/**
 * Picks an option of the antd Select labelled `label`. Like chooseOption in test/antd, but the
 * select is found by its label rather than by role: role queries over a whole dialog are slow.
 */
async function pick(user: User, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const match = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ).find((el) => el.getAttribute('title') === option);
    if (!match) throw new Error(`No open option "${option}" in "${label}"`);
    return match;
  });
  await user.click(item);
}

/** Opens a tab of the edit dialog (Content, Style, Action). */
async function openTab(user: User, name: string) {
  const tab = Array.from(document.querySelectorAll<HTMLElement>('.ff-edit-dialog [role="tab"]')).find(
    (el) => el.textContent === name,
  );
  if (!tab) throw new Error(`No tab "${name}"`);
  await user.click(tab);
}

/** Colour fields take their text on blur. */
async function setColor(user: User, label: string, color: string) {
  await replaceText(user, label, color);
  await user.tab();
}

const ALL_TYPES = [
  'headline',
  'text',
  'button',
  'form',
  'countdown',
  'image',
  'video',
  'progress-bar',
  'alert-banner',
  'scarcity-indicator',
  'spacer',
  'divider',
] as const;

describe('editors of the basic, media and widget elements', () => {
  it('are registered, with a Content editor each', () => {
    for (const type of ALL_TYPES) expect(definitionOf(type)?.fields.length).toBeGreaterThan(0);
  });

  it.each(ALL_TYPES)('%s: saving the defaults without changes keeps them', async (type) => {
    const element = createElement(type, `${type}-1`);
    const { store, user, saved } = await openEditor(element);
    expect(saveButton()).toBeEnabled();
    await save(user);
    await waitFor(() => expect(store.getState().editingId).toBeNull());
    expect(saved()).toEqual(element);
    expect(contentOf(saved())).toEqual(definitionOf(type)?.defaultContent);
    expect(store.getState().past).toHaveLength(0);
  });

  it.each(ALL_TYPES)('%s: Cancel discards a change', async (type) => {
    const element = createElement(type, `${type}-1`);
    const { store, user, saved } = await openEditor(element);
    await openTab(user, 'Style');
    const background = screen.getAllByLabelText(/^(Background|Button colour)$/)[0];
    if (!background) throw new Error('No colour field on the Style tab');
    await user.clear(background);
    await user.paste('#123456');
    await user.tab();
    await user.click(dialogButton('Cancel'));
    await waitFor(() => expect(store.getState().editingId).toBeNull());
    expect(saved()).toBe(element);
  });
});

describe('text elements', () => {
  it.each([
    ['headline', 'Headline', 'Grow your list faster'],
    ['text', 'Text', 'Join 5,000 marketers.'],
    ['button', 'Button label', 'Get started'],
    ['form', 'Heading above the fields', 'Get the free guide'],
  ])('%s: the typed text is saved', async (type, label, text) => {
    const { user, saved } = await openEditor(createElement(type, 'el-1'));
    await replaceText(user, label, text);
    await save(user);
    expect(saved().content).toBe(text);
  });

  it.each([
    ['headline', 'Headline'],
    ['text', 'Text'],
    ['button', 'Button label'],
    ['form', 'Heading above the fields'],
  ])('%s: content that looks like broken JSON is plain text and shown as it is', async (type, label) => {
    await openEditor({ ...createElement(type, 'el-1'), content: '{"title": "Oops' });
    expect(screen.getByLabelText(label)).toHaveValue('{"title": "Oops');
  });

  it('headline: a style change reaches the saved element', async () => {
    const { user, saved } = await openEditor(createElement('headline', 'h1'));
    await openTab(user, 'Style');
    await pick(user, 'Alignment', 'Center');
    await save(user);
    expect(saved().styles.textAlign).toBe('center');
    expect(saved().styles.fontSize).toBe('32px');
  });

  it('button: a label is required', async () => {
    const { user } = await openEditor(createElement('button', 'b1'));
    await replaceText(user, 'Button label', '');
    expect(screen.getByText('A button needs a label')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it.each(['javascript:alert(1)', 'example.com'])(
    'button: the link %s is refused with the link message (000 §5)',
    async (link) => {
      const { user, store, saved } = await openEditor(createElement('button', 'b1'));
      await openTab(user, 'Action');
      await replaceText(user, 'Link', link);
      await user.tab();
      expect(screen.getAllByText(LINK_ERROR).length).toBeGreaterThan(0);
      expect(saveButton()).toBeDisabled();
      await user.click(saveButton());
      expect(store.getState().editingId).toBe('b1');
      expect(saved().link).toBe('#');
    },
  );

  it('button: an http(s) link or a page path is saved with the action', async () => {
    const { user, saved } = await openEditor(createElement('button', 'b1'));
    await openTab(user, 'Action');
    await pick(user, 'When clicked', 'Open a link in a new tab');
    await replaceText(user, 'Link', 'https://example.com/offer');
    await user.tab();
    expect(saveButton()).toBeEnabled();
    await save(user);
    expect(saved()).toMatchObject({ action: 'external', link: 'https://example.com/offer' });
  });

  it('form: a redirect needs a valid page or address', async () => {
    const { user, saved } = await openEditor(createElement('form', 'f1'));
    await openTab(user, 'Action');
    await pick(user, 'After submitting', 'Show the success message, then go to a page');
    // No link yet: a redirect needs one.
    expect(screen.getByText(LINK_ERROR)).toBeInTheDocument();
    await replaceText(user, 'Then go to', 'example.com');
    expect(saveButton()).toBeDisabled();
    await replaceText(user, 'Then go to', '/thank-you');
    await save(user);
    expect(saved()).toMatchObject({ action: 'form-redirect', link: '/thank-you' });
  });

  it('form: its style fields are saved', async () => {
    const { user, saved } = await openEditor(createElement('form', 'f1'));
    await openTab(user, 'Style');
    await replaceText(user, 'Button text', 'Send it');
    await save(user);
    expect(saved().styles.buttonText).toBe('Send it');
  });
});

describe('countdown', () => {
  type Countdown = { title: string; showSeconds: boolean; showDays: boolean };

  it('changes reach the saved content', async () => {
    const { user, saved } = await openEditor(createElement('countdown', 'c1'));
    await replaceText(user, 'Title', 'Doors close in');
    await user.click(screen.getByLabelText('Show seconds'));
    await save(user);
    expect(contentOf<Countdown>(saved())).toMatchObject({
      title: 'Doors close in',
      showSeconds: false,
      showDays: true,
    });
  });

  it('opens invalid JSON with the defaults', async () => {
    const { user, saved } = await openEditor({ ...createElement('countdown', 'c1'), content: '{not json' });
    expect(screen.getByLabelText('Title')).toHaveValue('Offer ends in');
    expect(screen.getByLabelText('Show days')).toBeChecked();
    await replaceText(user, 'Text after it ends', 'Too late!');
    await save(user);
    expect(JSON.parse(saved().content)).toMatchObject({ title: 'Offer ends in', expiredText: 'Too late!' });
  });

  it('needs at least one unit of time', async () => {
    const { user } = await openEditor(createElement('countdown', 'c1'));
    for (const unit of ['Show days', 'Show hours', 'Show minutes', 'Show seconds'])
      await user.click(screen.getByLabelText(unit));
    expect(screen.getByText('Show at least one unit of time')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});

describe('image', () => {
  const png = () => new File(['png'], 'photo.png', { type: 'image/png' });

  it('saves a typed URL and a style', async () => {
    const { user, saved } = await openEditor(createElement('image', 'i1'));
    await replaceText(user, 'Image URL', 'https://cdn.example.com/team.jpg');
    expect(screen.getByRole('region', { name: 'Preview' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example.com/team.jpg',
    );
    await openTab(user, 'Style');
    // One Width and one Corner radius: the Image group's, with the 000 §9 image widths.
    expect(screen.getAllByLabelText('Width')).toHaveLength(1);
    expect(screen.getAllByLabelText('Corner radius')).toHaveLength(1);
    await user.click(screen.getByLabelText('Width'));
    await user.click(await screen.findByTitle('300px'));
    await save(user);
    expect(saved().content).toBe('https://cdn.example.com/team.jpg');
    expect(saved().styles.width).toBe('300px');
  });

  it('shows a placeholder while empty', async () => {
    await openEditor(createElement('image', 'i1'));
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByText('Add an image'),
    ).toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'example.com/photo.png', 'data:image/png;base64,AAAA'])(
    'refuses the address %s',
    async (url) => {
      const { user } = await openEditor(createElement('image', 'i1'));
      await replaceText(user, 'Image URL', url);
      expect(screen.getByText(IMAGE_EDITOR_MESSAGES.badUrl)).toBeInTheDocument();
      expect(saveButton()).toBeDisabled();
    },
  );

  it('takes an image from the media library (Images tab)', async () => {
    const { user, saved } = await openEditor(createElement('image', 'i1'));
    await user.click(screen.getByText('Choose from library'));
    expect(await screen.findByText('hero.png')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Images (1)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByText('hero.png'));
    expect(screen.getByLabelText('Image URL')).toHaveValue('/uploads/u1/hero.png');
    await save(user);
    expect(saved().content).toBe('/uploads/u1/hero.png');
  });

  it('closing the library without choosing keeps the URL', async () => {
    const { user, saved } = await openEditor({
      ...createElement('image', 'i1'),
      content: '/uploads/u1/old.png',
    });
    await user.click(screen.getByText('Choose from library'));
    await screen.findByText('hero.png');
    const picker = document.querySelector<HTMLElement>('.ff-media-picker');
    if (!picker) throw new Error('No media picker');
    await user.click(within(picker).getByText('Cancel'));
    expect(screen.getByLabelText('Image URL')).toHaveValue('/uploads/u1/old.png');
    await save(user);
    expect(saved().content).toBe('/uploads/u1/old.png');
  });

  it("the 'Upload image' button opens the file chooser from the keyboard", async () => {
    const { user } = await openEditor(createElement('image', 'i1'));
    const input = screen.getByLabelText('Image file to upload');
    const click = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    dialogButton('Upload image').focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("uploads: 'Uploading image...' while it runs, then the new URL", async () => {
    const restoreXhr = installFakeXhr();
    const { user, saved } = await openEditor({
      ...createElement('image', 'i1'),
      content: '/uploads/u1/old.png',
    });
    await user.upload(screen.getByLabelText('Image file to upload'), png());
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText(IMAGE_UPLOADING)).toBeInTheDocument();
    expect(within(preview).getByRole('status')).toBeInTheDocument();
    expect(screen.getByText(IMAGE_EDITOR_MESSAGES.uploading)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByLabelText('Image URL')).toBeDisabled();
    expect(lastXhr().url).toBe(UPLOAD_URL);
    expect(lastXhr().file('image')).toBeInstanceOf(File);

    await act(async () => lastXhr().respond(201, { url: '/uploads/u1/new.png' }));
    await waitFor(() => expect(screen.getByLabelText('Image URL')).toHaveValue('/uploads/u1/new.png'));
    expect(saveButton()).toBeEnabled();
    await save(user);
    expect(saved().content).toBe('/uploads/u1/new.png');
    restoreXhr();
  });

  it('restores the previous URL and shows the message when the upload fails', async () => {
    const restoreXhr = installFakeXhr();
    const { user, saved } = await openEditor({
      ...createElement('image', 'i1'),
      content: '/uploads/u1/old.png',
    });
    await user.upload(screen.getByLabelText('Image file to upload'), png());
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() =>
      lastXhr().respond(400, { message: 'Only image files can be uploaded (PNG, JPEG, GIF, WebP or AVIF)' }),
    );
    expect(
      await screen.findByText('Only image files can be uploaded (PNG, JPEG, GIF, WebP or AVIF)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Image URL')).toHaveValue('/uploads/u1/old.png');
    await save(user);
    expect(saved().content).toBe('/uploads/u1/old.png');
    restoreXhr();
  });

  it('refuses a file that is not an image without sending it', async () => {
    const { user, saved } = await openEditor(
      { ...createElement('image', 'i1'), content: '/uploads/u1/old.png' },
      { applyAccept: false },
    );
    const input = screen.getByLabelText('Image file to upload');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please choose an image file')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(UPLOAD_URL, expect.anything());
    expect(screen.getByLabelText('Image URL')).toHaveValue('/uploads/u1/old.png');
    await save(user);
    expect(saved().content).toBe('/uploads/u1/old.png');
  });

  it('refuses an image over 10 MB without sending it', async () => {
    const { user } = await openEditor(createElement('image', 'i1'));
    const big = png();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Image file to upload'), big);
    expect(await screen.findByText('Images must be 10 MB or smaller')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a stored "Uploading image..." (an upload that never finished) must be replaced before saving', async () => {
    const { user } = await openEditor({ ...createElement('image', 'i1'), content: IMAGE_UPLOADING });
    expect(saveButton()).toBeDisabled();
    await replaceText(user, 'Image URL', '/uploads/u1/hero.png');
    expect(saveButton()).toBeEnabled();
  });
});

describe('video', () => {
  it('saves a YouTube link and playback styles', async () => {
    const { user, saved } = await openEditor(createElement('video', 'v1'));
    await replaceText(user, 'Video URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(screen.getByText(/A YouTube video/)).toBeInTheDocument();
    await openTab(user, 'Style');
    await pick(user, 'Length', '9s');
    await user.click(screen.getByLabelText('Loop'));
    await pick(user, 'Fade type', 'Fadewhite');
    await save(user);
    expect(saved().content).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(saved().styles).toMatchObject({ videoLength: '9s', autoloop: 'true', fadeType: 'fadewhite' });
  });

  it('takes a video from the media library (Videos tab)', async () => {
    const { user, saved } = await openEditor(createElement('video', 'v1'));
    await user.click(screen.getByText('Choose from library'));
    expect(await screen.findByText('intro.mp4')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Videos (1)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByText('intro.mp4'));
    expect(screen.getByLabelText('Video URL')).toHaveValue('/uploads/u1/intro.mp4');
    await save(user);
    expect(saved().content).toBe('/uploads/u1/intro.mp4');
  });

  it.each(['https://example.com/page.html', 'javascript:alert(1)'])(
    'refuses a link that cannot play: %s',
    async (url) => {
      const { user } = await openEditor(createElement('video', 'v1'));
      await replaceText(user, 'Video URL', url);
      expect(screen.getByText(VIDEO_LINK_ERROR)).toBeInTheDocument();
      expect(saveButton()).toBeDisabled();
    },
  );
});

describe('progress bar', () => {
  type Progress = {
    title: string;
    current: number;
    total: number;
    height: string;
    color: string;
    showLabels: boolean;
    customLabels: boolean;
    currentLabel: string;
    totalLabel: string;
    animated: boolean;
    showPercentage: boolean;
  };

  it('changes reach the saved content', async () => {
    const { user, saved } = await openEditor(createElement('progress-bar', 'p1'));
    await replaceText(user, 'Title', 'Fundraiser');
    await replaceText(user, 'Current value', '420');
    await replaceText(user, 'Goal (total)', '1000');
    await pick(user, 'Bar height', 'Large (24 px)');
    await setColor(user, 'Bar colour', '#16a34a');
    await user.click(screen.getByLabelText('Show percentage'));
    await user.click(screen.getByLabelText('Animated stripes'));
    expect(screen.queryByLabelText('Custom labels')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Show values below the bar'));
    await user.click(screen.getByLabelText('Custom labels'));
    await replaceText(user, 'Current value label', 'Raised');
    await replaceText(user, 'Goal label', 'Target');
    await save(user);
    expect(contentOf<Progress>(saved())).toMatchObject({
      title: 'Fundraiser',
      current: 420,
      total: 1000,
      height: 'large',
      color: '#16a34a',
      showPercentage: false,
      animated: true,
      showLabels: true,
      customLabels: true,
      currentLabel: 'Raised',
      totalLabel: 'Target',
    });
  });

  it('opens invalid JSON with the defaults (75 of 100, medium)', async () => {
    await openEditor({ ...createElement('progress-bar', 'p1'), content: '[1, 2' });
    expect(screen.getByLabelText('Title')).toHaveValue('Progress');
    expect(screen.getByLabelText('Current value')).toHaveValue('75');
    expect(screen.getByLabelText('Goal (total)')).toHaveValue('100');
    expect(screen.getByText('Medium (16 px)')).toBeInTheDocument();
  });

  it.each([
    [{ current: -5, total: 100 }, PROGRESS_MESSAGES.negativeCurrent],
    [{ current: 5, total: 0 }, PROGRESS_MESSAGES.badTotal],
  ])('refuses %p', async (numbers, message) => {
    const defaults = definitionOf('progress-bar')?.defaultContent as object;
    await openEditor({
      ...createElement('progress-bar', 'p1'),
      content: JSON.stringify({ ...defaults, ...numbers }),
    });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});

describe('alert banner', () => {
  type AlertContent = {
    message: string;
    type: string;
    closeable: boolean;
    urgent: boolean;
    customColors: boolean;
    backgroundColor: string;
    textColor: string;
    borderColor: string;
  };

  it('changes reach the saved content; custom colours show only when on', async () => {
    const { user, saved } = await openEditor(createElement('alert-banner', 'a1'));
    await replaceText(user, 'Message', 'Sale ends tonight');
    await pick(user, 'Type', 'Warning (amber)');
    await user.click(screen.getByLabelText('Visitors can dismiss it'));
    await user.click(screen.getByLabelText('Urgent (bold, pulsing)'));
    expect(screen.queryByLabelText('Border colour')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Custom colours'));
    await setColor(user, 'Background colour', '#fef3c7');
    await setColor(user, 'Text colour', '#78350f');
    await setColor(user, 'Border colour', '#f59e0b');
    await save(user);
    expect(contentOf<AlertContent>(saved())).toEqual({
      message: 'Sale ends tonight',
      type: 'warning',
      closeable: false,
      urgent: true,
      customColors: true,
      backgroundColor: '#fef3c7',
      textColor: '#78350f',
      borderColor: '#f59e0b',
    });
  });

  it('opens invalid JSON with the defaults', async () => {
    await openEditor({ ...createElement('alert-banner', 'a1'), content: 'not json at all' });
    expect(screen.getByLabelText('Message')).toHaveValue('Limited time offer: save 50% today only!');
    expect(screen.getByText('Info (blue)')).toBeInTheDocument();
    expect(screen.getByLabelText('Visitors can dismiss it')).toBeChecked();
  });

  it('needs a message', async () => {
    const { user } = await openEditor(createElement('alert-banner', 'a1'));
    await replaceText(user, 'Message', '   ');
    expect(screen.getByText(ALERT_MESSAGE_REQUIRED)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});

describe('scarcity indicator', () => {
  type Scarcity = {
    type: string;
    message: string;
    total: number;
    remaining: number;
    showBar: boolean;
    color: string;
  };

  it('changes reach the saved content; the message hint names the placeholders', async () => {
    const { user, saved } = await openEditor(createElement('scarcity-indicator', 's1'));
    expect(screen.getByText(/\{remaining\} and \{total\}/)).toBeInTheDocument();
    await pick(user, 'What is running out', 'Seats (… seats left)');
    await replaceText(user, 'Message', 'Only {remaining} of {total} seats left!');
    await replaceText(user, 'Total', '50');
    await replaceText(user, 'Remaining', '12');
    await user.click(screen.getByLabelText('Show bar'));
    await setColor(user, 'Accent colour', '#f97316');
    await save(user);
    expect(contentOf<Scarcity>(saved())).toEqual({
      type: 'seats',
      message: 'Only {remaining} of {total} seats left!',
      total: 50,
      remaining: 12,
      showBar: false,
      color: '#f97316',
    });
  });

  it('opens invalid JSON with the defaults (5 of 100)', async () => {
    await openEditor({ ...createElement('scarcity-indicator', 's1'), content: '{"total":' });
    expect(screen.getByLabelText('Total')).toHaveValue('100');
    expect(screen.getByLabelText('Remaining')).toHaveValue('5');
    expect(screen.getByLabelText('Message')).toHaveValue('Hurry! Spots are filling up fast.');
  });

  it('refuses more remaining than the total', async () => {
    const { user, saved } = await openEditor(createElement('scarcity-indicator', 's1'));
    await replaceText(user, 'Remaining', '150');
    expect(screen.getByText(SCARCITY_MESSAGES.tooMany)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.click(saveButton());
    expect(contentOf<Scarcity>(saved()).remaining).toBe(5);
    await replaceText(user, 'Total', '200');
    expect(saveButton()).toBeEnabled();
  });
});

describe('spacer', () => {
  it('saves a height from the list and a background', async () => {
    const { user, saved } = await openEditor(createElement('spacer', 'sp1'));
    await pick(user, 'Height', '120 px');
    await setColor(user, 'Background colour', '#f1f5f9');
    await save(user);
    expect(contentOf(saved())).toEqual({ height: 120, backgroundColor: '#f1f5f9' });
  });

  it('offers exactly the 000 §9 heights', async () => {
    const { user } = await openEditor(createElement('spacer', 'sp1'));
    await user.click(screen.getByLabelText('Height'));
    const titles = await waitFor(() => {
      const options = Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) =>
        o.getAttribute('title'),
      );
      expect(options.length).toBeGreaterThan(0);
      return options;
    });
    expect(titles).toEqual(['20 px', '40 px', '60 px', '80 px', '120 px']);
  });

  it('opens invalid JSON with the defaults (40 px)', async () => {
    await openEditor({ ...createElement('spacer', 'sp1'), content: '{{' });
    expect(screen.getByText('40 px')).toBeInTheDocument();
  });
});

describe('divider', () => {
  it('saves its style, colour, thickness, width and margin', async () => {
    const { user, saved } = await openEditor(createElement('divider', 'd1'));
    await pick(user, 'Line style', 'Dashed');
    await setColor(user, 'Line colour', '#94a3b8');
    await pick(user, 'Thickness', '3 px');
    await pick(user, 'Line width', '50 %');
    await pick(user, 'Space above and below', '48 px');
    await save(user);
    expect(contentOf(saved())).toEqual({
      style: 'dashed',
      color: '#94a3b8',
      thickness: 3,
      width: 50,
      margin: 48,
    });
  });

  it('opens invalid JSON with the defaults (1px solid #e5e7eb)', async () => {
    await openEditor({ ...createElement('divider', 'd1'), content: 'solid' });
    expect(screen.getByText('Solid')).toBeInTheDocument();
    expect(screen.getByText('1 px')).toBeInTheDocument();
    expect(screen.getByText('100 %')).toBeInTheDocument();
    expect(screen.getByText('24 px')).toBeInTheDocument();
    expect(screen.getByLabelText('Line colour')).toHaveValue('#e5e7eb');
  });
});
