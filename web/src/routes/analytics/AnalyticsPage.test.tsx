import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type * as ReactModule from 'react';
import {
  AnalyticsReportDocument,
  LiveVisitorsChangedDocument,
  LiveVisitorsDocument,
  type AnalyticsReportQuery,
  type FunnelCardFragment,
} from '../../gql/graphql';
import { downloadCsv } from '../../modules/analytics/download-csv';
import { VISITS_REFETCH_DELAY_MS } from '../../modules/analytics/use-analytics';
import { chooseOption } from '../../test/antd';
import { funnelsMock, makeFunnel } from '../../test/funnel-fixtures';
import { LocationProbe, currentLocation } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { AnalyticsPage } from './AnalyticsPage';

// recharts draws nothing in jsdom (no layout); stand-ins list what each chart is given.
jest.mock('../../modules/analytics/DailyTrafficChart', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    DailyTrafficChart: ({ days }: { days: Array<{ date: string; views: number }> }) =>
      createElement(
        'ol',
        { 'aria-label': 'Daily chart' },
        days.map((d) => createElement('li', { key: d.date }, `${d.date}: ${d.views}`)),
      ),
  };
});
jest.mock('../../modules/analytics/BreakdownChart', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    BreakdownChart: ({ rows }: { rows: Array<{ key: string; label: string; visits: number }> }) =>
      createElement(
        'ol',
        { 'aria-label': 'Bar chart' },
        rows.map((r) => createElement('li', { key: r.key }, `${r.label}: ${r.visits}`)),
      ),
  };
});
jest.mock('../../modules/analytics/download-csv', () => ({ downloadCsv: jest.fn() }));
const download = downloadCsv as jest.MockedFunction<typeof downloadCsv>;

type Report = AnalyticsReportQuery['analyticsReport'];

const breakdown = (key: string, label: string, visits: number, percent: number) => ({
  __typename: 'AnalyticsBreakdown' as const,
  key,
  label,
  visits,
  percent,
});

function makeReport(days: number, funnelId: string | null, overrides: Partial<Report> = {}): Report {
  return {
    __typename: 'AnalyticsReport',
    days,
    funnelId,
    from: '2026-10-23',
    to: '2026-11-21',
    summary: {
      __typename: 'AnalyticsSummary',
      totalViews: 1234,
      uniqueViews: 1000,
      sessions: 900,
      totalConversions: 55,
      overallConversionRate: 4.45,
      averageSessionDuration: 65,
      bounceRate: 42.25,
    },
    changes: {
      __typename: 'AnalyticsChanges',
      totalViews: '+12.5% from last period',
      uniqueViews: '+10.0% from last period',
      totalConversions: '+8 new this period',
      overallConversionRate: '-0.5% from last period',
      averageSessionDuration: 'No change',
      bounceRate: '+2.0% from last period',
    },
    daily: [
      {
        __typename: 'AnalyticsDay',
        date: '2026-11-20',
        views: 600,
        uniqueViews: 500,
        sessions: 450,
        conversions: 20,
      },
      {
        __typename: 'AnalyticsDay',
        date: '2026-11-21',
        views: 634,
        uniqueViews: 500,
        sessions: 450,
        conversions: 35,
      },
    ],
    trafficSources: [breakdown('search', 'Search', 700, 77.8), breakdown('direct', 'Direct', 200, 22.2)],
    devices: [breakdown('mobile', 'Mobile', 600, 66.7), breakdown('desktop', 'Desktop', 300, 33.3)],
    browsers: [breakdown('chrome', 'Chrome', 900, 100)],
    countries: Array.from({ length: 12 }, (_, i) => breakdown(`c${i}`, `Country ${i + 1}`, 100 - i, 8.3)),
    topPages: [
      {
        __typename: 'AnalyticsPage',
        funnelId: 'f-1',
        funnelName: 'Spring Launch',
        path: '/',
        label: 'Welcome',
        views: 1000,
        visits: 800,
      },
    ],
    exitPages: [breakdown('f-1/', 'Welcome', 500, 55.6)],
    utmCampaigns: [
      {
        __typename: 'AnalyticsCampaign',
        source: 'newsletter',
        medium: 'email',
        campaign: 'spring',
        visits: 300,
        conversions: 30,
        conversionRate: 10,
      },
    ],
    funnelSteps: [],
    ...overrides,
  };
}

