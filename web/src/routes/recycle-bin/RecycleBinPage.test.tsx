import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DeleteFunnelForeverDocument,
  EmptyRecycleBinDocument,
  RecycledFunnelsDocument,
  RestoreFunnelDocument,
  type RecycledFunnelsQuery,
} from '../../gql/graphql';
import { buttonByText } from '../../test/dom';
import { graphqlError } from '../../test/funnel-fixtures';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { RecycleBinPage } from './RecycleBinPage';

type Recycled = RecycledFunnelsQuery['recycledFunnels'][number];

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The clock the page reads: Nov 21, 2026, 12:00 UTC. */
const NOW = Date.parse('2026-11-21T12:00:00.000Z');

/** A recycled funnel purged `days` days from NOW, less an hour (so it rounds up to `days`). */
function recycled(id: string, name: string, days: number, overrides: Partial<Recycled> = {}): Recycled {
  const purge = NOW + days * DAY - HOUR;
  return {
    __typename: 'RecycledFunnel',
    id,
    originalFunnelId: `orig-${id}`,
    name,
    description: `About ${name}`,
    templateType: 'landing',
    totalViews: 1500,
    conversionRate: 3.2,
    deletedAt: new Date(purge - 7 * DAY).toISOString(),
    permanentDeleteAt: new Date(purge).toISOString(),
    ...overrides,
  };
}

const lastDay = recycled('r-1', 'Expiring Tomorrow', 1);
const soon = recycled('r-3', 'Three Days Left', 3);
const later = recycled('r-6', 'Plenty Of Time', 6, { description: null, templateType: 'sales' });

const binMock = (items: Recycled[], delay = 0): MockLink.MockedResponse => ({
  request: { query: RecycledFunnelsDocument },
  result: { data: { __typename: 'Query', recycledFunnels: items } },
  delay,
});

/**
 * The refetch after a successful action. The page also names Funnels and FunnelStats, which are
 * not on screen here, so only the bin itself is asked again.
 */
const refetchedBin = (items: Recycled[]) => binMock(items);

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  return { user, ...renderWithApp(<RecycleBinPage />, { path: '/recycle-bin', mocks }) };
}

async function findItem(name: string): Promise<HTMLElement> {
  const heading = await screen.findByText(name, { selector: 'h3' });
  const item = heading.closest<HTMLElement>('li');
  if (!item) throw new Error(`No list item around "${name}"`);
  return item;
}

/** The open confirmation dialog (antd's modal.confirm), found by its title. */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`"${title}" is not in a dialog`);
  return dialog;
}

async function waitForDialogToClose(title: string) {
  await waitFor(() => {
    const heading = screen.queryByText(title, { selector: '.ant-modal-confirm-title' });
    const wrap = heading?.closest<HTMLElement>('.ant-modal-wrap');
    expect(!heading || wrap?.style.display === 'none').toBe(true);
  });
}

let clock: jest.SpyInstance<number, []>;

beforeEach(() => {
  resetToasts();
  // A clock that starts at NOW and keeps running, so timers and animations still see time pass.
  const realNow = Date.now.bind(Date);
  const offset = NOW - realNow();
  clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
});

afterEach(() => clock.mockRestore());

