import type { LeadDetailFragment } from '../../gql/graphql';
import { fieldText } from './LeadCustomFields';
import { formatDateTime } from './lead-dates';

type Submission = LeadDetailFragment['submissions'][number];

/** The forms the lead sent on funnel pages, newest first: when, on which funnel, and what. */
export function LeadSubmissions({ submissions }: { submissions: readonly Submission[] }) {
  if (submissions.length === 0) return <p className="ff-muted">No form submissions yet</p>;
  return (
    <ul className="ff-lead-history" aria-label="Form submissions">
      {submissions.map((submission) => (
        <li key={submission.id} className="ff-lead-history__item">
          <div className="ff-lead-history__meta">
            <strong>{submission.funnelName ?? 'Deleted funnel'}</strong>
            <span className="ff-muted">{formatDateTime(submission.createdAt)}</span>
          </div>
          <dl className="ff-lead-history__fields">
            {Object.entries(submission.formData).map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{fieldText(value)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
