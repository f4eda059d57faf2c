import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
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
import { AppError } from '../../shared/errors/app-error';
import { inTransaction } from '../../shared/db/transaction';
import { lockForUser } from '../../shared/db/user-lock';
import { isUnlimited, limitReached } from '../billing';
import { clientConfig } from '../page-renderer';
import { funnelSiteSchema, publishedSite, type FunnelSiteData } from './funnel-site';
import type { PublishedStepPage, StoredStepPage } from './funnel.entity';
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
    const { userId } = requireActor(actor, 'read', 'funnels');
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
    const { userId } = requireActor(actor, 'read', 'funnels');
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
    const { userId } = requireActor(actor, 'read', 'funnels');
    return this.owned(userId, id);
  }

  /** The user's funnel, for a change the caller has already authorised (a write-only key may change it). */
  private owned(userId: string, id: string): Promise<Funnel> {
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
    const { userId } = requireActor(actor, 'write', 'funnels');
    const data = parseInput(createFunnelSchema, input);
    const funnel = this.em.create(Funnel, {
      user: this.em.getReference(User, userId),
      name: data.name,
      description: data.description,
      templateType: data.templateType ?? 'landing',
      status: 'draft',
      config: this.checkedConfig(data.config),
    });
    await this.applyStatus(funnel, data.status ?? 'draft');
    await this.saveWithUsage(funnel, { isNew: true });
    return funnel;
  }

  /** The user's funnels outside the recycle bin: what the plan's maxFunnels counts. */
  async countFor(userId: string): Promise<number> {
    const [row] = await this.em.execute<Array<{ n: number }>>(
      'select count(*)::int as n from funnels where user_id = ? and deleted_at is null',
      [userId],
    );
    return row?.n ?? 0;
  }

  /**
   * Refuses a new funnel the user's plan has no room for. Inside the creating transaction it
   * first takes the user's funnel lock, so two creates at the limit cannot both pass; outside
   * one (the AI generator, before it starts) it is an early answer only.
   */
  async checkRoom(userId: string, tx?: EntityManager): Promise<void> {
    if (tx) await lockForUser(tx, 'funnels', userId);
    const { planName, limits } = await this.services.subscriptions.limits(userId);
    if (isUnlimited(limits.maxFunnels)) return;
    if ((await this.countFor(userId)) >= limits.maxFunnels)
      throw limitReached('funnels', limits.maxFunnels, planName);
  }

  /** Saves changes; a published funnel is published again with them (its page re-rendered). */
  async update(actor: Actor | null, id: string, input: unknown): Promise<Funnel> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const changes: UpdateFunnelInput = parseInput(updateFunnelSchema, input ?? {});
    const funnel = await this.owned(userId, id);
    if (changes.name !== undefined) funnel.name = changes.name;
    if (changes.description !== undefined) funnel.description = changes.description;
    if (changes.templateType !== undefined) funnel.templateType = changes.templateType;
    if (changes.config !== undefined) funnel.config = this.checkedConfig(changes.config, funnel.config);
    await this.applyStatus(funnel, changes.status ?? funnel.status);
    await this.saveWithUsage(funnel);
    this.services.publishedPages.invalidate(funnel.id);
    return funnel;
  }

  /**
   * Saves the funnel and, in the same transaction, which media library files its pages use. A
   * new funnel is first checked against the plan's maxFunnels.
   */
  private async saveWithUsage(funnel: Funnel, options: { isNew?: boolean } = {}): Promise<void> {
    try {
      await inTransaction(this.em, async (tx) => {
        if (options.isNew) await this.checkRoom(funnel.user.id, tx);
        tx.persist(funnel);
        await tx.flush();
        await this.services.media.syncUsage(tx, {
          id: funnel.id,
          userId: funnel.user.id,
          config: funnel.config,
        });
      });
    } catch (error) {
      // A refused new funnel must not stay queued in the unit of work for a later flush.
      if (options.isNew) this.em.remove(funnel);
      throw error;
    }
  }

  /** Publishes again the funnels (of any user: called for their own media) whose pages drew changed media. */
  async republishUsing(funnelIds: readonly string[]): Promise<void> {
    if (funnelIds.length === 0) return;
    const funnels = await this.em.find(Funnel, { id: { $in: [...new Set(funnelIds)] }, status: 'published' });
    for (const funnel of funnels) await this.republishNow(funnel);
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
    requireActor(actor, 'write', 'funnels');
    const copy = this.em.create(Funnel, {
      user: source.user,
      name: `${source.name.slice(0, MAX_NAME - ' (Copy)'.length)} (Copy)`,
      description: source.description,
      templateType: source.templateType,
      status: 'draft',
      config: structuredClone(source.config),
      site: structuredClone(source.site),
    });
    await this.saveWithUsage(copy, { isNew: true });
    return copy;
  }

  /**
   * Moves the funnel to the recycle bin for seven days (002 Recycle bin): a copy is listed in
   * the bin and the funnel leaves every list, its page goes offline, but its row stays so its
   * leads, views and clicks are still linked when it is restored.
   */
  async moveToRecycleBin(actor: Actor | null, id: string): Promise<RecycledFunnel> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const funnel = await this.owned(userId, id);
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
    await this.applyStatus(funnel, 'draft');
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
    const { userId } = requireActor(actor, 'read', 'funnels');
    const funnels = await this.em.find(
      Funnel,
      { id: { $in: [...new Set(ids.filter(isUuid))] }, user: userId },
      { fields: ['id', 'name'], filters: false },
    );
    return new Map(funnels.map((funnel) => [funnel.id, funnel.name]));
  }

  /** The funnel's config as clients are answered (a one-step funnel also carries its page at the top). */
  clientConfig(funnel: Pick<Funnel, 'config'>): Record<string, unknown> {
    return clientConfig(funnel.config) as unknown as Record<string, unknown>;
  }

  /**
   * Which renderer made a funnel's stored pages, and in what shape: pages of another are
   * rendered again when served. `.2`: the app's origin gets a page without the marketer's code,
   * the funnel's verified domain one with it (pages stored before carried it on both).
   */
  get publishedVersion(): string {
    return `${this.services.pageRenderer.version}.2`;
  }

  /**
   * A published step as served at /p/{id} (slug null: the first step) and /p/{id}/{slug}, or
   * null when the funnel is not published (or does not exist, or has no such step). Served
   * from memory when it can be.
   */
  async publishedPage(id: string, slug: string | null = null): Promise<PublishedPage | null> {
    if (!isUuid(id)) return null;
    const cached = this.services.publishedPages.get(id, slug);
    if (cached !== undefined) return cached;
    const [row] = await this.em
      .getConnection()
      .execute<
        Array<{ page: PublishedStepPage | null; published_version: string | null; rendered: boolean }>
      >(
        `select (select p from jsonb_array_elements(f.published_pages) with ordinality as e(p, n)
                where (?::text is null and n = 1) or p->>'slug' = ? limit 1) as page,
              f.published_version, f.published_pages is not null as rendered
         from funnels f
        where f.id = ? and f.status = 'published' and f.deleted_at is null`,
        [slug, slug, id],
      );
    let page = row?.page ? servedPage(row.page) : null;
    // Rendered by an earlier version of the renderer (a new deployment): render it again now.
    if (row && (!row.rendered || row.published_version !== this.publishedVersion))
      page = await this.republish(id, slug);
    this.services.publishedPages.set(id, slug, page);
    return page;
  }

  /** A published funnel's pages rendered again now (its domain or settings changed), kept as they were when not published. */
  async republishNow(funnel: Funnel): Promise<void> {
    if (funnel.status !== 'published') return;
    await this.applyStatus(funnel, 'published', {
      publishedAt: funnel.publishedAt ?? undefined,
      lenient: true,
    });
    await this.em.flush();
    this.services.publishedPages.invalidate(funnel.id);
  }

  /** The funnel's published-page settings: icon, tracking pixels and code (off by default). */
  async updateSite(actor: Actor | null, id: string, input: unknown): Promise<Funnel> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const changes = parseInput(funnelSiteSchema, input ?? {});
    const funnel = await this.owned(userId, id);
    const next: FunnelSiteData = { ...funnel.site };
    for (const [key, value] of Object.entries(changes))
      if (value !== undefined) Object.assign(next, { [key]: value });
    funnel.site = next;
    await this.republishNow(funnel);
    await this.em.flush();
    return funnel;
  }

  /** Renders a published funnel again with the current renderer and stores the result. */
  private async republish(id: string, slug: string | null): Promise<PublishedPage | null> {
    const funnel = await this.em.findOne(
      Funnel,
      { id, status: 'published' },
      { populate: ['publishedPages'] },
    );
    if (!funnel) return null;
    // Already published: a link gone dangling is shown as no link rather than taking the page down.
    await this.applyStatus(funnel, 'published', {
      publishedAt: funnel.publishedAt ?? undefined,
      lenient: true,
    });
    await this.em.flush();
    const pages = funnel.publishedPages ?? [];
    const page = slug === null ? pages[0] : pages.find((p) => p.slug === slug);
    return page ? servedPage(page) : null;
  }

  /** The page as the builder would save it, or the builder's message for what is wrong. */
  private checkedConfig(raw: unknown, previous?: unknown): Record<string, unknown> {
    return this.services.pageRenderer.checkConfig(raw, previous) as unknown as Record<string, unknown>;
  }

  /**
   * Sets the status; a published funnel carries each step's rendered page, anything else none.
   * Publishing refuses a link to a step that is gone, naming the element (unless `lenient`).
   */
  private async applyStatus(
    funnel: Funnel,
    status: Funnel['status'],
    options: { publishedAt?: Date; lenient?: boolean } = {},
  ): Promise<void> {
    funnel.status = status;
    if (status !== 'published') {
      funnel.publishedPages = null;
      return;
    }
    const renderer = this.services.pageRenderer;
    const config = renderer.readConfig(funnel.config);
    const dangling = options.lenient ? undefined : renderer.danglingLinks(config)[0];
    if (dangling)
      throw new AppError('BAD_USER_INPUT', dangling.message, { fieldErrors: { config: dangling.message } });
    const addresses = await this.services.funnelDomains.publishedAddresses(funnel.id);
    const site = publishedSite(funnel.site);
    // The marketer's code runs on their own verified domain only, never on the app's origin
    // (/p/{id}), where the visitor's FunnelForge session would be within its reach.
    const ownDomainCode = addresses.hostname !== null && Boolean(site.headCode || site.bodyCode);
    const media = await this.services.media.renditions(funnel.user.id, config);
    const experiments = await this.services.experiments.served(funnel.id, config);
    funnel.publishedPages = config.steps.map((step, index) => {
      const render = (stepConfig: typeof config): StoredStepPage => {
        const input = {
          funnelId: funnel.id,
          title: funnel.name,
          description: funnel.description,
          config: stepConfig,
          stepId: step.id,
          url: addresses.url(step.slug, index),
          media,
        };
        const { html, etag, scriptSources } = renderer.renderPublished({
          ...input,
          site: { favicon: site.favicon },
        });
        const withCode = ownDomainCode ? renderer.renderPublished({ ...input, site }) : null;
        return {
          html,
          etag,
          scriptSources,
          ownDomain: withCode
            ? { html: withCode.html, etag: withCode.etag, scriptSources: withCode.scriptSources }
            : null,
        };
      };
      const page = render(config);
      const experiment = experiments.find((e) => e.stepId === step.id);
      return {
        stepId: step.id,
        slug: step.slug,
        noindex: step.seo.noindex,
        ...page,
        experiment: experiment
          ? {
              id: experiment.id,
              variants: experiment.variants.map((variant) => ({
                key: variant.key,
                weight: variant.weight,
                // A is the step as saved; B–D are the step with the variant's page in it.
                ...(variant.config ? render(variant.config) : page),
              })),
            }
          : null,
      };
    });
    funnel.publishedVersion = this.publishedVersion;
    funnel.publishedAt = options.publishedAt ?? this.now();
  }
}

/**
 * A stored step page as the server sends it: which scripts may run, and on the funnel's own
 * domain the page with the marketer's code (a nonce per response). The page for the app's
 * origin never runs it.
 */
function servedPage(page: PublishedStepPage): PublishedPage {
  const served = (stored: StoredStepPage): PublishedPage => ({
    html: stored.html,
    etag: stored.etag,
    customCode: false,
    scriptSources: stored.scriptSources,
    ownDomain: stored.ownDomain
      ? {
          html: stored.ownDomain.html,
          etag: stored.ownDomain.etag,
          customCode: true,
          scriptSources: stored.ownDomain.scriptSources,
        }
      : null,
  });
  return {
    ...served(page),
    experiment: page.experiment
      ? {
          id: page.experiment.id,
          variants: page.experiment.variants.map((v) => ({ key: v.key, weight: v.weight, page: served(v) })),
        }
      : null,
  };
}