describe('RecycleBinPage list', () => {
  it('shows placeholders while the bin loads', () => {
    const { container } = renderPage([binMock([lastDay], Infinity)]);
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy?.querySelectorAll('.ant-skeleton')).toHaveLength(3);
  });

  it('lists deleted funnels with their details and a deletion badge', async () => {
    renderPage([binMock([lastDay, soon, later])]);
    const item = await findItem('Plenty Of Time');
    expect(within(item).getByText('No description available')).toBeInTheDocument();
    expect(item).toHaveTextContent('Sales · 1,500 views · 3.2% conversion · Deleted Nov 20, 2026');
    expect(within(item).getByRole('button', { name: /Restore/ })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: /Delete Forever/ })).toBeInTheDocument();
    const first = await findItem('Expiring Tomorrow');
    expect(within(first).getByText('About Expiring Tomorrow')).toBeInTheDocument();
  });

  it('badges one day or less in red, with "day" in the singular', async () => {
    const today = recycled('r-0', 'Going Today', 0, {
      permanentDeleteAt: new Date(NOW + HOUR).toISOString(),
    });
    renderPage([binMock([lastDay, today])]);
    const badge = within(await findItem('Expiring Tomorrow')).getByText('Deletes in 1 day');
    expect(badge).toHaveClass('ff-badge', 'ff-badge--destructive');
    // Under an hour left still reads as one day: days round up.
    expect(within(await findItem('Going Today')).getByText('Deletes in 1 day')).toHaveClass(
      'ff-badge--destructive',
    );
  });

  it('badges two and three days in the default style and warns that they are about to go', async () => {
    const two = recycled('r-2', 'Two Days Left', 2);
    renderPage([binMock([two, soon, later])]);
    expect(within(await findItem('Two Days Left')).getByText('Deletes in 2 days')).toHaveClass(
      'ff-badge',
      'ff-badge--default',
    );
    expect(within(await findItem('Three Days Left')).getByText('Deletes in 3 days')).toHaveClass(
      'ff-badge',
      'ff-badge--default',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('2 funnels will be deleted forever within 3 days');
    expect(alert).toHaveTextContent('Restore what you want to keep.');
  });

  it('badges more than three days as secondary, without the warning', async () => {
    renderPage([binMock([later, recycled('r-4', 'Four Days Left', 4)])]);
    expect(within(await findItem('Plenty Of Time')).getByText('Deletes in 6 days')).toHaveClass(
      'ff-badge',
      'ff-badge--secondary',
    );
    expect(within(await findItem('Four Days Left')).getByText('Deletes in 4 days')).toHaveClass(
      'ff-badge--secondary',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts a funnel on its last day in the urgent warning', async () => {
    renderPage([binMock([lastDay, later])]);
    await findItem('Expiring Tomorrow');
    expect(screen.getByRole('alert')).toHaveTextContent('1 funnel will be deleted forever within 3 days');
  });

  it('says the bin is empty and disables Empty Bin', async () => {
    renderPage([binMock([])]);
    expect(await screen.findByText('The recycle bin is empty')).toBeInTheDocument();
    expect(
      screen.getByText('Funnels you delete wait here for 7 days, ready to be restored.'),
    ).toBeInTheDocument();
    expect(buttonByText('Empty Bin')).toBeDisabled();
  });

  it('enables Empty Bin when there is something in the bin', async () => {
    renderPage([binMock([later])]);
    await findItem('Plenty Of Time');
    expect(buttonByText('Empty Bin')).toBeEnabled();
  });
});

