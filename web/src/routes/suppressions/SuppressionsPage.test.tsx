import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoveSuppressionDocument } from '../../gql/graphql';
import {
  addMock,
  listErrorMock,
  listMock,
  quietSuppressionsChanged,
  suppression,
  suppressionsChangedPush,
} from '../../modules/suppressions/suppression-test-fixtures';
import { chooseOption } from '../../test/antd';
import { buttonByText } from '../../test/dom';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { SuppressionsPage } from './SuppressionsPage';

const bounced = suppression('s1', 'gone@example.com', {
  reason: 'hard_bounce',
  detail: '550 5.1.1 User unknown',
  sourceLabel: 'Campaign "Launch"',
  createdAt: '2026-11-24T09:00:00.000Z',
});
const complained = suppression('s2', 'angry@example.com', {
  reason: 'complaint',
  detail: 'abuse',
  sourceLabel: 'Sequence "Welcome", step 2',
});
const unsubscribed = suppression('s3', 'bye@example.com', { reason: 'unsubscribe' });
const byHand = suppression('s4', 'competitor@rival.test', { detail: 'A competitor' });

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  return { user, ...renderWithApp(<SuppressionsPage />, { path: '/suppressions', mocks }) };
}

/** The table row showing `email`. */
async function findRow(email: string): Promise<HTMLElement> {
  const cell = await screen.findByText(email, { selector: '.ff-suppressions__email' });
  const row = cell.closest<HTMLElement>('tr');
  if (!row) throw new Error(`"${email}" is not in a table row`);
  return row;
}

/** A row's Remove button (by its label: role queries are slow over an antd table in jsdom). */
function removeButton(row: HTMLElement, email: string): HTMLButtonElement {
  const button = row.querySelector<HTMLButtonElement>(`button[aria-label="Remove ${email}"]`);
  if (!button) throw new Error(`No Remove button for ${email}`);
  return button;
}

const rowEmails = () =>
  Array.from(document.querySelectorAll('.ff-suppressions__email')).map((el) => el.textContent);

async function findConfirmation(question: string): Promise<HTMLElement> {
  const title = await screen.findByText(question, { selector: '.ant-modal-confirm-title' });
  const dialog = title.closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error('The question is not in a dialog');
  return dialog;
}

beforeEach(() => {
  resetToasts();
  window.innerWidth = 1280;
});

