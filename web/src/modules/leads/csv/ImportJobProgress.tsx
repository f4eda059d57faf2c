import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Progress } from 'antd';
import type { ImportJob } from './use-lead-import';

export const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Bytes as KB or MB (1024-based, as the server's limit). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}

/** How far a job is, in words: waiting, reading the file, or rows done of all. */
export function progressText(job: ImportJob): string {
  if (job.status === 'queued') return 'Waiting for the server to start the import…';
  if (job.totalRows === null || job.totalRows === undefined) return 'Reading the file…';
  return `${job.status === 'running' ? 'Imported' : 'Processed'} ${job.processed.toLocaleString('en-US')} of ${count(job.totalRows, 'row')}`;
}

export const percentOf = (job: ImportJob) =>
  job.totalRows ? Math.min(100, Math.floor((job.processed / job.totalRows) * 100)) : 0;

/** The link to the CSV of skipped rows and their reasons. */
export function ImportReportLink({ job }: { job: ImportJob }) {
  return (
    <a href={job.reportUrl} download className="ff-csv__report">
      <DownloadOutlined /> Download report
    </a>
  );
}

/** A job's progress bar and its counts (created, updated, skipped), live while it runs. */
export function ImportJobProgress({ job }: { job: ImportJob }) {
  const running = job.status === 'queued' || job.status === 'running';
  return (
    <div className="ff-csv__job" data-testid="import-progress">
      <Progress
        percent={percentOf(job)}
        status={running ? 'active' : job.status === 'done' ? 'success' : 'exception'}
        aria-label="Import progress"
      />
      <p aria-live="polite">{progressText(job)}</p>
      <dl className="ff-csv__counts">
        <div>
          <dt>Created</dt>
          <dd data-testid="count-created">{job.created.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd data-testid="count-updated">{job.updated.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd data-testid="count-skipped">{job.skipped.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      {job.limitMessage ? (
        <Alert className="ff-csv__alert" type="warning" showIcon title={job.limitMessage} />
      ) : null}
    </div>
  );
}
