/** The billing screens' texts that the spec (002 §2, §5, §8) and the api name. */
export const BILLING_TEXT = {
  subscriptionErrorTitle: 'Subscription Error',
  subscriptionFailed: 'Failed to process subscription. Please try again.',
  insufficientTitle: 'Insufficient Forgecoins',
  insufficient: (needed: string, have: string) =>
    `You need ${needed} FC but only have ${have} FC. Please top up your Forgecoin balance.`,
  cardNotConfigured: 'Card payment is not configured on this server. Pay with Forgecoins instead.',
  paymentSetupFailedTitle: 'Payment Setup Failed',
  paymentSetupFailed: 'Unable to initialize payment. Please try again.',
  paymentFailedTitle: 'Payment Failed',
  verificationFailed:
    'There was an issue verifying your payment. Please contact support if you believe this is an error.',
  pricingNote: 'Prices reflect AI provider costs plus 40% for affiliate rewards.',
} as const;

/** The api's insufficient-coins message (002 §5), told apart from other subscription errors. */
export function isInsufficientCoins(message: string): boolean {
  return /^You need .+ FC but only have .+ FC\./.test(message);
}
