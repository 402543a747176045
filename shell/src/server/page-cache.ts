/**
 * The shell server's anonymous HTML cache (ARCHITECTURE §3, README "The page cache"): every
 * server-rendered page is kept in memory under its key (canonical URL, release, settings
 * version) with the tags of the rows it read, served at once to the next shopper, and dropped the
 * moment the change feed says one of those rows changed. A page being rendered is rendered once
 * however many ask for it at the same time. Bounded: least recently used entries go first when
 * the bytes exceed the budget, and no entry outlives its maximum age (a safety net: the feed is
 * what keeps pages exact).
 */

/** How a page was answered: from memory, rendered for this request, or joined to a render. */
export type CacheOutcome = 'hit' | 'miss' | 'coalesced';

export interface PageCacheOptions {
  /** the most bytes of pages kept (their HTML; compressed variants are counted when made) */
  maxBytes?: number;
  /** the longest an entry is served, in milliseconds */
  maxAgeMs?: number;
  now?: () => number;
}

export interface Cacheable {
  /** the bytes the entry holds (counted against `maxBytes`) */
  bytes: number;
}

interface Entry<T> {
  value: T;
  tags: readonly string[];
  bytes: number;
  storedAt: number;
}

interface Flight<T> {
  promise: Promise<{ value: T; cacheable: boolean }>;
  tags: readonly string[];
}

export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_AGE_MS = 5 * 60_000;

export interface CacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  coalesced: number;
  dropped: number;
}

export class PageCache<T extends Cacheable> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flights = new Map<string, Flight<T>>();
  /** tag → the sequence number of its last invalidation */
  private readonly invalidatedAt = new Map<string, number>();
  private sequence = 0;
  /** the sequence number of the last `clear()`: nothing rendered before it is stored */
  private clearedAt = 0;
  private bytes = 0;
  /** renders running (joined or not): invalidations are kept while any is */
  private running = 0;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  /** false while the change feed is not connected: pages are rendered and coalesced, not kept */
  private storing = false;
  readonly stats: CacheStats = {
    entries: 0,
    bytes: 0,
    hits: 0,
    misses: 0,
    coalesced: 0,
    dropped: 0,
  };

  constructor({
    maxBytes = DEFAULT_MAX_BYTES,
    maxAgeMs = DEFAULT_MAX_AGE_MS,
    now = Date.now,
  }: PageCacheOptions = {}) {
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  /**
   * Whether rendered pages are kept. The server turns it on once its change feed is subscribed
   * and off (with `clear`) when the feed drops: a page kept while no change can reach it could
   * stay stale.
   */
  setStoring(storing: boolean) {
    if (!storing) this.clear();
    this.storing = storing;
  }

  get isStoring() {
    return this.storing;
  }

  /**
   * The page under `key`: the cached entry (`hit`), the render in flight for the same key
   * (`coalesced`), or a new render (`miss`). `render` says whether its result may be kept (a
   * page partly left to the browser is not). A render that a change overtook (an invalidation of
   * one of its tags after it started) is answered but not kept, and no later request joins it.
   */
  async get(
    key: string,
    tags: readonly string[],
    render: () => Promise<{ value: T; cacheable: boolean }>,
  ): Promise<{ value: T; outcome: CacheOutcome }> {
    const entry = this.entries.get(key);
    if (entry) {
      if (this.now() - entry.storedAt <= this.maxAgeMs) {
        // most recently used last
        this.entries.delete(key);
        this.entries.set(key, entry);
        this.stats.hits += 1;
        return { value: entry.value, outcome: 'hit' };
      }
      this.remove(key);
    }
    const flight = this.flights.get(key);
    if (flight) {
      this.stats.coalesced += 1;
      const { value } = await flight.promise;
      return { value, outcome: 'coalesced' };
    }
    this.stats.misses += 1;
    const startedAt = ++this.sequence;
    this.running += 1;
    const promise = render();
    this.flights.set(key, { promise, tags });
    try {
      const result = await promise;
      if (result.cacheable && this.storing && this.unchangedSince(tags, startedAt)) {
        this.store(key, {
          value: result.value,
          tags,
          bytes: result.value.bytes,
          storedAt: this.now(),
        });
      }
      return { value: result.value, outcome: 'miss' };
    } finally {
      if (this.flights.get(key)?.promise === promise) this.flights.delete(key);
      this.running -= 1;
      this.forgetInvalidations();
    }
  }

  /** Drops every entry and render in flight that carries one of `tags`. Returns how many. */
  invalidate(tags: Iterable<string>): number {
    const sequence = ++this.sequence;
    const touched = new Set(tags);
    if (touched.size === 0) return 0;
    for (const tag of touched) this.invalidatedAt.set(tag, sequence);
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => touched.has(tag))) {
        this.remove(key);
        dropped += 1;
      }
    }
    for (const [key, flight] of this.flights) {
      // answered to whoever waits; the next request renders again
      if (flight.tags.some((tag) => touched.has(tag))) this.flights.delete(key);
    }
    this.stats.dropped += dropped;
    this.forgetInvalidations();
    return dropped;
  }

  /** Invalidations only matter to renders in flight: none left, none kept. */
  private forgetInvalidations() {
    if (this.running === 0) this.invalidatedAt.clear();
  }

  /** Drops everything (the feed reconnected, the release changed). */
  clear() {
    this.clearedAt = ++this.sequence;
    this.stats.dropped += this.entries.size;
    this.entries.clear();
    this.flights.clear();
    this.invalidatedAt.clear();
    this.bytes = 0;
    this.stats.entries = 0;
    this.stats.bytes = 0;
  }

  /** Counts bytes added to an entry after it was stored (a compressed variant made later). */
  grew(key: string, value: T, bytes: number) {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.stats.bytes = this.bytes;
    this.evict();
  }

  has(key: string) {
    return this.entries.has(key);
  }

  private unchangedSince(tags: readonly string[], startedAt: number) {
    if (this.clearedAt >= startedAt) return false;
    return tags.every((tag) => (this.invalidatedAt.get(tag) ?? 0) < startedAt);
  }

  private store(key: string, entry: Entry<T>) {
    if (entry.bytes > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.stats.entries = this.entries.size;
    this.stats.bytes = this.bytes;
    this.evict();
  }

  private evict() {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    this.stats.entries = this.entries.size;
    this.stats.bytes = this.bytes;
  }
}