const emptySummary = (report: Report): Report => ({
  ...report,
  summary: {
    ...report.summary,
    totalViews: 0,
    uniqueViews: 0,
    sessions: 0,
    totalConversions: 0,
    overallConversionRate: 0,
    averageSessionDuration: 0,
    bounceRate: 0,
  },
});

const reportMock = (report: Report, delay = 0): MockLink.MockedResponse => ({
  request: { query: AnalyticsReportDocument, variables: { days: report.days, funnelId: report.funnelId } },
  result: { data: { __typename: 'Query', analyticsReport: report } },
  delay,
});

const live = (
  funnelId: string | null,
  visitorsNow: number,
  conversion: { funnelId: string; funnelName: string } | null = null,
) => ({
  __typename: 'LiveVisitors' as const,
  funnelId,
  visitorsNow,
  conversion: conversion && { __typename: 'LiveConversion' as const, ...conversion },
});

const liveMock = (funnelId: string | null, visitorsNow = 3): MockLink.MockedResponse => ({
  request: { query: LiveVisitorsDocument, variables: { funnelId } },
  result: { data: { __typename: 'Query', liveVisitors: live(funnelId, visitorsNow) } },
});

const quietLive = (funnelId: string | null): MockLink.MockedResponse => ({
  request: { query: LiveVisitorsChangedDocument, variables: { funnelId } },
  result: { data: null },
  delay: Infinity,
});

const FUNNELS: FunnelCardFragment[] = [
  makeFunnel({ id: 'f-1', name: 'Spring Launch', status: 'published' }),
  makeFunnel({ id: 'f-2', name: 'Webinar', status: 'draft' }),
];
const funnelOptions = () => funnelsMock(FUNNELS, { filter: { limit: 100 } });

/** Everything the screen asks for on opening, for one funnel (or all). */
const opening = (report: Report) => [
  funnelOptions(),
  reportMock(report),
  liveMock(report.funnelId),
  quietLive(report.funnelId),
];

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>, path = '/analytics') {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <>
      <AnalyticsPage />
      <LocationProbe />
    </>,
    { path, mocks },
  );
  return { user };
}

const card = (label: string) => screen.getByRole('group', { name: label });
const valueOf = (label: string) => card(label).querySelector('.ff-stat__value')?.textContent;
const changeOf = (label: string) => card(label).querySelector<HTMLElement>('.ff-stat-card__change');
const region = (name: string) => screen.getByRole('region', { name });
const waitForCards = () => screen.findByRole('group', { name: 'Total Views' });

beforeEach(() => download.mockReset());

