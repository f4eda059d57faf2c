import type { AffiliateAccountFieldsFragment } from '../../gql/graphql';
import { formatCommissionRate, formatDollars, payoutThresholdOf } from './affiliate-format';

/** 001 §2.7 Overview tab: the four steps of 'Getting Started', with this account's rate and threshold. */
export function GettingStarted({ affiliate }: { affiliate: AffiliateAccountFieldsFragment }) {
  const steps = [
    {
      title: 'Share your link',
      text: 'Share your affiliate link on your website, in your newsletter or on social media.',
    },
    {
      title: 'Track your referrals',
      text: 'Everyone who signs up through your link appears under Referrals, with what they earned you.',
    },
    {
      title: 'Earn commission',
      text: `Earn ${formatCommissionRate(affiliate.commissionRate)} commission on successful conversions: every payment your referrals make.`,
    },
    {
      title: 'Get paid',
      text: `Request a payout once your approved earnings reach ${formatDollars(payoutThresholdOf(affiliate))}, in ForgeCoin or by bank transfer.`,
    },
  ];
  return (
    <section className="ff-getting-started" aria-labelledby="getting-started-heading">
      <h3 id="getting-started-heading">Getting Started</h3>
      <ol className="ff-getting-started__steps">
        {steps.map((step, i) => (
          <li key={step.title} className="ff-getting-started__step">
            <span className="ff-getting-started__number" aria-hidden="true">
              {i + 1}
            </span>
            <span>
              <strong>{step.title}</strong>
              <span className="ff-muted">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
