import type { FilterQuery } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { findOwned } from '../../shared/db/find-owned';
import { parseInput } from '../../shared/errors/parse-input';
import { isUuid } from '../../shared/ids';
import { offsetOf, offsetPage, type Page } from '../../shared/pagination';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { conversionRateSql } from './conversion-rate';
import { Funnel } from './funnel.entity';
import { funnelNotFound } from './funnels.errors';
import {
  createFunnelSchema,
  funnelListSchema,
  updateFunnelSchema,
  type UpdateFunnelInput,
} from './funnels.schemas';
import type { PublishedPage } from './published-page-cache';
import { RecycledFunnel } from './recycled-funnel.entity';

export const RECYCLE_BIN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_NAME = 200;

export type FunnelStats = { total: number; published: number; totalViews: number; avgConversion: number };

/** Funnels (000 §2.5): My Funnels, create and edit (the page checked as the builder checks it), publishing, the recycle bin. */
export class FunnelsService extends Service {
  /** The actor's funnels, newest change first, filtered like My Funnels (000 §2.5). */
  async list(actor: Actor | null, input: unknown = {}): Promise<Page<Funnel>> {
    const { userId } = requireActor(actor, 'read');
    const paging = parseInput(funnelListSchema, input ?? {});
    const { search, status, templateType, limit } = paging;
    const offset = offsetOf(paging);
    const where: FilterQuery<Funnel> = { user: userId };
    if (status) where.status = status;
    if (templateType) where.templateType = templateType;
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [{ name: { $ilike: pattern } }, { description: { $ilike: pattern } }];
    }
    const [items, total] = await this.em.findAndCount(Funnel, where, {
      orderBy: { updatedAt: 'desc', id: 'asc' },
      limit,
      offset,
    });
    return offsetPage(items, total, { limit, offset });
  }

  /** 000 §2.5 stat cards over all of the actor's funnels. */
  async stats(actor: Actor | null): Promise<FunnelStats> {
    const { userId } = requireActor(actor, 'read');
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ total: string; published: string; views: string | null; conversion: string | null }>>(
        `select count(*) as total,
              count(*) filter (where status = 'published') as published,
              coalesce(sum(total_views), 0) as views,
              avg(conversion_rate) as conversion
         from funnels where user_id = ? and deleted_at is null`,
        [userId],
      );
    return {
      total: Number(row?.total ?? 0),
      published: Number(row?.published ?? 0),
      totalViews: Number(row?.views ?? 0),
      avgConversion: Math.round(Number(row?.conversion ?? 0) * 10) / 10,
    };
  }

  get(actor: Actor | null, id: string): Promise<Funnel> {
    const { userId } = requireActor(actor, 'read');
    return findOwned(this.em, Funnel, id, { user: userId }, funnelNotFound);
  }

  /** A funnel the viewer may preview: any published funnel, or a draft of their own (002 Funnel preview). */
  viewable(actor: Actor | null, id: string): Promise<Funnel> {
    const visible: FilterQuery<Funnel> = actor
      ? { $or: [{ status: 'published' }, { user: actor.userId }] }
      : { status: 'published' };
    return findOwned(this.em, Funnel, id, visible, funnelNotFound);
  }

  async create(actor: Actor | null, input: unknown): Promise<Funnel> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(createFunnelSchema, input);
    const funnel = this.em.create(Funnel, {
      user: this.em.getReference(User, userId),
      name: data.name,
      description: data.description,
      templateType: data.templateType ?? 'landing',
      status: 'draft',
      config: this.checkedConfig(data.config),
    });
    this.applyStatus(funnel, data.status ?? 'draft');
    await this.em.persistAndFlush(funnel);
    return funnel;
  }

  /** Saves changes; a published funnel is published again with them (its page re-rendered). */
  async update(actor: Actor | null, id: string, input: unknown): Promise<Funnel> {
    requireActor(actor, 'write');
    const changes: UpdateFunnelInput = parseInput(updateFunnelSchema, input ?? {});
    const funnel = await this.get(actor, id);
    if (changes.name !== undefined) funnel.name = changes.name;
    if (changes.description !== undefined) funnel.description = changes.description;
    if (changes.templateType !== undefined) funnel.templateType = changes.templateType;
    if (changes.config !== undefined) funnel.config = this.checkedConfig(changes.config);
    this.applyStatus(funnel, changes.status ?? funnel.status);
    await this.em.flush();
    this.services.publishedPages.invalidate(funnel.id);
    return funnel;
  }

  publish(actor: Actor | null, id: string): Promise<Funnel> {
    return this.update(actor, id, { status: 'published' });
  }

  unpublish(actor: Actor | null, id: string): Promise<Funnel> {
    return this.update(actor, id, { status: 'draft' });
  }

  /** 000 §2.5: a draft copy named with ' (Copy)', same description, type and page. */
  async duplicate(actor: Actor | null, id: string): Promise<Funnel> {
    const source = await this.get(actor, id);
    requireActor(actor, 'write');
    const copy = this.em.create(Funnel, {
      user: source.user,
      name: `${source.name.slice(0, MAX_NAME - ' (Copy)'.length)} (Copy)`,
      description: source.description,
      templateType: source.templateType,
      status: 'draft',
      config: structuredClone(source.config),
    });
    await this.em.persistAndFlush(copy);
    return copy;
  }

  /**
   * Moves the funnel to the recycle bin for seven days (002 Recycle bin): a copy is listed in
   * the bin and the funnel leaves every list, its page goes offline, but its row stays so its
   * leads, views and clicks are still linked when it is restored.
   */
  async moveToRecycleBin(actor: Actor | null, id: string): Promise<RecycledFunnel> {
    requireActor(actor, 'write');
    const funnel = await this.get(actor, id);
    const now = this.now();
    const recycled = this.em.create(RecycledFunnel, {
      user: funnel.user,
      originalFunnelId: funnel.id,
      name: funnel.name,
      description: funnel.description,
      templateType: funnel.templateType,
      status: funnel.status,
      config: funnel.config,
      conversionRate: funnel.conversionRate,
      totalViews: funnel.totalViews,
      totalConversions: funnel.totalConversions,
      originalCreatedAt: funnel.createdAt,
      originalUpdatedAt: funnel.updatedAt,
      deletedAt: now,
      permanentDeleteAt: new Date(now.getTime() + RECYCLE_BIN_DAYS * DAY_MS),
    });
    this.applyStatus(funnel, 'draft');
    funnel.deletedAt = now;
    await this.em.persistAndFlush(recycled);
    this.services.publishedPages.invalidate(id);
    return recycled;
  }

  /** A lead won by the funnel (its first form submission): one more conversion, the rate follows. */
  async countConversion(funnelId: string): Promise<void> {
    await this.em.execute(
      `update funnels set total_conversions = total_conversions + 1,
              conversion_rate = ${conversionRateSql('(total_conversions + 1)', 'total_views')}
        where id = ?`,
      [funnelId],
    );
  }

  /** Names of funnels by id (deleted ones too: a lead still names the funnel it came from). */
  async names(actor: Actor | null, ids: readonly string[]): Promise<Map<string, string>> {
    const { userId } = requireActor(actor, 'read');
    const funnels = await this.em.find(
      Funnel,
      { id: { $in: [...new Set(ids.filter(isUuid))] }, user: userId },
      { fields: ['id', 'name'], filters: false },
    );
    return new Map(funnels.map((funnel) => [funnel.id, funnel.name]));
  }

  /**
   * The HTML served at /p/{id}, or null when the funnel is not published (or does not exist).
   * Served from memory when it can be.
   */
  async publishedPage(id: string): Promise<PublishedPage | null> {
    if (!isUuid(id)) return null;
    const cached = this.services.publishedPages.get(id);
    if (cached !== undefined) return cached;
    const [row] = await this.em.getConnection().execute<
      Array<{
        published_html: string | null;
        published_etag: string | null;
        published_version: string | null;
      }>
    >(
      `select published_html, published_etag, published_version from funnels
          where id = ? and status = 'published' and deleted_at is null`,
      [id],
    );
    let page =
      row?.published_html && row.published_etag
        ? { html: row.published_html, etag: row.published_etag }
        : null;
    // Rendered by an earlier version of the renderer (a new deployment): render it again now.
    if (page && row?.published_version !== this.services.pageRenderer.version)
      page = await this.republish(id);
    this.services.publishedPages.set(id, page);
    return page;
  }

  /** Renders a published funnel again with the current renderer and stores the result. */
  private async republish(id: string): Promise<PublishedPage | null> {
    const funnel = await this.em.findOne(Funnel, { id, status: 'published' });
    if (!funnel) return null;
    this.applyStatus(funnel, 'published', funnel.publishedAt ?? undefined);
    await this.em.flush();
    return funnel.publishedHtml && funnel.publishedEtag
      ? { html: funnel.publishedHtml, etag: funnel.publishedEtag }
      : null;
  }

  /** The page as the builder would save it, or the builder's message for what is wrong. */
  private checkedConfig(raw: unknown): Record<string, unknown> {
    return this.services.pageRenderer.checkConfig(raw) as unknown as Record<string, unknown>;
  }

  /** Sets the status; a published funnel carries its rendered page, anything else none. */
  private applyStatus(funnel: Funnel, status: Funnel['status'], publishedAt?: Date): void {
    funnel.status = status;
    if (status !== 'published') {
      funnel.publishedHtml = null;
      funnel.publishedEtag = null;
      return;
    }
    const page = this.services.pageRenderer.renderPublished({
      funnelId: funnel.id,
      title: funnel.name,
      description: funnel.description,
      config: funnel.config,
    });
    funnel.publishedHtml = page.html;
    funnel.publishedEtag = page.etag;
    funnel.publishedVersion = page.version;
    funnel.publishedAt = publishedAt ?? this.now();
  }
}
