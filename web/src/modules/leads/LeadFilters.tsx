import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import { useId, useState } from 'react';
import type { LeadFilter, LeadOptIn, LeadScoreBand, LeadStatus } from '../../gql/graphql';
import { LEAD_STATUSES, NEWEST_FIRST, SORT_CHOICES, sourceLabel } from './lead-meta';
import { useLeadScoreBands } from './use-lead-score-bands';

export type LeadFilterValues = {
  search: string;
  score: LeadScoreBand | 'all';
  /** null: all sources; '' is 'Direct' (no source). */
  source: string | null;
  status: LeadStatus | 'all';
  /** Double opt-in: leads still waiting to confirm by email, or those who did (or were never asked). */
  optIn: LeadOptIn | 'all';
  sort: string;
};

export const NO_FILTERS: LeadFilterValues = {
  search: '',
  score: 'all',
  source: null,
  status: 'all',
  optIn: 'all',
  sort: NEWEST_FIRST.value,
};

/** The server filter for these values (the search trimmed; 'all' left out as null). */
export function toLeadFilter(values: LeadFilterValues, search = values.search): LeadFilter {
  return {
    search: search.trim() || null,
    score: values.score === 'all' ? null : values.score,
    source: values.source,
    status: values.status === 'all' ? null : values.status,
    // Only when chosen: the filter's other keys are always there, this one came later.
    ...(values.optIn === 'all' ? {} : { optIn: values.optIn }),
  };
}

/** Whether a filter narrows the list (the empty state then says 'No leads found'). */
export function isFiltered(filter: LeadFilter): boolean {
  return Object.values(filter).some((value) => value !== null && value !== undefined);
}

const ALL = 'all';
const SOURCE_PREFIX = 'source:';

const STATUS_OPTIONS = [
  { value: ALL, label: 'All Status' },
  ...LEAD_STATUSES.map(({ value, label }) => ({ value, label })),
];

const OPT_IN_OPTIONS = [
  { value: ALL, label: 'Any consent' },
  { value: 'pending', label: 'Pending confirmation' },
  { value: 'confirmed', label: 'Confirmed' },
];

type Props = {
  values: LeadFilterValues;
  sources: readonly string[];
  onChange: (values: LeadFilterValues) => void;
};

/**
 * 001 §2.2: search, score, source and status filters; 'Advanced Filters' opens the sort order and
 * the double opt-in filter.
 */
export function LeadFilters({ values, sources, onChange }: Props) {
  const [advanced, setAdvanced] = useState(false);
  const advancedId = useId();
  const set = (change: Partial<LeadFilterValues>) => onChange({ ...values, ...change });
  // 001 §9: the api's bands; 'All Scores' until they arrive.
  const bands = useLeadScoreBands();
  const scoreOptions = [
    { value: ALL, label: 'All Scores' },
    ...(bands ?? []).map(({ band, label }) => ({ value: band, label })),
  ];
  const sourceOptions = [
    { value: ALL, label: 'All Sources' },
    ...sources.map((source) => ({ value: SOURCE_PREFIX + source, label: sourceLabel(source) })),
  ];
  // A chosen source stays listed while the sources reload (or after its last lead went).
  if (values.source !== null && !sources.includes(values.source)) {
    sourceOptions.push({ value: SOURCE_PREFIX + values.source, label: sourceLabel(values.source) });
  }

  return (
    <div className="ff-lead-filters">
      <div className="ff-toolbar">
        <Input
          className="ff-toolbar__grow"
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search leads..."
          aria-label="Search leads"
          value={values.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <Select
          aria-label="Filter by score"
          className="ff-lead-filters__select"
          value={values.score}
          options={scoreOptions}
          loading={bands === null}
          onChange={(score: LeadScoreBand | 'all') => set({ score })}
        />
        <Select
          aria-label="Filter by source"
          className="ff-lead-filters__select"
          value={values.source === null ? ALL : SOURCE_PREFIX + values.source}
          options={sourceOptions}
          onChange={(value: string) =>
            set({ source: value === ALL ? null : value.slice(SOURCE_PREFIX.length) })
          }
        />
        <Select
          aria-label="Filter by status"
          className="ff-lead-filters__select"
          value={values.status}
          options={STATUS_OPTIONS}
          onChange={(status: LeadStatus | 'all') => set({ status })}
        />
        <Button
          icon={<FilterOutlined />}
          aria-expanded={advanced}
          aria-controls={advancedId}
          onClick={() => setAdvanced(!advanced)}
        >
          Advanced Filters
        </Button>
      </div>
      {advanced ? (
        <div className="ff-toolbar ff-lead-filters__advanced" id={advancedId}>
          <label className="ff-lead-filters__label" htmlFor={`${advancedId}-sort`}>
            Sort by
          </label>
          <Select
            id={`${advancedId}-sort`}
            aria-label="Sort leads"
            className="ff-lead-filters__select"
            value={values.sort}
            options={SORT_CHOICES.map(({ value, label }) => ({ value, label }))}
            onChange={(sort: string) => set({ sort })}
          />
          <label className="ff-lead-filters__label" htmlFor={`${advancedId}-opt-in`}>
            Email consent
          </label>
          <Select
            id={`${advancedId}-opt-in`}
            aria-label="Filter by email consent"
            className="ff-lead-filters__select"
            value={values.optIn}
            options={OPT_IN_OPTIONS}
            onChange={(optIn: LeadOptIn | 'all') => set({ optIn })}
          />
        </div>
      ) : null}
    </div>
  );
}
