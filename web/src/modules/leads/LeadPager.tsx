import { Button } from 'antd';
import { formatCount } from '../../app/format';
import { LEADS_PAGE_SIZE, PAGE_BUTTONS } from './use-lead-paging';

type Props = {
  page: number;
  /** Leads on this page. */
  shown: number;
  /** All leads that match the filters; null while counting. */
  total: number | null;
  hasMore: boolean;
  /** While another page loads, the buttons wait (Next needs the new page's cursor). */
  busy?: boolean;
  onPage: (page: number) => void;
  onPrevious: () => void;
  onNext: () => void;
};

/** 001 §2.2: 'Showing X to Y of Z results', Previous, Next and buttons for the first five pages. */
export function LeadPager({ page, shown, total, hasMore, busy = false, onPage, onPrevious, onNext }: Props) {
  const from = shown === 0 ? 0 : (page - 1) * LEADS_PAGE_SIZE + 1;
  const to = (page - 1) * LEADS_PAGE_SIZE + shown;
  const pages = total === null ? 0 : Math.min(PAGE_BUTTONS, Math.ceil(total / LEADS_PAGE_SIZE));
  return (
    <nav className="ff-lead-pager" aria-label="Leads pages">
      <span className="ff-muted" aria-live="polite">
        {total === null
          ? `Showing ${formatCount(from)} to ${formatCount(to)}`
          : `Showing ${formatCount(from)} to ${formatCount(to)} of ${formatCount(total)} results`}
      </span>
      <div className="ff-lead-pager__buttons">
        <Button disabled={busy || page === 1} onClick={onPrevious}>
          Previous
        </Button>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <Button
            key={n}
            type={n === page ? 'primary' : 'default'}
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            disabled={busy}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ))}
        <Button disabled={busy || !hasMore} onClick={onNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
