import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { TransferForgecoinsDocument } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { balanceMock, historyEntry, historyMock, quietBillingPushes } from '../billing/billing-test-fixtures';
import { newIdempotencyKey } from '../billing/idempotency-key';
import { ForgeCoinWallet } from './ForgeCoinWallet';

jest.mock('../billing/idempotency-key', () => ({ newIdempotencyKey: jest.fn() }));
const newKey = newIdempotencyKey as jest.MockedFunction<typeof newIdempotencyKey>;

let keys = 0;
beforeEach(() => {
  keys = 0;
  newKey.mockImplementation(() => `attempt-key-${++keys}`);
  resetToasts();
});

const transferMock = (
  input: { email: string; amount: string; note: string | null; idempotencyKey: string },
  answer: { balance: string } | GraphQLError,
): MockLink.MockedResponse => ({
  request: { query: TransferForgecoinsDocument, variables: { input } },
  result:
    answer instanceof GraphQLError
      ? { errors: [answer] }
      : {
          data: {
            __typename: 'Mutation',
            transferForgecoins: {
              __typename: 'ForgecoinTransferResult',
              balance: answer.balance,
              movementId: 'mv-9',
              replayed: false,
            },
          },
        },
});

function renderWallet(extra: MockLink.MockedResponse[] = [], history = historyMock()) {
  return renderWithApp(<ForgeCoinWallet />, {
    path: '/account',
    mocks: [...extra, balanceMock('50.00'), history, ...quietBillingPushes],
  });
}

const sendButton = () => screen.getByRole('button', { name: /Send ForgeCoins/ });

describe('ForgeCoin tab: history and Send ForgeCoins', () => {
  it('lists movements with signed amounts, type labels and the other account of a transfer', async () => {
    renderWallet(
      [],
      historyMock([
        historyEntry({ id: 'm-3', type: 'transfer', amount: '-12.50', counterparty: 'sam@example.com' }),
        historyEntry({ id: 'm-2', type: 'subscription', amount: '-29.99', description: 'Pro plan' }),
        historyEntry({ id: 'm-1', type: 'grant', amount: '100.00' }),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'ForgeCoin transactions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Sent to sam@example.com');
    expect(rows[0]).toHaveTextContent('−12.50 FC');
    expect(rows[1]).toHaveTextContent('Subscription');
    expect(rows[1]).toHaveTextContent('Pro plan');
    expect(rows[1]).toHaveTextContent('−29.99 FC');
    expect(rows[2]).toHaveTextContent('Credit');
    expect(rows[2]).toHaveTextContent('+100.00 FC');
    expect(rows[2]).toHaveTextContent('Nov 20, 2026');
  });

  it('checks the recipient and the amount before asking anything', async () => {
    const user = userEvent.setup();
    renderWallet();
    await screen.findByText('No transactions yet');
    await user.click(sendButton());
    expect(await screen.findByText('Recipient email is required')).toBeInTheDocument();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Recipient email'), 'not-an-email');
    await user.type(screen.getByLabelText('Amount (FC)'), '1.234');
    await user.click(sendButton());
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Amount must be a positive amount with at most two decimals'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Amount (FC)'));
    await user.type(screen.getByLabelText('Amount (FC)'), '60');
    await user.click(sendButton());
    expect(await screen.findByText('You only have 50.00 FC.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(newKey).not.toHaveBeenCalled();
  });

  it("confirms 'Send 12.50 FC to x@y.com?' and sends with one idempotency key for the attempt", async () => {
    const user = userEvent.setup();
    renderWallet([
      transferMock(
        { email: 'x@y.com', amount: '12.5', note: 'Thanks!', idempotencyKey: 'attempt-key-1' },
        { balance: '37.50' },
      ),
    ]);
    await screen.findByText('No transactions yet');
    await user.type(screen.getByLabelText('Recipient email'), 'x@y.com');
    await user.type(screen.getByLabelText('Amount (FC)'), '12.5');
    await user.type(screen.getByLabelText(/^Note/), 'Thanks!');
    await user.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Send 12.50 FC to x@y.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expectToast('Success', 'Sent 12.50 FC to x@y.com.');
    expect(newKey).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Recipient email')).toHaveValue('');
  });

  it("puts the server's answer next to the field it is about", async () => {
    const user = userEvent.setup();
    renderWallet([
      transferMock(
        { email: 'nobody@example.com', amount: '5', note: null, idempotencyKey: 'attempt-key-1' },
        new GraphQLError('No FunnelForge account has this email address', {
          extensions: {
            code: 'NOT_FOUND',
            fieldErrors: { email: 'No FunnelForge account has this email address' },
          },
        }),
      ),
    ]);
    await screen.findByText('No transactions yet');
    await user.type(screen.getByLabelText('Recipient email'), 'nobody@example.com');
    await user.type(screen.getByLabelText('Amount (FC)'), '5');
    await user.click(sendButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No FunnelForge account has this email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Recipient email')).toHaveAttribute('aria-invalid', 'true');
  });
});
