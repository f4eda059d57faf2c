import { Select } from 'antd';
import type { LeadStatus } from '../../gql/graphql';
import { LEAD_STATUSES } from './lead-meta';

const OPTIONS = LEAD_STATUSES.map(({ value, label, className }) => ({
  value,
  label: <span className={className}>{label}</span>,
  title: label,
}));

/** 001 §4: the inline status dropdown; any status may change to any other, saved at once. */
export function LeadStatusSelect({
  value,
  label,
  disabled,
  onChange,
}: {
  value: LeadStatus;
  /** Names the dropdown for assistive technology, e.g. 'Status of Jane Doe'. */
  label: string;
  disabled?: boolean;
  onChange: (status: LeadStatus) => void;
}) {
  return (
    <Select<LeadStatus>
      className="ff-lead-status"
      variant="borderless"
      aria-label={label}
      value={value}
      options={OPTIONS}
      disabled={disabled}
      popupMatchSelectWidth={false}
      onChange={(next) => {
        if (next !== value) onChange(next);
      }}
    />
  );
}
