import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type * as ReactModule from 'react';
import {
  DashboardLeadsChangedDocument,
  DashboardPerformanceDocument,
  DashboardStatsDocument,
  RecentLeadsDocument,
  TopFunnelsDocument,
  type DashboardPerformanceQuery,
  type DashboardStatsQuery,
  type RecentLeadFragment,
  type TopFunnelsQuery,
} from '../../gql/graphql';
import { chooseOption } from '../../test/antd';
import { buttonByText } from '../../test/dom';
import { LocationProbe, currentLocation } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { DashboardPage } from './DashboardPage';

// recharts draws nothing in jsdom (no layout); a stand-in lists the points it is given.
jest.mock('../../modules/dashboard/PerformanceChart', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    PerformanceChart: ({ points }: { points: Array<{ date: string; views: number; leads: number }> }) =>
      createElement(
        'ol',
        { 'aria-label': 'Chart points' },
        points.map((p) =>
          createElement('li', { key: p.date }, `${p.date}: ${p.views} views, ${p.leads} leads`),
        ),
      ),
  };
});

type Stats = Omit<DashboardStatsQuery['dashboardStats'], '__typename'>;
type Funnel = Omit<TopFunnelsQuery['topFunnels'][number], '__typename'>;
type Point = Omit<DashboardPerformanceQuery['dashboardPerformance'][number], '__typename'>;

const STATS: Stats = {
  totalLeads: 1234,
  leadsChange: '+12.5% from last period',
  conversionRate: 4.45,
  conversionChange: '-0.8% from last period',
  activeFunnels: 3,
  funnelsChange: 'No new funnels',
  revenue: 12345.5,
  revenueChange: '+10.0% from last period',
};

const FUNNELS: Funnel[] = [
  { id: 'f-1', name: 'Spring Launch', conversions: 56, conversionRate: 4.5 },
  { id: 'f-2', name: 'Webinar', conversions: 1, conversionRate: 12.25 },
];

const lead = (overrides: Partial<RecentLeadFragment>): RecentLeadFragment => ({
  __typename: 'Lead',
  id: 'l-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  source: 'Spring Launch',
  score: 85,
  createdAt: '2026-11-21T12:00:00.000Z',
  status: 'new',
  ...overrides,
});

const LEADS: RecentLeadFragment[] = [
  lead({}),
  lead({
    id: 'l-2',
    firstName: 'Ben',
    lastName: null,
    email: 'ben@example.com',
    source: null,
    score: 0,
    createdAt: '2026-11-20T09:00:00.000Z',
    status: 'follow_up',
  }),
  lead({ id: 'l-3', firstName: null, lastName: null, email: 'x@example.com', source: '', status: 'lost' }),
];

const points = (days: number, views = 2, leads = 1): Point[] =>
  Array.from({ length: days }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 21) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    views,
    leads,
  }));

const statsMock = (days: number, stats: Stats = STATS, delay = 0): MockLink.MockedResponse => ({
  request: { query: DashboardStatsDocument, variables: { days } },
  result: { data: { __typename: 'Query', dashboardStats: { __typename: 'DashboardStats', ...stats } } },
  delay,
});
const topMock = (funnels: Funnel[] = FUNNELS, delay = 0): MockLink.MockedResponse => ({
  request: { query: TopFunnelsDocument },
  result: {
    data: {
      __typename: 'Query',
      topFunnels: funnels.map((f) => ({ __typename: 'TopFunnel' as const, ...f })),
    },
  },
  delay,
});
const recentMock = (leads: RecentLeadFragment[] = LEADS, delay = 0): MockLink.MockedResponse => ({
  request: { query: RecentLeadsDocument },
  result: { data: { __typename: 'Query', recentLeads: leads } },
  delay,
});
const performanceMock = (days: number, data: Point[] = points(days), delay = 0): MockLink.MockedResponse => ({
  request: { query: DashboardPerformanceDocument, variables: { days } },
  result: {
    data: {
      __typename: 'Query',
      dashboardPerformance: data.map((p) => ({ __typename: 'PerformancePoint' as const, ...p })),
    },
  },
  delay,
});
const quietLeadsChanged: MockLink.MockedResponse = {
  request: { query: DashboardLeadsChangedDocument },
  result: { data: null },
  delay: Infinity,
};
const leadsChangedEvent = (delay: number): MockLink.MockedResponse => ({
  request: { query: DashboardLeadsChangedDocument },
  result: {
    data: { __typename: 'Subscription', leadsChanged: { __typename: 'LeadsChanged', leadIds: ['l-9'] } },
  },
  delay,
});

/** The first load of the default period with everything answered. */
const loaded = (overrides: { stats?: Stats; funnels?: Funnel[]; leads?: RecentLeadFragment[] } = {}) => [
  statsMock(7, overrides.stats),
  topMock(overrides.funnels),
  recentMock(overrides.leads),
  performanceMock(7),
];

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  const view = renderWithApp(
    <>
      <DashboardPage />
      <LocationProbe />
    </>,
    { path: '/', mocks },
  );
  return { user, ...view };
}

