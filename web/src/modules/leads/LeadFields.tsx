import { Button } from 'antd';
import { formatDate } from '../../app/format';
import type { ErrorInfo } from '../../app/graphql-errors';
import type { LeadDetailFragment, LeadUpdateInput } from '../../gql/graphql';
import { InlineEdit } from './InlineEdit';
import { formatDateTime } from './lead-dates';
import { LeadStatusSelect } from './LeadStatusSelect';
import { PendingOptInTag } from './PendingOptInTag';

export type SaveLead = (input: LeadUpdateInput) => Promise<ErrorInfo | null>;

type TextField = 'email' | 'firstName' | 'lastName' | 'phone' | 'company' | 'source';

const TEXT_FIELDS: ReadonlyArray<{
  field: TextField;
  label: string;
  type?: 'email' | 'tel';
  empty?: string;
}> = [
  { field: 'email', label: 'Email', type: 'email' },
  { field: 'firstName', label: 'First Name' },
  { field: 'lastName', label: 'Last Name' },
  { field: 'phone', label: 'Phone', type: 'tel' },
  { field: 'company', label: 'Company' },
  { field: 'source', label: 'Source', empty: 'Direct' },
];

/** The UTM parameters of the visit that captured the lead: 'google / cpc / brand · term: shoes'. */
export function utmText(utm: NonNullable<LeadDetailFragment['utm']>): string {
  const main = [utm.source, utm.medium, utm.campaign].filter(Boolean).join(' / ');
  const extra = [utm.term ? `term: ${utm.term}` : null, utm.content ? `content: ${utm.content}` : null];
  return [main, ...extra].filter(Boolean).join(' · ');
}

/** The server's word on one field, else its message. */
const refusal = (info: ErrorInfo | null, field: string) =>
  info === null ? null : (info.fieldErrors[field] ?? info.message);

/** Every field of a lead; text fields and the status edit in place, dates are shown. */
export function LeadFields({ lead, save }: { lead: LeadDetailFragment; save: SaveLead }) {
  return (
    <dl className="ff-lead-fields">
      {TEXT_FIELDS.map(({ field, label, type, empty }) => (
        <div key={field} className="ff-lead-fields__row">
          <dt>{label}</dt>
          <dd>
            <InlineEdit
              label={label}
              type={type}
              empty={empty}
              value={lead[field] ?? ''}
              onSave={async (next) => {
                if (field === 'email' && !next) return 'Email is required';
                return refusal(await save({ [field]: next }), field);
              }}
            />
          </dd>
        </div>
      ))}
      <div className="ff-lead-fields__row">
        <dt>Status</dt>
        <dd>
          <LeadStatusSelect label="Status" value={lead.status} onChange={(status) => void save({ status })} />
        </dd>
      </div>
      <div className="ff-lead-fields__row">
        <dt>Email consent</dt>
        <dd>
          <ConsentRecord lead={lead} />
        </dd>
      </div>
      <div className="ff-lead-fields__row">
        <dt>Funnel</dt>
        <dd>
          {lead.funnelName ?? <span className="ff-muted">{lead.funnelId ? 'Deleted funnel' : 'None'}</span>}
        </dd>
      </div>
      {lead.utm ? (
        <div className="ff-lead-fields__row">
          <dt>Campaign</dt>
          <dd>{utmText(lead.utm)}</dd>
        </div>
      ) : null}
      <div className="ff-lead-fields__row">
        <dt>Date Added</dt>
        <dd>{formatDate(lead.createdAt)}</dd>
      </div>
      <div className="ff-lead-fields__row">
        <dt>Last Updated</dt>
        <dd>{formatDateTime(lead.updatedAt)}</dd>
      </div>
      <div className="ff-lead-fields__row">
        <dt>Last Contacted</dt>
        <dd className="ff-lead-fields__contacted">
          {lead.lastContactedAt ? (
            formatDateTime(lead.lastContactedAt)
          ) : (
            <span className="ff-muted">Never</span>
          )}
          <Button size="small" onClick={() => void save({ lastContactedAt: new Date().toISOString() })}>
            Mark as contacted now
          </Button>
        </dd>
      </div>
    </dl>
  );
}

/**
 * Double opt-in: the lead's latest consent record (when, from which network, on which form, the
 * text it agreed to) and whether it confirmed; a lead without one was never asked.
 */
function ConsentRecord({ lead }: { lead: LeadDetailFragment }) {
  const consent = lead.consents[0];
  if (!consent)
    return lead.optIn === 'pending' ? (
      <PendingOptInTag optIn={lead.optIn} />
    ) : (
      <span className="ff-muted">No double opt-in</span>
    );
  return (
    <div className="ff-lead-consent">
      <div>
        {lead.optIn === 'pending' ? (
          <PendingOptInTag optIn={lead.optIn} />
        ) : consent.confirmedAt ? (
          <span>Confirmed {formatDateTime(consent.confirmedAt)}</span>
        ) : (
          <span>Confirmed</span>
        )}
      </div>
      <div className="ff-muted">
        Agreed {formatDateTime(consent.createdAt)}
        {consent.ipNetwork ? ` from network ${consent.ipNetwork}` : ''} on {consent.formName}
      </div>
      <blockquote className="ff-lead-consent__text">{consent.consentText}</blockquote>
    </div>
  );
}
