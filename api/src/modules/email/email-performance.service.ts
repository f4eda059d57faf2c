import { requireActor, type Actor } from '../../shared/auth/actor';
import { Service } from '../../shared/service';

/** The trend compares the last PERIOD_DAYS days with the PERIOD_DAYS days before them. */
export const PERIOD_DAYS = 30;
const ACTIVITY_LIMIT = 8;

/**
 * The health grade: the best row whose every threshold (percent) the rates over all sends meet.
 * Thresholds follow common industry figures: about 98 % of mail delivered, a fifth opened and
 * a few percent clicked is excellent; below 80 % delivered, the list or the server needs work.
 */
export const HEALTH_GRADES = [
  { grade: 'A+', minDeliveryRate: 98, minOpenRate: 20, minClickRate: 2.5 },
  { grade: 'A', minDeliveryRate: 95, minOpenRate: 15, minClickRate: 1.5 },
  { grade: 'B', minDeliveryRate: 90, minOpenRate: 10, minClickRate: 0.5 },
  { grade: 'C', minDeliveryRate: 80, minOpenRate: 5, minClickRate: 0 },
  { grade: 'D', minDeliveryRate: 0, minOpenRate: 0, minClickRate: 0 },
] as const;

export type HealthRule = (typeof HEALTH_GRADES)[number];

/**
 * Sends of one span. attempted = delivered + failed; simulated (sent without an SMTP server:
 * logged, not delivered) is counted apart and in none of the others or the rates; opened counts
 * a click as an open (a click proves the email was read even when images were blocked). Rates
 * are percentages with one decimal: delivery of attempted, open and click of delivered; null
 * with nothing to divide.
 */
export type SendFigures = {
  attempted: number;
  delivered: number;
  failed: number;
  simulated: number;
  opened: number;
  clicked: number;
  /** Delivered emails only machines opened or clicked (bots, scanners, privacy proxies): in no rate. */
  machineOpened: number;
  deliveryRate: number | null;
  openRate: number | null;
  clickRate: number | null;
};

/** Percentage points the last period moved against the one before; null when either sent nothing. */
export type PerformanceTrend = { deliveryRate: number; openRate: number; clickRate: number };

export type SendingActivity = {
  id: string;
  kind: 'campaign' | 'sequence';
  name: string;
  subject: string;
  stepNumber: number | null;
  lastSentAt: Date;
  delivered: number;
  simulated: number;
  failed: number;
  opened: number;
  clicked: number;
};

export type EmailPerformance = {
  periodDays: number;
  periodStart: Date;
  overall: SendFigures;
  current: SendFigures;
  previous: SendFigures;
  trend: PerformanceTrend | null;
  grade: string | null;
  gradeRules: readonly HealthRule[];
  activity: SendingActivity[];
};

type CountRow = {
  period: string | null;
  attempted: number;
  delivered: number;
  simulated: number;
  opened: number;
  clicked: number;
  machine_opened: number;
};

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
const points = (now: number | null, before: number | null) =>
  Math.round(((now ?? 0) - (before ?? 0)) * 10) / 10;

function figures(row: CountRow | undefined): SendFigures {
  const attempted = row?.attempted ?? 0;
  const delivered = row?.delivered ?? 0;
  const opened = row?.opened ?? 0;
  const clicked = row?.clicked ?? 0;
  return {
    attempted,
    delivered,
    failed: attempted - delivered,
    simulated: row?.simulated ?? 0,
    opened,
    clicked,
    machineOpened: row?.machine_opened ?? 0,
    deliveryRate: rate(delivered, attempted),
    openRate: rate(opened, delivered),
    clickRate: rate(clicked, delivered),
  };
}

/** The grade of these figures (HEALTH_GRADES), or null when nothing was sent. */
export function healthGrade(f: SendFigures): string | null {
  if (f.attempted === 0) return null;
  const met = HEALTH_GRADES.find(
    (rule) =>
      (f.deliveryRate ?? 0) >= rule.minDeliveryRate &&
      (f.openRate ?? 0) >= rule.minOpenRate &&
      (f.clickRate ?? 0) >= rule.minClickRate,
  );
  return met?.grade ?? 'D';
}

/**
 * Every campaign and sequence email of a user that was tried: campaign recipients sent or
 * failed, and sequence logs sent or failed. A sent row is delivered unless it was simulated (no
 * SMTP server: logged, not delivered). `at` is when it went out; a failed delivery was never
 * sent (no sent_at), so when it was queued stands in.
 */
