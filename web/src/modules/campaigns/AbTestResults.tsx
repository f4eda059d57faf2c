import { ExperimentOutlined, TrophyOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { formatCount } from '../../app/format';
import {
  CampaignAbTestDocument,
  type CampaignAbTestQuery,
  type CampaignRowFragment,
} from '../../gql/graphql';
import { formatRateWithInterval } from '../experiments/experiment-format';
import { formatDateTime } from '../leads/lead-dates';
import './ab-test-results.css';

/** New opens and clicks arrive without an event: the open dialog reads again this often. */
const REFRESH_MS = 15_000;

type Test = NonNullable<CampaignRowFragment['abTest']>;

/** The row's line about its test: what it waits for, or who won. */
export function abTestStatus(test: Test, status: CampaignRowFragment['status']): string {
  const metric = METRIC_WORDS[test.metric].rate;
  if (test.winner) return `A/B test: ${test.winner} won on ${metric}`;
  if (test.decideAt && status === 'draft') return 'A/B test paused';
  if (test.decideAt) return `A/B test: winner by ${metric} at ${formatDateTime(test.decideAt)}`;
  return `A/B test by ${metric}: starts with the send`;
}

/** The row's A/B test button, and the dialog of each version's figures it opens. */
export function AbTestButton({ campaign }: { campaign: CampaignRowFragment }) {
  const [open, setOpen] = useState(false);
  if (!campaign.abTest) return null;
  return (
    <>
      <Button
        size="small"
        type="link"
        className="ff-campaign__ab"
        icon={<ExperimentOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {abTestStatus(campaign.abTest, campaign.status)}
      </Button>
      {open ? (
        <AbTestDialog campaignId={campaign.id} name={campaign.name} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function AbTestDialog({
  campaignId,
  name,
  onClose,
}: {
  campaignId: string;
  name: string;
  onClose: () => void;
}) {
  const { data, error, loading } = useQuery(CampaignAbTestDocument, {
    variables: { id: campaignId },
    fetchPolicy: 'network-only',
    pollInterval: REFRESH_MS,
  });
  const test = data?.campaign.abTest;
  return (
    <Modal
      open
      title={`A/B test: ${name}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={720}
    >
      {error && !data ? (
        <Alert type="error" showIcon message="Could not load the test’s figures." />
      ) : loading && !data ? (
        <div aria-busy="true" aria-label="Loading the test">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : !test ? (
        <Alert type="info" showIcon message="This campaign has no A/B test." />
      ) : (
        <AbTestFigures test={test} />
      )}
    </Modal>
  );
}

type Figures = NonNullable<CampaignAbTestQuery['campaign']['abTest']>;

const METRIC_WORDS = {
  opens: { count: 'Opens', rate: 'open rate' },
  clicks: { count: 'Clicks', rate: 'click rate' },
} as const;

/** Minutes in words: '45 min', '4 h', '2 days'. */
function waitText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 1440 || minutes % 1440 !== 0) return `${Math.round(minutes / 60)} h`;
  return `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`;
}

function AbTestFigures({ test }: { test: Figures }) {
  const words = METRIC_WORDS[test.metric];
  const when = test.decidedAt
    ? `Winner picked ${formatDateTime(test.decidedAt)} by ${words.rate}.`
    : test.decideAt
      ? `The winner is picked ${formatDateTime(test.decideAt)} by ${words.rate}.`
      : `The sample is drawn when the campaign is sent; the winner is picked by ${words.rate} ${waitText(test.waitMinutes)} later.`;
  return (
    <div className="ff-ab-results">
      <p>{`${test.samplePercent}% of the recipients try ${test.variants.length} versions. ${when}`}</p>
      <div className="ff-ab-results__scroll" role="region" aria-label="Figures per version" tabIndex={0}>
        <table className="ff-ab-results__table">
          <caption className="ff-visually-hidden">Each version’s figures in the test sample</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Subject</th>
              <th scope="col">Sent</th>
              <th scope="col">{words.count}</th>
              <th scope="col">{`${words.count.slice(0, -1)} rate (95% interval)`}</th>
            </tr>
          </thead>
          <tbody>
            {test.variants.map((v) => (
              <tr key={v.label} className={v.winner ? 'ff-ab-results__winner' : undefined}>
                <th scope="row">
                  {v.label}
                  {v.winner ? (
                    <span className="ff-badge ff-badge--default ff-ab-results__badge">
                      <TrophyOutlined aria-hidden /> Winner
                    </span>
                  ) : null}
                </th>
                <td className="ff-ab-results__subject">{v.subject}</td>
                <td>{`${formatCount(v.sent)} of ${formatCount(v.recipients)}`}</td>
                <td>{formatCount(test.metric === 'opens' ? v.opens : v.clicks)}</td>
                <td>{formatRateWithInterval(v.rate, v.rateLow, v.rateHigh)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {test.rest ? (
        <p className="ff-muted">{`The rest: ${formatCount(test.rest.sent)} of ${formatCount(test.rest.recipients)} sent version ${test.winner ?? ''}, ${formatCount(test.rest.opens)} opens, ${formatCount(test.rest.clicks)} clicks.`}</p>
      ) : test.decideAt ? (
        <p className="ff-muted">The other recipients wait for the winner.</p>
      ) : null}
    </div>
  );
}
