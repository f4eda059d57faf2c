import { toast } from '../../app/toast/toasts';

/** 001 §8 Campaigns: the success and failure texts, word for word. */
export const CAMPAIGN_TOASTS = {
  created: 'Campaign created successfully',
  updated: 'Campaign updated successfully',
  sent: 'Campaign sent successfully',
  deleted: 'Campaign deleted successfully',
  deletedAll: 'All campaigns deleted successfully',
  createFailed: 'Failed to create campaign',
  updateFailed: 'Failed to update campaign',
  sendFailed: 'Failed to send campaign',
  deleteFailed: 'Failed to delete campaign',
  deleteAllFailed: 'Failed to delete all campaigns',
} as const;

export const DELETE_ALL_CAMPAIGNS_QUESTION =
  'Are you sure you want to delete ALL campaigns? This action cannot be undone.';

/** 001 §5 campaign form: name, subject or content missing. */
export function requiredFieldsToast(): void {
  toast({ title: 'Error', description: 'Please fill in all required fields', variant: 'destructive' });
}

/** A problem the form can name before asking the server (a send time in the past). */
export function formErrorToast(description: string): void {
  toast({ title: 'Error', description, variant: 'destructive' });
}
