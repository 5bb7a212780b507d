import { VersionedCache } from './versioned-cache.js';

/**
 * What changed in the embedded database, as it happens (docs/decisions/0020). PGlite is one connection inside this
 * process (the DATA_DIR lock keeps any other process out), and the triggers of migrations 0011 and 0012 send a
 * notice on that connection with every commit that changes what the read cache keeps: a club's (or the public)
 * matches, or a session or user. PGlite hands the notice over before the commit's own call returns, so these
 * counters are ahead of any read that starts after the commit, and the read cache can check an entry against
 * them instead of asking the database: a cache hit then runs no query at all.
 *
 * Only for PGlite. With a PostgreSQL server other processes commit too, and a notice reaches this one only some
 * time after their commit; there the versions are read from cache_cambios with every request.
 */
export class LocalChanges {
  private versions = new Map<string, number>();
  private sesionesVersion = 0;
  private usuarios = new Map<string, number>();
  /** told of every notice on `cache_cambios` (the change marks' compactor, modules/matches/read-cache.ts) */
  onChange?: () => void;
  /**
   * Told of a notice that says what changed besides where (`<ambito>|<detail>`: a player's profile edit marking a
   * match, migration 0025), with the ambito's version just before and just after it; the read cache's owner may
   * bring what it kept at `before` up to `after` (modules/matches/read-cache.ts).
   */
  onDetail?: (ambito: string, detail: string, before: string, after: string) => void;

  /**
   * A notice on `cache_cambios`: something a club's (or, with 'publico', every club's) list or detail shows, its
   * ambito, optionally followed by '|' and what changed there.
   */
  changed(payload: string): void {
    const bar = payload.indexOf('|');
    const ambito = bar < 0 ? payload : payload.slice(0, bar);
    const before = this.versions.get(ambito) ?? 0;
    this.versions.set(ambito, before + 1);
    // (a listener's failure leaves what it keeps under the version before, never served again: it must not stop the
    // notices, which PGlite delivers in a microtask where a throw would end the process)
    if (bar >= 0) {
      try {
        this.onDetail?.(ambito, payload.slice(bar + 1), String(before), String(before + 1));
      } catch { /* nothing kept is brought up to date */ }
    }
    this.onChange?.();
  }

  /**
   * A notice on `cache_sesiones`: one user's session ended or was touched, or their user row or a membership changed
   * (their id); or a club changed ('': everyone's memberships and club access).
   */
  sessionsChanged(userId = ''): void {
    if (!userId) this.sesionesVersion++;
    else this.usuarios.set(userId, (this.usuarios.get(userId) ?? 0) + 1);
  }

  /** The count of notices for one ambito of `cache_cambios` (the matches module's read cache makes versions of them). */
  version(ambito: string): string {
    return String(this.versions.get(ambito) ?? 0);
  }

  /** The part of every user's version that a club's change moves (the start-up check reads it). */
  get sessions(): string {
    return String(this.sesionesVersion);
  }

  /** What one user's kept session, memberships and club access depend on: their own notices and everyone's. */
  sessionsOf(userId: string): string {
    return `${this.sesionesVersion}.${this.usuarios.get(userId) ?? 0}`;
  }
}

/**
 * What the embedded database's session notices vouch for, kept per user: sessions, memberships and club access rows.
 * It sees only the users' notices (`sessionsOf`), never a match's version: those belong to the matches module's read
 * cache (modules/matches/read-cache.ts), which keeps its own.
 */
export class KeptForUsers {
  private kept: VersionedCache;

  constructor(private changes: LocalChanges, capacity: number) {
    this.kept = new VersionedCache(capacity);
  }

  /** `read`, or the value kept for `key` while no notice has named `userId` (or every user) since it was read. */
  through<T>(key: string, userId: string, read: () => Promise<T>, fresh?: (value: T) => boolean): Promise<T> {
    return this.kept.through(key, this.changes.sessionsOf(userId), read, fresh);
  }

  clear(): void { this.kept.clear(); }
}
