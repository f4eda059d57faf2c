import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import {
  AnalyticsReportDocument,
  FunnelsDocument,
  LiveVisitorsChangedDocument,
  LiveVisitorsDocument,
} from '../gql/graphql';
import {
  affiliateMock,
  affiliatePush,
  clickStatsMock,
  commissionsMock,
  makeAffiliate,
  payoutsMock,
  referralsMock,
} from '../modules/affiliates/affiliate-test-fixtures';
import {
  balanceMock,
  configMock,
  makeStatus,
  plansMock,
  quietBillingPushes,
  statusMock,
} from '../modules/billing/billing-test-fixtures';
import { experimentsMock } from '../modules/experiments/experiment-test-fixtures';
import { itemsMock, quietMediaChanged, statsMock } from '../modules/media/media-test-fixtures';
import { listMock, quietSuppressionsChanged } from '../modules/suppressions/suppression-test-fixtures';
import { funnelsMock } from '../test/funnel-fixtures';
import { janeDoe, meMock, signedIn } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { AppRoutes } from './AppRoutes';
import { assignLocation } from './browser-navigation';
import { NAV_ENTRIES } from './navigation';

jest.mock('./browser-navigation', () => ({ assignLocation: jest.fn() }));
const assign = assignLocation as jest.MockedFunction<typeof assignLocation>;

beforeEach(() => {
  assign.mockReset();
  window.innerWidth = 1280;
});

describe('the auth gate', () => {
  it('shows a spinner while the user loads', async () => {
    renderWithApp(<AppRoutes />, { mocks: signedIn(janeDoe, 50) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the landing page to a signed-out visitor at /', async () => {
    renderWithApp(<AppRoutes />, { mocks: [meMock(null)] });
    expect(
      await screen.findByRole('heading', { name: /Build funnels that turn visitors/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells a signed-out visitor of a signed-in route and sends them to sign in after 500 ms', async () => {
    jest.useFakeTimers();
    try {
      renderWithApp(<AppRoutes />, { path: '/funnels?status=draft', mocks: [meMock(null)] });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      const toast = await screen.findByTestId('toast');
      expect(within(toast).getByText('Unauthorized')).toBeInTheDocument();
      expect(within(toast).getByText('You are logged out. Logging in again...')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(480);
      });
      expect(assign).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30);
      });
      expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Ffunnels%3Fstatus%3Ddraft');
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a signed-out visitor open a funnel preview', async () => {
    renderWithApp(<AppRoutes />, { path: '/preview/abc', mocks: [meMock(null)] });
    expect(await screen.findByText('Preview Mode')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('signed-in routes', () => {
  it("shows the dashboard with its exact subtitle, the spec's sixteen sidebar entries, A/B Tests and the Suppression List", async () => {
    renderWithApp(<AppRoutes />, { mocks: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText("Welcome back! Here's what's happening with your funnels.")).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(labels).toEqual(NAV_ENTRIES.map((entry) => entry.label));
    expect(labels).toHaveLength(18);
    expect(labels.indexOf('A/B Tests')).toBe(labels.indexOf('Analytics') + 1);
    expect(labels.indexOf('Suppression List')).toBe(labels.indexOf('Email Settings') + 1);
  });

  it('heads /autoresponders with its title (the screen itself: AutorespondersPage.test)', async () => {
    renderWithApp(<AppRoutes />, { path: '/autoresponders', mocks: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Autoresponders' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it('opens the media library at /media-library under its title', async () => {
    renderWithApp(<AppRoutes />, {
      path: '/media-library',
      mocks: [...signedIn(), itemsMock([]), statsMock(), quietMediaChanged],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Media Library' })).toBeInTheDocument();
    expect(await screen.findByText('No media yet')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it('opens Advanced Analytics at /analytics under its title and subtitle', async () => {
    // The screen's own answers never come here: the test is about the route (see AnalyticsPage.test).
    const pending = (query: DocumentNode, variables: Record<string, unknown>): MockLink.MockedResponse => ({
      request: { query, variables },
      result: { data: null },
      delay: Infinity,
    });
    renderWithApp(<AppRoutes />, {
      path: '/analytics',
      mocks: [
        ...signedIn(),
        pending(AnalyticsReportDocument, { days: 30, funnelId: null }),
        pending(LiveVisitorsDocument, { funnelId: null }),
        pending(LiveVisitorsChangedDocument, { funnelId: null }),
        pending(FunnelsDocument, { filter: { limit: 100 } }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Advanced Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Views, conversions and sessions across your funnels')).toBeInTheDocument();
    expect(await screen.findByLabelText('Analytics summary')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it('opens the A/B tests at /experiments under their title', async () => {
    renderWithApp(<AppRoutes />, {
      path: '/experiments',
      mocks: [...signedIn(), experimentsMock([]), funnelsMock([], { filter: { limit: 100 } })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'A/B Tests' })).toBeInTheDocument();
    expect(await screen.findByText('No A/B tests yet')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it('opens the suppression list at /suppressions under its title, highlighted in the sidebar', async () => {
    renderWithApp(<AppRoutes />, {
      path: '/suppressions',
      mocks: [...signedIn(), listMock([]), quietSuppressionsChanged],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Suppression List' })).toBeInTheDocument();
    expect(screen.getByText('Addresses your campaigns and sequences never email')).toBeInTheDocument();
    expect(await screen.findByText('Your suppression list is empty')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Suppression List').closest('li')).toHaveClass('ant-menu-item-selected');
  });

  it('opens the subscription plans at /subscription under their title', async () => {
    renderWithApp(<AppRoutes />, {
      path: '/subscription',
      mocks: [
        ...signedIn(),
        plansMock(),
        configMock(false),
        statusMock(makeStatus()),
        balanceMock('0.00'),
        ...quietBillingPushes,
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Pro' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it("opens the affiliate program at /affiliates under its title, with the account's status", async () => {
    renderWithApp(<AppRoutes />, {
      path: '/affiliates',
      mocks: [
        ...signedIn(),
        affiliateMock(makeAffiliate()),
        referralsMock(),
        commissionsMock(),
        affiliatePush(),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate Program' })).toBeInTheDocument();
    expect(await screen.findByText('ACTIVE')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it('opens the affiliate statistics at /affiliate-stats under their title', async () => {
    renderWithApp(<AppRoutes />, {
      path: '/affiliate-stats',
      mocks: [
        ...signedIn(),
        affiliateMock(makeAffiliate()),
        clickStatsMock(30),
        referralsMock(),
        commissionsMock(),
        payoutsMock(),
        affiliatePush(),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Affiliate Statistics' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payout History' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it('opens the builder at /funnel-builder under its title', async () => {
    renderWithApp(<AppRoutes />, { path: '/funnel-builder', mocks: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Funnel Builder' })).toBeInTheDocument();
    expect(screen.getByText('Drag elements onto the canvas to build your page')).toBeInTheDocument();
    expect(await screen.findByText('Start Building Your Funnel')).toBeInTheDocument();
  });

  it('shows the 404 page on an unknown path, with a way home and back', async () => {
    renderWithApp(<AppRoutes />, { path: '/no/such/page', mocks: signedIn() });
    expect(await screen.findByRole('button', { name: /Go to Dashboard/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Go Back/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Go to Dashboard/ }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from the sign-in screen', async () => {
    renderWithApp(<AppRoutes />, { path: '/login?returnTo=%2Fleads', mocks: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Leads & Contacts' })).toBeInTheDocument();
  });
});
