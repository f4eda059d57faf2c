import { Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { refetchQuietly, type Refetchable } from './refetch-quietly';
import { usePagedList, type Paged } from './use-paged-list';

type Page<T> = { items: readonly T[]; endCursor?: string | null; hasMore: boolean };

/**
 * A titled list read a page at a time: a skeleton while the first page loads, an error with
 * Retry, an empty state, the items, and 'Load more' while more follow.
 */
export function PagedListSection<T extends { id: string }>({
  query,
  page,
  title,
  headingId,
  className,
  listLabel,
  failedText,
  emptyText,
  summary,
  renderItem,
}: {
  query: Paged & Refetchable & { error?: unknown };
  page: Page<T> | undefined;
  title: string;
  headingId: string;
  /** The block's class; the list is `${className}__list`. */
  className: string;
  listLabel: string;
  failedText: string;
  emptyText: string;
  /** Shown under the title whatever the list's state (e.g. a balance the list adds up to). */
  summary?: ReactNode;
  renderItem: (item: T) => ReactNode;
}) {
  const { hasMore, loadingMore, loadMore } = usePagedList(query, page);

  let body;
  if (!page && query.error)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={failedText}>
        <Button onClick={() => refetchQuietly(query)}>Retry</Button>
      </Empty>
    );
  else if (!page) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (page.items.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  else
    body = (
      <>
        <ul className={`${className}__list`} aria-label={listLabel}>
          {page.items.map(renderItem)}
        </ul>
        {hasMore ? (
          <Button onClick={loadMore} loading={loadingMore}>
            Load more
          </Button>
        ) : null}
      </>
    );

  return (
    <section className={className} aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {summary}
      {body}
    </section>
  );
}
