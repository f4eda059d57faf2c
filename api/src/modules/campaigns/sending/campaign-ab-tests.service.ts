import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../../shared/db/transaction';
import { Service } from '../../../shared/service';
import { conversionRate, wilsonInterval } from '../../experiments';
import type { Campaign, CampaignAbTest } from '../campaign.entity';
import type { Actor } from '../../../shared/auth/actor';
import { toAbTestJson } from '../campaign.mapper';
import {
  abTestLocked,
  abTestNotFound,
  abVariantUnchanged,
  tooFewForAbTest,
  variantLabel,
} from '../campaigns.errors';
import { queueSlice } from './campaign-slices';

/** One version of a campaign's email in its A/B test: A is the campaign itself. */
export type AbVariantContent = { label: string; subject: string; content: string };

/** Recipients given a version, and how many of them were sent it, opened and clicked. */
export type AbCounts = { recipients: number; sent: number; opens: number; clicks: number };

/** A version's figures among the sample's recipients drawn for it. */
export type AbVariantResult = AbVariantContent &
  AbCounts & {
    /** Opens or clicks (the test's metric) ÷ sent, with its 95% Wilson interval; null before any is sent. */
    rate: number | null;
    rateLow: number | null;
    rateHigh: number | null;
    winner: boolean;
  };

type LockedForTest = {
  id: string;
  ab_test: CampaignAbTest | null;
  ab_decide_at: Date | null;
  ab_winner: number | null;
};

/** Whether two tests are the same (a stored one's keys come back in jsonb's order). */
function sameTest(a: CampaignAbTest | null, b: CampaignAbTest | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.samplePercent === b.samplePercent &&
    a.metric === b.metric &&
    a.waitMinutes === b.waitMinutes &&
    a.variants.length === b.variants.length &&
    a.variants.every((v, i) => v.subject === b.variants[i]?.subject && v.content === b.variants[i]?.content)
  );
}

/** The versions of a campaign's email, A first. */
export function abVariants(
  campaign: { subject: string; content: string },
  test: CampaignAbTest,
): AbVariantContent[] {
  return [
    { label: variantLabel(0), subject: campaign.subject, content: campaign.content },
    ...test.variants.map((variant, index) => ({
      label: variantLabel(index + 1),
      subject: variant.subject ?? campaign.subject,
      content: variant.content ?? campaign.content,
    })),
  ];
}

/**
 * A campaign's A/B test of subject lines and contents (issue 21). When the send starts, a random
 * sample (samplePercent of the recipients) is split evenly between the versions and the rest is
 * held; waitMinutes after that the version with the best open (or click) rate wins, and the held
 * recipients are released with it to the same crash-safe sending engine. Every recipient is one
 * row of campaign_recipients with one version, so each gets exactly one email across the test
 * and the rest.
 */
export class CampaignAbTestsService extends Service {
  /** Refuses a test that compares nothing, or a change to a test whose sample was already drawn. */
  checkChange(
    campaign: Pick<Campaign, 'subject' | 'content' | 'abTest' | 'abDecideAt' | 'sentAt'>,
    test: CampaignAbTest | null | undefined,
  ): void {
    // Once emails went out, a new or changed test would give some recipients a second version.
    if (test !== undefined && (campaign.abDecideAt || campaign.sentAt)) {
      if (!sameTest(test, campaign.abTest ?? null)) throw abTestLocked();
    }
    const current = test === undefined ? campaign.abTest : test;
    if (!current) return;
    current.variants.forEach((variant, index) => {
      const subject = variant.subject ?? campaign.subject;
      const content = variant.content ?? campaign.content;
      if (subject === campaign.subject && content === campaign.content) throw abVariantUnchanged(index + 1);
    });
  }

  /**
   * Called as a send starts, in its transaction, once the audience is frozen: the first time
   * draws the sample and holds the rest; on a resume, recipients added since join the rest
   * (held, or with the winner once there is one).
   */
  async prepare(tx: EntityManager, campaignId: string): Promise<void> {
    const [campaign] = await tx.execute<LockedForTest[]>(
      `select id, ab_test, ab_decide_at, ab_winner from campaigns where id = ?`,
      [campaignId],
    );
    const test = campaign?.ab_test;
    if (!campaign || !test) return;
    if (campaign.ab_decide_at) {
      await tx.execute(
        campaign.ab_winner === null
          ? `update campaign_recipients set status = 'held'
              where campaign_id = ? and variant is null and status = 'pending'`
          : `update campaign_recipients set variant = ?
              where campaign_id = ? and variant is null and status = 'pending'`,
        campaign.ab_winner === null ? [campaignId] : [campaign.ab_winner, campaignId],
      );
      return;
    }
    const versions = test.variants.length + 1;
    const [row] = await tx.execute<Array<{ total: number }>>(
      `select count(*)::int as total from campaign_recipients where campaign_id = ? and status = 'pending'`,
      [campaignId],
    );
    const total = row?.total ?? 0;
    const sample = Math.max(versions, Math.round((total * test.samplePercent) / 100));
    if (total < versions + 1) throw tooFewForAbTest(versions);
    // A random order, then round-robin over the versions: each gets an even, random share.
    await tx.execute(
      `with drawn as (
         select id, n, n < ? as in_sample from (
           select id, row_number() over (order by random()) - 1 as n
             from campaign_recipients where campaign_id = ? and status = 'pending'
         ) ordered
       )
       update campaign_recipients r
          set variant = case when d.in_sample then (d.n % ?)::smallint end,
              ab_sample = d.in_sample,
              status = case when d.in_sample then 'pending' else 'held' end
         from drawn d where r.id = d.id`,
      [Math.min(sample, total - 1), campaignId, versions],
    );
    await tx.execute(`update campaigns set ab_decide_at = ? where id = ?`, [
      new Date(this.now().getTime() + test.waitMinutes * 60_000),
      campaignId,
    ]);
  }