describe('AnalyticsPage figures', () => {
  it('shows the five figures in the spec formats, with their change texts and tones', async () => {
    renderPage(opening(makeReport(30, null)));
    expect(screen.getByLabelText('Analytics summary')).toHaveAttribute('aria-busy', 'true');
    await waitForCards();
    expect(valueOf('Total Views')).toBe('1,234');
    expect(card('Total Views')).toHaveTextContent('Unique views: 1,000');
    expect(valueOf('Conversions')).toBe('55');
    expect(card('Conversions')).toHaveTextContent('Total leads captured');
    expect(valueOf('Conversion Rate')).toBe('4.5%');
    expect(valueOf('Avg Session')).toBe('1m 5s');
    expect(valueOf('Bounce Rate')).toBe('42.3%');
    expect(card('Bounce Rate')).toHaveTextContent('Visits: 900');

    expect(changeOf('Total Views')).toHaveTextContent('+12.5% from last period');
    expect(changeOf('Total Views')).toHaveClass('ff-stat-card__change--positive');
    expect(changeOf('Conversions')).toHaveTextContent('+8 new this period');
    expect(changeOf('Conversion Rate')).toHaveClass('ff-stat-card__change--negative');
    expect(changeOf('Avg Session')).toHaveClass('ff-stat-card__change--neutral');
    // More bounces is worse: a rise is red.
    expect(changeOf('Bounce Rate')).toHaveTextContent('+2.0% from last period');
    expect(changeOf('Bounce Rate')).toHaveClass('ff-stat-card__change--negative');
    expect(screen.queryByText(/will be implemented here/)).not.toBeInTheDocument();
  });

  it("shows '0%' and '0s' and how to get traffic when the period has no views", async () => {
    const { user } = renderPage(opening(emptySummary(makeReport(30, null))));
    await waitForCards();
    expect(valueOf('Conversion Rate')).toBe('0%');
    expect(valueOf('Avg Session')).toBe('0s');
    expect(valueOf('Bounce Rate')).toBe('0%');
    expect(screen.getByText('No visits in this period yet')).toBeInTheDocument();
    expect(
      screen.getByText('Publish a funnel and share its link to start collecting traffic.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Traffic sources' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Go to funnels' });
    expect(link).toHaveAttribute('href', '/funnels');
    await user.click(link);
    expect(currentLocation()).toBe('/funnels');
  });

  it('says so when the one funnel chosen is not published', async () => {
    renderPage(opening(emptySummary(makeReport(30, 'f-2'))), '/analytics?funnel=f-2');
    expect(
      await screen.findByText(
        'Webinar is not published. Publish it and share its link to start collecting traffic.',
      ),
    ).toBeInTheDocument();
  });
});

describe('AnalyticsPage choices', () => {
  it('opens on the period and funnel in the address', async () => {
    renderPage(
      opening(makeReport(90, 'f-1', { summary: { ...makeReport(90, 'f-1').summary, totalViews: 777 } })),
      '/analytics?days=90&funnel=f-1',
    );
    await waitFor(() => expect(valueOf('Total Views')).toBe('777'));
  });

  it('asks for the chosen period and funnel, keeps them in the address and links to their A/B tests', async () => {
    const week = makeReport(7, null, { summary: { ...makeReport(7, null).summary, totalViews: 70 } });
    const spring = makeReport(7, 'f-1', {
      summary: { ...makeReport(7, 'f-1').summary, totalViews: 71 },
      funnelSteps: [
        {
          __typename: 'AnalyticsFunnelStep',
          key: 's1',
          label: 'Welcome',
          kind: 'page',
          visits: 200,
          percentOfFirst: 100,
          dropOff: 0,
          dropOffPercent: 0,
        },
        {
          __typename: 'AnalyticsFunnelStep',
          key: 'conv',
          label: 'Signed up',
          kind: 'conversion',
          visits: 50,
          percentOfFirst: 25,
          dropOff: 150,
          dropOffPercent: 75,
        },
      ],
    });
    const { user } = renderPage([
      ...opening(makeReport(30, null)),
      reportMock(week),
      reportMock(spring),
      liveMock('f-1', 1),
      quietLive('f-1'),
    ]);
    await waitForCards();
    expect(screen.queryByRole('region', { name: 'Funnel steps' })).not.toBeInTheDocument();

    await chooseOption(user, 'Period', 'Last 7 days');
    await waitFor(() => expect(valueOf('Total Views')).toBe('70'));
    expect(currentLocation()).toBe('/analytics?days=7');

    expect(screen.getByText('A/B tests').closest('a')).toHaveAttribute('href', '/experiments');
    await chooseOption(user, 'Funnel', 'Spring Launch');
    await waitFor(() => expect(valueOf('Total Views')).toBe('71'));
    expect(currentLocation()).toBe('/analytics?days=7&funnel=f-1');
    // The funnel's own tests.
    expect(screen.getByText('A/B tests').closest('a')).toHaveAttribute('href', '/experiments?funnelId=f-1');
    const steps = region('Funnel steps');
    expect(within(steps).getByText('200 visits · 100.0%')).toBeInTheDocument();
    expect(within(steps).getByText('50 visits · 25.0% · −150 dropped')).toBeInTheDocument();
  });
});

describe('AnalyticsPage errors', () => {
  it("says 'Could not load analytics.' and loads again on Retry", async () => {
    const { user } = renderPage([
      funnelOptions(),
      {
        request: { query: AnalyticsReportDocument, variables: { days: 30, funnelId: null } },
        result: { errors: [new GraphQLError('Database unavailable')] },
      },
      reportMock(makeReport(30, null)),
      liveMock(null),
      quietLive(null),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load analytics.');
    expect(screen.queryByRole('group', { name: 'Total Views' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(valueOf('Total Views')).toBe('1,234'));
    expect(screen.queryByText('Could not load analytics.')).not.toBeInTheDocument();
  });
});

describe('AnalyticsPage charts', () => {
  it('charts the data and shows the same rows as a table with the card title as caption', async () => {
    const { user } = renderPage(opening(makeReport(30, null)));
    await waitForCards();
    const sources = region('Traffic sources');
    expect(await within(sources).findByText('Search: 700')).toBeInTheDocument();
    expect(within(sources).queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(sources).getByText('Table'));
    const table = within(sources).getByRole('table', { name: 'Traffic sources' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Source', 'Visits', 'Share (%)'],
      ['Search', '700', '77.8%'],
      ['Direct', '200', '22.2%'],
    ]);
    expect(within(sources).queryByText('Search: 700')).not.toBeInTheDocument();

    // Tables only: campaigns, with rate one decimal.
    const campaigns = region('Top UTM campaigns');
    const campaignRow = within(
      within(campaigns).getByRole('table', { name: 'Top UTM campaigns' }),
    ).getAllByRole('row')[1]!;
    expect(Array.from(campaignRow.querySelectorAll('th, td')).map((cell) => cell.textContent)).toEqual([
      'newsletter',
      'email',
      'spring',
      '300',
      '30',
      '10.0%',
    ]);
  });

  it('charts at most 10 countries and downloads exactly those rows as CSV', async () => {
    const { user } = renderPage(opening(makeReport(30, null)));
    await waitForCards();
    const countries = region('Top countries');
    await within(countries).findByText('Country 1: 100');
    expect(within(countries).getAllByRole('listitem')).toHaveLength(10);

    await user.click(within(countries).getByRole('button', { name: 'Download CSV: Top countries' }));
    expect(download).toHaveBeenCalledTimes(1);
    const [fileName, rows] = download.mock.calls[0]!;
    expect(fileName).toBe('top-countries-2026-10-23-to-2026-11-21.csv');
    expect(rows).toHaveLength(11);
    expect(rows[0]).toEqual(['Country', 'Visits', 'Share (%)']);
    expect(rows[1]).toEqual(['Country 1', 100, 8.3]);
    expect(rows[10]).toEqual(['Country 10', 91, 8.3]);
  });
});

describe('AnalyticsPage live visitors', () => {
  it('updates the count from the subscription, tells of a new lead and refetches the report', async () => {
    const first = makeReport(30, null);
    const after = makeReport(30, null, { summary: { ...first.summary, totalConversions: 56 } });
    renderPage([
      funnelOptions(),
      reportMock(first),
      reportMock(after),
      liveMock(null, 3),
      {
        request: { query: LiveVisitorsChangedDocument, variables: { funnelId: null } },
        result: {
          data: {
            __typename: 'Subscription',
            liveVisitors: live(null, 4, { funnelId: 'f-1', funnelName: 'Spring Launch' }),
          },
        },
        delay: 300,
      },
    ]);
    const figure = await screen.findByRole('group', { name: 'Visitors now' });
    await waitFor(() => expect(figure).toHaveTextContent('3'));
    await waitFor(() => expect(figure).toHaveTextContent('4'));
    // Told politely, in the live region beside the count.
    expect(screen.getByText('New lead on Spring Launch')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(valueOf('Conversions')).toBe('56'));
  });

  it('refetches the report a few seconds after visits arrive, without telling of a lead', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const first = makeReport(30, null);
      const after = makeReport(30, null, { summary: { ...first.summary, totalViews: 4321 } });
      renderPage([
        funnelOptions(),
        reportMock(first),
        reportMock(after),
        liveMock(null, 3),
        {
          request: { query: LiveVisitorsChangedDocument, variables: { funnelId: null } },
          result: { data: { __typename: 'Subscription', liveVisitors: live(null, 5) } },
          delay: 100,
        },
      ]);
      const figure = await screen.findByRole('group', { name: 'Visitors now' });
      await waitFor(() => expect(figure).toHaveTextContent('5'));
      expect(valueOf('Total Views')).not.toBe('4,321');
      await act(async () => {
        jest.advanceTimersByTime(VISITS_REFETCH_DELAY_MS);
      });
      await waitFor(() => expect(valueOf('Total Views')).toBe('4,321'));
      expect(screen.queryByText(/New lead on/)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
