import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../shared/app-deps';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { notFound } from '../../shared/errors/app-error';
import { isUuid } from '../../shared/ids';
import { Funnel } from './funnel.entity';
import { RecycledFunnel } from './recycled-funnel.entity';

const recycledNotFound = () => notFound('Deleted funnel');

/** 002 Recycle bin: deleted funnels kept seven days, then purged. */
export class RecycleBinService {
  constructor(
    private readonly deps: AppDeps,
    private readonly em: EntityManager,
  ) {}

  list(actor: Actor | null): Promise<RecycledFunnel[]> {
    const { userId } = requireActor(actor, 'read');
    return this.em.find(
      RecycledFunnel,
      { user: userId },
      { orderBy: { permanentDeleteAt: 'asc', id: 'asc' } },
    );
  }

  /** Brings the funnel back as a draft, under its old id when that is still free. */
  async restore(actor: Actor | null, id: string): Promise<Funnel> {
    const recycled = await this.find(actor, id);
    const idTaken = (await this.em.count(Funnel, { id: recycled.originalFunnelId })) > 0;
    const funnel = this.em.create(Funnel, {
      ...(idTaken ? {} : { id: recycled.originalFunnelId }),
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
    await this.em.transactional(async (em) => {
      em.persist(funnel);
      em.remove(recycled);
    });
    return funnel;
  }

  async deleteForever(actor: Actor | null, id: string): Promise<void> {
    const recycled = await this.find(actor, id);
    await this.em.removeAndFlush(recycled);
  }

  /** Empties the actor's bin; answers how many funnels were deleted. */
  empty(actor: Actor | null): Promise<number> {
    const { userId } = requireActor(actor, 'write');
    return this.em.nativeDelete(RecycledFunnel, { user: userId });
  }

  /** Deletes every funnel whose seven days are over (the scheduled purge). */
  purgeExpired(now: Date = this.deps.clock.now()): Promise<number> {
    return this.em.nativeDelete(RecycledFunnel, { permanentDeleteAt: { $lte: now } });
  }

  private async find(actor: Actor | null, id: string): Promise<RecycledFunnel> {
    const { userId } = requireActor(actor, 'write');
    if (!isUuid(id)) throw recycledNotFound();
    const recycled = await this.em.findOne(RecycledFunnel, { id, user: userId });
    if (!recycled) throw recycledNotFound();
    return recycled;
  }
}
