import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { LeadFilter, LeadSort, SortOrder } from '../../../gql/graphql';

export const EXPORT_PATH = '/api/leads/export.csv';

/** GraphQL names cannot hold a hyphen; the REST filter takes the stored status. */
const restStatus = (status: string) => (status === 'follow_up' ? 'follow-up' : status);

/**
 * The export address for the leads screen's filter and order: the same query parameters as
 * GET /api/leads (search, status, score, source, funnelId, optIn, sort, order). A null or missing value
 * means all; source '' means leads without a source (Direct).
 */
export function exportUrl(
  filter?: LeadFilter | null,
  sort?: LeadSort | null,
  order?: SortOrder | null,
): string {
  const params = new URLSearchParams();
  const search = filter?.search?.trim();
  if (search) params.set('search', search);
  if (filter?.status) params.set('status', restStatus(filter.status));
  if (filter?.score) params.set('score', filter.score);
  if (filter?.source !== null && filter?.source !== undefined) params.set('source', filter.source);
  if (filter?.funnelId) params.set('funnelId', String(filter.funnelId));
  if (filter?.optIn) params.set('optIn', filter.optIn);
  if (sort) params.set('sort', sort);
  if (order) params.set('order', order);
  const query = params.toString();
  return query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH;
}

export type ExportLeadsButtonProps = {
  /** The leads screen's current filter (as sent to the leads query); all leads when absent. */
  filter?: LeadFilter | null;
  sort?: LeadSort | null;
  order?: SortOrder | null;
  /** Props for the toolbar button (size, type, block…); its text is 'Export CSV'. */
  buttonProps?: Omit<ButtonProps, 'href' | 'children'>;
};

/**
 * 'Export CSV': a plain download link, so the browser streams the file to disk however many
 * leads match; the server names it leads-YYYY-MM-DD.csv.
 */
export function ExportLeadsButton({ filter, sort, order, buttonProps }: ExportLeadsButtonProps) {
  return (
    <Button icon={<DownloadOutlined />} {...buttonProps} href={exportUrl(filter, sort, order)} download>
      Export CSV
    </Button>
  );
}
