import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assignLocation } from '../../app/browser-navigation';
import {
  CreateExperimentDocument,
  DeleteFunnelDocument,
  DuplicateFunnelDocument,
  PublishFunnelDocument,
  UnpublishFunnelDocument,
  type FunnelCardFragment,
} from '../../gql/graphql';
import { makeExperiment } from '../../modules/experiments/experiment-test-fixtures';
import { chooseOption } from '../../test/antd';
import { buttonByText } from '../../test/dom';
import { defaultFilter, funnelsMock, graphqlError, makeFunnel, statsMock } from '../../test/funnel-fixtures';
import { LocationProbe, currentLocation } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { FunnelsPage } from './FunnelsPage';

jest.mock('../../app/browser-navigation', () => ({ assignLocation: jest.fn() }));
const assign = assignLocation as jest.MockedFunction<typeof assignLocation>;

const draft = makeFunnel();
const published = makeFunnel({
  id: 'f-2',
  name: 'Black Friday Offer',
  description: null,
  templateType: 'sales',
  status: 'published',
  totalViews: 98765,
  conversionRate: 12.25,
  updatedAt: '2026-10-03T12:00:00.000Z',
  publishedAt: '2026-10-03T12:00:00.000Z',
});
const archived = makeFunnel({
  id: 'f-3',
  name: 'Webinar Thank You',
  description: '',
  templateType: 'thankyou',
  status: 'archived',
  totalViews: 0,
  conversionRate: 0,
});

const stats = { total: 3, published: 1, totalViews: 99999, avgConversion: 5.5833 };

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  const view = renderWithApp(
    <>
      <FunnelsPage />
      <LocationProbe />
    </>,
    { path: '/funnels', mocks },
  );
  return { user, ...view };
}

/** The card of the funnel named `name`. */
async function findCard(name: string): Promise<HTMLElement> {
  // Text queries: role queries over a page of antd cards take seconds in jsdom.
  const heading = await screen.findByText(name, { selector: 'h3' });
  const card = heading.closest<HTMLElement>('.ff-funnel-card');
  if (!card) throw new Error(`No card around "${name}"`);
  return card;
}

/** The open 'Move this funnel to the recycle bin?' confirmation. */
async function findDeleteConfirmation(): Promise<HTMLElement> {
  const question = await screen.findByText('Move this funnel to the recycle bin?');
  const popup = question.closest<HTMLElement>('.ant-popover');
  if (!popup) throw new Error('The question is not in a popover');
  return popup;
}

function statValue(label: string): string | null | undefined {
  const region = screen.getByLabelText('Funnel statistics');
  return within(region).getByText(label).nextElementSibling?.textContent;
}

const mutationMock = (
  query: typeof PublishFunnelDocument | typeof UnpublishFunnelDocument | typeof DuplicateFunnelDocument,
  field: 'publishFunnel' | 'unpublishFunnel' | 'duplicateFunnel',
  funnel: FunnelCardFragment,
  id = funnel.id,
): MockLink.MockedResponse => ({
  request: { query, variables: { id } },
  result: { data: { __typename: 'Mutation', [field]: funnel } },
});

/** After a successful action the page refetches the list and the stats; each needs its own answer. */
const refetched = (items: FunnelCardFragment[], statsAfter = stats) => [
  funnelsMock(items),
  statsMock(statsAfter),
];

beforeEach(() => {
  assign.mockReset();
  resetToasts();
});

describe('FunnelsPage loading and stats', () => {
  it('shows six skeleton cards in a busy region while the funnels load', async () => {
    renderPage([funnelsMock([draft], { delay: Infinity }), statsMock(stats)]);
    const loading = screen.getByLabelText('Loading funnels');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelectorAll('.ff-funnel-card')).toHaveLength(6);
    expect(document.querySelector('.ff-funnel-card__name')).toBeNull();
    // The stats arrive on their own while the list is still loading.
    await waitFor(() => expect(statValue('Total Funnels')).toBe('3'));
    expect(screen.getByLabelText('Loading funnels')).toBeInTheDocument();
  });

  it('shows the four stat cards: counts, grouped views and the average conversion with one decimal', async () => {
    renderPage([funnelsMock([draft, published, archived]), statsMock(stats)]);
    expect(statValue('Total Funnels')).toBe('–');
    await waitFor(() => expect(statValue('Total Funnels')).toBe('3'));
    expect(statValue('Published')).toBe('1');
    expect(statValue('Total Views')).toBe('99,999');
    expect(statValue('Avg Conversion')).toBe('5.6%');
  });

  it('shows an average conversion of 0.0% when there are no funnels', async () => {
    renderPage([funnelsMock([]), statsMock()]);
    await waitFor(() => expect(statValue('Avg Conversion')).toBe('0.0%'));
    expect(statValue('Total Views')).toBe('0');
  });
});

