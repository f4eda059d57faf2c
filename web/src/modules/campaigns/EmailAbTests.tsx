import { useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatCount } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { EmailAbTestsDocument } from '../../gql/graphql';
import { AbTestButton } from './AbTestResults';
import { CAMPAIGN_STATUS_BADGES, recipientsLabel } from './campaign-meta';

/** The newest email tests shown; the rest are on Email Campaigns. */
const SHOWN = 20;

/**
 * The campaigns with an A/B test of their email (issue 21), beside the page tests: each one's
 * status, what its test waits for or who won, and its figures in a dialog.
 */
export function EmailAbTests() {
  const headingId = useId();
  const { data, previousData, error, refetch } = useQuery(EmailAbTestsDocument, {
    variables: { limit: SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.campaignPage ?? (error ? undefined : previousData?.campaignPage);
  return (
    <section className="ff-email-tests" aria-labelledby={headingId}>
      <div className="ff-email-tests__head">
        <h2 id={headingId} className="ff-email-tests__title">
          Email tests
        </h2>
        <Link to="/campaigns">Email Campaigns</Link>
      </div>
      {error && !page ? (
        <Alert
          type="error"
          showIcon
          message="Could not load your email tests."
          action={<Button onClick={() => refetchQuietly({ refetch })}>Retry</Button>}
        />
      ) : !page ? (
        <div aria-busy="true" aria-label="Loading email tests">
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      ) : page.items.length === 0 ? (
        <p className="ff-muted">
          No email tests yet: switch on the A/B test in a campaign&apos;s form to try other subject lines or
          contents on a sample.
        </p>
      ) : (
        <>
          <ul className="ff-email-tests__list">
            {page.items.map((campaign) => {
              const badge = CAMPAIGN_STATUS_BADGES[campaign.status];
              return (
                <li key={campaign.id} className="ff-email-tests__item">
                  <div className="ff-email-tests__name">
                    <strong>{campaign.name}</strong>
                    <span className={badge.className}>{badge.label}</span>
                  </div>
                  <span className="ff-muted">{recipientsLabel(campaign.recipients)}</span>
                  <AbTestButton campaign={campaign} />
                </li>
              );
            })}
          </ul>
          {page.total > page.items.length ? (
            <p className="ff-muted">{`The newest ${SHOWN} of ${formatCount(page.total)} email tests.`}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
