import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Empty, Input, Select, Skeleton } from 'antd';
import { formatCount } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import {
  CampaignAudienceCountDocument,
  CampaignLeadOptionsDocument,
  LeadCountDocument,
  type CampaignAudienceFilterInput,
  type CampaignLeadOptionFragment,
  type LeadFilter,
  type LeadStatus,
} from '../../gql/graphql';
import { LEAD_STATUSES, NEWEST_FIRST, leadLabel } from '../leads/lead-meta';
import { LeadPager } from '../leads/LeadPager';
import { useDebouncedValue } from '../leads/use-debounced-value';
import { pagingFor, useLeadPaging } from '../leads/use-lead-paging';
import { recipientsLabel } from './campaign-meta';

/** Chosen one by one up to this many (the server's limit); beyond, 'Select all N matching leads'. */
export const MAX_CHOSEN_LEADS = 10_000;
/** The search waits for a pause in typing before it asks the server. */
export const RECIPIENT_SEARCH_DEBOUNCE_MS = 300;

/**
 * The audience being chosen: leads ticked one by one, or every lead matching the filter. The
 * ticked ids are kept while 'all' is on, so turning it off gives the earlier choice back.
 */
export type RecipientsValue = {
  allMatching: boolean;
  selectedIds: readonly string[];
  filter: CampaignAudienceFilterInput;
};

export const NO_RECIPIENTS: RecipientsValue = {
  allMatching: false,
  selectedIds: [],
  filter: { search: null, status: null, score: null, source: null },
};

/** The audience filter as the leads list query takes it. */
function leadFilterOf(filter: CampaignAudienceFilterInput): LeadFilter {
  return {
    search: filter.search?.trim() || null,
    status: filter.status ?? null,
    score: filter.score ?? null,
    source: filter.source ?? null,
  };
}

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  ...LEAD_STATUSES.map(({ value, label }) => ({ value, label })),
];

type Props = {
  value: RecipientsValue;
  onChange: (value: RecipientsValue) => void;
  /** How many recipients the choice reaches, as the form's Send Now button says. */
  count: number;
  /** While the chosen leads of a saved campaign load. */
  loading?: boolean;
};

/**
 * 001 §2.3 recipients panel, built for a million leads: one server page of leads at a time
 * (searchable, filtered by status, paged by cursor like the leads screen), a checkbox per lead,
 * and 'Select all N matching leads', which sends the filter instead of the ids.
 */
