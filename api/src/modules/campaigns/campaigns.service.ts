import { LockMode } from '@mikro-orm/core';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { findOwned, removeOwned } from '../../shared/db/find-owned';
import { inTransaction } from '../../shared/db/transaction';
import { parseInput } from '../../shared/errors/parse-input';
import { isUuid } from '../../shared/ids';
import { offsetOf, offsetPage, type Page } from '../../shared/pagination';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import type { TestEmailResult } from '../email';
import { audienceCountQuery } from './campaign-audience';
import { Campaign, type CampaignAudience, type CampaignStatus } from './campaign.entity';
import { campaignNotFound, futureSchedule, sentCannotBeEdited } from './campaigns.errors';
import {
  audienceSchema,
  campaignListSchema,
  createCampaignSchema,
  updateCampaignSchema,
  type AudienceInput,
  type UpdateCampaignInput,
} from './campaigns.schemas';

export type CampaignStats = {
  totalCampaigns: number;
  totalRecipients: number;
  /** Percent, one decimal: the mean over campaigns with recipients of opens / recipients. */
  avgOpenRate: number;
  avgClickRate: number;
};

/** Statuses in which the form may still change a campaign; later ones belong to the sending engine. */
const EDITABLE: readonly CampaignStatus[] = ['draft', 'scheduled'];

/** Percent with one decimal, from a fraction. */
const percent = (fraction: number | string | null | undefined) =>
  Math.round(Number(fraction ?? 0) * 1000) / 10;

/** The leads a list of ids names, among one owner's leads: `select value ... from jsonb_array_elements_text`. */
const idsParam = (ids: readonly string[]) => JSON.stringify(ids);

/** A body that only asks for status draft: what the list's Pause sends. */
function isPauseOnly(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const entries = Object.entries(input).filter(([, value]) => value !== undefined && value !== null);
  return entries.length === 1 && entries[0]?.[0] === 'status' && entries[0][1] === 'draft';
}

/**
 * Campaigns of 001 §2.3 for GraphQL and REST: the list and its stat cards, create and edit with
 * server-side validation, deletes, and the audience: chosen leads (up to 10,000) or every lead
 * matching a leads filter. The recipient count is always the server's: the actor's leads in the
 * audience that have not unsubscribed. Sending and pausing a send in progress are the sending
 * engine's (campaigns/sending).
 */
