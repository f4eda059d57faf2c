import dayjs from 'dayjs';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DeleteAllCampaignsDocument,
  DeleteCampaignDocument,
  PauseCampaignDocument,
  SendCampaignDocument,
  UpdateCampaignDocument,
  type CampaignRowFragment,
} from '../../gql/graphql';
import {
  campaignsMock,
  graphqlError,
  leadOptionsMocks,
  makeCampaign,
  progressEvent,
  quietProgress,
  statsMock,
  type Stats,
} from '../../modules/campaigns/campaign-test-fixtures';
import {
  SIMULATED,
  graphqlError as emailError,
  quietEmailStatus,
  status,
  statusMock,
} from '../../modules/email/email-test-fixtures';
import { chooseOption } from '../../test/antd';
import { buttonByText } from '../../test/dom';
import { formatDateTime } from '../../modules/leads/lead-dates';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { CampaignsPage } from './CampaignsPage';

const draft = makeCampaign();
const scheduled = makeCampaign({
  id: 'c-2',
  name: 'Webinar Invite',
  subject: 'Join us live',
  status: 'scheduled',
  scheduledAt: '2026-12-01T15:30:00.000Z',
  recipients: 1,
});
const sent = makeCampaign({
  id: 'c-3',
  name: 'Black Friday',
  subject: 'Deals inside',
  status: 'sent',
  sentAt: '2026-11-18T09:00:00.000Z',
  recipients: 200,
  opens: 50,
  clicks: 9,
  sentCount: 190,
  skippedCount: 10,
});
const completed = makeCampaign({
  id: 'c-4',
  name: 'Launch',
  subject: 'We are live',
  status: 'completed',
  sentAt: '2026-10-02T09:00:00.000Z',
  recipients: 10,
  opens: 5,
  clicks: 1,
});
const sending = makeCampaign({
  id: 'c-5',
  name: 'Newsletter',
  subject: 'November news',
  status: 'sending',
  recipients: 100,
  sentCount: 30,
  failedCount: 0,
});

const STATS: Stats = { totalCampaigns: 5, totalRecipients: 431, avgOpenRate: 37.5, avgClickRate: 7.25 };

/** What the list asks for when it opens. */
const opening = (
  items: CampaignRowFragment[] = [sending, draft, scheduled, sent, completed],
  stats = STATS,
) => [
  campaignsMock(items),
  statsMock(stats),
  ...items.filter((c) => c.status === 'sending').map((c) => quietProgress(c.id)),
];

/** What a change reloads: the list and the stat cards. */
const reloaded = (items: CampaignRowFragment[], stats = STATS) => [campaignsMock(items), statsMock(stats)];

/** The email service status banner above the list: not configured, quiet. */
const banner = [statusMock(status(false, false, SIMULATED)), quietEmailStatus];

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>, bannerMocks = banner) {
  const user = userEvent.setup();
  const view = renderWithApp(<CampaignsPage />, { path: '/campaigns', mocks: [...bannerMocks, ...mocks] });
  return { user, ...view };
}

