import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactModule from 'react';
import {
  affiliateMock,
  affiliatePush,
  clickStatsMock,
  commission,
  commissionsMock,
  makeAffiliate,
  makeClickStats,
  noAccountError,
  payout,
  payoutsMock,
  referral,
  referralsMock,
} from '../../modules/affiliates/affiliate-test-fixtures';
import { chooseOption } from '../../test/antd';
import { buttonByText } from '../../test/dom';
import { currentLocation, LocationProbe } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { AffiliateStatsPage } from './AffiliateStatsPage';

// recharts draws nothing in jsdom (no layout); a stand-in lists the days it is given.
jest.mock('../../modules/affiliates/AffiliateClicksChart', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    AffiliateClicksChart: ({
      days,
    }: {
      days: Array<{ date: string; clicks: number; uniqueClicks: number; signups: number }>;
    }) =>
      createElement(
        'ol',
        { 'aria-label': 'Chart days' },
        days.map((d) =>
          createElement(
            'li',
            { key: d.date },
            `${d.date}: ${d.clicks} clicks, ${d.uniqueClicks} unique, ${d.signups} sign-ups`,
          ),
        ),
      ),
  };
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithApp(
    <>
      <AffiliateStatsPage />
      <LocationProbe />
    </>,
    { path: '/affiliate-stats', mocks: [...mocks, affiliatePush()] },
  );
  return { user };
}

const loaded = (): MockLink.MockedResponse[] => [
  affiliateMock(makeAffiliate({}, { totalEarnings: '1234.50', paidOut: '55.00', pendingPayouts: '20.00' })),
  clickStatsMock(30),
  referralsMock([referral(), referral({ id: 'r-2', name: 'Lee Park', status: 'pending' })]),
  commissionsMock([
    commission(),
    commission({ id: 'c-2', type: 'adjustment', amount: '-2.99', description: null, status: 'approved' }),
  ]),
  payoutsMock([
    payout({ id: 'p-2', method: 'Bank Transfer', status: 'pending', amount: '20.00', completedAt: null }),
    payout(),
    payout({
      id: 'p-3',
      method: 'Stripe',
      status: 'failed',
      amount: '55.00',
      completedAt: null,
      failureReason: 'You have insufficient available funds in your Stripe account.',
    }),
  ]),
];

const card = (label: string) => screen.getByRole('group', { name: label });
const list = (name: string) => screen.findByRole('list', { name });

