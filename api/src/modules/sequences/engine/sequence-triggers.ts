import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../../shared/app-deps';
import { SequencesService } from '../sequences.service';
import { kickSequences } from './sequence-jobs';

/**
 * Enrols leads in the sequences their events trigger (002 Autoresponders): `funnel_signup` when
 * a lead is captured on the sequence's funnel (any funnel when none is named) and `tag_added`
 * when a lead gains the sequence's tag (case-insensitive). Only active sequences enrol; a lead
 * already in one is not enrolled again. The event that triggers never fails because of this:
 * a failed enrolment is logged.
 */
export class SequenceTriggers {
  constructor(
    private readonly deps: AppDeps,
    private readonly em: EntityManager,
  ) {}

  async leadCaptured(userId: string, funnelId: string, leadId: string): Promise<void> {
    await this.enrolIn(
      userId,
      leadId,
      `select id from email_sequences
        where user_id = ? and is_active and trigger = 'funnel_signup'
          and (coalesce(trim(trigger_value), '') = '' or trigger_value = ?)`,
      [userId, funnelId],
    );
  }

  async tagsAdded(userId: string, leadId: string, tags: readonly string[]): Promise<void> {
    const wanted = tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean);
    if (wanted.length === 0) return;
    await this.enrolIn(
      userId,
      leadId,
      `select id from email_sequences
        where user_id = ? and is_active and trigger = 'tag_added'
          and lower(trim(trigger_value)) in (select value from jsonb_array_elements_text(?::jsonb))`,
      [userId, JSON.stringify(wanted)],
    );
  }

  /**
   * Many leads at once (a CSV import): each enters the active tag_added sequences whose tag it
   * carries now, unless already in. Set-based, so an import of thousands stays one statement.
   */
  async tagsOfLeads(userId: string, leadIds: readonly string[]): Promise<void> {
    if (leadIds.length === 0) return;
    try {
      const rows = await this.em.execute<Array<{ sequence_id: string }>>(
        `insert into email_sequence_subscribers
                (sequence_id, lead_id, current_step, status, started_at, next_email_at)
         select q.id, l.id, 1, 'active', ?::timestamptz,
                ?::timestamptz + make_interval(hours => first.delay_hours)
           from email_sequences q
           join leads l on l.user_id = q.user_id and l.unsubscribed_at is null
                and l.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
           left join lateral (select delay_hours from email_sequence_steps
                               where sequence_id = q.id order by step_number limit 1) first on true
          where q.user_id = ? and q.is_active and q.trigger = 'tag_added'
            and exists (select 1 from jsonb_array_elements_text(l.tags) tag
                         where lower(trim(tag)) = lower(trim(q.trigger_value)))
         on conflict (sequence_id, lead_id) do nothing
         returning sequence_id`,
        [this.now(), this.now(), JSON.stringify(leadIds), userId],
      );
      if (rows.length > 0) await kickSequences(this.deps);
    } catch (error) {
      this.deps.log.error({ err: error, userId }, 'enrolling imported leads in their sequences failed');
    }
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  private async enrolIn(userId: string, leadId: string, sql: string, params: unknown[]): Promise<void> {
    try {
      const sequences = await this.em.execute<Array<{ id: string }>>(sql, params);
      const service = new SequencesService(this.deps, this.em.fork() as EntityManager);
      for (const { id } of sequences) await service.enrol(userId, id, [leadId]);
    } catch (error) {
      this.deps.log.error({ err: error, userId, leadId }, 'enrolling a lead in its sequences failed');
    }
  }
}