export function RecipientsPanel({ value, onChange, count, loading = false }: Props) {
  const paging = useLeadPaging();
  const search = useDebouncedValue(value.filter.search ?? '', RECIPIENT_SEARCH_DEBOUNCE_MS);
  const filter = leadFilterOf({ ...value.filter, search });
  const page = useQuery(CampaignLeadOptionsDocument, {
    variables: { filter, paging: pagingFor(paging.page, paging.after, NEWEST_FIRST) },
    fetchPolicy: 'cache-and-network',
  });
  const total = useQuery(LeadCountDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });

  const data = page.data ?? page.previousData;
  const items = data?.leads.items ?? [];
  const matching = total.data?.leadCount ?? null;
  const chosen = new Set(value.selectedIds);
  const full = value.selectedIds.length >= MAX_CHOSEN_LEADS;

  const setFilter = (change: Partial<CampaignAudienceFilterInput>) => {
    onChange({ ...value, filter: { ...value.filter, ...change } });
    paging.reset();
  };

  const toggle = (lead: CampaignLeadOptionFragment, checked: boolean) => {
    const ids = checked ? [...value.selectedIds, lead.id] : value.selectedIds.filter((id) => id !== lead.id);
    onChange({ ...value, selectedIds: ids });
  };

  return (
    <section className="ff-recipients" aria-label="Recipients">
      <div className="ff-recipients__head">
        <h3 className="ff-recipients__title">Recipients</h3>
        <span className="ff-recipients__count" aria-live="polite">
          {`${recipientsLabel(count)} selected`}
        </span>
      </div>
      <div className="ff-recipients__filters">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search leads..."
          aria-label="Search recipients"
          value={value.filter.search ?? ''}
          onChange={(event) => setFilter({ search: event.target.value })}
        />
        <Select
          aria-label="Filter recipients by status"
          className="ff-recipients__status"
          value={value.filter.status ?? 'all'}
          options={STATUS_OPTIONS}
          onChange={(status: LeadStatus | 'all') => setFilter({ status: status === 'all' ? null : status })}
        />
      </div>
      <div className="ff-recipients__bulk">
        <Checkbox
          checked={value.allMatching}
          disabled={matching === 0}
          onChange={(event) => onChange({ ...value, allMatching: event.target.checked })}
        >
          {matching === null
            ? 'Select all matching leads'
            : `Select all ${formatCount(matching)} matching leads`}
        </Checkbox>
        {!value.allMatching && value.selectedIds.length > 0 ? (
          <Button type="link" size="small" onClick={() => onChange({ ...value, selectedIds: [] })}>
            Clear selection
          </Button>
        ) : null}
      </div>
      {full && !value.allMatching ? (
        <p className="ff-muted ff-recipients__note">
          {`Up to ${formatCount(MAX_CHOSEN_LEADS)} leads can be chosen one by one; select all matching leads to send to more.`}
        </p>
      ) : null}

      {loading || (!data && !page.error) ? (
        <div aria-busy="true" aria-label="Loading leads">
          <Skeleton active title={false} paragraph={{ rows: 5 }} />
        </div>
      ) : page.error && !data ? (
        <Empty description="Could not load your leads.">
          <Button onClick={() => refetchQuietly(page)}>Retry</Button>
        </Empty>
      ) : items.length === 0 ? (
        <Empty
          description={
            filter.search || filter.status ? 'No leads match this search' : 'No leads yet to send to'
          }
        />
      ) : (
        <ul className="ff-recipients__list" aria-label="Leads">
          {items.map((lead) => {
            const unsubscribed = lead.unsubscribedAt !== null;
            const checked = !unsubscribed && (value.allMatching || chosen.has(lead.id));
            return (
              <li key={lead.id} className="ff-recipients__lead">
                <Checkbox
                  checked={checked}
                  disabled={unsubscribed || value.allMatching || (full && !chosen.has(lead.id))}
                  onChange={(event) => toggle(lead, event.target.checked)}
                  aria-label={`Choose ${leadLabel(lead)}`}
                >
                  <span className="ff-recipients__name">{leadLabel(lead)}</span>
                  {leadLabel(lead) !== lead.email ? (
                    <span className="ff-recipients__email ff-muted">{lead.email}</span>
                  ) : null}
                </Checkbox>
                {unsubscribed ? <span className="ff-badge ff-badge--outline">Unsubscribed</span> : null}
              </li>
            );
          })}
        </ul>
      )}
      {data && items.length > 0 ? (
        <LeadPager
          page={paging.page}
          shown={items.length}
          total={matching}
          hasMore={data.leads.hasMore}
          busy={!page.data}
          onPage={paging.goTo}
          onPrevious={paging.previous}
          onNext={() => paging.next(data.leads.endCursor)}
        />
      ) : null}
    </section>
  );
}

/** The audience the form saves: the filter for 'all', else the ticked ids. */
export function audienceOf(value: RecipientsValue) {
  return value.allMatching
    ? { mode: 'all' as const, filter: leadFilterOf(value.filter) }
    : { mode: 'selected' as const, leadIds: [...value.selectedIds] };
}

/** How many recipients a choice reaches: the server counts 'all' (unsubscribed left out). */
export function useRecipientCount(value: RecipientsValue): number {
  const search = useDebouncedValue(value.filter.search ?? '', RECIPIENT_SEARCH_DEBOUNCE_MS);
  const filter = leadFilterOf({ ...value.filter, search });
  const counted = useQuery(CampaignAudienceCountDocument, {
    variables: { audience: { mode: 'all', filter } },
    skip: !value.allMatching,
    fetchPolicy: 'cache-and-network',
  });
  if (!value.allMatching) return value.selectedIds.length;
  return (counted.data ?? counted.previousData)?.campaignAudienceCount ?? 0;
}
