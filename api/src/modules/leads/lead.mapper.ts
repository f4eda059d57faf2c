import { classifyEmail, EMAIL_QUALITY_LABELS } from './email-classification';
import type { Lead } from './lead.entity';

/** A lead as the REST paths answer it (001 §3 fields plus the score's reasons and the email badge). */
export function toLeadJson(lead: Lead) {
  return {
    id: lead.id,
    userId: lead.user.id,
    funnelId: lead.funnel?.id ?? null,
    email: lead.email,
    firstName: lead.firstName ?? null,
    lastName: lead.lastName ?? null,
    company: lead.company ?? null,
    phone: lead.phone ?? null,
    source: lead.source ?? null,
    score: lead.score,
    autoScore: lead.autoScore,
    manualScore: lead.manualScore ?? null,
    scoreBreakdown: lead.scoreBreakdown,
    status: lead.status,
    emailQuality: EMAIL_QUALITY_LABELS[classifyEmail(lead.email).quality],
    tags: lead.tags,
    customFields: lead.customFields,
    lastContactedAt: lead.lastContactedAt ?? null,
    unsubscribedAt: lead.unsubscribedAt ?? null,
    overPlanLimit: lead.overPlanLimit,
    optIn: lead.optIn,
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
  };
}
