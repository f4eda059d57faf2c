import { formatCount, formatDate, formatPercent } from '../../app/format';
import type { CampaignRowFragment, CampaignStatus } from '../../gql/graphql';
import { formatDateTime } from '../leads/lead-dates';

/** 001 §2.3 status filter; 'all' also lists campaigns being sent. */
export type CampaignFilter = 'all' | 'draft' | 'scheduled' | 'sent' | 'completed';

export const CAMPAIGN_FILTERS: ReadonlyArray<{ value: CampaignFilter; label: string }> = [
  { value: 'all', label: 'All Campaigns' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'sent', label: 'Sent' },
  { value: 'completed', label: 'Completed' },
];

/** The status badge: its words and one of the spec's badge styles. */
export const CAMPAIGN_STATUS_BADGES: Record<CampaignStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'ff-badge ff-badge--secondary' },
  scheduled: { label: 'Scheduled', className: 'ff-badge ff-badge--outline' },
  sending: { label: 'Sending', className: 'ff-badge ff-badge--default' },
  sent: { label: 'Sent', className: 'ff-badge ff-badge--default' },
  completed: { label: 'Completed', className: 'ff-badge ff-badge--secondary' },
};

/** The form offers only these two (001 §4). */
export const FORM_STATUSES: ReadonlyArray<{ value: 'draft' | 'scheduled'; label: string }> = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
];

/**
 * 'Sent {date}' once sent, or 'Scheduled {date and time}' while a scheduled campaign waits; a
 * send paused part-way says how far it came (and how many failed or were skipped). Otherwise nothing.
 */
export function campaignWhen(
  campaign: Pick<
    CampaignRowFragment,
    'status' | 'sentAt' | 'scheduledAt' | 'sentCount' | 'failedCount' | 'skippedCount' | 'recipients'
  >,
): string {
  if ((campaign.status === 'sent' || campaign.status === 'completed') && campaign.sentAt)
    return `Sent ${formatDate(campaign.sentAt)}`;
  if (campaign.status === 'scheduled' && campaign.scheduledAt)
    return `Scheduled ${formatDateTime(campaign.scheduledAt)}`;
  const counts = { sent: campaign.sentCount, failed: campaign.failedCount, skipped: campaign.skippedCount };
  const done = sendDone(counts);
  if (campaign.status === 'draft' && done > 0)
    return `Paused after ${formatCount(done)} of ${formatCount(campaign.recipients)}${sendOutcomes(counts)}`;
  return '';
}

/** Opens or clicks as a percent of the recipients, one decimal (0.0% with no recipients). */
export function ratePercent(count: number, recipients: number): string {
  return formatPercent(recipients > 0 ? (count / recipients) * 100 : 0);
}

/** A sent campaign's recipients it skipped (unsubscribed or suppressed): '3 skipped', or '' for none. */
export function skippedLabel(campaign: Pick<CampaignRowFragment, 'skippedCount'>): string {
  return campaign.skippedCount > 0 ? `${formatCount(campaign.skippedCount)} skipped` : '';
}

/** '1 recipient', '2,500 recipients'. */
export function recipientsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'recipient' : 'recipients'}`;
}

type SendCounts = { sent: number; failed: number; skipped: number };

/** Recipients a send is done with: delivered, failed, or skipped (unsubscribed or suppressed). */
export function sendDone({ sent, failed, skipped }: SendCounts): number {
  return sent + failed + skipped;
}

/**
 * What did not reach its recipient, after the count done: ' (2 failed)', ' (3 skipped)',
 * ' (2 failed, 3 skipped)', or '' when nothing failed or was skipped.
 */
export function sendOutcomes({ failed, skipped }: Pick<SendCounts, 'failed' | 'skipped'>): string {
  const parts = [
    failed > 0 ? `${formatCount(failed)} failed` : null,
    skipped > 0 ? `${formatCount(skipped)} skipped` : null,
  ].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** Progress of a send: recipients done (delivered, failed or skipped) of the total, as a whole percent. */
export function sendProgress(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}
