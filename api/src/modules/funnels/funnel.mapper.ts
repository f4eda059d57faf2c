import { clientConfig, stepCountOf } from '../page-renderer';
import type { FunnelDomain } from './funnel-domain.entity';
import { VERIFICATION_PREFIX, VERIFICATION_VALUE_PREFIX } from './funnel-domains.service';
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
    config: clientConfig(funnel.config),
    stepCount: stepCountOf(funnel.config),
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

/** A funnel's site settings as the REST API answers them. */
export function toFunnelSiteJson(funnel: Funnel) {
  const site = funnel.site;
  return {
    favicon: site.favicon ?? null,
    customCodeEnabled: site.customCodeEnabled === true,
    metaPixelId: site.metaPixelId ?? null,
    googleAnalyticsId: site.googleAnalyticsId ?? null,
    headCode: site.headCode ?? null,
    bodyCode: site.bodyCode ?? null,
  };
}

/** A funnel's domain, with the TXT record that verifies it. */
export function toFunnelDomainJson(domain: FunnelDomain) {
  return {
    hostname: domain.hostname,
    verified: domain.verifiedAt !== null,
    verifiedAt: domain.verifiedAt?.toISOString() ?? null,
    checkedAt: domain.checkedAt?.toISOString() ?? null,
    checkError: domain.checkError,
    txtName: `${VERIFICATION_PREFIX}.${domain.hostname}`,
    txtValue: `${VERIFICATION_VALUE_PREFIX}${domain.verificationToken}`,
  };
}
