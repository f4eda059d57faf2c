import { formatCount, formatPercent } from '../../app/format';
import type { CampaignStatsQuery } from '../../gql/graphql';

type Props = { stats: CampaignStatsQuery['campaignStats'] | null };

/** 001 §2.3: Total Campaigns, Total Recipients, Avg Open Rate and Avg Click Rate (one decimal). */
export function CampaignStatCards({ stats }: Props) {
  return (
    <section className="ff-stats" aria-label="Campaign statistics">
      <Stat label="Total Campaigns" value={stats ? formatCount(stats.totalCampaigns) : '–'} />
      <Stat label="Total Recipients" value={stats ? formatCount(stats.totalRecipients) : '–'} />
      <Stat label="Avg Open Rate" value={stats ? formatPercent(stats.avgOpenRate) : '–'} />
      <Stat label="Avg Click Rate" value={stats ? formatPercent(stats.avgClickRate) : '–'} />
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="ff-stat" role="group" aria-label={label}>
      <div className="ff-stat__label">{label}</div>
      <div className="ff-stat__value">{value}</div>
    </div>
  );
}
