import { InfoCircleOutlined } from '@ant-design/icons';
import { Skeleton, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { changeTone } from './change-tone';

type StatCardProps = {
  label: string;
  value: string;
  change: string;
  /** What the figure counts; shown in a tooltip of the info button. */
  help: string;
  icon: ReactNode;
};

/** 000 §2.4: one stat card: label with its definition, figure, and the change coloured by 000 §9. */
export function StatCard({ label, value, change, help, icon }: StatCardProps) {
  const tone = changeTone(change);
  return (
    <div className="ff-stat ff-dashboard-stat" role="group" aria-label={label}>
      <div className="ff-dashboard-stat__head">
        <span className="ff-stat__label">{label}</span>
        <Tooltip title={help}>
          <button type="button" className="ff-dashboard-stat__help" aria-label={`About ${label}`}>
            <InfoCircleOutlined />
          </button>
        </Tooltip>
        <span className="ff-dashboard-stat__icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      <div className="ff-stat__value">{value}</div>
      <div className={`ff-dashboard-stat__change ff-dashboard-stat__change--${tone}`} data-tone={tone}>
        {change}
      </div>
    </div>
  );
}

export function StatCardSkeleton() {
  return (
    <div className="ff-stat ff-dashboard-stat ff-dashboard-stat--loading">
      <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 2, width: ['40%', '70%'] }} />
    </div>
  );
}
