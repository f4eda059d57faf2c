import type { Clock } from '../../shared/clock';

export type PublishedPage = { html: string; etag: string };

type Entry = { page: PublishedPage | null; expires: number };

/**
 * Published pages in memory, so serving one costs no database round trip. Entries live a few
 * seconds; this process drops an entry at once when the funnel changes, other processes see
 * the change when their entry expires.
 */
export class PublishedPageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = 5000,
    private readonly maxEntries = 5000,
  ) {}

  /** The cached page, null when known not to be published, undefined when not cached. */
  get(funnelId: string): PublishedPage | null | undefined {
    const entry = this.entries.get(funnelId);
    if (!entry) return undefined;
    if (entry.expires <= this.clock.now().getTime()) {
      this.entries.delete(funnelId);
      return undefined;
    }
    return entry.page;
  }

  set(funnelId: string, page: PublishedPage | null): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(funnelId, { page, expires: this.clock.now().getTime() + this.ttlMs });
  }

  invalidate(funnelId: string): void {
    this.entries.delete(funnelId);
  }
}
