import { isUuid } from '../../shared/ids';
import { leadFilterWhere, type LeadFilterInput, type SqlQuery } from '../leads';
import type { CampaignAudience } from './campaign.entity';
import { audienceFilterSchema, type AudienceInput } from './campaigns.schemas';

/**
 * Who a campaign reaches, as one WHERE clause over the `leads` table: one owner's leads, never
 * an unsubscribed one, either the chosen ids or every lead the leads screen's filter matches.
 * The one rule: the count the form shows and the recipients a send freezes are both built from
 * it. A stored filter is checked again (only the leads screen's filters reach the SQL). Null:
 * nobody.
 */
export function audienceWhere(userId: string, audience: CampaignAudience | AudienceInput): SqlQuery | null {
  if (audience.mode === 'selected') {
    const ids = audience.leadIds.filter(isUuid);
    if (ids.length === 0) return null;
    return {
      sql: `user_id = ? and unsubscribed_at is null
            and id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
      params: [userId, JSON.stringify(ids)],
    };
  }
  const parsed = audienceFilterSchema.safeParse(audience.filter ?? {});
  if (!parsed.success) return null;
  const where = leadFilterWhere(userId, parsed.data as LeadFilterInput);
  return { sql: `${where.sql} and unsubscribed_at is null`, params: where.params };
}

/** How many leads the audience reaches now: `select total`. Null: nobody. */
export function audienceCountQuery(
  userId: string,
  audience: CampaignAudience | AudienceInput,
): SqlQuery | null {
  const where = audienceWhere(userId, audience);
  return (
    where && { sql: `select count(*)::int as total from leads where ${where.sql}`, params: where.params }
  );
}

/** Freezes the audience into a campaign's recipients (their address copied); one that is there stays. */
export function freezeRecipientsQuery(
  campaignId: string,
  userId: string,
  audience: CampaignAudience,
): SqlQuery | null {
  const where = audienceWhere(userId, audience);
  return (
    where && {
      sql: `insert into campaign_recipients (id, created_at, campaign_id, lead_id, email, status, attempts)
            select gen_random_uuid(), now(), ?, id, email, 'pending', 0 from leads where ${where.sql}
            on conflict (campaign_id, lead_id) do nothing`,
      params: [campaignId, ...where.params],
    }
  );
}
