import { Service } from '../../../shared/service';
import { enrolPairs } from './sequence-enrolment';
import { kickSequences } from './sequence-engine.jobs';

/**
 * Enrols leads in the sequences their events trigger (002 Autoresponders): `funnel_signup` when
 * a lead is captured on the sequence's funnel (any funnel when none is named), `tag_added` when a
 * lead gains the sequence's tag (case-insensitively, by hand or by a CSV import), `date_based`
 * once its date has come. Only active sequences enrol. The event that triggers never fails
 * because of this (the domain event bus logs a failed reaction).
 */
export class SequenceEnrolmentService extends Service {
  async leadCaptured(userId: string, funnelId: string, leadId: string): Promise<void> {
    await this.enrol({
      sql: `select id as sequence_id, ?::uuid as lead_id from email_sequences
             where user_id = ? and is_active and trigger = 'funnel_signup'
               and (coalesce(trim(trigger_value), '') = '' or trigger_value = ?)`,
      params: [leadId, userId, funnelId],
    });
  }

  async tagsAdded(userId: string, leadId: string, tags: readonly string[]): Promise<void> {
    const wanted = tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean);
    if (wanted.length === 0) return;
    await this.enrol({
      sql: `select id as sequence_id, ?::uuid as lead_id from email_sequences
             where user_id = ? and is_active and trigger = 'tag_added'
               and lower(trim(trigger_value)) in (select value from jsonb_array_elements_text(?::jsonb))`,
      params: [leadId, userId, JSON.stringify(wanted)],
    });
  }

  /** Many leads at once (a CSV import): each enters the tag_added sequences whose tag it carries now. */
  async leadsImported(userId: string, leadIds: readonly string[]): Promise<void> {
    if (leadIds.length === 0) return;
    await this.enrol({
      sql: `select q.id as sequence_id, l.id as lead_id
              from email_sequences q
              join leads l on l.user_id = q.user_id
                   and l.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
             where q.user_id = ? and q.is_active and q.trigger = 'tag_added'
               and exists (select 1 from jsonb_array_elements_text(l.tags) tag
                            where lower(trim(tag)) = lower(trim(q.trigger_value)))`,
      params: [JSON.stringify(leadIds), userId],
    });
  }

  /**
   * date_based sequences whose date has come enrol every subscribed lead of their owner, once:
   * only while the sequence has never had a subscriber.
   */
  async dateBased(now: Date): Promise<number> {
    const enrolled = await enrolPairs(
      this.em,
      {
        sql: `select q.id as sequence_id, l.id as lead_id
                from email_sequences q join leads l on l.user_id = q.user_id
               where q.trigger = 'date_based' and q.is_active
                 and q.trigger_value ~ '^\\d{4}-\\d{2}-\\d{2}' and q.trigger_value::timestamptz <= ?::timestamptz
                 and not exists (select 1 from email_sequence_subscribers s where s.sequence_id = q.id)`,
        params: [now.toISOString()],
      },
      now,
    );
    return enrolled.length;
  }

  /** A lead confirmed its subscription (double opt-in): the steps held for it are due now. */
  async leadConfirmed(): Promise<void> {
    await kickSequences(this.deps);
  }

  /** An unsubscribed lead leaves every sequence it is in. */
  async leadUnsubscribed(leadId: string): Promise<void> {
    await this.em.execute(
      `update email_sequence_subscribers set status = 'unsubscribed', next_email_at = null
        where lead_id = ? and status = 'active'`,
      [leadId],
    );
  }

  private async enrol(pairs: { sql: string; params: unknown[] }): Promise<void> {
    const enrolled = await enrolPairs(this.em, pairs, this.now());
    if (enrolled.length > 0) await kickSequences(this.deps);
  }
}
