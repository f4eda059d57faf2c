import { InfoCircleOutlined } from '@ant-design/icons';
import { Skeleton, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { changeTone } from './change-tone';
import './stat-card.css';

type StatCardProps = {
  label: string;
  value: string;
  /** What changed since the period before; left out for a figure the server compares with nothing. */
  change?: string;
  /** False for a figure where less is better (a bounce rate): a rise shows red. */
  upIsGood?: boolean;
  /** A second, smaller line under the figure (e.g. 'Unique views: 1,024'). */
  detail?: ReactNode;
  /** What the figure counts; shown in a tooltip of the info button. */
  help: string;
  icon: ReactNode;
};

/** 000 §2.4: one stat card: label with its definition, figure, and the change coloured by 000 §9. */
export function StatCard({ label, value, change, upIsGood = true, detail, help, icon }: StatCardProps) {
  const tone = change === undefined ? null : changeTone(change, { upIsGood });
  return (
    <div className="ff-stat ff-stat-card" role="group" aria-label={label}>
      <div className="ff-stat-card__head">
        <span className="ff-stat__label">{label}</span>
        <Tooltip title={help}>
          <button type="button" className="ff-stat-card__help" aria-label={`About ${label}`}>
            <InfoCircleOutlined />
          </button>
        </Tooltip>
        <span className="ff-stat-card__icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      <div className="ff-stat__value">{value}</div>
      {detail ? <div className="ff-stat-card__detail">{detail}</div> : null}
      {tone ? (
        <div className={`ff-stat-card__change ff-stat-card__change--${tone}`} data-tone={tone}>
          {change}
        </div>
      ) : null}
    </div>
  );
}

export function StatCardSkeleton() {
  return (
    <div className="ff-stat ff-stat-card ff-stat-card--loading">
      <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 2, width: ['40%', '70%'] }} />
    </div>
  );
}
