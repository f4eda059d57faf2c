import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  ConnectAffiliateStripeDocument,
  RequestAffiliatePayoutDocument,
  UpdateAffiliateDocument,
  type AffiliateAccountFieldsFragment,
  type UpdateAffiliateInput,
} from '../../gql/graphql';
import {
  affiliateMock,
  affiliatePush,
  commission,
  commissionsMock,
  makeAffiliate,
  noAccountError,
  referral,
  referralsMock,
} from '../../modules/affiliates/affiliate-test-fixtures';
import { assignLocation } from '../../app/browser-navigation';
import { newIdempotencyKey } from '../../modules/billing/idempotency-key';
import { buttonByText } from '../../test/dom';
import { currentLocation, LocationProbe } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { AffiliatesPage } from './AffiliatesPage';

jest.mock('../../app/browser-navigation', () => ({ assignLocation: jest.fn(), reloadPage: jest.fn() }));
jest.mock('../../modules/billing/idempotency-key', () => ({ newIdempotencyKey: jest.fn() }));
const newKey = newIdempotencyKey as jest.MockedFunction<typeof newIdempotencyKey>;

let keys = 0;
beforeEach(() => {
  keys = 0;
  newKey.mockClear();
  newKey.mockImplementation(() => `payout-key-${++keys}`);
  resetToasts();
});

const LINK = `${window.location.origin}/?ref=JANE-7K3QX`;

function renderPage(
  mocks: MockLink.MockedResponse[],
  {
    account = makeAffiliate(),
    lists = true,
  }: { account?: AffiliateAccountFieldsFragment; lists?: boolean } = {},
) {
  const user = userEvent.setup();
  renderWithApp(
    <>
      <AffiliatesPage />
      <LocationProbe />
    </>,
    {
      path: '/affiliates',
      mocks: [
        ...mocks,
        affiliateMock(account),
        ...(lists ? [referralsMock(), commissionsMock()] : []),
        affiliatePush(),
      ],
    },
  );
  return { user };
}

