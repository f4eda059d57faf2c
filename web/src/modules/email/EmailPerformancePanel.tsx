import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Card, Empty, List, Skeleton, Table, Tag, Typography } from 'antd';
import { formatCount, formatDate, formatPercent } from '../../app/format';
import { EmailPerformanceDocument, type EmailPerformanceQuery } from '../../gql/graphql';
import './email.css';

type Performance = EmailPerformanceQuery['emailPerformance'];
type RateKey = 'deliveryRate' | 'openRate' | 'clickRate';

const RATES: Array<{ key: RateKey; label: string; of: (f: Performance['overall']) => string }> = [
  {
    key: 'deliveryRate',
    label: 'Delivery Rate',
    of: (f) => `${formatCount(f.delivered)} of ${formatCount(f.attempted)} delivered`,
  },
  {
    key: 'openRate',
    label: 'Open Rate',
    of: (f) =>
      `${formatCount(f.opened)} opened by readers${
        f.machineOpened > 0 ? ` · ${formatCount(f.machineOpened)} only by machines, not counted` : ''
      }`,
  },
  { key: 'clickRate', label: 'Click Rate', of: (f) => `${formatCount(f.clicked)} clicked` },
];

/** A grade's threshold: '≥ 2.5%', or 'any' when there is none. */
const atLeast = (percent: number) => (percent > 0 ? `≥\u00a0${percent}%` : 'any');

const rateText = (value: number | null) => (value === null ? '–' : formatPercent(value));

/** What the simulated figure is: never delivered, so in no other figure. */
const SIMULATED_LABEL = 'Simulated (not delivered)';
const SIMULATED_EXPLAINED =
  'Marked sent while no SMTP server was configured: logged, not delivered to anyone. Not counted in delivered, the rates or the grade.';

/** ' · 3 simulated (not delivered)' when there were any, else nothing. */
const simulatedPart = (simulated: number) =>
  simulated > 0 ? ` · ${formatCount(simulated)} simulated (not delivered)` : '';

/** A period's line: '5 sent (75% opened) · 2 simulated (not delivered)'. */
const span = (f: Performance['overall']) =>
  `${formatCount(f.attempted)} sent (${rateText(f.openRate)} opened)${simulatedPart(f.simulated)}`;

function SimulatedCard({ simulated }: { simulated: number }) {
  return (
    <Card className="ff-email-rate" data-testid="simulated">
      <Typography.Text type="secondary">{SIMULATED_LABEL}</Typography.Text>
      <div className="ff-email-rate__value">{formatCount(simulated)}</div>
      <Typography.Text type="secondary">{SIMULATED_EXPLAINED}</Typography.Text>
    </Card>
  );
}

/** Opens machines made (bots, scanners, privacy proxies): recorded, and shown apart from the rates. */
function MachineCard({ machineOpened }: { machineOpened: number }) {
  return (
    <Card className="ff-email-rate" data-testid="machine-opens">
      <Typography.Text type="secondary">Machine opens (not counted)</Typography.Text>
      <div className="ff-email-rate__value">{formatCount(machineOpened)}</div>
      <Typography.Text type="secondary">
        Emails opened or clicked only by bots, link scanners or privacy proxies (such as Apple Mail Privacy
        Protection). Left out of the open and click rates, which count readers.
      </Typography.Text>
    </Card>
  );
}

function Trend({ delta, days }: { delta: number | null; days: number }) {
  if (delta === null)
    return (
      <Typography.Text type="secondary">
        No sends in both of the last two {days}-day periods to compare
      </Typography.Text>
    );
  const points = `${Math.abs(delta).toFixed(1)} pts vs the previous ${days} days`;
  if (delta > 0)
    return (
      <Typography.Text type="success">
        <ArrowUpOutlined /> Up {points}
      </Typography.Text>
    );
  if (delta < 0)
    return (
      <Typography.Text type="danger">
        <ArrowDownOutlined /> Down {points}
      </Typography.Text>
    );
  return (
    <Typography.Text type="secondary">
      <MinusOutlined /> Unchanged vs the previous {days} days
    </Typography.Text>
  );
}

