import type { Campaign } from './campaign.entity';

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
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
  };
}

export type CampaignJson = ReturnType<typeof toCampaignJson>;
