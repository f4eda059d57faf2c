import type { AppDeps } from '../../shared/app-deps';
import { AppError } from '../../shared/errors/app-error';
import { Service } from '../../shared/service';
import type { Services } from '../../modules';
import { BILLING_MESSAGES } from './billing.errors';
import { stripeFailure, type StripeClient } from './stripe-client';

/** A connected account as payouts need it: whether Stripe lets the platform transfer to it. */
export type ConnectedAccount = { id: string; transfersActive: boolean };

/**
 * Stripe Connect for affiliate payouts (issue 23): an Express account per affiliate, Stripe's
 * hosted onboarding, and transfers from the platform's balance. Only with STRIPE_CONNECT on;
 * without it every call says so and nothing pretends to pay.
 */
export class StripeConnectService extends Service {
  constructor(
    deps: AppDeps,
    services: Services,
    private readonly stripeClient: StripeClient | null,
  ) {
    super(deps, services);
  }

  get available(): boolean {
    return this.stripeClient !== null && this.deps.config.stripe?.connect === true;
  }

  /** An Express account for the affiliate (made once; pass the one kept to reuse it). */
  async ensureAccount(existing: string | null, owner: { userId: string; email: string }): Promise<string> {
    const stripe = this.client();
    if (existing) return existing;
    const account = await this.call(() =>
      stripe.accounts.create(
        {
          type: 'express',
          email: owner.email,
          capabilities: { transfers: { requested: true } },
          metadata: { userId: owner.userId },
        },
        { idempotencyKey: `connect-account:${owner.userId}` },
      ),
    );
    return account.id;
  }

  /** Stripe's hosted onboarding for the account; the browser comes back to `returnUrl`. */
  async onboardingUrl(accountId: string, returnUrl: string): Promise<string> {
    const stripe = this.client();
    const link = await this.call(() =>
      stripe.accountLinks.create({
        account: accountId,
        refresh_url: returnUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      }),
    );
    return link.url;
  }

  async account(accountId: string): Promise<ConnectedAccount> {
    const stripe = this.client();
    const account = await this.call(() => stripe.accounts.retrieve(accountId));
    return { id: account.id, transfersActive: account.capabilities?.transfers === 'active' };
  }

  /** Moves `cents` EUR to the account, once per key (Stripe's idempotency). Answers the transfer id. */
  async transfer(input: {
    accountId: string;
    cents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<string> {
    const stripe = this.client();
    const transfer = await this.call(() =>
      stripe.transfers.create(
        { amount: input.cents, currency: 'eur', destination: input.accountId, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return transfer.id;
  }

  private client(): StripeClient {
    if (!this.stripeClient || !this.available)
      throw new AppError('BAD_USER_INPUT', BILLING_MESSAGES.connectNotConfigured);
    return this.stripeClient;
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const failure = stripeFailure(error);
      if (!failure) throw error;
      this.deps.log.warn({ err: error }, 'a Stripe Connect call failed');
      throw failure;
    }
  }
}
