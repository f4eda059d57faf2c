import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { createElement } from '../page-model/config';
import { MEDIA_URL_ERROR } from '../page-model/content-checks';
import type { StepSeo } from '../page-model/types';
import { renderWithApp } from '../test/render';
import '../test/timeouts';
import { BuilderStoreProvider, useBuilder } from './builder-context';
import { createBuilderStore, docOfPage, type BuilderStore } from './builder-store';
import { MEDIA_URL, resetMediaLibrary } from './media/use-media-library';
import { StepSettingsDialog } from './StepSettingsDialog';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];
const originalFetch = globalThis.fetch;

const LIBRARY = {
  images: [
    {
      id: 'cover',
      name: 'cover.png',
      url: '/uploads/u1/cover.png',
      type: 'image',
      size: 2048,
      uploadedAt: '2026-11-21T12:00:00.000Z',
      source: 'upload',
      prompt: null,
    },
  ],
  videos: [],
};

beforeEach(() => {
  resetMediaLibrary();
  const fetchMock = jest.fn<Promise<Response>, FetchArgs>(async (url) =>
    url === MEDIA_URL
      ? new Response(JSON.stringify(LIBRARY), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response('{}', { status: 404 }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  resetMediaLibrary();
});

/** The settings of the second step ('Thanks'), opened as the steps bar opens them. */
function Opened({ onClosed }: { onClosed(): void }) {
  const step = useBuilder((s) => s.doc.steps[1] ?? null);
  const [open, setOpen] = useState(true);
  return open ? (
    <StepSettingsDialog
      step={step}
      onClose={() => {
        setOpen(false);
        onClosed();
      }}
    />
  ) : null;
}

function setup(seo: Partial<StepSeo> = {}) {
  const store: BuilderStore = createBuilderStore(docOfPage([createElement('headline', 'h')]));
  const id = store.getState().addStep('Thanks', 'thank-you') ?? '';
  store.getState().updateStep(id, {
    seo: { title: '', description: '', image: '', canonical: '', noindex: false, ...seo },
  });
  store.getState().markSaved('funnel-1', store.getState().doc);
  const onClosed = jest.fn();
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <BuilderStoreProvider store={store}>
      <Opened onClosed={onClosed} />
    </BuilderStoreProvider>,
  );
  // Text queries, not role queries: computing roles over an antd dialog is slow in jsdom.
  const dialog = screen.getByText('Step settings: Thanks').closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error('No step settings dialog');
  const seoOf = () => store.getState().doc.steps[1]?.seo;
  const apply = () => user.click(within(dialog).getByText('Apply'));
  return { store, user, dialog, seoOf, apply, onClosed };
}

async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

describe('the step settings: search and sharing', () => {
  it('saves the SEO title, meta description, social image, canonical URL and noindex', async () => {
    const { user, dialog, seoOf, apply, onClosed } = setup();
    expect(within(dialog).getByText('Search and sharing')).toBeInTheDocument();
    expect(within(dialog).getByText('Served at /p/funnel-1/<address>')).toBeInTheDocument();

    await replace(user, within(dialog).getByLabelText('SEO title'), '  Thanks for joining  ');
    await replace(user, within(dialog).getByLabelText('Meta description'), 'Your guide is on its way.');
    await replace(user, within(dialog).getByLabelText('Social image'), 'https://cdn.example.com/card.png');
    await replace(user, within(dialog).getByLabelText('Canonical URL'), 'https://offers.example.com/thanks');
    await user.click(within(dialog).getByLabelText('Hide from search engines (noindex)'));
    await apply();

    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(seoOf()).toEqual({
      title: 'Thanks for joining',
      description: 'Your guide is on its way.',
      image: 'https://cdn.example.com/card.png',
      canonical: 'https://offers.example.com/thanks',
      noindex: true,
    });
  });

  it('shows the saved values, and empties them', async () => {
    const { user, dialog, seoOf, apply, onClosed } = setup({
      title: 'Old title',
      description: 'Old description',
      image: '/uploads/u1/old.png',
      canonical: 'https://example.com/old',
      noindex: true,
    });
    expect(within(dialog).getByLabelText('SEO title')).toHaveValue('Old title');
    expect(within(dialog).getByLabelText('Meta description')).toHaveValue('Old description');
    expect(within(dialog).getByLabelText('Social image')).toHaveValue('/uploads/u1/old.png');
    expect(within(dialog).getByLabelText('Canonical URL')).toHaveValue('https://example.com/old');
    expect(within(dialog).getByLabelText('Hide from search engines (noindex)')).toBeChecked();

    for (const label of ['SEO title', 'Meta description', 'Social image', 'Canonical URL'])
      await replace(user, within(dialog).getByLabelText(label), '');
    await user.click(within(dialog).getByLabelText('Hide from search engines (noindex)'));
    await apply();

    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(seoOf()).toEqual({ title: '', description: '', image: '', canonical: '', noindex: false });
  });

  it('takes the social image from the media library', async () => {
    const { user, dialog, seoOf, apply, onClosed } = setup();
    await user.click(within(dialog).getByText('Media library'));
    await user.click(await screen.findByText('cover.png'));
    expect(within(dialog).getByLabelText('Social image')).toHaveValue('/uploads/u1/cover.png');
    await apply();
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(seoOf()?.image).toBe('/uploads/u1/cover.png');
  });

  it('refuses a canonical URL that is not a full address, and a social image that is not an image address', async () => {
    const { user, dialog, seoOf, apply, onClosed } = setup();
    await replace(user, within(dialog).getByLabelText('Canonical URL'), 'offers.example.com/thanks');
    await replace(user, within(dialog).getByLabelText('Social image'), 'javascript:alert(1)');
    await apply();

    expect(
      await within(dialog).findByText('Enter a full address starting with https:// or http://'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(`The image address ${MEDIA_URL_ERROR}`)).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
    expect(seoOf()).toEqual({ title: '', description: '', image: '', canonical: '', noindex: false });
  });
});