  /** Picks the winner of every sending campaign whose test is due by `now` (the minute tick). */
  async decideDue(now: Date): Promise<number> {
    const due = await this.em.execute<Array<{ id: string }>>(
      `select id from campaigns
        where status = 'sending' and ab_winner is null and ab_decide_at <= ?
        order by ab_decide_at limit 500`,
      [now],
    );
    let decided = 0;
    for (const { id } of due) {
      try {
        if (await this.decide(id, now)) decided += 1;
      } catch (error) {
        this.deps.log.warn({ err: error, campaignId: id }, 'an A/B test winner could not be picked');
      }
    }
    return decided;
  }

  /**
   * Picks the winner (the best rate of the test's metric among what was sent; a tie goes to the
   * earlier version, so to the campaign itself first) and releases the held recipients with it,
   * in one transaction with the campaign locked: it happens once, whoever else tries.
   */
  async decide(campaignId: string, now: Date): Promise<boolean> {
    const result = await inTransaction(this.em, async (tx) => {
      const [campaign] = await tx.execute<Array<LockedForTest & { user_id: string; status: string }>>(
        `select id, user_id, status, ab_test, ab_decide_at, ab_winner from campaigns where id = ? for update`,
        [campaignId],
      );
      if (!campaign?.ab_test || campaign.status !== 'sending' || campaign.ab_winner !== null) return null;
      if (!campaign.ab_decide_at || new Date(campaign.ab_decide_at).getTime() > now.getTime()) return null;
      const counts = await this.counts(tx, campaignId);
      const metric = campaign.ab_test.metric;
      let winner = 0;
      let best = -1;
      for (let index = 0; index <= campaign.ab_test.variants.length; index += 1) {
        const c = counts.get(index);
        const rate = c && c.sent > 0 ? c[metric] / c.sent : 0;
        if (rate > best) {
          best = rate;
          winner = index;
        }
      }
      await tx.execute(`update campaigns set ab_winner = ?, ab_decided_at = ? where id = ?`, [
        winner,
        now,
        campaignId,
      ]);
      await tx.execute(
        `update campaign_recipients set status = 'pending', variant = ?
          where campaign_id = ? and status = 'held'`,
        [winner, campaignId],
      );
      await queueSlice(tx, this.deps.jobs, campaignId, 0);
      return { userId: campaign.user_id, winner };
    });
    if (!result) return false;
    this.deps.log.info({ campaignId, winner: variantLabel(result.winner) }, 'campaign A/B test decided');
    this.deps.events.publish('CAMPAIGN_PROGRESS', result.userId, { campaignId });
    return true;
  }

  /** GET /api/campaigns/{id}/ab-test: the test of one of the actor's campaigns, with its figures. */
  async report(actor: Actor | null, id: string) {
    const campaign = await this.services.campaigns.get(actor, id);
    const test = toAbTestJson(campaign);
    if (!test) throw abTestNotFound();
    return { ...test, variants: await this.variantResults(campaign), rest: await this.restResults(campaign) };
  }

  /** Each version's figures in the sample so far (the campaign's own, already read for its owner). */
  async variantResults(campaign: Campaign): Promise<AbVariantResult[]> {
    const test = campaign.abTest;
    if (!test) return [];
    const counts = await this.counts(this.em, campaign.id);
    return abVariants(campaign, test).map((variant, index) => {
      const c = counts.get(index) ?? { recipients: 0, sent: 0, opens: 0, clicks: 0 };
      const measured = { visitors: c.sent, conversions: c[test.metric] };
      const interval = wilsonInterval(measured);
      return {
        ...variant,
        ...c,
        rate: conversionRate(measured),
        rateLow: interval?.lower ?? null,
        rateHigh: interval?.upper ?? null,
        winner: campaign.abWinner === index,
      };
    });
  }

  /** The recipients outside the sample, once released with the winner (null before). */
  async restResults(campaign: Campaign): Promise<AbCounts | null> {
    if (!campaign.abTest || campaign.abWinner === null || campaign.abWinner === undefined) return null;
    const counts = await this.counts(this.em, campaign.id, false);
    return counts.get(campaign.abWinner) ?? { recipients: 0, sent: 0, opens: 0, clicks: 0 };
  }

  /** Recipients, sent, opened and clicked per version: of the sample, or of the rest (`sample` false). */
  private async counts(em: EntityManager, campaignId: string, sample = true): Promise<Map<number, AbCounts>> {
    const rows = await em.execute<
      Array<{ variant: number; recipients: number; sent: number; opens: number; clicks: number }>
    >(
      `select variant, count(*)::int as recipients,
              (count(*) filter (where status = 'sent'))::int as sent,
              (count(*) filter (where status = 'sent' and opened_at is not null))::int as opens,
              (count(*) filter (where status = 'sent' and clicked_at is not null))::int as clicks
         from campaign_recipients where campaign_id = ? and variant is not null and ab_sample = ?
        group by variant`,
      [campaignId, sample],
    );
    return new Map(rows.map(({ variant, ...c }) => [variant, c]));
  }
}
