import dayjs from 'dayjs';
import { formatDate } from '../../app/format';

/** A date with its time, for history: 'Nov 21, 2026, 3:04 PM'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? `${formatDate(value)}, ${date.format('h:mm A')}` : '';
}