export class CampaignsService extends Service {
  /**
   * One page of the actor's campaigns, newest first; `status` narrows to one status ('all' or
   * none: every one), `withAbTest` to those with an A/B test. Without a limit, every campaign (the REST list and the older query).
   */
  async list(actor: Actor | null, input: unknown = {}): Promise<Page<Campaign>> {
    const { userId } = requireActor(actor, 'read', 'campaigns');
    const paging = parseInput(campaignListSchema, input ?? {});
    const offset = offsetOf(paging);
    const [items, total] = await this.em.findAndCount(
      Campaign,
      {
        user: userId,
        ...(paging.status && paging.status !== 'all' ? { status: paging.status } : {}),
        ...(paging.withAbTest ? { abTest: { $ne: null } } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: paging.limit, offset },
    );
    return offsetPage(items, total, { limit: paging.limit, offset });
  }

  /** The four stat cards of 001 §2.3, over all of the actor's campaigns. */
  async stats(actor: Actor | null): Promise<CampaignStats> {
    const { userId } = requireActor(actor, 'read', 'campaigns');
    const [row] = await this.em.execute<
      Array<{
        total: number;
        recipients: number | string | null;
        open_rate: number | string | null;
        click_rate: number | string | null;
      }>
    >(
      `select count(*)::int as total,
              coalesce(sum(recipients), 0)::float8 as recipients,
              avg(opens::float8 / recipients) filter (where recipients > 0) as open_rate,
              avg(clicks::float8 / recipients) filter (where recipients > 0) as click_rate
         from campaigns where user_id = ?`,
      [userId],
    );
    return {
      totalCampaigns: row?.total ?? 0,
      totalRecipients: Number(row?.recipients ?? 0),
      avgOpenRate: percent(row?.open_rate),
      avgClickRate: percent(row?.click_rate),
    };
  }

  get(actor: Actor | null, id: string): Promise<Campaign> {
    const { userId } = requireActor(actor, 'read', 'campaigns');
    return findOwned(this.em, Campaign, id, { user: userId }, campaignNotFound);
  }

  /**
   * Send test: the campaign's current subject and content to up to five addresses at once,
   * through the user's SMTP server, "[Test] " before the subject; suppressed addresses skipped.
   */
  async sendTest(
    actor: Actor | null,
    id: string,
    input: unknown,
    options: { baseUrl?: string | null } = {},
  ): Promise<TestEmailResult[]> {
    const { userId } = requireActor(actor, 'write', 'campaigns');
    const campaign = await findOwned(this.em, Campaign, id, { user: userId }, campaignNotFound);
    return this.services.testEmails.send(
      userId,
      { id: campaign.id, subject: campaign.subject, content: campaign.content },
      input,
      options,
    );
  }

  async create(actor: Actor | null, input: unknown): Promise<Campaign> {
    const { userId } = requireActor(actor, 'write', 'campaigns');
    const data = parseInput(createCampaignSchema, input ?? {});
    const scheduledAt = data.scheduledAt ?? null;
    if (data.status === 'scheduled') this.checkSchedule(scheduledAt);
    const chosen = data.audience ?? { mode: 'selected', leadIds: data.selectedLeadIds ?? [] };
    const abTest = data.abTest ?? null;
    this.services.campaignAbTests.checkChange(
      { ...data, abTest: null, abDecideAt: null, sentAt: null },
      abTest,
    );
    return inTransaction(this.em, async () => {
      const audience = await this.ownAudience(userId, chosen);
      const campaign = this.em.create(Campaign, {
        user: this.em.getReference(User, userId),
        name: data.name,
        subject: data.subject,
        content: data.content,
        type: data.type,
        status: data.status,
        scheduledAt,
        audience,
        abTest,
        recipients: await this.audienceSize(userId, audience),
      });
      this.em.persist(campaign);
      await this.em.flush();
      return campaign;
    });
  }

  /**
   * Changes a draft or scheduled campaign; `{ status: 'draft' }` alone pauses a scheduled one,
   * or a send in progress (through the engine). Other edits once sending has started answer 409.
   */
  async update(actor: Actor | null, id: string, input: unknown): Promise<Campaign> {
    const { userId } = requireActor(actor, 'write', 'campaigns');
    if (!isUuid(id)) throw campaignNotFound();
    const changes: UpdateCampaignInput = parseInput(updateCampaignSchema, input ?? {});
    // 001 §7: Pause is PUT {status: 'draft'}; on a send in progress it stops the engine.
    if (isPauseOnly(input)) {
      const current = await this.em.findOne(Campaign, { id, user: userId });
      if (current?.status === 'sending') return this.services.campaignSending.pause(actor, id);
    }
    return inTransaction(this.em, async () => {
      // Locked, so a send starting at this moment waits for this edit (or this edit sees it began).
      const campaign = await this.em.findOne(
        Campaign,
        { id, user: userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!campaign) throw campaignNotFound();
      if (!EDITABLE.includes(campaign.status)) throw sentCannotBeEdited();
      const status = changes.status ?? campaign.status;
      const scheduledAt =
        changes.scheduledAt !== undefined ? changes.scheduledAt : (campaign.scheduledAt ?? null);
      if (status === 'scheduled' && (changes.status !== undefined || changes.scheduledAt !== undefined))
        this.checkSchedule(scheduledAt);
      if (changes.name !== undefined) campaign.name = changes.name;
      if (changes.subject !== undefined) campaign.subject = changes.subject;
      if (changes.content !== undefined) campaign.content = changes.content;
      if (changes.type !== undefined) campaign.type = changes.type;
      this.services.campaignAbTests.checkChange(campaign, changes.abTest);
      if (changes.abTest !== undefined) campaign.abTest = changes.abTest;
      campaign.status = status;
      campaign.scheduledAt = scheduledAt;
      const chosen: AudienceInput | undefined =
        changes.audience ??
        (changes.selectedLeadIds ? { mode: 'selected', leadIds: changes.selectedLeadIds } : undefined);
      const audience = chosen ? await this.ownAudience(userId, chosen) : campaign.audience;
      if (chosen) campaign.audience = audience;
      // Counted again on every save: leads may have come, gone or unsubscribed since.
      campaign.recipients = await this.audienceSize(userId, audience);
      await this.em.flush();
      return campaign;
    });
  }

  async remove(actor: Actor | null, id: string): Promise<string> {
    const { userId } = requireActor(actor, 'write', 'campaigns');
    await removeOwned(this.em, Campaign, id, { user: userId }, campaignNotFound);
    return id;
  }

  async removeAll(actor: Actor | null): Promise<number> {
    const { userId } = requireActor(actor, 'write', 'campaigns');
    return this.em.nativeDelete(Campaign, { user: userId });
  }

  /**
   * The leads to preselect when editing (001 §7 GET /api/campaigns/{id}/recipients): the chosen
   * leads that are still the actor's, in the order chosen. A campaign to every lead matching a
   * filter answers none: its audience is the filter (Campaign.audienceFilter).
   */
  async recipientIds(actor: Actor | null, id: string): Promise<string[]> {
    const campaign = await this.get(actor, id);
    if (campaign.audience.mode !== 'selected' || campaign.audience.leadIds.length === 0) return [];
    const rows = await this.em.execute<Array<{ id: string }>>(
      `select l.id from jsonb_array_elements_text(?::jsonb) with ordinality as chosen(value, n)
         join leads l on l.id = chosen.value::uuid and l.user_id = ?
        order by chosen.n`,
      [idsParam(campaign.audience.leadIds), campaign.user.id],
    );
    return rows.map((row) => row.id);
  }

  /** How many leads an audience would reach now (the form's count before saving). */
  async audienceCount(actor: Actor | null, input: unknown): Promise<number> {
    const { userId } = requireActor(actor, 'read', 'campaigns');
    const audience = parseInput(audienceSchema, input ?? {});
    return this.audienceSize(userId, audience);
  }

  /** The audience to store: another owner's (or a missing) lead id is dropped, never kept. */
  private async ownAudience(userId: string, audience: AudienceInput): Promise<CampaignAudience> {
    if (audience.mode === 'all') return { mode: 'all', filter: audience.filter };
    if (audience.leadIds.length === 0) return { mode: 'selected', leadIds: [] };
    const rows = await this.em.execute<Array<{ id: string }>>(
      `select l.id from jsonb_array_elements_text(?::jsonb) with ordinality as chosen(value, n)
         join leads l on l.id = chosen.value::uuid and l.user_id = ?
        order by chosen.n`,
      [idsParam(audience.leadIds), userId],
    );
    return { mode: 'selected', leadIds: rows.map((row) => row.id) };
  }

  /** The actor's leads in the audience that have not unsubscribed. */
  private async audienceSize(userId: string, audience: CampaignAudience | AudienceInput): Promise<number> {
    const query = audienceCountQuery(userId, audience);
    if (!query) return 0;
    const [row] = await this.em.execute<Array<{ total: number }>>(query.sql, query.params);
    return row?.total ?? 0;
  }

  private checkSchedule(scheduledAt: Date | null) {
    if (!scheduledAt || scheduledAt.getTime() <= this.now().getTime()) throw futureSchedule();
  }
}