function card(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}
const valueOf = (label: string) => card(label).querySelector('.ff-stat__value')?.textContent;
const changeOf = (label: string) => card(label).querySelector<HTMLElement>('.ff-stat-card__change');

async function waitForFigures(): Promise<void> {
  await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(4));
}

describe('DashboardPage loading', () => {
  it('shows 4 stat cards, 3 funnels and 5 leads as skeletons while loading', () => {
    renderPage([
      statsMock(7, STATS, Infinity),
      topMock(FUNNELS, Infinity),
      recentMock(LEADS, Infinity),
      performanceMock(7, points(7), Infinity),
      quietLeadsChanged,
    ]);
    const stats = screen.getByLabelText('Dashboard statistics');
    expect(stats).toHaveAttribute('aria-busy', 'true');
    expect(stats.querySelectorAll('.ff-stat-card--loading')).toHaveLength(4);
    expect(screen.getByLabelText('Loading top funnels').querySelectorAll(':scope > li')).toHaveLength(3);
    expect(
      screen.getByLabelText('Loading recent leads').querySelectorAll('.ff-recent-leads__skeleton-row'),
    ).toHaveLength(5);
    expect(screen.getByLabelText('Loading the chart')).toBeInTheDocument();
    expect(screen.queryByText('No leads yet')).not.toBeInTheDocument();
    expect(screen.queryByText('No funnels created yet')).not.toBeInTheDocument();
  });
});

