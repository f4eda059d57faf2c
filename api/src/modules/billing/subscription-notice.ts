import type { SystemEmail } from '../email';

/** What happened to a subscription that its owner is told by email (the renewals job's outcomes). */
export const SUBSCRIPTION_NOTICE_KINDS = ['renewed', 'renewal-failed', 'trial-ended', 'ended'] as const;
export type SubscriptionNoticeKind = (typeof SUBSCRIPTION_NOTICE_KINDS)[number];

export type SubscriptionNoticeFacts = {
  kind: SubscriptionNoticeKind;
  planName: string;
  /** The period's new end (renewed) or the day it ended. */
  date: string;
  /** renewed: what it cost; renewal-failed: the reason shown on the Subscription page. */
  detail: string | null;
};

const SUBJECTS: Record<SubscriptionNoticeKind, (plan: string) => string> = {
  renewed: (plan) => `Your FunnelForge ${plan} plan was renewed`,
  'renewal-failed': (plan) => `Your FunnelForge ${plan} plan has ended`,
  'trial-ended': () => 'Your FunnelForge free trial has ended',
  ended: (plan) => `Your FunnelForge ${plan} plan has ended`,
};

/** The email for one outcome; `publicUrl` links to the plans when the app knows its address. */
export function subscriptionNotice(
  to: string,
  facts: SubscriptionNoticeFacts,
  publicUrl: string | null,
): SystemEmail {
  const plans = publicUrl ? `${publicUrl}/subscription` : 'the Subscription page';
  const body: Record<SubscriptionNoticeKind, string[]> = {
    renewed: [
      `Your ${facts.planName} plan was renewed until ${facts.date}${facts.detail ? `: ${facts.detail}` : ''}.`,
      `Its receipt is on the Settings screen's Subscription tab. To stop renewing, turn auto-renewal off at ${plans}.`,
    ],
    'renewal-failed': [
      facts.detail ?? `Your ${facts.planName} plan ended on ${facts.date}.`,
      `Your funnels, leads and emails are kept, with the free trial's limits. Top up your Forgecoin balance and subscribe again at ${plans}.`,
    ],
    'trial-ended': [
      `Your free trial ended on ${facts.date}.`,
      `Your funnels, leads and emails are kept, with the trial's limits. Choose a plan at ${plans}.`,
    ],
    ended: [
      `Your ${facts.planName} plan ended on ${facts.date}, as you asked (auto-renewal was off).`,
      `Your funnels, leads and emails are kept, with the free trial's limits. Subscribe again at ${plans}.`,
    ],
  };
  return {
    to,
    subject: SUBJECTS[facts.kind](facts.planName),
    text: ['Hello,', '', ...body[facts.kind], '', 'FunnelForge'].join('\n'),
  };
}