describe('SuppressionsPage list', () => {
  it('shows each address with its reason in words, detail, source and date, and the total', async () => {
    renderPage([
      listMock([bounced, complained, unsubscribed, byHand], { total: 4 }),
      quietSuppressionsChanged,
    ]);
    const row = await findRow('gone@example.com');
    expect(within(row).getByText('Hard bounce')).toHaveClass('ant-tag');
    expect(within(row).getByText('550 5.1.1 User unknown')).toBeInTheDocument();
    expect(within(row).getByText('Campaign "Launch"')).toBeInTheDocument();
    expect(within(row).getByText('Nov 24, 2026')).toBeInTheDocument();
    expect(within(await findRow('angry@example.com')).getByText('Complaint')).toBeInTheDocument();
    expect(within(await findRow('bye@example.com')).getByText('Unsubscribed')).toBeInTheDocument();
    expect(within(await findRow('competitor@rival.test')).getByText('Added by hand')).toBeInTheDocument();
    expect(rowEmails()).toEqual([
      'gone@example.com',
      'angry@example.com',
      'bye@example.com',
      'competitor@rival.test',
    ]);
    expect(screen.getByText('4 addresses on your list')).toBeInTheDocument();
    expect(removeButton(row, 'gone@example.com')).toBeEnabled();
  });

  it('shows placeholders while the list loads', () => {
    renderPage([listMock([bounced], { delay: Infinity }), quietSuppressionsChanged]);
    expect(screen.getByLabelText('Loading the suppression list')).toHaveAttribute('aria-busy', 'true');
  });

  it('explains the list when it is empty', async () => {
    renderPage([listMock([]), quietSuppressionsChanged]);
    expect(await screen.findByText('Your suppression list is empty')).toBeInTheDocument();
    expect(
      screen.getByText(/Addresses that bounce, complain of spam or unsubscribe are added here automatically/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Every campaign and sequence skips the addresses on this list/),
    ).toBeInTheDocument();
    expect(screen.getByText('0 addresses on your list')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot load', async () => {
    const { user } = renderPage([listErrorMock(), listMock([bounced]), quietSuppressionsChanged]);
    expect(
      await screen.findByText('Could not load your suppression list. Check your connection and try again.'),
    ).toBeInTheDocument();
    await user.click(buttonByText('Retry'));
    expect(await findRow('gone@example.com')).toBeInTheDocument();
  });

  it('adds the next page with Load more', async () => {
    const { user } = renderPage([
      listMock([bounced, complained], { total: 3, hasMore: true, endCursor: 'cur-2' }),
      listMock([unsubscribed], { after: 'cur-2', total: 3 }),
      quietSuppressionsChanged,
    ]);
    await findRow('angry@example.com');
    await user.click(buttonByText('Load more'));
    await findRow('bye@example.com');
    expect(rowEmails()).toEqual(['gone@example.com', 'angry@example.com', 'bye@example.com']);
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
  });

  it('stacks each row into one cell beside Remove on a phone', async () => {
    window.innerWidth = 390;
    renderPage([listMock([bounced]), quietSuppressionsChanged]);
    // The width is measured once the table is on the page (before the browser paints).
    const row = await waitFor(async () => {
      const found = await findRow('gone@example.com');
      expect(found.querySelectorAll('td')).toHaveLength(2);
      return found;
    });
    expect(within(row).getByText('Hard bounce')).toBeInTheDocument();
    expect(within(row).getByText('From Campaign "Launch"')).toBeInTheDocument();
    expect(removeButton(row, 'gone@example.com')).toHaveTextContent('Remove');
  });
});

describe('SuppressionsPage filters and export', () => {
  it('searches once typing pauses and filters by reason, on the server', async () => {
    // Asked for while typing, these would show that the search did not wait.
    const partial = jest.fn(() => ({ data: null }));
    const partials = ['r', 'ri', 'riv', 'riva'].map((search) => ({
      ...listMock([], { search }),
      result: partial,
    }));
    const { user } = renderPage([
      ...partials,
      listMock([bounced, complained, byHand], { uses: 2 }),
      listMock([byHand], { search: 'rival' }),
      listMock([], { search: 'rival', reason: 'hard_bounce' }),
      quietSuppressionsChanged,
    ]);
    await findRow('competitor@rival.test');
    await user.type(screen.getByLabelText('Search addresses'), 'rival');
    await waitFor(() => expect(rowEmails()).toEqual(['competitor@rival.test']));
    expect(screen.getByText('1 address found')).toBeInTheDocument();
    expect(partial).not.toHaveBeenCalled();
    await chooseOption(user, 'Filter by reason', 'Hard bounce');
    expect(await screen.findByText('No addresses found')).toBeInTheDocument();
    expect(screen.getByText('Try another search or reason.')).toBeInTheDocument();
  });

  it('exports the list as filtered: the download link carries the search and reason', async () => {
    const { user } = renderPage([
      listMock([bounced, complained]),
      listMock([complained], { reason: 'complaint' }),
      listMock([complained], { search: 'angry', reason: 'complaint' }),
      quietSuppressionsChanged,
    ]);
    await findRow('gone@example.com');
    const link = () => screen.getByText('Export CSV').closest('a');
    expect(link()).toHaveAttribute('href', '/api/suppressions/export.csv');
    expect(link()).toHaveAttribute('download');
    await chooseOption(user, 'Filter by reason', 'Complaint');
    await waitFor(() =>
      expect(link()).toHaveAttribute('href', '/api/suppressions/export.csv?reason=complaint'),
    );
    await user.type(screen.getByLabelText('Search addresses'), ' angry ');
    await waitFor(() =>
      expect(link()).toHaveAttribute('href', '/api/suppressions/export.csv?search=angry&reason=complaint'),
    );
  });
});

describe('SuppressionsPage changes', () => {
  it('adds an address by hand; the server’s refusal shows at the email field', async () => {
    const added = suppression('s9', 'new@example.com', { detail: 'Asked by phone' });
    const { user } = renderPage([
      listMock([bounced]),
      addMock(
        { email: 'gone@example.com', note: null },
        {
          message: 'This address is already on your suppression list',
          code: 'CONFLICT',
          fieldErrors: { email: 'This address is already on your suppression list' },
        },
      ),
      addMock({ email: 'new@example.com', note: 'Asked by phone' }, added),
      listMock([added, bounced]),
      quietSuppressionsChanged,
    ]);
    await findRow('gone@example.com');
    await user.click(buttonByText('Add address'));
    const dialog = (
      await screen.findByText('Add address', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('.ant-modal');
    if (!dialog) throw new Error('No dialog');
    const email = within(dialog).getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveFocus());
    // Enter in a field submits: the dialog's button is the form's own submit button (browsers
    // submit through it on Enter; jsdom does not for a button outside the form element).
    const submit = buttonByText('Add to list');
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit.form).toBe(email.closest('form'));
    await user.paste('gone@example.com');
    await user.click(submit);
    expect(
      await within(dialog).findByText('This address is already on your suppression list'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

    await user.clear(email);
    await user.paste('new@example.com');
    await user.click(within(dialog).getByLabelText('Note (optional)'));
    await user.paste('Asked by phone');
    await user.click(submit);
    await expectToast('Success', 'new@example.com was added to the suppression list');
    await findRow('new@example.com');
    await waitFor(() =>
      expect(screen.queryByText('Add address', { selector: '.ant-modal-title' })).toBeNull(),
    );
  });

  it('asks before removing an address, and removes it only when confirmed', async () => {
    const removed = jest.fn(() => ({ data: { __typename: 'Mutation' as const, removeSuppression: 's1' } }));
    const { user } = renderPage([
      listMock([bounced, complained], { total: 2 }),
      { request: { query: RemoveSuppressionDocument, variables: { id: 's1' } }, result: removed },
      listMock([complained], { total: 1 }),
      quietSuppressionsChanged,
    ]);
    const row = await findRow('gone@example.com');
    await user.click(removeButton(row, 'gone@example.com'));
    let dialog = await findConfirmation('Remove gone@example.com from the suppression list?');
    expect(within(dialog).getByText('Your campaigns and sequences will email it again.')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Cancel').closest('button')!);
    await waitFor(() => expect(screen.queryByText(/from the suppression list\?/)).toBeNull());
    expect(removed).not.toHaveBeenCalled();

    await user.click(removeButton(row, 'gone@example.com'));
    dialog = await findConfirmation('Remove gone@example.com from the suppression list?');
    await user.click(within(dialog).getByText('Remove').closest('button')!);
    await expectToast('Success', 'gone@example.com was removed from the suppression list');
    expect(removed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rowEmails()).toEqual(['angry@example.com']));
    expect(screen.getByText('1 address on your list')).toBeInTheDocument();
  });

  it('reloads when the list changes elsewhere (a bounce arriving while it is open)', async () => {
    renderPage([
      listMock([complained], { total: 1 }),
      suppressionsChangedPush(2, 100),
      listMock([bounced, complained], { total: 2 }),
    ]);
    await findRow('angry@example.com');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await waitFor(() => expect(rowEmails()).toEqual(['gone@example.com', 'angry@example.com']));
    expect(screen.getByText('2 addresses on your list')).toBeInTheDocument();
  });
});