const SENDS = `
  select cr.status, cr.simulated, coalesce(cr.sent_at, cr.claimed_at, cr.created_at) as at,
         cr.opened_at is not null or cr.clicked_at is not null as opened, cr.clicked_at is not null as clicked,
         cr.machine_opened_at is not null or cr.machine_clicked_at is not null as machine
    from campaign_recipients cr join campaigns c on c.id = cr.campaign_id
   where c.user_id = ? and cr.status in ('sent', 'failed')
  union all
  select l.status, l.simulated, coalesce(l.sent_at, l.queued_at) as at,
         l.opened_at is not null or l.clicked_at is not null as opened, l.clicked_at is not null as clicked,
         l.machine_opened_at is not null or l.machine_clicked_at is not null as machine
    from email_sequence_logs l join email_sequences s on s.id = l.sequence_id
   where s.user_id = ? and l.status in ('sent', 'failed')`;

/**
 * The Performance tab (001 §2.8, built instead of its sample figures): delivery, open and
 * click rates over all of a user's campaign and sequence sends, the last PERIOD_DAYS days
 * against the ones before, the health grade, and the latest sending activity. Simulated sends
 * are counted apart (issue 14, finding 6): never delivered, never in a rate or the grade. All in SQL.
 */
export class EmailPerformanceService extends Service {
  async performance(actor: Actor | null): Promise<EmailPerformance> {
    const { userId } = requireActor(actor, 'read');
    const now = this.deps.clock.now();
    const periodStart = new Date(now.getTime() - PERIOD_DAYS * 86_400_000);
    const previousStart = new Date(now.getTime() - 2 * PERIOD_DAYS * 86_400_000);
    const connection = this.em.getConnection();

    // One pass: a row per period and the rollup (period null) for all sends.
    const counts = await connection.execute<CountRow[]>(
      `select period,
              count(*) filter (where not simulated)::int as attempted,
              count(*) filter (where status = 'sent' and not simulated)::int as delivered,
              count(*) filter (where status = 'sent' and simulated)::int as simulated,
              count(*) filter (where status = 'sent' and not simulated and opened)::int as opened,
              count(*) filter (where status = 'sent' and not simulated and clicked)::int as clicked,
              count(*) filter (where status = 'sent' and not simulated and machine and not opened)::int as machine_opened
         from (select *, case when at >= ? then 'current' when at >= ? then 'previous' else 'older' end as period
                 from (${SENDS}) sends) s
        group by rollup (period)`,
      [periodStart, previousStart, userId, userId],
    );
    const overall = figures(counts.find((r) => r.period === null));
    const current = figures(counts.find((r) => r.period === 'current'));
    const previous = figures(counts.find((r) => r.period === 'previous'));
    const trend =
      current.attempted > 0 && previous.attempted > 0
        ? {
            deliveryRate: points(current.deliveryRate, previous.deliveryRate),
            openRate: points(current.openRate, previous.openRate),
            clickRate: points(current.clickRate, previous.clickRate),
          }
        : null;

    const activity = await connection.execute<SendingActivity[]>(
      `select * from (
         select c.id::text as id, 'campaign' as kind, c.name, c.subject, null::int as "stepNumber",
                max(coalesce(cr.sent_at, cr.claimed_at, cr.created_at)) as "lastSentAt",
                count(*) filter (where cr.status = 'sent' and not cr.simulated)::int as delivered,
                count(*) filter (where cr.status = 'sent' and cr.simulated)::int as simulated,
                count(*) filter (where cr.status = 'failed')::int as failed,
                count(*) filter (where cr.status = 'sent' and not cr.simulated and (cr.opened_at is not null or cr.clicked_at is not null))::int as opened,
                count(*) filter (where cr.status = 'sent' and not cr.simulated and cr.clicked_at is not null)::int as clicked
           from campaigns c join campaign_recipients cr on cr.campaign_id = c.id
          where c.user_id = ? and cr.status in ('sent', 'failed')
          group by c.id
         union all
         select s.id::text || ':' || coalesce(st.id::text, '-'), 'sequence', s.name, coalesce(st.subject, ''), st.step_number,
                max(l.sent_at),
                count(*) filter (where l.status = 'sent' and not l.simulated)::int,
                count(*) filter (where l.status = 'sent' and l.simulated)::int,
                count(*) filter (where l.status = 'failed')::int,
                count(*) filter (where l.status = 'sent' and not l.simulated and (l.opened_at is not null or l.clicked_at is not null))::int,
                count(*) filter (where l.status = 'sent' and not l.simulated and l.clicked_at is not null)::int
           from email_sequences s join email_sequence_logs l on l.sequence_id = s.id
           left join email_sequence_steps st on st.id = l.step_id
          where s.user_id = ? and l.status in ('sent', 'failed')
          group by s.id, st.id
       ) a
       order by "lastSentAt" desc, id
       limit ${ACTIVITY_LIMIT}`,
      [userId, userId],
    );

    return {
      periodDays: PERIOD_DAYS,
      periodStart,
      overall,
      current,
      previous,
      trend,
      grade: healthGrade(overall),
      gradeRules: HEALTH_GRADES,
      activity: activity.map((a) => ({ ...a, lastSentAt: new Date(a.lastSentAt) })),
    };
  }
}
