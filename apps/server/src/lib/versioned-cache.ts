/**
 * Values kept in this process under the version of what they depend on, least recently used out first once
 * `capacity` is reached (capacity 0 keeps nothing). Generic: the matches module's read cache
 * (modules/matches/read-cache.ts) and, on the embedded database, the sessions and club access rows kept under the
 * users' change notices (lib/local-changes.ts) are two separate instances with their own versions.
 */
export class VersionedCache {
  private entries = new Map<string, unknown>();

  constructor(readonly capacity: number) {}

  get<T>(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // most recently used last
    this.entries.delete(key);
    this.entries.set(key, value);
    return value as T;
  }

  set(key: string, value: unknown): void {
    if (this.capacity <= 0 || value === undefined) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /**
   * `read` under the given version, from the cache when it holds that version, else from the database (and
   * kept). No version (nothing to depend on, e.g. an unknown id): always the database. A value `fresh` turns
   * down is read again.
   */
  async through<T>(key: string, version: string | null | undefined, read: () => Promise<T>, fresh?: (value: T) => boolean): Promise<T> {
    if (version == null || this.capacity <= 0) return read();
    const k = `${key}@${version}`;
    const cached = this.get<T>(k);
    // `fresh`: for a value that also depends on the clock (it says until when it holds)
    if (cached !== undefined && (!fresh || fresh(cached))) return cached;
    const value = await read();
    this.set(k, value);
    return value;
  }

  clear(): void { this.entries.clear(); }
}