describe('Affiliate statistics (/affiliate-stats, 002 §2)', () => {
  it('shows Total Earnings, Total Referrals, Conversion Rate and Total Clicks', async () => {
    renderPage(loaded());
    await waitFor(() => expect(card('Total Earnings')).toHaveTextContent('$1,234.50'));
    expect(card('Total Referrals')).toHaveTextContent('2');
    expect(card('Conversion Rate')).toHaveTextContent('5.0%');
    expect(card('Conversion Rate')).toHaveTextContent('Clicks to sign-up');
    expect(card('Total Clicks')).toHaveTextContent('40');
    expect(card('Total Clicks')).toHaveTextContent('32 unique');
  });

  it('lists recent referrals, commission history and payout history with the pending balance', async () => {
    renderPage(loaded());
    expect(await screen.findByRole('heading', { name: 'Recent Referrals' })).toBeInTheDocument();
    const referrals = within(await list('Referrals')).getAllByRole('listitem');
    expect(referrals).toHaveLength(2);
    expect(within(referrals[0]!).getByText('Converted')).toHaveClass('ff-badge--default');
    expect(within(referrals[1]!).getByText('Pending')).toHaveClass('ff-badge--secondary');

    expect(screen.getByRole('heading', { name: 'Commission History' })).toBeInTheDocument();
    const commissions = within(await list('Commissions')).getAllByRole('listitem');
    expect(commissions[0]).toHaveTextContent('Pro plan payment by Sam Carter');
    expect(within(commissions[0]!).getByText('Paid')).toHaveClass('ff-badge--default');
    expect(commissions[1]).toHaveTextContent('Adjustment');
    expect(commissions[1]).toHaveTextContent('−$2.99');
    expect(within(commissions[1]!).getByText('Approved')).toHaveClass('ff-badge--secondary');

    expect(screen.getByRole('heading', { name: 'Payout History' })).toBeInTheDocument();
    const payouts = within(await list('Payouts')).getAllByRole('listitem');
    expect(payouts[0]).toHaveTextContent('Bank Transfer');
    expect(payouts[0]).toHaveTextContent('$20.00');
    expect(within(payouts[0]!).getByText('Pending')).toHaveClass('ff-badge--secondary');
    expect(payouts[1]).toHaveTextContent('ForgeCoin');
    expect(within(payouts[1]!).getByText('Paid')).toHaveClass('ff-badge--default');
    expect(payouts[2]).toHaveTextContent(
      'Not paid: You have insufficient available funds in your Stripe account.',
    );
    expect(within(payouts[2]!).getByText('Failed')).toHaveClass('ff-badge--secondary');

    const pending = screen.getByRole('group', { name: 'Pending balance' });
    expect(pending).toHaveTextContent('Pending commissions (awaiting approval)$12.00');
    expect(pending).toHaveTextContent('Pending payouts (bank transfers not yet paid)$20.00');
    expect(pending).toHaveTextContent('Minimum payout$50.00');
  });

  it("adds the next page of payouts with 'Load more'", async () => {
    const { user } = renderPage([
      affiliateMock(makeAffiliate()),
      clickStatsMock(30),
      referralsMock(),
      commissionsMock(),
      payoutsMock([payout({ id: 'p-2', amount: '60.00' })], {
        total: 2,
        endCursor: 'cursor-1',
        hasMore: true,
      }),
      payoutsMock([payout({ id: 'p-1', amount: '55.00' })], { total: 2, after: 'cursor-1' }),
    ]);
    expect(within(await list('Payouts')).getAllByRole('listitem')).toHaveLength(1);
    await user.click(buttonByText('Load more'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Payouts' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(screen.getByRole('list', { name: 'Payouts' })).toHaveTextContent('$55.00');
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
  });

  it('says when the lists are empty', async () => {
    renderPage([
      affiliateMock(makeAffiliate()),
      clickStatsMock(30),
      referralsMock(),
      commissionsMock(),
      payoutsMock(),
    ]);
    expect(
      await screen.findByText('No referrals yet. Start sharing your affiliate link!'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No commissions yet. Keep referring customers!')).toBeInTheDocument();
    expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
  });

  it("says 'No Affiliate Account Found' and leads to /profile without an account", async () => {
    const { user } = renderPage([
      affiliateMock(noAccountError()),
      clickStatsMock(30),
      referralsMock(),
      commissionsMock(),
      payoutsMock(),
    ]);
    expect(await screen.findByText('No Affiliate Account Found')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Earnings' })).not.toBeInTheDocument();
    await user.click(buttonByText('Go to Profile'));
    expect(currentLocation()).toBe('/profile');
  });

  it('charts daily clicks, unique clicks and sign-ups of the last 30 days, with their sources', async () => {
    renderPage(loaded());
    const chart = await list('Chart days');
    expect(within(chart).getAllByRole('listitem')).toHaveLength(30);
    expect(chart).toHaveTextContent('2026-11-21: 4 clicks, 3 unique, 1 sign-ups');
    expect(
      screen.getByText('120 clicks · 90 unique · 30 sign-ups · 25.0% conversion in the last 30 days'),
    ).toBeInTheDocument();
    const sources = screen.getByRole('table', { name: 'Clicks by source' });
    const rows = within(sources).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Socialtwitter.com117');
    expect(rows[2]).toHaveTextContent('Direct–3');
  });

  it('asks for the last 7 days when that period is chosen', async () => {
    const { user } = renderPage([...loaded(), clickStatsMock(7, makeClickStats(7, 2, 1))]);
    await list('Chart days');
    await chooseOption(user, 'Period', 'Last 7 days');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Chart days' })).getAllByRole('listitem')).toHaveLength(
        7,
      ),
    );
    expect(
      screen.getByText('14 clicks · 7 unique · 7 sign-ups · 50.0% conversion in the last 7 days'),
    ).toBeInTheDocument();
  });

  it('reloads the figures and the lists when the account changes', async () => {
    renderPage([
      affiliatePush(makeAffiliate({}, { totalClicks: 41 }), 150),
      affiliateMock(makeAffiliate()),
      clickStatsMock(30),
      referralsMock([], { reuse: false }),
      referralsMock([referral({ name: 'New Person' })], { reuse: false }),
      commissionsMock(),
      payoutsMock(),
    ]);
    await waitFor(() => expect(card('Total Clicks')).toHaveTextContent('41'));
    expect(await screen.findByText('New Person')).toBeInTheDocument();
  });
});
