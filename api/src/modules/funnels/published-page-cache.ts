import type { Clock } from '../../shared/clock';

/**
 * A published step as served: its HTML (with the placeholders of PUBLISHED_TOKENS), its ETag,
 * whether it runs custom code, and the CSP sources of the scripts it inlines.
 */
export type PublishedPage = {
  html: string;
  etag: string;
  /** Runs the marketer's code (a nonce per response): only ever an `ownDomain` page. */
  customCode: boolean;
  scriptSources: readonly string[];
  /** The page as the funnel's verified domain serves it, with the marketer's code; absent: this one. */
  ownDomain?: PublishedPage | null;
  /** A running A/B test: the page each variant serves (A's is this page). */
  experiment?: { id: string; variants: Array<{ key: string; weight: number; page: PublishedPage }> } | null;
};

type Entry = { page: PublishedPage | null; expires: number };

/** The key of a funnel's step: the first step (slug null) is '' after the id. */
const keyOf = (funnelId: string, slug: string | null) => `${funnelId}/${slug ?? ''}`;

/**
 * Published pages in memory, so serving one costs no database round trip. Entries live a few
 * seconds; this process drops a funnel's entries at once when it changes, other processes see
 * the change when their entries expire.
 */
export class PublishedPageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = 5000,
    private readonly maxEntries = 5000,
  ) {}

  /** The cached step, null when known not to be published, undefined when not cached. */
  get(funnelId: string, slug: string | null = null): PublishedPage | null | undefined {
    const key = keyOf(funnelId, slug);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(funnelId: string, slug: string | null, page: PublishedPage | null): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(keyOf(funnelId, slug), { page, expires: this.clock.now().getTime() + this.ttlMs });
  }

  /** Forgets every step of the funnel. */
  invalidate(funnelId: string): void {
    const prefix = `${funnelId}/`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
