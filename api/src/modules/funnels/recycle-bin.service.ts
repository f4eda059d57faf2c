import type { EntityManager } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { findOwned } from '../../shared/db/find-owned';
import { inTransaction } from '../../shared/db/transaction';
import { Service } from '../../shared/service';
import { Funnel } from './funnel.entity';
import { recycledFunnelNotFound } from './funnels.errors';
import { RecycledFunnel } from './recycled-funnel.entity';

/** 002 Recycle bin: deleted funnels kept seven days, then purged. */
export class RecycleBinService extends Service {
  list(actor: Actor | null): Promise<RecycledFunnel[]> {
    const { userId } = requireActor(actor, 'read', 'funnels');
    return this.em.find(
      RecycledFunnel,
      { user: userId },
      { orderBy: { permanentDeleteAt: 'asc', id: 'asc' } },
    );
  }

  /**
   * Brings the funnel back as a draft, with its leads, views and clicks still linked. It counts
   * against the plan's maxFunnels again, so it is checked like a new one.
   */
  async restore(actor: Actor | null, id: string): Promise<Funnel> {
    const recycled = await this.find(actor, id);
    return inTransaction(this.em, async (tx) => {
      await this.services.funnels.checkRoom(recycled.user.id, tx);
      return this.restoreIn(tx, recycled);
    });
  }

  private async restoreIn(tx: EntityManager, recycled: RecycledFunnel): Promise<Funnel> {
    const kept = await tx.findOne(
      Funnel,
      { id: recycled.originalFunnelId, user: recycled.user },
      { filters: false },
    );
    const funnel =
      kept ??
      // The row is gone (a bin entry made before funnels kept theirs): rebuild it from the copy.
      tx.create(Funnel, {
        id: recycled.originalFunnelId,
        user: recycled.user,
        name: recycled.name,
        description: recycled.description,
        templateType: recycled.templateType,
        status: 'draft',
        config: recycled.config,
        conversionRate: recycled.conversionRate,
        totalViews: recycled.totalViews,
        totalConversions: recycled.totalConversions,
        createdAt: recycled.originalCreatedAt,
      });
    funnel.deletedAt = null;
    funnel.status = 'draft';
    tx.persist(funnel);
    tx.remove(recycled);
    await tx.flush();
    return funnel;
  }

  async deleteForever(actor: Actor | null, id: string): Promise<void> {
    const recycled = await this.find(actor, id);
    await this.purge([recycled]);
  }

  /** Empties the actor's bin; answers how many funnels were deleted. */
  async empty(actor: Actor | null): Promise<number> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    return this.purge(await this.em.find(RecycledFunnel, { user: userId }));
  }

  /** Deletes every funnel whose seven days are over (the scheduled purge). */
  async purgeExpired(now: Date = this.now()): Promise<number> {
    return this.purge(await this.em.find(RecycledFunnel, { permanentDeleteAt: { $lte: now } }));
  }

  /** Deletes bin entries and the funnels they hold, for good (their views and clicks go with them). */
  private async purge(entries: RecycledFunnel[]): Promise<number> {
    if (entries.length === 0) return 0;
    await inTransaction(this.em, async (em) => {
      await em.nativeDelete(
        Funnel,
        { id: { $in: entries.map((e) => e.originalFunnelId) }, deletedAt: { $ne: null } },
        { filters: false },
      );
      await em.nativeDelete(RecycledFunnel, { id: { $in: entries.map((e) => e.id) } });
    });
    return entries.length;
  }

  private find(actor: Actor | null, id: string): Promise<RecycledFunnel> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    return findOwned(this.em, RecycledFunnel, id, { user: userId }, recycledFunnelNotFound);
  }
}
