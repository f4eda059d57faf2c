import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import { isSessionExpired } from '../../app/session-expired';
import { LeadCountDocument, LeadSourcesDocument, LeadsDocument } from '../../gql/graphql';
import { AddLeadDialog } from '../../modules/leads/AddLeadDialog';
import { ExportLeadsButton, ImportLeadsButton, ImportsPanel } from '../../modules/leads/csv';
import { LeadDrawer } from '../../modules/leads/LeadDrawer';
import {
  LeadFilters,
  NO_FILTERS,
  isFiltered,
  toLeadFilter,
  type LeadFilterValues,
} from '../../modules/leads/LeadFilters';
import { LeadPager } from '../../modules/leads/LeadPager';
import { LeadsTable } from '../../modules/leads/LeadsTable';
import { sortChoice } from '../../modules/leads/lead-meta';
import { useDebouncedValue } from '../../modules/leads/use-debounced-value';
import { useLeadActions } from '../../modules/leads/use-lead-actions';
import { pagingFor, useLeadPaging } from '../../modules/leads/use-lead-paging';
import { useLiveLeads } from '../../modules/leads/use-live-leads';
import './leads.css';

/** The search waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * 001 §2.2 Leads & Contacts: filters, the table of one page of leads, paging that stays fast
 * at any depth, adding and deleting leads, and a drawer with everything about one lead. The
 * server filters, sorts, counts and pages; the browser holds one page.
 */
export function LeadsPage() {
  const client = useApolloClient();
  const [values, setValues] = useState<LeadFilterValues>(NO_FILTERS);
  const search = useDebouncedValue(values.search, SEARCH_DEBOUNCE_MS);
  const filter = toLeadFilter(values, search);
  const paging = useLeadPaging();
  const [selected, setSelected] = useState<string[]>([]);
  const [viewing, setViewing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const sort = sortChoice(values.sort);
  const list = useQuery(LeadsDocument, {
    variables: { filter, paging: pagingFor(paging.page, paging.after, sort) },
    fetchPolicy: 'cache-and-network',
  });
  // Counted apart from the page, so moving between pages does not count again.
  const count = useQuery(LeadCountDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const sources = useQuery(LeadSourcesDocument, { fetchPolicy: 'cache-and-network' });

  const data = list.data ?? list.previousData;
  const items = data?.leads.items ?? [];
  const sourceList = sources.data?.leadSources ?? [];
  const total = count.data?.leadCount ?? null;
  const hasLeads = sourceList.length > 0 || items.length > 0;

  const refresh = (withSources: boolean) => {
    refetchQuietly(list);
    refetchQuietly(count);
    if (withSources) refetchQuietly(sources);
  };

  useLiveLeads((ids) => {
    refresh(true);
    if (viewing && (ids.length === 0 || ids.includes(viewing))) {
      void client.refetchQueries({ include: ['Lead'] });
    }
  });

  const actions = useLeadActions({
    refresh,
    onDeleted: (ids) => {
      if (ids === 'all') {
        setSelected([]);
        paging.reset();
        return;
      }
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      if (viewing && ids.includes(viewing)) setViewing(null);
      // The last leads of a deeper page went: show the page before instead of an empty one.
      if (paging.page > 1 && items.every((lead) => ids.includes(lead.id))) paging.previous();
    },
  });

  const changeFilters = (next: LeadFilterValues) => {
    setValues(next);
    paging.reset();
  };

  // 001 §2.1: the list renders nothing when its own load is unauthorised (the link signs out).
  if (isSessionExpired(list.error)) return null;

  return (
    <div className="ff-leads">
      <div className="ff-toolbar ff-leads__header">
        <div className="ff-toolbar__grow" />
        <ImportLeadsButton />
        {hasLeads ? <ExportLeadsButton filter={filter} sort={sort.sort} order={sort.order} /> : null}
        {selected.length > 0 ? (
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={actions.busy === 'selected'}
            onClick={() => actions.removeSelected(selected)}
          >
            Delete Selected ({selected.length})
          </Button>
        ) : null}
        {hasLeads ? (
          <Button danger loading={actions.busy === 'all'} onClick={actions.removeAll}>
            Delete All
          </Button>
        ) : null}
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add Lead
        </Button>
      </div>

      <ImportsPanel />

      <LeadFilters values={values} sources={sourceList} onChange={changeFilters} />

      {list.error && !list.data ? (
        <div className="ff-empty">
          <Empty description="Could not load your leads. Check your connection and try again.">
            <Button onClick={() => refetchQuietly(list)}>Retry</Button>
          </Empty>
        </div>
      ) : !data ? (
        <div className="ff-leads__loading" aria-busy="true" aria-label="Loading leads">
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        </div>
      ) : items.length === 0 && !list.loading && paging.page > 1 ? (
        // Leads went elsewhere (another tab, an import) while this later page was open.
        <div className="ff-empty">
          <Empty description="There are no more leads on this page.">
            <Button onClick={paging.reset}>Back to page 1</Button>
          </Empty>
        </div>
      ) : items.length === 0 && !list.loading ? (
        <div className="ff-empty">
          <Empty
            description={
              isFiltered(filter) ? (
                <EmptyText title="No leads found" text="Try adjusting your search or filters" />
              ) : (
                <EmptyText
                  title="No leads yet"
                  text="Your leads will appear here once you start capturing them"
                />
              )
            }
          />
        </div>
      ) : (
        <>
          <LeadsTable
            items={items}
            // Spins while another page or filter loads; live reloads swap the rows quietly.
            loading={!list.data}
            selected={selected}
            onSelect={setSelected}
            actions={actions}
            onView={setViewing}
          />
          <LeadPager
            page={paging.page}
            shown={items.length}
            total={total}
            hasMore={data.leads.hasMore}
            busy={!list.data}
            onPage={paging.goTo}
            onPrevious={paging.previous}
            onNext={() => paging.next(data.leads.endCursor)}
          />
        </>
      )}

      <AddLeadDialog open={adding} onClose={() => setAdding(false)} onCreated={() => refresh(true)} />
      <LeadDrawer leadId={viewing} onClose={() => setViewing(null)} onChanged={() => refresh(false)} />
    </div>
  );
}

function EmptyText({ title, text }: { title: string; text: string }) {
  return (
    <span className="ff-pending">
      <strong>{title}</strong>
      <span>{text}</span>
    </span>
  );
}
