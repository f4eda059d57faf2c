import type { LeadDetailFragment } from '../../gql/graphql';
import { formatDateTime } from './lead-dates';

type Activity = LeadDetailFragment['activity'][number];

/** What happened to the lead, newest first. */
export function LeadActivityList({ activity }: { activity: readonly Activity[] }) {
  if (activity.length === 0) return <p className="ff-muted">No activity yet</p>;
  return (
    <ol className="ff-lead-history" aria-label="Activity">
      {activity.map((entry) => (
        <li key={entry.id} className="ff-lead-history__item ff-lead-history__item--activity">
          <span>{entry.summary}</span>
          <time className="ff-muted" dateTime={entry.createdAt}>
            {formatDateTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
