/**
 * Values kept in this process under the version of what they depend on, least recently used out first once
 * `capacity` is reached (capacity 0 keeps nothing). Generic: the matches module's read cache
 * (modules/matches/read-cache.ts) and, on the embedded database, the sessions and club access rows kept under the
 * users' change notices (lib/local-changes.ts) are two separate instances with their own versions.
 *
 * One entry per key, holding the version it was read under: a value read under a newer version replaces the old
 * one. (Keyed by key and version, every write left its readers' old entries behind until the least recently used
 * went out: under a stream of sign-ups the cache was mostly dead answers, held to its capacity — issue 17, session
 * 18.)
 */
export class VersionedCache {
  private entries = new Map<string, { version: string; value: unknown; seen: number; moved: number; from?: number }>();
  /** Moves to the most recent end, counted (get). */
  private moves = 0;
  /**
   * Counts when versions were seen: a value is set with the moment its version was read (through: before its read),
   * and never replaces one whose version was seen later. Versions only move forward, so a read that was under way
   * while a newer value was set (a write's own rows, the matches module's keepWritten) does not put its older one back.
   */
  private tick = 0;
  /** reads under way, by key (through) */
  private reading = new Map<string, { version: string; value: Promise<unknown> }>();

  constructor(readonly capacity: number) {}

  /**
   * The value kept for `key` under exactly `version`. `seenBy`: when the caller read that version (seen()); a value set
   * as valid only for versions read from a later moment on (set's `from`) is not theirs.
   */
  get<T>(key: string, version: string, seenBy?: number): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.version !== version) return undefined;
    if (entry.from !== undefined && seenBy !== undefined && seenBy < entry.from) return undefined;
    // most recently used last; an entry moved there within the last quarter of the capacity's moves stays where it is
    // (the Map's delete and set were 1.3 % of the server's thread in the soak, mostly for the same hot keys; issue 17):
    // it still goes out after at least three quarters of the entries, so the order is least recently used within that
    if (this.moves - entry.moved > this.capacity >> 2) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.moved = ++this.moves;
    }
    return entry.value as T;
  }

  /** The value kept for `key` and its version, whatever that is, without counting as a use. */
  peek<T>(key: string): { version: string; value: T } | undefined {
    return this.entries.get(key) as { version: string; value: T } | undefined;
  }

  /** Now, as `set` counts it: take it before reading the version a value will be set under. */
  seen(): number {
    return ++this.tick;
  }

  /**
   * `fromNow`: the value holds for `version` only as read from now on (a write's own rows kept after its commit on
   * PostgreSQL, under the version its transaction read with its own marks: before the commit, another state of the data
   * may have had the same version, matches module's keepWritten), with `seen` left to now. A reader that passes get or
   * through the moment it read its version is served it only when that is later.
   */
  set(key: string, version: string, value: unknown, seen = ++this.tick, fromNow = false): void {
    if (this.capacity <= 0 || value === undefined) return;
    const old = this.entries.get(key);
    if (old && old.seen > seen && old.version !== version) return;
    this.entries.delete(key);
    this.entries.set(key, { version, value, seen, moved: ++this.moves, from: fromNow ? seen : undefined });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /**
   * `read` under the given version, from the cache when it holds that version, else from the database (and
   * kept, in place of what the key held). No version (nothing to depend on, e.g. an unknown id): always the
   * database. A value `fresh` turns down is read again. `seen`: when the version was read (seen()), if before this call.
   */
  async through<T>(key: string, version: string | null | undefined, read: () => Promise<T>, fresh?: (value: T) => boolean, seen?: number): Promise<T> {
    if (version == null || this.capacity <= 0) return read();
    const cached = this.get<T>(key, version, seen);
    // `fresh`: for a value that also depends on the clock (it says until when it holds)
    if (cached !== undefined && (!fresh || fresh(cached))) return cached;
    // One read at a time per key and version: requests that miss while it is under way wait for it instead of each
    // reading the same rows (under load on the embedded database's one connection, a club's list read again after a
    // change was asked for by every member at once — issue 17, session 19). A read under another version goes ahead.
    const pending = this.reading.get(key);
    if (pending && pending.version === version) return pending.value as Promise<T>;
    const at = seen ?? this.seen();
    const value = read();
    const entry = { version, value: value as Promise<unknown> };
    this.reading.set(key, entry);
    try {
      const v = await value;
      this.set(key, version, v, at);
      return v;
    } finally {
      if (this.reading.get(key) === entry) this.reading.delete(key);
    }
  }

  /** How many keys are held (tests). */
  get size(): number { return this.entries.size; }

  clear(): void {
    this.entries.clear();
    this.reading.clear();
  }
}