async function paste(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const card = (label: string) => screen.getByRole('group', { name: label });
const tab = (name: string | RegExp) => screen.getByRole('tab', { name });

describe('Affiliate Program (/affiliates, 001 §2.7)', () => {
  it('shows the status in upper case as a solid badge when active', async () => {
    renderPage([]);
    const active = await screen.findByText('ACTIVE');
    expect(active).toHaveClass('ff-badge', 'ff-badge--default');
  });

  it('shows a suspended account with a secondary badge', async () => {
    renderPage([], { account: makeAffiliate({ status: 'suspended' }) });
    expect(await screen.findByText('SUSPENDED')).toHaveClass('ff-badge', 'ff-badge--secondary');
  });

  it('shows the four cards with the threshold, awaiting approval and the commission rate', async () => {
    renderPage([]);
    await screen.findByText('ACTIVE');
    expect(card('Total Earnings')).toHaveTextContent('$42.50');
    expect(card('Total Earnings')).toHaveTextContent('Threshold: $50.00');
    expect(card('Pending Commissions')).toHaveTextContent('$12.00');
    expect(card('Pending Commissions')).toHaveTextContent('Awaiting approval');
    expect(card('Total Referrals')).toHaveTextContent('2');
    expect(card('Conversion Rate')).toHaveTextContent('5.0%');
    expect(card('Conversion Rate')).toHaveTextContent('Rate: 10.0%');
  });

  it("falls back to the spec's defaults (threshold 50.00, rate 10) when the account has none", async () => {
    renderPage([], { account: makeAffiliate({ payoutThreshold: '', commissionRate: '' }) });
    await screen.findByText('ACTIVE');
    expect(card('Total Earnings')).toHaveTextContent('Threshold: $50.00');
    expect(card('Conversion Rate')).toHaveTextContent('Rate: 10.0%');
  });

  it("shows the code and the site's link and copies each with its own message", async () => {
    const { user } = renderPage([]);
    const links = (await screen.findByRole('heading', { name: 'Your Affiliate Links' })).closest('.ant-card');
    expect(links).not.toBeNull();
    const box = within(links as HTMLElement);
    expect(box.getByText('JANE-7K3QX')).toBeInTheDocument();
    expect(box.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);

    await user.click(box.getByRole('button', { name: 'Copy affiliate link' }));
    await expectToast('Link copied!', LINK);
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);

    await user.click(box.getByRole('button', { name: 'Copy affiliate code' }));
    await expectToast('Code copied!', 'JANE-7K3QX');
    await expect(navigator.clipboard.readText()).resolves.toBe('JANE-7K3QX');
  });

  it('opens on Getting Started with the four steps, the rate and the threshold', async () => {
    renderPage([]);
    const overview = await screen.findByRole('region', { name: 'Getting Started' });
    expect(within(overview).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(/Earn 10\.0% commission on successful conversions/)).toBeInTheDocument();
    expect(screen.getByText(/once your approved earnings reach \$50\.00/)).toBeInTheDocument();
  });

  it('lists referrals and commissions under tabs that count them', async () => {
    const { user } = renderPage(
      [
        referralsMock(
          [
            referral(),
            referral({
              id: 'r-2',
              name: 'Lee Park',
              email: 'lee@example.com',
              status: 'pending',
              commissionEarned: '0.00',
            }),
          ],
          { total: 2 },
        ),
        commissionsMock(
          [commission({ status: 'pending', amount: '12.00', description: 'Elite plan payment' })],
          {
            total: 1,
          },
        ),
      ],
      { lists: false },
    );
    await user.click(await screen.findByRole('tab', { name: 'Referrals (2)' }));
    const referrals = within(await screen.findByRole('list', { name: 'Referrals' })).getAllByRole('listitem');
    expect(referrals).toHaveLength(2);
    expect(referrals[0]).toHaveTextContent('Sam Carter');
    expect(referrals[0]).toHaveTextContent('sam@example.com');
    expect(referrals[0]).toHaveTextContent('Commission earned: $2.99');
    expect(referrals[0]).toHaveTextContent('Nov 20, 2026');
    expect(within(referrals[0]!).getByText('Converted')).toHaveClass('ff-badge--default');
    expect(within(referrals[1]!).getByText('Pending')).toHaveClass('ff-badge--secondary');

    await user.click(tab('Commissions (1)'));
    const commissions = within(await screen.findByRole('list', { name: 'Commissions' })).getAllByRole(
      'listitem',
    );
    expect(commissions).toHaveLength(1);
    expect(commissions[0]).toHaveTextContent('Elite plan payment');
    expect(commissions[0]).toHaveTextContent('Nov 21, 2026');
    expect(commissions[0]).toHaveTextContent('$12.00');
    expect(within(commissions[0]!).getByText('Pending')).toHaveClass('ff-badge--secondary');
  });

  it("says 'No referrals yet' and 'No commissions yet' when there are none", async () => {
    const { user } = renderPage([]);
    await user.click(await screen.findByRole('tab', { name: 'Referrals (0)' }));
    expect(
      await screen.findByText('No referrals yet. Start sharing your affiliate link!'),
    ).toBeInTheDocument();
    await user.click(tab('Commissions (0)'));
    expect(await screen.findByText('No commissions yet. Keep referring customers!')).toBeInTheDocument();
  });

  it("says 'No Affiliate Account Found' and leads to the profile when there is no account", async () => {
    const { user } = renderPage([affiliateMock(noAccountError())]);
    expect(await screen.findByText('No Affiliate Account Found')).toBeInTheDocument();
    await user.click(buttonByText('Go to Profile'));
    expect(currentLocation()).toBe('/profile');
  });
});

