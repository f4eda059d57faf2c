import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ExperimentsDocument } from '../../gql/graphql';
import {
  experimentsMock,
  makeExperimentRow,
  verdict,
} from '../../modules/experiments/experiment-test-fixtures';
import { emailAbTestsMock, makeCampaign } from '../../modules/campaigns/campaign-test-fixtures';
import { chooseOption } from '../../test/antd';
import { funnelsMock, makeFunnel } from '../../test/funnel-fixtures';
import { LocationProbe, currentLocation } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { ExperimentsPage } from './ExperimentsPage';

const funnelOptions = () =>
  funnelsMock(
    [
      makeFunnel({ id: 'f-1', name: 'Spring Launch', status: 'published' }),
      makeFunnel({ id: 'f-2', name: 'Webinar' }),
    ],
    { filter: { limit: 100 } },
  );

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>, path = '/experiments') {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <>
      <ExperimentsPage />
      <LocationProbe />
    </>,
    { path, mocks },
  );
  return { user };
}

/** The table's body rows, each as its cells' texts. */
function rows(): string[][] {
  return Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map((row) =>
    Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? ''),
  );
}

const running = makeExperimentRow();
const draft = makeExperimentRow({
  id: 'e-2',
  name: 'Pricing buttons',
  funnelId: 'f-2',
  funnelName: 'Webinar',
  stepName: 'Offer',
  status: 'draft',
  variants: [
    { __typename: 'ExperimentVariant', key: 'A', name: 'A', weight: 1 },
    { __typename: 'ExperimentVariant', key: 'B', name: 'B', weight: 1 },
    { __typename: 'ExperimentVariant', key: 'C', name: 'C', weight: 1 },
  ],
  results: { __typename: 'ExperimentResults', visitors: 0, leader: null, verdict: verdict() },
});

describe('ExperimentsPage', () => {
  it('lists each test with its funnel and step, status, variants, visitors, leader and verdict', async () => {
    renderPage([funnelOptions(), experimentsMock([running, draft])]);
    expect(screen.getByLabelText('Loading A/B tests')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()).toEqual([
      [
        'Welcome headline',
        'Spring Launch · Welcome',
        'Running',
        '2',
        '1,234',
        'B · Short form',
        'Not enough data yet: about 1,200 more visitors per variant',
      ],
      [
        'Pricing buttons',
        'Webinar · Offer',
        'Draft',
        '3',
        '0',
        '–',
        'Not enough data yet: about 1,200 more visitors per variant',
      ],
    ]);
    expect(screen.getByText('2 A/B tests')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Welcome headline' })).toHaveAttribute(
      'href',
      '/experiments/e-1',
    );
  });

  it('explains how to start when there are none, and leads to My Funnels', async () => {
    const { user } = renderPage([funnelOptions(), experimentsMock([])]);
    expect(await screen.findByText('No A/B tests yet')).toBeInTheDocument();
    expect(screen.getByText("Create an A/B test from a funnel's menu in My Funnels.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to My Funnels' }));
    expect(currentLocation()).toBe('/funnels');
  });

  it('opens on the funnel in the link (?funnelId=) and filters by status, keeping both in the address', async () => {
    const { user } = renderPage(
      [
        funnelOptions(),
        experimentsMock([running], { funnelId: 'f-1' }),
        experimentsMock([], { funnelId: 'f-1', status: 'ended' }),
      ],
      '/experiments?funnelId=f-1',
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByLabelText('Funnel', { selector: 'input' }).closest('.ant-select')).toHaveTextContent(
        'Spring Launch',
      ),
    );
    await chooseOption(user, 'Status', 'Ended');
    expect(await screen.findByText('No A/B tests match these filters')).toBeInTheDocument();
    expect(currentLocation()).toBe('/experiments?funnelId=f-1&status=ended');
  });

  it('says when the list cannot load, and loads it again on Retry', async () => {
    const { user } = renderPage([
      funnelOptions(),
      {
        request: { query: ExperimentsDocument, variables: { funnelId: null, status: null } },
        result: { errors: [new GraphQLError('Database unavailable')] },
      },
      experimentsMock([running]),
    ]);
    const empty = await screen.findByText(
      'Could not load your A/B tests. Check your connection and try again.',
    );
    await user.click(
      within(empty.closest<HTMLElement>('.ant-empty')!).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

describe('ExperimentsPage email tests', () => {
  it('lists the campaigns testing their email, with what each waits for or who won', async () => {
    renderPage([
      experimentsMock([]),
      funnelOptions(),
      emailAbTestsMock([
        makeCampaign({
          id: 'c-1',
          name: 'Spring sale',
          status: 'sent',
          abTest: {
            __typename: 'CampaignAbTestView',
            metric: 'clicks',
            decideAt: '2026-11-26T13:00:00.000Z',
            winner: 'B',
          },
        }),
        makeCampaign({
          id: 'c-2',
          name: 'Webinar invite',
          abTest: { __typename: 'CampaignAbTestView', metric: 'opens', decideAt: null, winner: null },
        }),
      ]),
    ]);
    const section = await screen.findByRole('region', { name: 'Email tests' });
    await within(section).findByText('Spring sale');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Spring sale'),
      expect.stringContaining('Webinar invite'),
    ]);
    expect(
      within(items[0]!).getByRole('button', { name: 'A/B test: B won on click rate' }),
    ).toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('button', { name: 'A/B test by open rate: starts with the send' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Email Campaigns' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
  });

  it('says how to start one when there is none', async () => {
    renderPage([experimentsMock([]), funnelOptions(), emailAbTestsMock([])]);
    const section = await screen.findByRole('region', { name: 'Email tests' });
    expect(await within(section).findByText(/No email tests yet/)).toBeInTheDocument();
  });
});