function HealthCard({ performance }: { performance: Performance }) {
  const rules = performance.gradeRules.map((rule) => ({
    key: rule.grade,
    grade: rule.grade,
    delivery: atLeast(rule.minDeliveryRate),
    open: atLeast(rule.minOpenRate),
    click: atLeast(rule.minClickRate),
  }));
  return (
    <Card className="ff-email-health" title={<h3 className="ff-card-heading">Email Health</h3>}>
      <div className="ff-email-health__grade" aria-label="Health grade">
        {performance.grade ?? '–'}
      </div>
      <Typography.Paragraph type="secondary">
        The grade is the best row below whose every rate your delivery, open and click rates over all sends
        meet.
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        dataSource={rules}
        rowClassName={(row) => (row.grade === performance.grade ? 'ff-email-health__current' : '')}
        columns={[
          { title: 'Grade', dataIndex: 'grade' },
          { title: 'Delivery', dataIndex: 'delivery' },
          { title: 'Open', dataIndex: 'open' },
          { title: 'Click', dataIndex: 'click' },
        ]}
      />
    </Card>
  );
}

function Activity({ performance }: { performance: Performance }) {
  return (
    <Card title={<h3 className="ff-card-heading">Recent Activity</h3>} className="ff-email-activity">
      <List
        dataSource={performance.activity}
        renderItem={(item) => (
          <List.Item key={item.id}>
            <List.Item.Meta
              title={
                <span>
                  <Tag color={item.kind === 'campaign' ? 'blue' : 'purple'}>
                    {item.kind === 'campaign' ? 'Campaign' : 'Sequence'}
                  </Tag>
                  {item.name}
                  {item.stepNumber !== null ? ` · Step ${item.stepNumber}` : ''}
                </span>
              }
              description={
                <>
                  <div>{item.subject}</div>
                  <div>
                    {formatCount(item.delivered)} delivered{simulatedPart(item.simulated)} ·{' '}
                    {formatCount(item.failed)} failed · {formatCount(item.opened)} opened ·{' '}
                    {formatCount(item.clicked)} clicked
                  </div>
                </>
              }
            />
            <Typography.Text type="secondary">{formatDate(item.lastSentAt)}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * 001 §2.8 Performance, with the user's real figures instead of the spec's samples: delivery,
 * open and click rates over every campaign and sequence email, each with its trend (the last
 * 30 days against the 30 before), the health grade with its rule, and the latest activity.
 * Simulated sends (no SMTP server) are a figure of their own, never counted as delivered.
 */
export function EmailPerformancePanel() {
  const { data, error, loading } = useQuery(EmailPerformanceDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Skeleton active />;
  if (error || !data)
    return <Alert type="error" showIcon title="Email performance could not be loaded. Please try again." />;
  const performance = data.emailPerformance;
  const { overall, current, previous, periodDays } = performance;

  if (overall.attempted === 0 && overall.simulated === 0)
    return (
      <Empty
        description={
          <>
            <Typography.Text strong>No emails sent yet</Typography.Text>
            <br />
            Delivery, open and click rates appear here once your first campaign or sequence email goes out.
          </>
        }
      />
    );

  return (
    <div className="ff-email-performance">
      <div className="ff-email-performance__rates">
        {RATES.map(({ key, label, of }) => (
          <Card key={key} className="ff-email-rate" data-testid={key}>
            <Typography.Text type="secondary">{label}</Typography.Text>
            <div className="ff-email-rate__value">{rateText(overall[key])}</div>
            <Typography.Text type="secondary">{of(overall)}</Typography.Text>
            <div className="ff-email-rate__trend">
              <Trend delta={performance.trend ? performance.trend[key] : null} days={periodDays} />
            </div>
          </Card>
        ))}
        {overall.simulated > 0 ? <SimulatedCard simulated={overall.simulated} /> : null}
        {overall.machineOpened > 0 ? <MachineCard machineOpened={overall.machineOpened} /> : null}
      </div>
      <Typography.Paragraph type="secondary" className="ff-email-performance__periods">
        {`Last ${periodDays} days: ${span(current)} · previous ${periodDays} days: ${span(previous)} · all time: ${formatCount(overall.attempted)} sent${simulatedPart(overall.simulated)}.`}
      </Typography.Paragraph>
      <div className="ff-email-performance__bottom">
        <HealthCard performance={performance} />
        <Activity performance={performance} />
      </div>
    </div>
  );
}
