import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../../shared/app-deps';
import { SequencesService } from '../sequences.service';

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