describe('Affiliate Program payouts', () => {
  const payoutMock = (
    input: { method: string; idempotencyKey: string },
    answer: { status: string; amount: string } | GraphQLError,
  ): MockLink.MockedResponse => ({
    request: { query: RequestAffiliatePayoutDocument, variables: { input } },
    result:
      answer instanceof GraphQLError
        ? { errors: [answer] }
        : {
            data: {
              __typename: 'Mutation',
              requestAffiliatePayout: {
                __typename: 'AffiliatePayout',
                id: 'p-9',
                method: input.method === 'forgecoin' ? 'ForgeCoin' : 'Bank Transfer',
                createdAt: '2026-11-26T10:00:00.000Z',
                completedAt: answer.status === 'paid' ? '2026-11-26T10:00:00.000Z' : null,
                ...answer,
              },
            },
          },
  });

  it('keeps Request payout disabled below the threshold and says why', async () => {
    renderPage([]);
    await screen.findByText('ACTIVE');
    expect(buttonByText('Request payout')).toBeDisabled();
    expect(screen.getByText('Payouts start at $50.00 of approved earnings.')).toBeInTheDocument();
    expect(screen.getByText('Available balance').nextElementSibling).toHaveTextContent('$42.50');
  });

  it('confirms the amount and method, then pays out in ForgeCoin with an idempotency key', async () => {
    const rich = makeAffiliate({}, { availableBalance: '62.50', totalEarnings: '62.50' });
    const { user } = renderPage(
      [
        payoutMock(
          { method: 'forgecoin', idempotencyKey: 'payout-key-1' },
          { status: 'paid', amount: '62.50' },
        ),
      ],
      {
        account: rich,
      },
    );
    await screen.findByText('ACTIVE');
    expect(screen.queryByText(/Payouts start at/)).not.toBeInTheDocument();
    await user.click(buttonByText('Request payout'));
    const dialog = await screen.findByRole('dialog', { name: 'Request a payout of $62.50?' });
    expect(within(dialog).getByText('Amount').nextElementSibling).toHaveTextContent('$62.50');
    expect(within(dialog).getByText('Method').nextElementSibling).toHaveTextContent('ForgeCoin');
    // No bank details saved: a bank transfer cannot be chosen yet.
    expect(within(dialog).getByRole('radio', { name: /Bank Transfer/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    await expectToast('Payout complete', '$62.50 was credited to your ForgeCoin balance.');
    expect(newKey).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog and keeps the same key for another try", async () => {
    const rich = makeAffiliate(
      {
        paymentMethod: 'bank_transfer',
        bankDetails: {
          __typename: 'AffiliateBankDetails',
          accountHolder: 'Jane Doe',
          ibanMasked: 'DE89 •••• 3000',
          bic: null,
        },
      },
      { availableBalance: '62.50' },
    );
    const refusal = new GraphQLError('Your affiliate account is not active, so it cannot be paid out', {
      extensions: { code: 'FORBIDDEN' },
    });
    const { user } = renderPage(
      [
        payoutMock({ method: 'bank_transfer', idempotencyKey: 'payout-key-1' }, refusal),
        payoutMock(
          { method: 'bank_transfer', idempotencyKey: 'payout-key-1' },
          { status: 'pending', amount: '62.50' },
        ),
      ],
      { account: rich },
    );
    await user.click(await screen.findByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Method').nextElementSibling).toHaveTextContent('Bank Transfer');
    expect(within(dialog).getByText(/To Jane Doe, DE89 •••• 3000/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    expect(
      await within(dialog).findByText('Your affiliate account is not active, so it cannot be paid out'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    await expectToast('Payout requested', 'Your bank transfer of $62.50 stays pending until it is paid.');
    expect(newKey).toHaveBeenCalledTimes(1);
  });
});

describe('Affiliate Program live updates', () => {
  it('updates the cards and reloads the lists when the account changes', async () => {
    const after = makeAffiliate({}, { totalEarnings: '45.49', totalReferrals: 3 });
    const { user } = renderPage(
      [
        affiliatePush(after, 150),
        referralsMock([referral()], { total: 1, reuse: false }),
        referralsMock([referral({ id: 'r-2', name: 'Lee Park' }), referral()], { total: 2, reuse: false }),
      ],
      { lists: true },
    );
    await screen.findByText('ACTIVE');
    expect(card('Total Earnings')).toHaveTextContent('$42.50');
    await waitFor(() => expect(card('Total Earnings')).toHaveTextContent('$45.49'));
    expect(card('Total Referrals')).toHaveTextContent('3');
    await user.click(await screen.findByRole('tab', { name: 'Referrals (2)' }));
    const rows = within(await screen.findByRole('list', { name: 'Referrals' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Lee Park');
  });
});

describe('Affiliate Program code and payout settings', () => {
  const updateMock = (
    input: UpdateAffiliateInput,
    answer: AffiliateAccountFieldsFragment | GraphQLError,
  ) => ({
    request: { query: UpdateAffiliateDocument, variables: { input } },
    result:
      answer instanceof GraphQLError
        ? { errors: [answer] }
        : { data: { __typename: 'Mutation' as const, updateAffiliate: answer } },
  });

  it('changes the code once, after checking it and confirming, and shows the new link', async () => {
    const changed = makeAffiliate({ affiliateCode: 'SPRING-26', canChangeCode: false });
    const { user } = renderPage([updateMock({ affiliateCode: 'SPRING-26' }, changed)]);
    await screen.findByText('JANE-7K3QX');
    await user.click(buttonByText('Change code'));
    const dialog = await screen.findByRole('dialog', { name: 'Change your affiliate code' });
    const field = within(dialog).getByLabelText('New affiliate code');
    await user.clear(field);
    await user.paste('no spaces!');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText(
        'The affiliate code must be 3 to 50 letters, digits, dashes or underscores',
      ),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.paste('spring-26');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Change your code to SPRING-26?' })).toHaveTextContent(
      'You can change your affiliate code only once.',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, change it' }));
    const newLink = `${window.location.origin}/?ref=SPRING-26`;
    await expectToast('Affiliate code changed', `Your new link: ${newLink}`);
    expect(await screen.findByRole('link', { name: newLink })).toBeInTheDocument();
    expect(screen.queryByText('Change code')).not.toBeInTheDocument();
  });

  it('saves bank details and shows the server’s complaint under its field', async () => {
    const invalid = new GraphQLError('Enter a valid IBAN', {
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'bankDetails.iban': 'Enter a valid IBAN' } },
    });
    const input = {
      paymentMethod: 'bank_transfer',
      bankDetails: { accountHolder: 'Jane Doe', iban: 'DE89370400440532013001', bic: null },
    };
    const saved = makeAffiliate({
      paymentMethod: 'bank_transfer',
      bankDetails: {
        __typename: 'AffiliateBankDetails',
        accountHolder: 'Jane Doe',
        ibanMasked: 'DE89 •••• 3000',
        bic: null,
      },
    });
    const { user } = renderPage([
      updateMock(input, invalid),
      updateMock({ ...input, bankDetails: { ...input.bankDetails, iban: 'DE89370400440532013000' } }, saved),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Payout settings' }));
    await user.click(screen.getByRole('radio', { name: /Bank Transfer: paid to your bank account/ }));
    await user.click(buttonByText('Save payout settings'));
    expect(await screen.findByText('Account holder is required')).toBeInTheDocument();
    expect(screen.getByText('IBAN is required')).toBeInTheDocument();

    // Pasted, as an IBAN usually is (and typing 27 characters into antd is slow in jsdom).
    await paste(user, 'Account holder', 'Jane Doe');
    await paste(user, 'IBAN', 'DE89 3704 0044 0532 0130 01');
    await user.click(buttonByText('Save payout settings'));
    expect(await screen.findByText('Enter a valid IBAN')).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('IBAN'));
    await paste(user, 'IBAN', 'DE89 3704 0044 0532 0130 00');
    await user.click(buttonByText('Save payout settings'));
    await expectToast('Success', 'Payout settings saved.');
    expect(await screen.findByText('DE89 •••• 3000')).toBeInTheDocument();
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
  });

  it('offers Stripe only where the server has Connect, and sends the browser to Stripe’s onboarding', async () => {
    const account = makeAffiliate({
      stripeConnect: { __typename: 'AffiliateStripeConnect', available: true, connected: false },
    });
    const { user } = renderPage(
      [
        {
          request: { query: ConnectAffiliateStripeDocument },
          result: {
            data: {
              __typename: 'Mutation' as const,
              connectAffiliateStripe: 'https://connect.stripe.com/setup/e/acct_1',
            },
          },
        },
      ],
      { account },
    );
    await user.click(await screen.findByRole('tab', { name: 'Payout settings' }));
    expect(
      screen.getByRole('radio', { name: /Stripe: transferred to your own Stripe account/ }),
    ).toBeInTheDocument();
    await user.click(buttonByText('Connect with Stripe'));
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1'),
    );
  });

  it('has no Stripe option where the server has no Connect', async () => {
    const { user } = renderPage([]);
    await user.click(await screen.findByRole('tab', { name: 'Payout settings' }));
    expect(screen.queryByRole('radio', { name: /Stripe/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Connect with Stripe')).not.toBeInTheDocument();
  });
});
