import { useState } from 'react';
import type { LeadPaging } from '../../gql/graphql';
import type { SortChoice } from './lead-meta';

/** 001 §9: ten leads a page, number buttons for the first five pages. */
export const LEADS_PAGE_SIZE = 10;
export const PAGE_BUTTONS = 5;

type State = {
  page: number;
  /** The keyset cursor of each page reached by Next beyond the numbered pages. */
  afters: Readonly<Record<number, string>>;
};

const FIRST: State = { page: 1, afters: {} };

/** The paging argument of one page: an offset for the numbered pages, the remembered cursor deeper. */
export function pagingFor(page: number, after: string | undefined, sort: SortChoice): LeadPaging {
  return {
    limit: LEADS_PAGE_SIZE,
    offset: after ? 0 : (page - 1) * LEADS_PAGE_SIZE,
    after: after ?? null,
    sort: sort.sort,
    order: sort.order,
  };
}

/**
 * Where the leads list is: the first five pages by offset, deeper pages by keyset cursors so
 * that page 50,000 costs what page 1 does. Each visited cursor is kept, so Previous works at
 * any depth without counting back from the start.
 */
export function useLeadPaging() {
  const [state, setState] = useState<State>(FIRST);
  const { page, afters } = state;
  return {
    page,
    after: afters[page],
    /** Back to page 1, forgetting cursors: for a new filter or sort. */
    reset: () => setState(FIRST),
    /** One of the numbered pages. */
    goTo: (target: number) => setState((s) => ({ ...s, page: Math.min(Math.max(target, 1), PAGE_BUTTONS) })),
    /** The page after this one; `endCursor` is this page's, used beyond the numbered pages. */
    next: (endCursor: string | null | undefined) =>
      setState((s) => {
        const target = s.page + 1;
        if (target <= PAGE_BUTTONS || !endCursor) return { ...s, page: target };
        return { page: target, afters: { ...s.afters, [target]: endCursor } };
      }),
    previous: () => setState((s) => ({ ...s, page: Math.max(1, s.page - 1) })),
  };
}

export type LeadPagingState = ReturnType<typeof useLeadPaging>;