async function findRow(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

function rowNames(): string[] {
  return Array.from(document.querySelectorAll('.ff-campaign__name')).map((el) => el.textContent ?? '');
}

async function findConfirmation(question: string): Promise<HTMLElement> {
  const title = await screen.findByText(question, { selector: '.ant-modal-confirm-title' });
  const dialog = title.closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error('The question is not in a dialog');
  return dialog;
}

const statValue = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByText(/./, { selector: '.ff-stat__value' })
    .textContent;

beforeEach(() => resetToasts());

describe('CampaignsPage list', () => {
  it('shows the four stat cards', async () => {
    renderPage(opening());
    await findRow('Spring Sale');
    await waitFor(() => expect(statValue('Total Campaigns')).toBe('5'));
    expect(statValue('Total Recipients')).toBe('431');
    expect(statValue('Avg Open Rate')).toBe('37.5%');
    expect(statValue('Avg Click Rate')).toBe('7.3%');
  });

  it('links to the A/B tests', async () => {
    renderPage(opening());
    await findRow('Spring Sale');
    expect(screen.getByText('A/B tests').closest('a')).toHaveAttribute('href', '/experiments');
  });

  it('shows each campaign with its subject, recipients, date, rates, badge and actions', async () => {
    renderPage(opening());
    expect(await screen.findByText('Spring Sale')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Newsletter', 'Spring Sale', 'Webinar Invite', 'Black Friday', 'Launch']);

    const draftRow = await findRow('Spring Sale');
    expect(within(draftRow).getByText('Spring is here')).toBeInTheDocument();
    expect(within(draftRow).getByText('120 recipients')).toBeInTheDocument();
    expect(within(draftRow).getByText('Draft')).toHaveClass('ff-badge');
    expect(within(draftRow).queryByText(/^Sent |^Scheduled /)).not.toBeInTheDocument();
    expect(within(draftRow).queryByText(/opens$/)).not.toBeInTheDocument();
    expect(within(draftRow).getByText('Send Now')).toBeInTheDocument();
    expect(within(draftRow).queryByText('Pause')).not.toBeInTheDocument();
    expect(within(draftRow).getByRole('button', { name: 'Edit Spring Sale' })).toBeEnabled();
    expect(within(draftRow).getByRole('button', { name: 'Delete Spring Sale' })).toBeEnabled();

    const scheduledRow = await findRow('Webinar Invite');
    expect(within(scheduledRow).getByText('1 recipient')).toBeInTheDocument();
    expect(within(scheduledRow).getByText(/^Scheduled Dec 01, 2026, /)).toBeInTheDocument();
    expect(within(scheduledRow).getByText('Scheduled', { selector: '.ff-badge' })).toBeInTheDocument();
    expect(within(scheduledRow).getByText('Pause')).toBeInTheDocument();
    expect(within(scheduledRow).queryByText('Send Now')).not.toBeInTheDocument();

    const sentRow = await findRow('Black Friday');
    expect(within(sentRow).getByText('Sent Nov 18, 2026')).toBeInTheDocument();
    expect(within(sentRow).getByText('25.0% opens')).toBeInTheDocument();
    expect(within(sentRow).getByText('4.5% clicks')).toBeInTheDocument();
    // Unsubscribed or suppressed recipients: skipped, not failed.
    expect(within(sentRow).getByText('10 skipped')).toBeInTheDocument();
    expect(within(sentRow).queryByText('Send Now')).not.toBeInTheDocument();
    expect(within(sentRow).queryByText('Pause')).not.toBeInTheDocument();
    expect(within(sentRow).getByRole('button', { name: 'Edit Black Friday' })).toBeDisabled();

    // Rates show only for status sent (001 §2.3).
    const completedRow = await findRow('Launch');
    expect(within(completedRow).getByText('Sent Oct 02, 2026')).toBeInTheDocument();
    expect(within(completedRow).getByText('Completed')).toBeInTheDocument();
    expect(within(completedRow).queryByText(/opens$/)).not.toBeInTheDocument();
    expect(within(completedRow).queryByText(/skipped/)).not.toBeInTheDocument();

    const sendingRow = await findRow('Newsletter');
    expect(within(sendingRow).getByText('Sending', { selector: '.ff-badge' })).toBeInTheDocument();
    expect(within(sendingRow).getByText('Pause')).toBeInTheDocument();
    expect(within(sendingRow).getByRole('progressbar', { name: 'Sending Newsletter' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(within(sendingRow).getByText('Sending: 30 of 100')).toBeInTheDocument();
  });

  it('keeps the progress of a send live from campaignProgress', async () => {
    renderPage([
      campaignsMock([sending]),
      statsMock(),
      progressEvent(sending.id, { status: 'sending', sent: 40, failed: 2, total: 100 }),
    ]);
    const row = await findRow('Newsletter');
    await waitFor(() => expect(within(row).getByText('Sending: 42 of 100 (2 failed)')).toBeInTheDocument());
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  });

  it('says when a send paused by the sending quota goes on, live from campaignProgress', async () => {
    renderPage([
      campaignsMock([sending]),
      statsMock(),
      progressEvent(sending.id, {
        status: 'sending',
        sent: 50,
        failed: 0,
        total: 100,
        quotaResumeAt: '2026-12-02T11:00:00.000Z',
      }),
    ]);
    const row = await findRow('Newsletter');
    await waitFor(() =>
      expect(
        within(row).getByText(/^Paused by your sending quota: 50 of 100 sent; the rest goes /),
      ).toBeInTheDocument(),
    );
  });

  it('counts the skipped recipients the list gives as done', async () => {
    renderPage([campaignsMock([{ ...sending, skippedCount: 5 }]), statsMock(), quietProgress(sending.id)]);
    const row = await findRow('Newsletter');
    expect(within(row).getByText('Sending: 35 of 100 (5 skipped)')).toBeInTheDocument();
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
  });

  it('counts skipped recipients as done, and says how many beside the failures', async () => {
    renderPage([
      campaignsMock([{ ...sending, skippedCount: 5 }]),
      statsMock(),
      progressEvent(sending.id, { status: 'sending', sent: 40, failed: 2, skipped: 8, total: 100 }),
    ]);
    const row = await findRow('Newsletter');
    await waitFor(() =>
      expect(within(row).getByText('Sending: 50 of 100 (2 failed, 8 skipped)')).toBeInTheDocument(),
    );
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });

  it('fills the bar when the rest of a send was skipped', async () => {
    renderPage([
      campaignsMock([sending]),
      statsMock(),
      progressEvent(sending.id, { status: 'sending', sent: 30, failed: 0, skipped: 70, total: 100 }),
    ]);
    const row = await findRow('Newsletter');
    await waitFor(() =>
      expect(within(row).getByText('Sending: 100 of 100 (70 skipped)')).toBeInTheDocument(),
    );
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('says a send waits for its A/B test’s winner, and until when', async () => {
    const decideAt = dayjs().add(3, 'hour').toISOString();
    const testing = {
      ...sending,
      abTest: { __typename: 'CampaignAbTestView' as const, metric: 'opens' as const, decideAt, winner: null },
    };
    renderPage([
      campaignsMock([testing]),
      statsMock(),
      progressEvent(sending.id, { status: 'sending', sent: 20, failed: 0, total: 100 }),
    ]);
    const row = await findRow('Newsletter');
    const when = formatDateTime(decideAt);
    await waitFor(() =>
      expect(
        within(row).getByText(`Testing: 20 of 100 sent; the rest get the winner ${when}`),
      ).toBeInTheDocument(),
    );
    expect(
      within(row).getByRole('button', { name: `A/B test: winner by open rate at ${when}` }),
    ).toBeInTheDocument();
  });

  it('reloads the list and the stat cards when a send finishes', async () => {
    const done = { ...sending, status: 'sent' as const, sentAt: '2026-11-21T12:00:00.000Z', sentCount: 100 };
    renderPage([
      campaignsMock([sending]),
      statsMock(),
      progressEvent(sending.id, { status: 'sent', sent: 100, failed: 0, total: 100 }),
      ...reloaded([done], { ...STATS, totalCampaigns: 1 }),
    ]);
    const row = await findRow('Newsletter');
    await waitFor(() => expect(within(row).getByText('Sent Nov 21, 2026')).toBeInTheDocument());
    expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(row).getByText('Sent', { selector: '.ff-badge' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Campaigns')).toBe('1'));
  });

  it('filters by status on the server: all, draft, scheduled, sent, completed', async () => {
    const { user } = renderPage([
      ...opening(),
      campaignsMock([draft], { status: 'draft' }),
      campaignsMock([sent], { status: 'sent' }),
    ]);
    await findRow('Spring Sale');
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    const titles = await waitFor(() => {
      const found = Array.from(
        document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      ).map((item) => item.getAttribute('title'));
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(titles).toEqual(['All Campaigns', 'Draft', 'Scheduled', 'Sent', 'Completed']);
    const draftOption = document.querySelector<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Draft"]',
    );
    if (!draftOption) throw new Error('No Draft option');
    await user.click(draftOption);
    await waitFor(() => expect(rowNames()).toEqual(['Spring Sale']));
    await chooseOption(user, 'Filter by status', 'Sent');
    await waitFor(() => expect(rowNames()).toEqual(['Black Friday']));
  });

  it("says 'No campaigns yet' with 'Create Campaign' when there are none, without Delete All", async () => {
    const { user } = renderPage([...opening([], { ...STATS, totalCampaigns: 0 }), ...leadOptionsMocks([])]);
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    expect(screen.queryByText('Delete All')).not.toBeInTheDocument();
    await user.click(buttonByText('Create Campaign'));
    expect(await screen.findByText('Create New Campaign')).toBeInTheDocument();
  });

  it("says 'No {status} campaigns' when a filter matches nothing", async () => {
    const { user } = renderPage([...opening(), campaignsMock([], { status: 'scheduled' })]);
    await findRow('Spring Sale');
    await chooseOption(user, 'Filter by status', 'Scheduled');
    expect(await screen.findByText('No scheduled campaigns')).toBeInTheDocument();
    expect(screen.getByText('Create Campaign')).toBeInTheDocument();
    expect(screen.getByText('Delete All')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot load', async () => {
    const { user } = renderPage([
      { request: campaignsMock([]).request, error: new Error('Network request failed') },
      statsMock(),
      campaignsMock([draft]),
    ]);
    expect(
      await screen.findByText('Could not load your campaigns. Check your connection and try again.'),
    ).toBeInTheDocument();
    await user.click(buttonByText('Retry'));
    expect(await findRow('Spring Sale')).toBeInTheDocument();
  });

  it('renders nothing when the list load is unauthorised', async () => {
    const { container } = renderPage(
      [
        { request: campaignsMock([]).request, result: graphqlError('Unauthorized', 'UNAUTHENTICATED') },
        statsMock(),
      ],
      [
        {
          request: statusMock(status(false, false, '')).request,
          result: emailError('Unauthorized', 'UNAUTHENTICATED'),
        },
        quietEmailStatus,
      ],
    );
    await waitFor(() => expect(container.querySelector('.ff-campaigns')).toBeNull());
    await waitFor(() => expect(container.querySelector('.ff-email-status')).toBeNull());
    expect(screen.queryByText('New Campaign')).not.toBeInTheDocument();
  });

  it('shows the email service status banner first, above the list and the form', async () => {
    const { user } = renderPage([...opening([draft]), ...leadOptionsMocks([])]);
    const bannerRegion = await screen.findByRole('region', { name: 'Email Service Status' });
    expect(await within(bannerRegion).findByText('Not Configured')).toBeInTheDocument();
    const row = await findRow('Spring Sale');
    expect(bannerRegion.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(buttonByText('New Campaign'));
    const title = await screen.findByText('Create New Campaign');
    expect(screen.getByRole('region', { name: 'Email Service Status' })).toBe(bannerRegion);
    expect(bannerRegion.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("opens the form in place with 'New Campaign' and comes back with 'Back to Campaigns'", async () => {
    const { user } = renderPage([
      ...opening(),
      ...leadOptionsMocks([]),
      // Back on the list, the cached rows show first: the campaign being sent follows its progress again.
      quietProgress(sending.id),
      ...reloaded([draft]),
    ]);
    await findRow('Spring Sale');
    await user.click(buttonByText('New Campaign'));
    expect(await screen.findByText('Create New Campaign')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filter by status' })).not.toBeInTheDocument();
    await user.click(buttonByText('Back to Campaigns'));
    expect(await findRow('Spring Sale')).toBeInTheDocument();
  });
});

describe('CampaignsPage actions', () => {
  it("'Send Now' on a draft sends it and says 'Campaign sent successfully'", async () => {
    const { user } = renderPage([
      ...opening([draft]),
      {
        request: { query: SendCampaignDocument, variables: { id: draft.id } },
        result: {
          data: { __typename: 'Mutation', sendCampaign: { ...draft, status: 'sending' as const } },
        },
      },
      ...reloaded([{ ...draft, status: 'sending' }]),
      quietProgress(draft.id),
    ]);
    const row = await findRow('Spring Sale');
    await user.click(within(row).getByText('Send Now'));
    await expectToast('Success', 'Campaign sent successfully');
    await waitFor(() =>
      expect(within(row).getByText('Sending', { selector: '.ff-badge' })).toBeInTheDocument(),
    );
  });

  it("says 'Failed to send campaign' when the send fails", async () => {
    const { user } = renderPage([
      ...opening([draft]),
      {
        request: { query: SendCampaignDocument, variables: { id: draft.id } },
        result: graphqlError('No recipients', 'BAD_USER_INPUT'),
      },
      ...reloaded([draft]),
    ]);
    const row = await findRow('Spring Sale');
    await user.click(within(row).getByText('Send Now'));
    await expectToast('Error', 'Failed to send campaign');
  });

  it("'Pause' on a scheduled campaign sets it back to draft", async () => {
    const { user } = renderPage([
      ...opening([scheduled]),
      {
        request: {
          query: UpdateCampaignDocument,
          variables: { id: scheduled.id, input: { status: 'draft' } },
        },
        result: {
          data: {
            __typename: 'Mutation',
            updateCampaign: {
              ...scheduled,
              status: 'draft' as const,
              content: 'x',
              type: 'email',
              audienceMode: 'selected' as const,
              audienceFilter: null,
            },
          },
        },
      },
      ...reloaded([{ ...scheduled, status: 'draft' }]),
    ]);
    const row = await findRow('Webinar Invite');
    await user.click(within(row).getByText('Pause'));
    await expectToast('Success', 'Campaign updated successfully');
    await waitFor(() => expect(within(row).getByText('Send Now')).toBeInTheDocument());
    expect(within(row).queryByText(/^Scheduled /)).not.toBeInTheDocument();
  });

  it("'Pause' on a campaign being sent pauses the send", async () => {
    const { user } = renderPage([
      ...opening([sending]),
      {
        request: { query: PauseCampaignDocument, variables: { id: sending.id } },
        result: { data: { __typename: 'Mutation', pauseCampaign: { ...sending, status: 'draft' as const } } },
      },
      ...reloaded([{ ...sending, status: 'draft' }]),
    ]);
    const row = await findRow('Newsletter');
    await user.click(within(row).getByText('Pause'));
    await expectToast('Success', 'Campaign updated successfully');
    await waitFor(() => expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument());
    // Paused part-way: back to draft, saying how far it came; Send Now resumes it.
    expect(within(row).getByText('Paused after 30 of 100')).toBeInTheDocument();
    expect(within(row).getByText('Send Now')).toBeInTheDocument();
  });

  it("says 'Failed to update campaign' when a pause fails", async () => {
    const { user } = renderPage([
      ...opening([scheduled]),
      {
        request: {
          query: UpdateCampaignDocument,
          variables: { id: scheduled.id, input: { status: 'draft' } },
        },
        result: graphqlError('A sent campaign cannot be edited', 'CONFLICT'),
      },
      ...reloaded([scheduled]),
    ]);
    const row = await findRow('Webinar Invite');
    await user.click(within(row).getByText('Pause'));
    await expectToast('Error', 'Failed to update campaign');
  });

  it('deletes one campaign without asking, as the spec says', async () => {
    const { user } = renderPage([
      ...opening([draft, scheduled]),
      {
        request: { query: DeleteCampaignDocument, variables: { id: draft.id } },
        result: { data: { __typename: 'Mutation', deleteCampaign: draft.id } },
      },
      ...reloaded([scheduled]),
    ]);
    const row = await findRow('Spring Sale');
    await user.click(within(row).getByRole('button', { name: 'Delete Spring Sale' }));
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    await expectToast('Success', 'Campaign deleted successfully');
    await waitFor(() => expect(rowNames()).toEqual(['Webinar Invite']));
  });

  it("says 'Failed to delete campaign' when a delete fails", async () => {
    const { user } = renderPage([
      ...opening([draft]),
      {
        request: { query: DeleteCampaignDocument, variables: { id: draft.id } },
        error: new Error('Network request failed'),
      },
      ...reloaded([draft]),
    ]);
    const row = await findRow('Spring Sale');
    await user.click(within(row).getByRole('button', { name: 'Delete Spring Sale' }));
    await expectToast('Error', 'Failed to delete campaign');
    expect(rowNames()).toEqual(['Spring Sale']);
  });

  it("asks before 'Delete All', does nothing on Cancel, and deletes on confirm", async () => {
    const { user } = renderPage([
      ...opening([draft, scheduled]),
      {
        request: { query: DeleteAllCampaignsDocument },
        result: { data: { __typename: 'Mutation', deleteAllCampaigns: 2 } },
      },
      ...reloaded([], { ...STATS, totalCampaigns: 0 }),
    ]);
    await findRow('Spring Sale');
    await user.click(buttonByText('Delete All'));
    const question = 'Are you sure you want to delete ALL campaigns? This action cannot be undone.';
    let dialog = await findConfirmation(question);
    await user.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());
    expect(rowNames()).toEqual(['Spring Sale', 'Webinar Invite']);

    await user.click(buttonByText('Delete All'));
    dialog = await findConfirmation(question);
    await user.click(within(dialog).getByText('Delete All'));
    await expectToast('Success', 'All campaigns deleted successfully');
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
  });

  it("says 'Failed to delete all campaigns' when Delete All fails", async () => {
    const { user } = renderPage([
      ...opening([draft]),
      { request: { query: DeleteAllCampaignsDocument }, error: new Error('Network request failed') },
      ...reloaded([draft]),
    ]);
    await findRow('Spring Sale');
    await user.click(buttonByText('Delete All'));
    const dialog = await findConfirmation(
      'Are you sure you want to delete ALL campaigns? This action cannot be undone.',
    );
    await user.click(within(dialog).getByText('Delete All'));
    await expectToast('Error', 'Failed to delete all campaigns');
  });
});

describe('CampaignsPage paging', () => {
  /** Campaigns 1 to n, newest first as the api lists them. */
  const many = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) =>
      makeCampaign({ id: `c-${from + i}`, name: `Campaign ${from + i}`, subject: `Subject ${from + i}` }),
    );
  const firstPage = many(1, 20);
  const secondPage = many(21, 25);
  const pagedStats: Stats = { ...STATS, totalCampaigns: 25 };

  it("shows a page at a time with 'Showing X of Y campaigns'; 'Load More' appends the next page", async () => {
    const { user } = renderPage([
      campaignsMock(firstPage, { total: 25, hasMore: true, endCursor: 'cursor-20' }),
      statsMock(pagedStats),
      campaignsMock(secondPage, { after: 'cursor-20', total: 25 }),
    ]);
    expect(await screen.findByText('Showing 20 of 25 campaigns')).toBeInTheDocument();
    expect(rowNames()).toEqual(firstPage.map((c) => c.name));
    await user.click(buttonByText('Load More'));
    expect(await screen.findByText('Showing 25 of 25 campaigns')).toBeInTheDocument();
    expect(rowNames()).toEqual([...firstPage, ...secondPage].map((c) => c.name));
    expect(screen.queryByText('Load More')).not.toBeInTheDocument();
  });

  it('reloads as many campaigns as are shown after a change, not only the first page', async () => {
    const { user } = renderPage([
      campaignsMock(firstPage, { total: 25, hasMore: true, endCursor: 'cursor-20' }),
      statsMock(pagedStats),
      campaignsMock(secondPage, { after: 'cursor-20', total: 25 }),
      {
        request: { query: DeleteCampaignDocument, variables: { id: 'c-3' } },
        result: { data: { __typename: 'Mutation', deleteCampaign: 'c-3' } },
      },
      campaignsMock(
        [...firstPage, ...secondPage].filter((c) => c.id !== 'c-3'),
        { limit: 25, total: 24 },
      ),
      statsMock({ ...pagedStats, totalCampaigns: 24 }),
    ]);
    await screen.findByText('Showing 20 of 25 campaigns');
    await user.click(buttonByText('Load More'));
    await screen.findByText('Showing 25 of 25 campaigns');
    await user.click(within(await findRow('Campaign 3')).getByRole('button', { name: 'Delete Campaign 3' }));
    await expectToast('Success', 'Campaign deleted successfully');
    expect(await screen.findByText('Showing 24 of 24 campaigns')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(24);
    expect(rowNames()).not.toContain('Campaign 3');
    expect(rowNames()).toContain('Campaign 25');
  });

  it("says 'Failed to load more campaigns' when the next page cannot load, keeping the list", async () => {
    const { user } = renderPage([
      campaignsMock(firstPage, { total: 25, hasMore: true, endCursor: 'cursor-20' }),
      statsMock(pagedStats),
      {
        request: campaignsMock([], { after: 'cursor-20' }).request,
        error: new Error('Network request failed'),
      },
    ]);
    await screen.findByText('Showing 20 of 25 campaigns');
    await user.click(buttonByText('Load More'));
    await expectToast('Error', 'Failed to load more campaigns');
    expect(rowNames()).toHaveLength(20);
    expect(screen.getByText('Load More')).toBeInTheDocument();
  });
});
