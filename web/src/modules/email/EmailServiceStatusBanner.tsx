import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { Button, Card, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { refetchQuietly } from '../../app/refetch-quietly';
import { isSessionExpired } from '../../app/session-expired';
import {
  EmailStatusChangedDocument,
  EmailStatusDocument,
  type EmailStatusFieldsFragment,
} from '../../gql/graphql';
import './email.css';

export type EmailServiceState = 'ready' | 'issue' | 'not-configured';

/** 001 §2.4: Ready = configured and connected; Configuration Issue = configured only; else Not Configured. */
export function emailServiceState(
  status: Pick<EmailStatusFieldsFragment, 'configured' | 'connected'>,
): EmailServiceState {
  if (status.configured && status.connected) return 'ready';
  return status.configured ? 'issue' : 'not-configured';
}

const BADGES: Record<EmailServiceState, { label: string; color: string }> = {
  ready: { label: 'Ready', color: 'success' },
  issue: { label: 'Configuration Issue', color: 'warning' },
  'not-configured': { label: 'Not Configured', color: 'default' },
};

export type EmailServiceStatusBannerProps = {
  /** Where "Email Settings" in the instructions leads. */
  settingsPath?: string;
  className?: string;
};

/**
 * 001 §2.4 Email Service Status: the badge and the server's message, kept current by the
 * emailStatusChanged subscription (settings saved, deleted or tested, a send failing or
 * recovering) instead of polling. A toggle reveals how to set sending up. Without SMTP the
 * server's message is the note that campaigns are marked sent but only simulated and logged
 * (EMAIL_SETTINGS_MESSAGES): the banner says it once, in those words.
 */
export function EmailServiceStatusBanner({
  settingsPath = '/email-settings',
  className,
}: EmailServiceStatusBannerProps) {
  const client = useApolloClient();
  const [showHelp, setShowHelp] = useState(false);
  const helpId = useId();
  const query = useQuery(EmailStatusDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(EmailStatusChangedDocument, {
    onData: ({ data }) => {
      const emailStatus = data.data?.emailStatusChanged;
      if (emailStatus)
        client.cache.writeQuery({ query: EmailStatusDocument, data: { __typename: 'Query', emailStatus } });
    },
    // The banner still shows the last answer; a dropped socket reconnects by itself.
    onError: () => undefined,
  });

  // Signed out: the session-expiry link says so; the banner has nothing to show.
  if (isSessionExpired(query.error)) return null;
  const status = query.data?.emailStatus ?? null;
  const state = status ? emailServiceState(status) : null;
  const badge = state ? BADGES[state] : null;

  return (
    <Card
      size="small"
      className={['ff-email-status', className].filter(Boolean).join(' ')}
      role="region"
      aria-label="Email Service Status"
    >
      <div className="ff-email-status__head">
        <Typography.Text strong>Email Service Status</Typography.Text>
        {badge ? (
          <Tag color={badge.color} data-testid="email-status-badge">
            {badge.label}
          </Tag>
        ) : !query.error ? (
          <Tag data-testid="email-status-badge">Checking…</Tag>
        ) : null}
        <div className="ff-email-status__grow" />
        <Button
          type="link"
          size="small"
          aria-expanded={showHelp}
          aria-controls={helpId}
          onClick={() => setShowHelp((shown) => !shown)}
        >
          {showHelp ? 'Hide setup instructions' : 'Show setup instructions'}
        </Button>
      </div>
      {status ? (
        <Typography.Paragraph className="ff-email-status__message">{status.message}</Typography.Paragraph>
      ) : query.error ? (
        <Typography.Paragraph className="ff-email-status__message">
          Could not check the email service.{' '}
          <Button type="link" size="small" onClick={() => refetchQuietly(query)}>
            Retry
          </Button>
        </Typography.Paragraph>
      ) : null}
      {showHelp ? (
        <div id={helpId} className="ff-email-status__help">
          <Typography.Text strong>To send real emails, either:</Typography.Text>
          <ul>
            <li>
              configure your SMTP server in <Link to={settingsPath}>Email Settings</Link> and use Test
              Connection there; or
            </li>
            <li>
              set <code>SMTP_URL</code> (for example <code>smtp://user:password@smtp.example.com:587</code>)
              and <code>SMTP_FROM</code> (the sender address) on the server, then restart it.
            </li>
          </ul>
          <Typography.Text strong>Gmail:</Typography.Text>
          <ul>
            <li>turn on two-factor authentication for the Google account;</li>
            <li>create an app password and use it as the SMTP password (not your usual password);</li>
            <li>
              use host <code>smtp.gmail.com</code>, port 587 with TLS (STARTTLS: leave Secure off), or port
              465 with Secure on.
            </li>
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
