import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { formatCount, formatPercent } from '../../app/format';
import type { TopFunnelsQuery } from '../../gql/graphql';

type TopFunnel = TopFunnelsQuery['topFunnels'][number];

const SKELETONS = 3;

/** 000 §2.4 top-funnels panel: name, conversions and conversion rate, best first. */
export function TopFunnelsList({ funnels, loading }: { funnels: readonly TopFunnel[]; loading: boolean }) {
  if (loading) {
    return (
      <ol className="ff-top-funnels" aria-busy="true" aria-label="Loading top funnels">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li key={i} className="ff-top-funnels__item ff-top-funnels__item--loading">
            <Skeleton
              active
              avatar={{ shape: 'square', size: 36 }}
              title={{ width: '60%' }}
              paragraph={{ rows: 1, width: '40%' }}
            />
          </li>
        ))}
      </ol>
    );
  }
  if (funnels.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No funnels created yet" />;
  return (
    <ol className="ff-top-funnels" aria-label="Top funnels">
      {funnels.map((funnel, index) => (
        <li key={funnel.id} className="ff-top-funnels__item">
          <span className="ff-top-funnels__rank" aria-hidden="true">
            {index + 1}
          </span>
          <div className="ff-top-funnels__main">
            <Link to={`/builder/${funnel.id}`} className="ff-top-funnels__name" title={funnel.name}>
              {funnel.name}
            </Link>
            <span className="ff-muted ff-top-funnels__conversions">
              {funnel.conversions === 1 ? '1 conversion' : `${formatCount(funnel.conversions)} conversions`}
            </span>
          </div>
          <span className="ff-top-funnels__rate" aria-label="Conversion rate">
            {formatPercent(funnel.conversionRate)}
          </span>
        </li>
      ))}
    </ol>
  );
}
