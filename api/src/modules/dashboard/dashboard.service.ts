import { requireActor, type Actor } from '../../shared/auth/actor';
import { parseInput } from '../../shared/errors/parse-input';
import { Lead } from '../leads';
import { dashboardPeriodSchema, type DashboardPeriod } from './dashboard.schemas';
import { Service } from '../../shared/service';
import { countChange, rateChange, signed } from '../../shared/period-change';
import { toCents } from '../../shared/money';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_FUNNELS = 5;
const RECENT_LEADS = 5;

/** The four stat cards of the dashboard (000 §3 Dashboard stats). Texts are ready to show. */
export type DashboardStats = {
  /** Every lead the user has, whenever it came. */
  totalLeads: number;
  /** Leads created in the period against the period before, e.g. '+12.5% from last period'. */
  leadsChange: string;
  /** Percent, one decimal: the Analytics screen's overallConversionRate for the period's whole UTC days. */
  conversionRate: number;
  /** conversionRate minus the previous period's, in percentage points, e.g. '+1.2% from last period'. */
  conversionChange: string;
  /** Published funnels that are not in the recycle bin. */
  activeFunnels: number;
  /** '+N new this period' for funnels published in the period, else 'No new funnels'. */
  funnelsChange: string;
  /** Dollars: affiliate commissions earned in the period (any status but cancelled). */
  revenue: number;
  /** revenue against the previous period's, like leadsChange; 'No revenue change' when equal. */
  revenueChange: string;
};

/** One of the top funnels panel (000 §3 Top funnel). */
export type TopFunnel = { id: string; name: string; conversions: number; conversionRate: number };

/** One day of the performance chart: the day (UTC, YYYY-MM-DD), its page views and its new leads. */
export type PerformancePoint = { date: string; views: number; leads: number };

/** The period ending now and the one before it, both N days long. */
type Periods = { previousStart: Date; start: Date; end: Date };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Revenue (in cents) against the previous period's: percent, or the dollars gained when there were none before. */
function revenueChange(currentCents: number, previousCents: number): string {
  if (currentCents === previousCents) return 'No revenue change';
  if (previousCents === 0) return `+${money.format(currentCents / 100)} from last period`;
  const percent = ((currentCents - previousCents) / previousCents) * 100;
  return `${signed(`${Math.abs(percent).toFixed(1)}%`, percent > 0)} from last period`;
}

/** A sum of numeric(…, 2) amounts, as PostgreSQL answers it (null when nothing was summed), in cents. */
const sumCents = (amount: string | number | null | undefined) => toCents(amount ?? 0) ?? 0;

/**
 * The dashboard (000 §2.4): stat cards, top funnels, recent leads and a day-by-day chart,
 * all of the acting user's own data and all counted in PostgreSQL.
 *
 * The period is the last N days (7, 30 or 90) ending now by the injected clock, open at its
 * start and closed at its end; the previous period is the N days before it. Views, visitors and
 * conversions count every funnel of the user, including those in the recycle bin (the views
 * happened); active funnels and top funnels leave the recycle bin out.
 */
