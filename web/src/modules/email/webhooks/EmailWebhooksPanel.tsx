import { CopyOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import {
  Alert,
  Button,
  Card,
  Collapse,
  Form,
  Input,
  Popconfirm,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../../app/form-errors';
import { formatDate } from '../../../app/format';
import { failureToast } from '../../../app/toast/notify';
import { toast } from '../../../app/toast/toasts';
import {
  EmailWebhooksDocument,
  RegenerateEmailWebhookUrlDocument,
  SaveEmailWebhookDocument,
  type EmailWebhookFieldsFragment,
  type EmailWebhookProvider,
} from '../../../gql/graphql';
import { copyText } from '../../funnels/FunnelLiveLink';
import './email-webhooks.css';

type ProviderInfo = {
  name: string;
  /** The label of the key the provider gives, when it gives one, and its name within a sentence. */
  secretLabel: string | null;
  secretNoun: string;
  howTo: string;
};

export const PROVIDERS: Record<EmailWebhookProvider, ProviderInfo> = {
  ses: {
    name: 'Amazon SES',
    secretLabel: null,
    secretNoun: '',
    howTo:
      'In Amazon SNS, create a topic and add an HTTPS subscription with this URL (it is confirmed automatically); then choose that topic for the Bounce and Complaint notifications of your SES identity.',
  },
  sendgrid: {
    name: 'SendGrid',
    secretLabel: 'Verification key',
    secretNoun: 'verification key',
    howTo:
      'In SendGrid, Settings › Mail Settings › Event Webhook: paste this URL as the Post URL, tick Bounced, Dropped and Spam Reports, turn on the Signed Event Webhook and paste its verification key below.',
  },
  postmark: {
    name: 'Postmark',
    secretLabel: null,
    secretNoun: '',
    howTo:
      "In Postmark, your server's Webhooks › Add webhook: paste this URL (it carries the login Postmark sends back) and tick Bounce and Spam Complaint.",
  },
  mailgun: {
    name: 'Mailgun',
    secretLabel: 'HTTP webhook signing key',
    secretNoun: 'HTTP webhook signing key',
    howTo:
      'In Mailgun, Sending › Webhooks: add this URL for Permanent Failure, Temporary Failure and Spam Complaints, and paste the HTTP webhook signing key shown there below.',
  },
};

const SAVED_KEY_PLACEHOLDER = '•••••••• (saved)';

/** Puts a saved or regenerated webhook into the list the screen shows. */
function remember(cache: ApolloCache, webhook: EmailWebhookFieldsFragment | undefined) {
  if (!webhook) return;
  cache.updateQuery({ query: EmailWebhooksDocument }, (data) =>
    data
      ? {
          ...data,
          emailWebhooks: data.emailWebhooks.map((w) => (w.provider === webhook.provider ? webhook : w)),
        }
      : data,
  );
}

function CopyableUrl({ url, name }: { url: string; name: string }) {
  const copy = async () => {
    if (await copyText(url)) toast({ title: 'URL copied!', description: url, variant: 'success' });
    else
      toast({
        title: 'Could not copy the URL',
        description: `Select it and copy it yourself: ${url}`,
        variant: 'destructive',
      });
  };
  return (
    <Space.Compact className="ff-email-webhook__copy">
      <Input
        readOnly
        value={url}
        aria-label={`${name} webhook URL`}
        onFocus={(event) => event.target.select()}
      />
      <Button icon={<CopyOutlined />} aria-label={`Copy the ${name} webhook URL`} onClick={() => void copy()}>
        Copy
      </Button>
    </Space.Compact>
  );
}

function ProviderCard({ webhook }: { webhook: EmailWebhookFieldsFragment }) {
  const info = PROVIDERS[webhook.provider];
  const [form] = Form.useForm<{ secret: string }>();
  const [busy, setBusy] = useState<'toggle' | 'key' | 'regenerate' | null>(null);
  const [save] = useMutation(SaveEmailWebhookDocument, {
    update: (cache, { data }) => remember(cache, data?.saveEmailWebhook),
  });
  const [regenerate] = useMutation(RegenerateEmailWebhookUrlDocument, {
    update: (cache, { data }) => remember(cache, data?.regenerateEmailWebhookUrl),
  });

  const run = async (what: NonNullable<typeof busy>, work: () => Promise<void>, failure: string) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      const problem = failureToast(error, (e) => e.message || failure, { fallback: '' });
      applyFieldErrors(form, problem.fieldErrors, ['secret']);
    } finally {
      setBusy(null);
    }
  };

  const toggle = (enabled: boolean) =>
    run(
      'toggle',
      async () => {
        await save({ variables: { input: { provider: webhook.provider, enabled } } });
        toast({
          title: enabled ? `${info.name} webhook on` : `${info.name} webhook off`,
          variant: 'success',
        });
      },
      'Failed to save the webhook',
    );

  const saveKey = ({ secret }: { secret: string }) =>
    run(
      'key',
      async () => {
        await save({
          variables: { input: { provider: webhook.provider, enabled: webhook.enabled, secret } },
        });
        form.resetFields();
        toast({
          title: 'Key saved',
          description: `${info.name} calls are now checked with it.`,
          variant: 'success',
        });
      },
      'Failed to save the key',
    );

  const newUrl = () =>
    run(
      'regenerate',
      async () => {
        await regenerate({ variables: { provider: webhook.provider } });
        toast({
          title: 'New URL made',
          description: `Paste it into ${info.name}: the old one no longer works.`,
          variant: 'success',
        });
      },
      'Failed to make a new URL',
    );

  return (
    <Card
      className="ff-email-webhook"
      data-testid={`webhook-${webhook.provider}`}
      size="small"
      title={info.name}
      extra={
        <Switch
          checked={webhook.enabled}
          loading={busy === 'toggle'}
          aria-label={`Receive ${info.name} webhooks`}
          onChange={(checked) => void toggle(checked)}
        />
      }
    >
      {webhook.url && webhook.enabled ? (
        <>
          <div className="ff-email-webhook__url">
            <CopyableUrl url={webhook.url} name={info.name} />
            <Popconfirm
              title="Make a new URL?"
              description={`The current one stops working until you paste the new one into ${info.name}.`}
              okText="Make new URL"
              onConfirm={() => newUrl()}
            >
              <Button loading={busy === 'regenerate'}>New URL</Button>
            </Popconfirm>
          </div>
          <Typography.Paragraph type="secondary" className="ff-email-webhook__how">
            {info.howTo}
          </Typography.Paragraph>
          {webhook.provider === 'postmark' && webhook.username ? (
            <Typography.Paragraph className="ff-email-webhook__login">
              Basic auth user name <Typography.Text code>{webhook.username}</Typography.Text> and password{' '}
              <Typography.Text code>{webhook.password ?? '(cannot be read: make a new URL)'}</Typography.Text>
            </Typography.Paragraph>
          ) : null}
          {webhook.provider === 'ses' ? (
            <Typography.Paragraph className="ff-email-webhook__topics">
              {webhook.snsTopics.length > 0
                ? `Confirmed SNS topics: ${webhook.snsTopics.join(', ')}`
                : 'No SNS topic has confirmed its subscription yet.'}
            </Typography.Paragraph>
          ) : null}
          {info.secretLabel ? (
            <>
              {!webhook.hasSecret ? (
                <Alert
                  type="warning"
                  showIcon
                  title={`${info.name} calls are refused until you save the ${info.secretNoun}.`}
                />
              ) : null}
              <Form
                form={form}
                name={`webhook-${webhook.provider}`}
                layout="inline"
                className="ff-email-webhook__key"
                onFinish={(values) => void saveKey(values)}
                requiredMark={false}
                disabled={busy !== null}
              >
                <Form.Item
                  name="secret"
                  label={info.secretLabel}
                  rules={[
                    {
                      required: true,
                      whitespace: true,
                      message: `Paste the ${info.secretNoun}`,
                    },
                  ]}
                >
                  <Input.Password
                    autoComplete="off"
                    placeholder={webhook.hasSecret ? SAVED_KEY_PLACEHOLDER : `Paste the ${info.secretNoun}`}
                  />
                </Form.Item>
                <Form.Item>
                  <Button htmlType="submit" loading={busy === 'key'}>
                    Save key
                  </Button>
                </Form.Item>
              </Form>
            </>
          ) : null}
          {webhook.lastEventAt ? (
            <Typography.Text type="secondary">Last event: {formatDate(webhook.lastEventAt)}</Typography.Text>
          ) : null}
        </>
      ) : (
        <Typography.Paragraph type="secondary" className="ff-email-webhook__off">
          Off. Turn it on to get the URL to paste into {info.name}.
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/**
 * The sending services' bounce and complaint webhooks (issue 24): per provider the secret URL to
 * paste into it, the key it gives to check its calls, and how to set it up. Bounces and
 * complaints heard there suppress addresses like those that come back by email.
 */
export function EmailWebhooksPanel() {
  const query = useQuery(EmailWebhooksDocument, { fetchPolicy: 'cache-and-network' });
  if (query.loading && !query.data)
    return (
      <div aria-busy="true" aria-label="Loading webhooks">
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  if (!query.data)
    return <Alert type="error" showIcon title="The webhooks could not be loaded. Please try again." />;
  return (
    <div className="ff-email-webhooks">
      <Typography.Paragraph>
        Sending through Amazon SES, SendGrid, Postmark or Mailgun? They report bounces and spam complaints by
        webhook: turn on yours and paste its URL there. Hard bounces and complaints then put the address on
        your suppression list, and a complaint unsubscribes the lead.
      </Typography.Paragraph>
      <div className="ff-email-webhooks__grid">
        {query.data.emailWebhooks.map((webhook) => (
          <ProviderCard key={webhook.provider} webhook={webhook} />
        ))}
      </div>
    </div>
  );
}

/** The section of the SMTP Settings tab, closed until opened (the settings load then). */
export function EmailWebhooksSection() {
  return (
    <section className="ff-email-webhooks-section" aria-labelledby="ff-email-webhooks-heading">
      <Collapse
        items={[
          {
            key: 'webhooks',
            label: <h3 id="ff-email-webhooks-heading">Bounce and complaint webhooks</h3>,
            children: <EmailWebhooksPanel />,
          },
        ]}
      />
    </section>
  );
}
