import { Button } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * The next page of a long grid: loaded when the end of the grid scrolls into view (an
 * IntersectionObserver, where the browser has one), and by a button that works from the keyboard.
 */
export function LoadMore({
  onLoadMore,
  loading,
  root = null,
  label = 'Load more',
}: {
  onLoadMore(): void;
  loading: boolean;
  /** The scrolling box (a dialog's grid); the page's viewport by default. */
  root?: Element | null;
  label?: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);
  useEffect(() => {
    const node = sentinel.current;
    // Observed again after each page, so a grid still short of the viewport keeps filling.
    if (!node || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { root, rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [root, loading]);
  return (
    <div className="ff-media-more" ref={sentinel}>
      <Button onClick={onLoadMore} loading={loading}>
        {label}
      </Button>
    </div>
  );
}
