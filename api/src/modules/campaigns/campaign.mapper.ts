import type { Campaign } from './campaign.entity';
import { variantLabel } from './campaigns.errors';

/** A campaign as the REST paths answer it: the 001 §3 fields plus the progress of a send. */
export function toCampaignJson(campaign: Campaign) {
  return {
    id: campaign.id,
    userId: campaign.user.id,
    name: campaign.name,
    subject: campaign.subject,
    content: campaign.content,
    type: campaign.type,
    status: campaign.status,
    scheduledAt: campaign.scheduledAt?.toISOString() ?? null,
    sentAt: campaign.sentAt?.toISOString() ?? null,
    recipients: campaign.recipients,
    opens: campaign.opens,
    clicks: campaign.clicks,
    sentCount: campaign.sentCount,
    failedCount: campaign.failedCount,
    skippedCount: campaign.skippedCount,
    quotaResumeAt: campaign.quotaResumeAt?.toISOString() ?? null,
    abTest: toAbTestJson(campaign),
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
  };
}

/** A campaign's A/B test: what it compares, and when it decides (figures: GET …/ab-test). */
export function toAbTestJson(campaign: Campaign) {
  const test = campaign.abTest;
  if (!test) return null;
  return {
    variants: test.variants.map((variant) => ({ subject: variant.subject, content: variant.content })),
    samplePercent: test.samplePercent,
    metric: test.metric,
    waitMinutes: test.waitMinutes,
    decideAt: campaign.abDecideAt?.toISOString() ?? null,
    decidedAt: campaign.abDecidedAt?.toISOString() ?? null,
    winner:
      campaign.abWinner === null || campaign.abWinner === undefined ? null : variantLabel(campaign.abWinner),
  };
}

export type CampaignJson = ReturnType<typeof toCampaignJson>;
