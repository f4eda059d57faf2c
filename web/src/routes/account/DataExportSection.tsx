import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Button, Card, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../app/format';
import { errorInfo } from '../../app/graphql-errors';
import {
  DataExportUpdatedDocument,
  LatestDataExportDocument,
  RequestDataExportDocument,
} from '../../gql/graphql';

const sizeOf = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Download Your Data: a ZIP of everything the account owns, built in the background (progress
 * arrives by subscription), downloadable once within 24 hours.
 */
export function DataExportSection() {
  const client = useApolloClient();
  const latest = useQuery(LatestDataExportDocument);
  const [request, { loading: requesting }] = useMutation(RequestDataExportDocument);
  const [error, setError] = useState<string | null>(null);
  useSubscription(DataExportUpdatedDocument, {
    onData: ({ data }) => {
      const latestDataExport = data.data?.dataExportUpdated;
      if (latestDataExport)
        client.cache.writeQuery({
          query: LatestDataExportDocument,
          data: { __typename: 'Query', latestDataExport },
        });
    },
    // The section still shows the last answer; a dropped socket reconnects by itself.
    onError: () => undefined,
  });
  const current = latest.data?.latestDataExport ?? null;

  const start = async () => {
    setError(null);
    try {
      const { data } = await request();
      const latestDataExport = data?.requestDataExport;
      if (latestDataExport)
        client.cache.writeQuery({
          query: LatestDataExportDocument,
          data: { __typename: 'Query', latestDataExport },
        });
    } catch (caught) {
      setError(errorInfo(caught).message);
    }
  };

  // After the one download the link is spent: the screen says so without a reload.
  const downloaded = () => {
    if (current)
      client.cache.writeQuery({
        query: LatestDataExportDocument,
        data: {
          __typename: 'Query',
          latestDataExport: { ...current, status: 'downloaded', downloadUrl: null },
        },
      });
  };

  const requestButton = (label: string) => (
    <Button type="primary" onClick={() => void start()} loading={requesting} disabled={!latest.data}>
      {label}
    </Button>
  );

  let body;
  if (current?.status === 'building')
    body = (
      <div role="status" aria-live="polite">
        <Typography.Paragraph>
          Preparing your data… You can leave this page; it keeps going.
        </Typography.Paragraph>
        <Progress percent={current.progress} status="active" aria-label="Export progress" />
      </div>
    );
  else if (current?.status === 'ready' && current.downloadUrl)
    body = (
      <Space orientation="vertical">
        <Alert
          type="success"
          showIcon
          title={`Your data is ready${current.sizeBytes ? ` (${sizeOf(current.sizeBytes)})` : ''}.`}
          description={`Download it once, before ${formatDate(current.expiresAt)} ${new Date(current.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}. After that it is deleted.`}
        />
        <Button type="primary" href={current.downloadUrl} download onClick={downloaded}>
          Download
        </Button>
      </Space>
    );
  else
    body = (
      <Space orientation="vertical">
        {current?.status === 'expired' ? (
          <Alert type="info" showIcon title="Your last download expired before it was used." />
        ) : current?.status === 'downloaded' ? (
          <Alert type="info" showIcon title={`Downloaded. Requested on ${formatDate(current.createdAt)}.`} />
        ) : current?.status === 'failed' ? (
          <Alert type="error" showIcon title="Preparing your data failed. Please try again." />
        ) : null}
        {requestButton(current ? 'Request a New Download' : 'Download Your Data')}
      </Space>
    );

  return (
    <Card title="Download Your Data" className="ff-security__card">
      <Typography.Paragraph>
        A ZIP file with everything in your account: funnels, their A/B tests and visits, leads (also as CSV),
        campaigns and who received them, sequences, media, ForgeCoin, affiliate records and settings.
        Passwords and keys are never included.
      </Typography.Paragraph>
      {error ? (
        <Alert type="error" showIcon title={error} role="alert" className="ff-security__alert" />
      ) : null}
      {body}
    </Card>
  );
}