describe('FunnelsPage cards', () => {
  it('shows every part of a card', async () => {
    renderPage([funnelsMock([draft, published, archived]), statsMock(stats)]);
    const card = await findCard('Spring Launch');
    expect(within(card).getByText('LANDING PAGE')).toBeInTheDocument();
    expect(within(card).getByText('Landing')).toHaveClass('ant-tag');
    expect(within(card).getByText('Draft')).toHaveClass('ff-badge', 'ff-badge--secondary');
    expect(within(card).getByText('Collect early sign-ups for the spring collection')).toBeInTheDocument();
    expect(within(card).getByText('1,234')).toBeInTheDocument();
    expect(within(card).getByText('4.5% conversion')).toBeInTheDocument();
    expect(within(card).getByText('Updated Nov 21, 2026')).toBeInTheDocument();
    expect(screen.getByText('3 funnels')).toBeInTheDocument();
  });

  it("shows a published funnel's live address and copies it; a draft says it has none (issue 14)", async () => {
    const { user } = renderPage([funnelsMock([draft, published]), statsMock(stats)]);
    const live = await findCard('Black Friday Offer');
    const url = `${window.location.origin}/p/f-2`;
    const link = within(live).getByRole('link', { name: url });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(live).getByText('Live at')).toBeInTheDocument();
    await user.click(within(live).getByRole('button', { name: 'Copy the live link of Black Friday Offer' }));
    await expectToast('Link copied!', url);
    await expect(navigator.clipboard.readText()).resolves.toBe(url);

    const card = await findCard('Spring Launch');
    expect(within(card).getByText('Not published: publish it to get a live link.')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /\/p\// })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Copy the live link/ })).not.toBeInTheDocument();
  });

  it('says when the address cannot be copied, and shows it to copy by hand', async () => {
    const { user } = renderPage([funnelsMock([published]), statsMock(stats)]);
    const live = await findCard('Black Friday Offer');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('Not allowed'));
    await user.click(within(live).getByRole('button', { name: 'Copy the live link of Black Friday Offer' }));
    await expectToast(
      'Could not copy the link',
      `Select it and copy it yourself: ${window.location.origin}/p/f-2`,
    );
  });

  it('falls back to "No description available" and badges each status in its style', async () => {
    renderPage([funnelsMock([draft, published, archived]), statsMock(stats)]);
    const sales = await findCard('Black Friday Offer');
    expect(within(sales).getByText('SALES PAGE')).toBeInTheDocument();
    expect(within(sales).getByText('Sales')).toHaveClass('ant-tag');
    expect(within(sales).getByText('Published')).toHaveClass('ff-badge', 'ff-badge--default');
    expect(within(sales).getByText('No description available')).toBeInTheDocument();
    expect(within(sales).getByText('98,765')).toBeInTheDocument();
    expect(within(sales).getByText('12.25% conversion')).toBeInTheDocument();
    expect(within(sales).getByText('Updated Oct 03, 2026')).toBeInTheDocument();

    const thanks = await findCard('Webinar Thank You');
    expect(within(thanks).getByText('THANKYOU PAGE')).toBeInTheDocument();
    expect(within(thanks).getByText('Thank You')).toHaveClass('ant-tag');
    expect(within(thanks).getByText('Archived')).toHaveClass('ff-badge', 'ff-badge--outline');
    expect(within(thanks).getByText('No description available')).toBeInTheDocument();
    expect(within(thanks).getByText('0% conversion')).toBeInTheDocument();
  });

  it('offers Publish on drafts only and Unpublish on published funnels only', async () => {
    renderPage([funnelsMock([draft, published, archived]), statsMock(stats)]);
    const draftCard = await findCard('Spring Launch');
    expect(within(draftCard).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(within(draftCard).queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();

    const publishedCard = await findCard('Black Friday Offer');
    expect(within(publishedCard).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(within(publishedCard).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();

    const archivedCard = await findCard('Webinar Thank You');
    expect(within(archivedCard).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(within(archivedCard).queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('shows duplicate and delete as icons without visible labels', async () => {
    renderPage([funnelsMock([draft]), statsMock(stats)]);
    const card = await findCard('Spring Launch');
    expect(within(card).getByRole('button', { name: 'Duplicate Spring Launch' })).toHaveTextContent('');
    expect(within(card).getByRole('button', { name: 'Delete Spring Launch' })).toHaveTextContent('');
    expect(within(card).queryByText(/Duplicate|Delete/)).not.toBeInTheDocument();
  });

  it('opens the preview in a new tab', async () => {
    renderPage([funnelsMock([draft]), statsMock(stats)]);
    const card = await findCard('Spring Launch');
    const preview = within(card).getByRole('link', { name: 'Preview Spring Launch' });
    expect(preview).toHaveAttribute('href', '/preview/f-1');
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it('edits a funnel in the builder', async () => {
    const { user } = renderPage([funnelsMock([draft]), statsMock(stats)]);
    const card = await findCard('Spring Launch');
    await user.click(within(card).getByRole('button', { name: 'Edit Spring Launch' }));
    expect(currentLocation()).toBe('/builder/f-1');
  });

  it("sends 'New Funnel' to the builder", async () => {
    const { user } = renderPage([funnelsMock([draft]), statsMock(stats)]);
    await findCard('Spring Launch');
    await user.click(buttonByText('New Funnel'));
    expect(currentLocation()).toBe('/builder');
  });
});

describe('FunnelsPage empty states', () => {
  it("invites to create the first funnel when there are none, with 'Create Funnel' going to the builder", async () => {
    const { user } = renderPage([funnelsMock([]), statsMock()]);
    expect(await screen.findByText('No funnels yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first funnel to start capturing leads')).toBeInTheDocument();
    expect(screen.queryByText('No funnels found')).not.toBeInTheDocument();
    await user.click(buttonByText('Create Funnel'));
    expect(currentLocation()).toBe('/builder');
  });

  it('says nothing was found when a search matches nothing', async () => {
    const { user } = renderPage([
      funnelsMock([draft]),
      statsMock(stats),
      funnelsMock([], { filter: defaultFilter({ search: 'zebra' }) }),
    ]);
    await findCard('Spring Launch');
    await user.click(screen.getByPlaceholderText('Search funnels...'));
    await user.paste('zebra');
    expect(await screen.findByText('No funnels found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    expect(screen.queryByText('No funnels yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Create Funnel')).not.toBeInTheDocument();
  });

  it('says nothing was found when a filter matches nothing', async () => {
    const { user } = renderPage([
      funnelsMock([draft]),
      statsMock(stats),
      funnelsMock([], { filter: defaultFilter({ status: 'archived' }) }),
    ]);
    await findCard('Spring Launch');
    await chooseOption(user, 'Filter by status', 'Archived');
    expect(await screen.findByText('No funnels found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });
});

describe('FunnelsPage search, filters and pages', () => {
  it('sends the search to the server and shows what it answers', async () => {
    const { user } = renderPage([
      funnelsMock([draft, published]),
      statsMock(stats),
      funnelsMock([published], { filter: defaultFilter({ search: 'Friday' }) }),
    ]);
    await findCard('Spring Launch');
    const search = screen.getByPlaceholderText('Search funnels...');
    await user.click(search);
    await user.paste('  Friday ');
    expect(search).toHaveValue('  Friday ');
    await waitFor(() =>
      expect(screen.queryByText('Spring Launch', { selector: 'h3' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Black Friday Offer', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getByText('1 funnel')).toBeInTheDocument();
  });

  it('sends the status filter to the server', async () => {
    const { user } = renderPage([
      funnelsMock([draft, published]),
      statsMock(stats),
      funnelsMock([published], { filter: defaultFilter({ status: 'published' }) }),
    ]);
    await findCard('Spring Launch');
    await chooseOption(user, 'Filter by status', 'Published');
    await waitFor(() =>
      expect(screen.queryByText('Spring Launch', { selector: 'h3' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Black Friday Offer', { selector: 'h3' })).toBeInTheDocument();
  });

  it('sends the type filter to the server, combined with the status filter', async () => {
    const { user } = renderPage([
      funnelsMock([draft, published]),
      statsMock(stats),
      funnelsMock([published], { filter: defaultFilter({ templateType: 'sales' }) }),
      funnelsMock([], { filter: defaultFilter({ templateType: 'sales', status: 'draft' }) }),
    ]);
    await findCard('Spring Launch');
    await chooseOption(user, 'Filter by type', 'Sales');
    await waitFor(() =>
      expect(screen.queryByText('Spring Launch', { selector: 'h3' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Black Friday Offer', { selector: 'h3' })).toBeInTheDocument();
    await chooseOption(user, 'Filter by status', 'Draft');
    expect(await screen.findByText('No funnels found')).toBeInTheDocument();
  });

  it('pages through more than twelve funnels', async () => {
    const firstPage = Array.from({ length: 12 }, (_, i) =>
      makeFunnel({ id: `p-${i + 1}`, name: `Funnel ${i + 1}` }),
    );
    const thirteenth = makeFunnel({ id: 'p-13', name: 'Funnel 13' });
    const { user, container } = renderPage([
      funnelsMock(firstPage, { total: 13 }),
      statsMock({ ...stats, total: 13 }),
      funnelsMock([thirteenth], { total: 13, filter: defaultFilter({ offset: 12 }) }),
    ]);
    await findCard('Funnel 12');
    expect(screen.getByText('13 funnels')).toBeInTheDocument();
    const pagination = container.querySelector<HTMLElement>('.ant-pagination');
    expect(pagination).not.toBeNull();
    await user.click(within(pagination as HTMLElement).getByTitle('2'));
    expect(await findCard('Funnel 13')).toBeInTheDocument();
    expect(screen.queryByText('Funnel 1', { selector: 'h3' })).not.toBeInTheDocument();
  });

  it('goes back a page when the last funnel of the last page is deleted', async () => {
    const firstPage = Array.from({ length: 12 }, (_, i) =>
      makeFunnel({ id: `p-${i + 1}`, name: `Funnel ${i + 1}` }),
    );
    const thirteenth = makeFunnel({ id: 'p-13', name: 'Funnel 13' });
    const { user, container } = renderPage([
      funnelsMock(firstPage, { total: 13 }),
      statsMock({ ...stats, total: 13 }),
      funnelsMock([thirteenth], { total: 13, filter: defaultFilter({ offset: 12 }) }),
      {
        request: { query: DeleteFunnelDocument, variables: { id: 'p-13' } },
        result: {
          data: {
            __typename: 'Mutation',
            deleteFunnel: { __typename: 'RecycledFunnel', id: 'r-13', originalFunnelId: 'p-13' },
          },
        },
      },
      // The refetch of page 2 finds it empty: twelve funnels are left, all on page 1.
      funnelsMock([], { total: 12, filter: defaultFilter({ offset: 12 }) }),
      statsMock({ ...stats, total: 12 }),
      funnelsMock(firstPage, { total: 12 }),
    ]);
    await findCard('Funnel 12');
    const pagination = container.querySelector<HTMLElement>('.ant-pagination') as HTMLElement;
    await user.click(within(pagination).getByTitle('2'));
    const card = await findCard('Funnel 13');
    await user.click(within(card).getByRole('button', { name: 'Delete Funnel 13' }));
    await user.click(
      within(await findDeleteConfirmation()).getByRole('button', { name: 'Move to Recycle Bin' }),
    );
    await expectToast('Funnel Moved to Recycle Bin');
    await waitFor(() => expect(screen.queryByText('Funnel 13', { selector: 'h3' })).not.toBeInTheDocument());
    // Twelve funnels remain: the page must not claim there are none, nor strand the user on an empty page 2.
    expect(screen.queryByText('No funnels yet')).not.toBeInTheDocument();
    expect(await findCard('Funnel 12')).toBeInTheDocument();
  });

  it('shows no pagination for twelve funnels or fewer', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) =>
      makeFunnel({ id: `p-${i + 1}`, name: `Funnel ${i + 1}` }),
    );
    const { container } = renderPage([funnelsMock(twelve), statsMock({ ...stats, total: 12 })]);
    await findCard('Funnel 12');
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });
});

describe('FunnelsPage actions', () => {
  it('publishes a draft and says so', async () => {
    const nowPublished = { ...draft, status: 'published' as const, publishedAt: '2026-11-22T12:00:00.000Z' };
    const { user } = renderPage([
      funnelsMock([draft]),
      statsMock(stats),
      mutationMock(PublishFunnelDocument, 'publishFunnel', nowPublished),
      ...refetched([nowPublished], { ...stats, published: 2 }),
    ]);
    const card = await findCard('Spring Launch');
    await user.click(within(card).getByRole('button', { name: 'Publish' }));
    await expectToast('Success', 'Funnel updated successfully');
    expect(await within(card).findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(within(card).getByText('Published')).toHaveClass('ff-badge--default');
    // Its live address appears at once, ready to copy.
    expect(
      within(card).getByRole('link', { name: `${window.location.origin}/p/${draft.id}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(statValue('Published')).toBe('2'));
  });

  it('unpublishes a published funnel and says so', async () => {
    const nowDraft = { ...published, status: 'draft' as const };
    const { user } = renderPage([
      funnelsMock([published]),
      statsMock(stats),
      mutationMock(UnpublishFunnelDocument, 'unpublishFunnel', nowDraft),
      ...refetched([nowDraft]),
    ]);
    const card = await findCard('Black Friday Offer');
    await user.click(within(card).getByRole('button', { name: 'Unpublish' }));
    await expectToast('Success', 'Funnel updated successfully');
    expect(await within(card).findByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('tells the user when publishing fails', async () => {
    const { user } = renderPage([
      funnelsMock([draft]),
      statsMock(stats),
      {
        request: { query: PublishFunnelDocument, variables: { id: draft.id } },
        result: graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR'),
      },
    ]);
    const card = await findCard('Spring Launch');
    await user.click(within(card).getByRole('button', { name: 'Publish' }));
    const toast = await expectToast('Error', 'Failed to update funnel');
    expect(toast).toHaveClass('ant-notification-notice-error');
    expect(within(card).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('tells the user when unpublishing fails', async () => {
    const { user } = renderPage([
      funnelsMock([published]),
      statsMock(stats),
      {
        request: { query: UnpublishFunnelDocument, variables: { id: published.id } },
        error: new Error('Network request failed'),
      },
    ]);
    const card = await findCard('Black Friday Offer');
    await user.click(within(card).getByRole('button', { name: 'Unpublish' }));
    await expectToast('Error', 'Failed to update funnel');
  });

  it('duplicates a funnel and shows the copy', async () => {
    const copy = makeFunnel({ id: 'f-9', name: 'Spring Launch (Copy)' });
    const { user } = renderPage([
      funnelsMock([draft]),
      statsMock(stats),
      mutationMock(DuplicateFunnelDocument, 'duplicateFunnel', copy, draft.id),
      ...refetched([copy, draft], { ...stats, total: 4 }),
    ]);
    const card = await findCard('Spring Launch');
    await user.click(within(card).getByRole('button', { name: 'Duplicate Spring Launch' }));
    await expectToast('Success', 'Funnel duplicated successfully');
    expect(await findCard('Spring Launch (Copy)')).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Funnels')).toBe('4'));
  });

  it('tells the user when duplicating fails', async () => {
    const { user } = renderPage([
      funnelsMock([draft]),
      statsMock(stats),
      {
        request: { query: DuplicateFunnelDocument, variables: { id: draft.id } },
        result: graphqlError('Funnel not found', 'NOT_FOUND'),
      },
    ]);
    const card = await findCard('Spring Launch');
    await user.click(within(card).getByRole('button', { name: 'Duplicate Spring Launch' }));
    await expectToast('Error', 'Failed to duplicate funnel');
  });

  it('asks before moving a funnel to the recycle bin, then moves it', async () => {
    const { user } = renderPage([
      funnelsMock([draft, published]),
      statsMock(stats),
      {
        request: { query: DeleteFunnelDocument, variables: { id: draft.id } },
        result: {
          data: {
            __typename: 'Mutation',
            deleteFunnel: { __typename: 'RecycledFunnel', id: 'r-1', originalFunnelId: draft.id },
          },
        },
      },
      ...refetched([published], { ...stats, total: 2 }),
    ]);
    const card = await findCard('Spring Launch');
    await user.click(within(card).getByRole('button', { name: 'Delete Spring Launch' }));
    const popup = await findDeleteConfirmation();
    expect(within(popup).getByText('You can restore it within 7 days.')).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

    await user.click(within(popup).getByRole('button', { name: 'Move to Recycle Bin' }));
    await expectToast(
      'Funnel Moved to Recycle Bin',
      'You can restore it from the Recycle Bin within 7 days.',
    );
    await waitFor(() =>
      expect(screen.queryByText('Spring Launch', { selector: 'h3' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Black Friday Offer', { selector: 'h3' })).toBeInTheDocument();
  });

  it('keeps the funnel when the confirmation is cancelled', async () => {
    // No DeleteFunnel mock: a request would fail and toast 'Failed to delete funnel'.
    const { user } = renderPage([funnelsMock([draft]), statsMock(stats)]);
    const card = await findCard('Spring Launch');
    await user.click(within(card).getByRole('button', { name: 'Delete Spring Launch' }));
    const popup = await findDeleteConfirmation();
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(screen.getByText('Spring Launch', { selector: 'h3' })).toBeInTheDocument();
  });

  it('tells the user when deleting fails', async () => {
    const { user } = renderPage([
      funnelsMock([draft]),
      statsMock(stats),
      {
        request: { query: DeleteFunnelDocument, variables: { id: draft.id } },
        result: graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR'),
      },
    ]);
    const card = await findCard('Spring Launch');
    await user.click(within(card).getByRole('button', { name: 'Delete Spring Launch' }));
    await user.click(
      within(await findDeleteConfirmation()).getByRole('button', { name: 'Move to Recycle Bin' }),
    );
    await expectToast('Error', 'Failed to delete funnel');
    expect(screen.getByText('Spring Launch', { selector: 'h3' })).toBeInTheDocument();
  });

  it("says 'Unauthorized' and sends the user to sign in when the session has ended", async () => {
    const { user } = renderPage([
      funnelsMock([draft]),
      statsMock(stats),
      {
        request: { query: PublishFunnelDocument, variables: { id: draft.id } },
        result: graphqlError('Not signed in', 'UNAUTHENTICATED'),
      },
    ]);
    const card = await findCard('Spring Launch');
    await user.click(within(card).getByRole('button', { name: 'Publish' }));
    const toast = await expectToast('Unauthorized', 'You are logged out. Logging in again...');
    expect(toast).toHaveClass('ant-notification-notice-error');
    expect(within(toast).queryByText('Failed to update funnel')).not.toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Ffunnels'));
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('FunnelsPage A/B tests (issue 21)', () => {
  /** Opens the card's menu and answers the item labelled `label`. */
  async function menuItem(user: ReturnType<typeof userEvent.setup>, name: string, label: string) {
    const card = await findCard(name);
    await user.click(within(card).getByRole('button', { name: `More actions for ${name}` }));
    return screen.findByRole('menuitem', { name: new RegExp(label) });
  }

  it("creates a test from the card's menu and opens it", async () => {
    const create = {
      request: { query: CreateExperimentDocument, variables: { input: { funnelId: 'f-2' } } },
      result: jest.fn(() => ({
        data: {
          __typename: 'Mutation' as const,
          createExperiment: makeExperiment({ id: 'e-9', status: 'draft' }),
        },
      })),
    };
    const { user } = renderPage([funnelsMock([draft, published]), statsMock(stats), create]);
    await user.click(await menuItem(user, 'Black Friday Offer', 'Create A/B test'));
    await waitFor(() => expect(currentLocation()).toBe('/experiments/e-9'));
    expect(create.result).toHaveBeenCalledTimes(1);
    await expectToast('Success', 'A/B test created: change variant B, then start it');
  });

  it("tells the api's refusal and stays on the list", async () => {
    const { user } = renderPage([
      funnelsMock([draft]),
      statsMock(stats),
      {
        request: { query: CreateExperimentDocument, variables: { input: { funnelId: 'f-1' } } },
        result: graphqlError(
          'This step already has an A/B test: end it before creating another',
          'BAD_USER_INPUT',
        ),
      },
    ]);
    await user.click(await menuItem(user, 'Spring Launch', 'Create A/B test'));
    await expectToast('Error', 'This step already has an A/B test: end it before creating another');
    expect(currentLocation()).toBe('/funnels');
  });

  it("lists the funnel's tests from its menu", async () => {
    const { user } = renderPage([funnelsMock([draft]), statsMock(stats)]);
    await user.click(await menuItem(user, 'Spring Launch', 'See A/B tests'));
    expect(currentLocation()).toBe('/experiments?funnelId=f-1');
  });
});
