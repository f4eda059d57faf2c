import type { Funnel } from './funnel.entity';
import type { RecycledFunnel } from './recycled-funnel.entity';

/** A funnel as the REST API answers it (000 §3 Funnel). */
export function toFunnelJson(funnel: Funnel) {
  return {
    id: funnel.id,
    userId: funnel.user.id,
    name: funnel.name,
    description: funnel.description ?? null,
    templateType: funnel.templateType,
    status: funnel.status,
    config: funnel.config,
    totalViews: funnel.totalViews,
    totalConversions: funnel.totalConversions,
    conversionRate: Number(funnel.conversionRate),
    publishedAt: funnel.publishedAt?.toISOString() ?? null,
    createdAt: funnel.createdAt.toISOString(),
    updatedAt: funnel.updatedAt.toISOString(),
  };
}

/** 002 §3 Recycled funnel. */
export function toRecycledFunnelJson(recycled: RecycledFunnel) {
  return {
    id: recycled.id,
    originalFunnelId: recycled.originalFunnelId,
    name: recycled.name,
    description: recycled.description ?? null,
    templateType: recycled.templateType,
    totalViews: recycled.totalViews,
    totalConversions: recycled.totalConversions,
    conversionRate: Number(recycled.conversionRate),
    deletedAt: recycled.deletedAt.toISOString(),
    permanentDeleteAt: recycled.permanentDeleteAt.toISOString(),
  };
}