describe('DashboardPage figures', () => {
  it('shows the four figures formatted, with change texts coloured by 000 §9', async () => {
    renderPage([...loaded(), quietLeadsChanged]);
    await waitForFigures();
    expect(valueOf('Total Leads')).toBe('1,234');
    expect(valueOf('Conversion Rate')).toBe('4.5%');
    expect(valueOf('Active Funnels')).toBe('3');
    expect(valueOf('Revenue')).toBe('$12,345.50');

    expect(changeOf('Total Leads')).toHaveTextContent('+12.5% from last period');
    expect(changeOf('Total Leads')).toHaveClass('ff-stat-card__change--positive');
    expect(changeOf('Conversion Rate')).toHaveTextContent('-0.8% from last period');
    expect(changeOf('Conversion Rate')).toHaveClass('ff-stat-card__change--negative');
    expect(changeOf('Active Funnels')).toHaveTextContent('No new funnels');
    expect(changeOf('Active Funnels')).toHaveClass('ff-stat-card__change--neutral');
    // '+10.0%' holds the characters '0.0%' but is a rise: green.
    expect(changeOf('Revenue')).toHaveClass('ff-stat-card__change--positive');
    expect(screen.getByLabelText('Dashboard statistics')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the defaults in gray', async () => {
    renderPage([
      ...loaded({
        stats: {
          totalLeads: 0,
          leadsChange: 'No change',
          conversionRate: 0,
          conversionChange: 'No change',
          activeFunnels: 0,
          funnelsChange: 'No new funnels',
          revenue: 0,
          revenueChange: 'No revenue change',
        },
      }),
      quietLeadsChanged,
    ]);
    await waitForFigures();
    expect(valueOf('Revenue')).toBe('$0');
    expect(valueOf('Conversion Rate')).toBe('0.0%');
    for (const label of ['Total Leads', 'Conversion Rate', 'Active Funnels', 'Revenue']) {
      expect(changeOf(label)).toHaveClass('ff-stat-card__change--neutral');
    }
    expect(changeOf('Revenue')).toHaveTextContent('No revenue change');
  });

  it('explains each figure in a tooltip', async () => {
    const { user } = renderPage([...loaded(), quietLeadsChanged]);
    await waitForFigures();
    await user.hover(screen.getByRole('button', { name: 'About Revenue' }));
    expect(
      await screen.findByText(/Affiliate commissions earned in the last 7 days, pending or paid/),
    ).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'About Conversion Rate' }));
    expect(
      await screen.findByText(/divided by the unique visitors of your funnels in that time/),
    ).toBeInTheDocument();
  });

  it('lists the top funnels with conversions and rate', async () => {
    renderPage([...loaded(), quietLeadsChanged]);
    const list = await screen.findByRole('list', { name: 'Top funnels' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Spring Launch');
    expect(items[0]).toHaveTextContent('56 conversions');
    expect(items[0]).toHaveTextContent('4.5%');
    expect(items[1]).toHaveTextContent('1 conversion');
    expect(items[1]).toHaveTextContent('12.3%');
    expect(within(items[0]!).getByRole('link', { name: 'Spring Launch' })).toHaveAttribute(
      'href',
      '/builder/f-1',
    );
  });

  it('shows the recent leads: name, email, source or Direct, score, MMM dd, yyyy and a status tag', async () => {
    renderPage([...loaded(), quietLeadsChanged]);
    const ada = (await screen.findByText('ada@example.com')).closest('tr');
    const ben = screen.getByText('ben@example.com').closest('tr');
    const nameless = screen.getByText('x@example.com').closest('tr');
    if (!ada || !ben || !nameless) throw new Error('lead rows missing');
    expect(Array.from(ada.querySelectorAll('td')).map((td) => td.textContent)).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      'Spring Launch',
      '85',
      'Nov 21, 2026',
      'New',
    ]);
    expect(Array.from(ben.querySelectorAll('td')).map((td) => td.textContent)).toEqual([
      'Ben',
      'ben@example.com',
      'Direct',
      '0',
      'Nov 20, 2026',
      'Follow-up',
    ]);
    expect(within(nameless).getByText('Direct')).toBeInTheDocument();
    expect(within(nameless).getByText('Lost')).toHaveAttribute('data-status', 'lost');
    expect(within(ada).getByText('New')).toHaveAttribute('data-status', 'new');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Lead',
      'Email',
      'Source',
      'Score',
      'Created',
      'Status',
    ]);
  });

  it('draws the chart of the period and sums it up', async () => {
    renderPage([...loaded(), quietLeadsChanged]);
    const chart = await screen.findByRole('list', { name: 'Chart points' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(7);
    expect(chart).toHaveTextContent('2026-11-21: 2 views, 1 leads');
    expect(screen.getByText('14 views · 7 new leads in the last 7 days')).toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    renderPage([...loaded({ funnels: [], leads: [] }), quietLeadsChanged]);
    expect(await screen.findByText('No funnels created yet')).toBeInTheDocument();
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
    expect(
      screen.getByText('Your leads will appear here once you start capturing them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('DashboardPage actions', () => {
  it('fetches the stats and the chart again for another period', async () => {
    const month: Stats = { ...STATS, totalLeads: 1300, leadsChange: '+40 new this period' };
    const { user } = renderPage([
      ...loaded(),
      quietLeadsChanged,
      statsMock(30, month),
      performanceMock(30, points(30, 3, 2)),
    ]);
    await waitForFigures();
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeInTheDocument();
    expect(document.querySelector('.ff-dashboard__period')).toHaveTextContent('Last 7 days');

    await chooseOption(user, 'Period', 'Last 30 days');
    await waitFor(() => expect(valueOf('Total Leads')).toBe('1,300'));
    expect(changeOf('Total Leads')).toHaveTextContent('+40 new this period');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Chart points' })).getAllByRole('listitem'),
      ).toHaveLength(30),
    );
    expect(screen.getByText('90 views · 60 new leads in the last 30 days')).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'About Total Leads' }));
    expect(
      await screen.findByText(/leads added in the last 30 days with the 30 days before/),
    ).toBeInTheDocument();
  });

  it("'View all' goes to /leads", async () => {
    const { user } = renderPage([...loaded(), quietLeadsChanged]);
    await screen.findByText('ada@example.com');
    await user.click(buttonByText('View all'));
    await waitFor(() => expect(currentLocation()).toBe('/leads'));
  });

  it('refetches everything when a lead changes (leadsChanged)', async () => {
    const newLead = lead({ id: 'l-9', firstName: 'Zoe', lastName: 'Live', email: 'zoe@example.com' });
    renderPage([
      ...loaded(),
      leadsChangedEvent(300),
      statsMock(7, { ...STATS, totalLeads: 1235, leadsChange: '+13.0% from last period' }),
      topMock([{ ...FUNNELS[0]!, conversions: 57 }, FUNNELS[1]!]),
      recentMock([newLead, ...LEADS]),
      performanceMock(7, points(7, 2, 2)),
    ]);
    await waitForFigures();
    expect(valueOf('Total Leads')).toBe('1,234');
    expect(await screen.findByText('zoe@example.com')).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Total Leads')).toBe('1,235'));
    expect(changeOf('Total Leads')).toHaveTextContent('+13.0% from last period');
    await waitFor(() => expect(screen.getByText('57 conversions')).toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByText('14 views · 14 new leads in the last 7 days')).toBeInTheDocument(),
    );
  });

  it('offers Retry when the stats cannot be loaded', async () => {
    const { user } = renderPage([
      {
        request: { query: DashboardStatsDocument, variables: { days: 7 } },
        result: { errors: [new GraphQLError('Boom')] },
      },
      topMock(),
      recentMock(),
      performanceMock(7),
      quietLeadsChanged,
      statsMock(7),
    ]);
    expect(await screen.findByText(/Could not load your stats/)).toBeInTheDocument();
    await user.click(buttonByText('Retry'));
    await waitFor(() => expect(valueOf('Total Leads')).toBe('1,234'));
    expect(screen.queryByText(/Could not load your stats/)).not.toBeInTheDocument();
  });
});
