import { formatDate, formatPercent } from '../../app/format';
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
 * send paused part-way says how far it came. Otherwise nothing.
 */
export function campaignWhen(
  campaign: Pick<
    CampaignRowFragment,
    'status' | 'sentAt' | 'scheduledAt' | 'sentCount' | 'failedCount' | 'recipients'
  >,
): string {
  if ((campaign.status === 'sent' || campaign.status === 'completed') && campaign.sentAt)
    return `Sent ${formatDate(campaign.sentAt)}`;
  if (campaign.status === 'scheduled' && campaign.scheduledAt)
    return `Scheduled ${formatDateTime(campaign.scheduledAt)}`;
  const done = campaign.sentCount + campaign.failedCount;
  if (campaign.status === 'draft' && done > 0)
    return `Paused after ${done.toLocaleString('en-US')} of ${campaign.recipients.toLocaleString('en-US')}`;
  return '';
}

/** Opens or clicks as a percent of the recipients, one decimal (0.0% with no recipients). */
export function ratePercent(count: number, recipients: number): string {
  return formatPercent(recipients > 0 ? (count / recipients) * 100 : 0);
}

/** '1 recipient', '2,500 recipients'. */
export function recipientsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'recipient' : 'recipients'}`;
}

/** Progress of a send: recipients done (delivered or failed) of the total, as a whole percent. */
export function sendProgress(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}
