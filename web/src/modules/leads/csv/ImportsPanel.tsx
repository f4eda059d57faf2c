import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { App, Button, Popconfirm, Progress, Tag } from 'antd';
import { errorInfo } from '../../../app/graphql-errors';
import {
  CancelLeadImportDocument,
  LeadImportProgressDocument,
  LeadImportsDocument,
} from '../../../gql/graphql';
import { count, ImportReportLink, percentOf, progressText } from './ImportJobProgress';
import { isActive, type ImportJob } from './use-lead-import';

const STATUS: Record<ImportJob['status'], { label: string; color: string }> = {
  queued: { label: 'Waiting', color: 'default' },
  running: { label: 'Importing', color: 'processing' },
  done: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'warning' },
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function ImportRow({ job }: { job: ImportJob }) {
  const { message } = App.useApp();
  const [cancel, { loading }] = useMutation(CancelLeadImportDocument);
  const status = STATUS[job.status];
  const active = isActive(job);
  return (
    <li className="ff-imports__item" data-testid={`lead-import-${job.id}`}>
      <div className="ff-imports__head">
        <strong className="ff-imports__name">{job.fileName}</strong>
        <Tag color={status.color}>{status.label}</Tag>
        <span className="ff-imports__when">{when(String(job.createdAt))}</span>
      </div>
      {active ? (
        <Progress
          percent={percentOf(job)}
          size="small"
          status="active"
          aria-label={`Progress of ${job.fileName}`}
        />
      ) : null}
      <p className="ff-imports__counts">
        {active ? `${progressText(job)} · ` : ''}
        {count(job.created, 'created', 'created')} · {count(job.updated, 'updated', 'updated')} ·{' '}
        {count(job.skipped, 'skipped', 'skipped')}
        {job.status === 'failed' && job.errorMessage ? ` · ${job.errorMessage}` : ''}
      </p>
      <div className="ff-imports__actions">
        {job.skipped > 0 ? <ImportReportLink job={job} /> : null}
        {active ? (
          <Popconfirm
            title="Cancel this import?"
            description="Rows already imported stay; the rest are not imported."
            okText="Cancel import"
            cancelText="Keep importing"
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              try {
                await cancel({ variables: { id: job.id } });
              } catch (error) {
                void message.error(
                  errorInfo(error, 'The import could not be cancelled. Please try again.').message,
                );
              }
            }}
          >
            <Button size="small" danger loading={loading}>
              Cancel
            </Button>
          </Popconfirm>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The Leads screen's recent CSV imports (the last 10), live: a running import shows its progress
 * here after its dialog was closed, or in another tab; each has its report and, while it runs, Cancel.
 * Renders nothing until the user has imported a file.
 */
export function ImportsPanel() {
  const query = useQuery(LeadImportsDocument, { fetchPolicy: 'cache-and-network' });
  const jobs = query.data?.leadImports ?? [];
  useSubscription(LeadImportProgressDocument, {
    variables: { id: null },
    onData: ({ data }) => {
      const changed = data.data?.leadImportProgress;
      // A push for a listed import lands in the cache by itself; a new one loads the list again.
      if (changed && !jobs.some((job) => job.id === changed.id)) void query.refetch().catch(() => undefined);
    },
    onError: () => undefined,
  });
  if (jobs.length === 0) return null;
  const running = jobs.filter(isActive).length;
  return (
    <section className="ff-imports" aria-labelledby="ff-imports-title">
      <details open={running > 0}>
        <summary>
          <h2 id="ff-imports-title" className="ff-imports__title">
            Imports{running > 0 ? ` (${running} running)` : ''}
          </h2>
        </summary>
        <ul className="ff-imports__list">
          {jobs.map((job) => (
            <ImportRow key={job.id} job={job} />
          ))}
        </ul>
      </details>
    </section>
  );
}