describe('RecycleBinPage restore', () => {
  const restoreMock: MockLink.MockedResponse = {
    request: { query: RestoreFunnelDocument, variables: { id: soon.id } },
    result: {
      data: {
        __typename: 'Mutation',
        restoreFunnel: { __typename: 'Funnel', id: soon.originalFunnelId, name: soon.name },
      },
    },
  };

  it('asks first and does nothing when cancelled', async () => {
    // No RestoreFunnel mock: a request would fail with 'Restore Failed'.
    const { user } = renderPage([binMock([soon, later])]);
    await user.click(within(await findItem('Three Days Left')).getByRole('button', { name: /Restore/ }));
    const dialog = await findDialog('Restore "Three Days Left"?');
    expect(dialog).toHaveTextContent('It comes back to My Funnels as a draft.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose('Restore "Three Days Left"?');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(screen.getByText('Three Days Left', { selector: 'h3' })).toBeInTheDocument();
  });

  it('restores after confirming and takes the funnel off the list', async () => {
    const { user } = renderPage([binMock([soon, later]), restoreMock, refetchedBin([later])]);
    await user.click(within(await findItem('Three Days Left')).getByRole('button', { name: /Restore/ }));
    const dialog = await findDialog('Restore "Three Days Left"?');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await expectToast('Funnel Restored');
    await waitFor(() =>
      expect(screen.queryByText('Three Days Left', { selector: 'h3' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Plenty Of Time', { selector: 'h3' })).toBeInTheDocument();
  });

  it("says 'Restore Failed' with the server's message when restoring fails", async () => {
    const { user } = renderPage([
      binMock([soon]),
      {
        request: { query: RestoreFunnelDocument, variables: { id: soon.id } },
        result: graphqlError('A funnel with this name already exists', 'CONFLICT'),
      },
    ]);
    await user.click(within(await findItem('Three Days Left')).getByRole('button', { name: /Restore/ }));
    const dialog = await findDialog('Restore "Three Days Left"?');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const toast = await expectToast('Restore Failed', 'A funnel with this name already exists');
    expect(toast).toHaveClass('ant-notification-notice-error');
    expect(screen.getByText('Three Days Left', { selector: 'h3' })).toBeInTheDocument();
  });
});

describe('RecycleBinPage delete forever', () => {
  it('asks first and does nothing when cancelled', async () => {
    const { user } = renderPage([binMock([lastDay])]);
    await user.click(
      within(await findItem('Expiring Tomorrow')).getByRole('button', { name: /Delete Forever/ }),
    );
    const dialog = await findDialog('Delete "Expiring Tomorrow" forever?');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose('Delete "Expiring Tomorrow" forever?');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(screen.getByText('Expiring Tomorrow', { selector: 'h3' })).toBeInTheDocument();
  });

  it('deletes after confirming', async () => {
    const { user } = renderPage([
      binMock([lastDay, later]),
      {
        request: { query: DeleteFunnelForeverDocument, variables: { id: lastDay.id } },
        result: { data: { __typename: 'Mutation', deleteFunnelForever: true } },
      },
      refetchedBin([later]),
    ]);
    await user.click(
      within(await findItem('Expiring Tomorrow')).getByRole('button', { name: /Delete Forever/ }),
    );
    const dialog = await findDialog('Delete "Expiring Tomorrow" forever?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Forever' }));
    await expectToast('Funnel Deleted');
    await waitFor(() =>
      expect(screen.queryByText('Expiring Tomorrow', { selector: 'h3' })).not.toBeInTheDocument(),
    );
    // The only urgent funnel is gone, and with it the warning (the toast is an alert too).
    expect(screen.queryAllByRole('alert').filter((alert) => alert.dataset.testid !== 'toast')).toEqual([]);
  });

  it("says 'Delete Failed' when deleting fails", async () => {
    const { user } = renderPage([
      binMock([lastDay]),
      {
        request: { query: DeleteFunnelForeverDocument, variables: { id: lastDay.id } },
        error: new Error('Network request failed'),
      },
    ]);
    await user.click(
      within(await findItem('Expiring Tomorrow')).getByRole('button', { name: /Delete Forever/ }),
    );
    const dialog = await findDialog('Delete "Expiring Tomorrow" forever?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Forever' }));
    const toast = await expectToast('Delete Failed');
    expect(toast).toHaveClass('ant-notification-notice-error');
    expect(screen.getByText('Expiring Tomorrow', { selector: 'h3' })).toBeInTheDocument();
  });
});

describe('RecycleBinPage empty bin', () => {
  it('asks first, naming how many funnels go, and does nothing when cancelled', async () => {
    const { user } = renderPage([binMock([lastDay, later])]);
    await findItem('Expiring Tomorrow');
    await user.click(buttonByText('Empty Bin'));
    const dialog = await findDialog('Empty the recycle bin?');
    expect(dialog).toHaveTextContent('All 2 deleted funnels will be deleted forever. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose('Empty the recycle bin?');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(screen.getByText('Plenty Of Time', { selector: 'h3' })).toBeInTheDocument();
  });

  it('uses the singular for one funnel', async () => {
    const { user } = renderPage([binMock([later])]);
    await findItem('Plenty Of Time');
    await user.click(buttonByText('Empty Bin'));
    const dialog = await findDialog('Empty the recycle bin?');
    expect(dialog).toHaveTextContent('All 1 deleted funnel will be deleted forever.');
  });

  it('empties the bin after confirming', async () => {
    const { user } = renderPage([
      binMock([lastDay, later]),
      {
        request: { query: EmptyRecycleBinDocument },
        result: { data: { __typename: 'Mutation', emptyRecycleBin: 2 } },
      },
      refetchedBin([]),
    ]);
    await findItem('Expiring Tomorrow');
    await user.click(buttonByText('Empty Bin'));
    const dialog = await findDialog('Empty the recycle bin?');
    await user.click(within(dialog).getByRole('button', { name: 'Empty Bin' }));
    await expectToast('Recycle Bin Emptied');
    expect(await screen.findByText('The recycle bin is empty')).toBeInTheDocument();
    expect(buttonByText('Empty Bin')).toBeDisabled();
  });

  it("says 'Empty Failed' when emptying fails", async () => {
    const { user } = renderPage([
      binMock([later]),
      {
        request: { query: EmptyRecycleBinDocument },
        result: graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR'),
      },
    ]);
    await findItem('Plenty Of Time');
    await user.click(buttonByText('Empty Bin'));
    const dialog = await findDialog('Empty the recycle bin?');
    await user.click(within(dialog).getByRole('button', { name: 'Empty Bin' }));
    await expectToast('Empty Failed', 'Database unavailable');
    expect(screen.getByText('Plenty Of Time', { selector: 'h3' })).toBeInTheDocument();
  });
});