export class DashboardService extends Service {
  /**
   * - totalLeads: all the user's leads; leadsChange: leads created in the period against the previous period.
   * - conversionRate: the Analytics screen's overallConversionRate over the same number of whole
   *   UTC days ending today, against the days before (CONVERSION_RATE_DEFINITION).
   * - activeFunnels: published funnels outside the recycle bin; funnelsChange: those whose publishedAt is in the period.
   * - revenue: affiliate commissions earned in the period (not cancelled), in dollars.
   */
  async stats(actor: Actor | null, input: unknown = {}): Promise<DashboardStats> {
    const { userId } = requireActor(actor, 'read');
    const days = this.days(input);
    const { previousStart, start, end } = this.periods(days);
    const [row] = await this.em.getConnection().execute<
      Array<{
        total_leads: number;
        leads_now: number;
        leads_before: number;
        active_funnels: number;
        published_now: number;
        revenue_now: string;
        revenue_before: string;
      }>
    >(
      `with p as (
         select ?::uuid as user_id, ?::timestamptz as previous_start, ?::timestamptz as start_at, ?::timestamptz as end_at
       ),
       lead_counts as (
         select count(*)::int as total,
                count(*) filter (where l.created_at > p.start_at and l.created_at <= p.end_at)::int as now_n,
                count(*) filter (where l.created_at > p.previous_start and l.created_at <= p.start_at)::int as before_n
           from leads l, p
          where l.user_id = p.user_id
       ),
       funnel_counts as (
         select count(*)::int as active,
                count(*) filter (where f.published_at > p.start_at and f.published_at <= p.end_at)::int as published_now
           from funnels f, p
          where f.user_id = p.user_id and f.status = 'published' and f.deleted_at is null
       ),
       revenue as (
         select coalesce(sum(c.amount) filter (where c.created_at > p.start_at), 0)::text as now_amount,
                coalesce(sum(c.amount) filter (where c.created_at <= p.start_at), 0)::text as before_amount
           from affiliates a
           join commissions c on c.affiliate_id = a.id, p
          where a.user_id = p.user_id and c.status <> 'cancelled'
            and c.created_at > p.previous_start and c.created_at <= p.end_at
       )
       select lead_counts.total as total_leads, lead_counts.now_n as leads_now, lead_counts.before_n as leads_before,
              funnel_counts.active as active_funnels, funnel_counts.published_now,
              revenue.now_amount as revenue_now, revenue.before_amount as revenue_before
         from lead_counts, funnel_counts, revenue`,
      [userId, previousStart, start, end],
    );
    if (!row) throw new Error('dashboard stats query returned no row');
    // Views and conversions are the Analytics screen's (whole UTC days), so both screens agree.
    const traffic = await this.services.analytics.report(actor, { days });
    const rateNow = traffic.summary.overallConversionRate;
    const rateBefore = traffic.previous.overallConversionRate;
    const revenueNow = sumCents(row.revenue_now);
    return {
      totalLeads: row.total_leads,
      leadsChange: countChange(row.leads_now, row.leads_before),
      conversionRate: rateNow,
      conversionChange: rateChange(rateNow, rateBefore),
      activeFunnels: row.active_funnels,
      funnelsChange: row.published_now > 0 ? `+${row.published_now} new this period` : 'No new funnels',
      revenue: revenueNow / 100,
      revenueChange: revenueChange(revenueNow, sumCents(row.revenue_before)),
    };
  }

  /** The user's five funnels outside the recycle bin with the most conversions (ties: most views). */
  async topFunnels(actor: Actor | null): Promise<TopFunnel[]> {
    const { userId } = requireActor(actor, 'read');
    const rows = await this.em
      .getConnection()
      .execute<Array<{ id: string; name: string; total_conversions: number; conversion_rate: string }>>(
        `select id, name, total_conversions, conversion_rate
           from funnels
          where user_id = ? and deleted_at is null
          order by total_conversions desc, total_views desc, created_at asc, id asc
          limit ?`,
        [userId, TOP_FUNNELS],
      );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      conversions: r.total_conversions,
      conversionRate: Number(r.conversion_rate),
    }));
  }

  /** The user's five newest leads. */
  async recentLeads(actor: Actor | null): Promise<Lead[]> {
    const { userId } = requireActor(actor, 'read');
    return this.em.find(
      Lead,
      { user: userId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RECENT_LEADS },
    );
  }

  /**
   * One point per day of the period, oldest first: N calendar days (UTC) ending today. views are
   * the Analytics screen's daily views (one source for both screens); leads counts leads created that day.
   */
  async performance(actor: Actor | null, input: unknown = {}): Promise<PerformancePoint[]> {
    const { userId } = requireActor(actor, 'read');
    const days = this.days(input);
    const traffic = await this.services.analytics.report(actor, { days });
    const rows = await this.em.getConnection().execute<Array<{ date: string; leads: number }>>(
      `select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as date, count(*)::int as leads
         from leads
        where user_id = ? and created_at >= ?::date and created_at <= ?
        group by 1`,
      [userId, traffic.from, this.deps.clock.now()],
    );
    const leads = new Map(rows.map((r) => [r.date, r.leads]));
    return traffic.daily.map((day) => ({
      date: day.date,
      views: day.views,
      leads: leads.get(day.date) ?? 0,
    }));
  }

  private days(input: unknown): DashboardPeriod {
    return parseInput(dashboardPeriodSchema, input ?? {}).days;
  }

  private periods(days: DashboardPeriod): Periods {
    const end = this.deps.clock.now();
    const start = new Date(end.getTime() - days * DAY_MS);
    return { previousStart: new Date(start.getTime() - days * DAY_MS), start, end };
  }
}
