import { AMBITO_PUBLICO, type ReadCache } from './read-cache.js';

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
  /** told of every notice on `cache_cambios` (the change marks' compactor, lib/read-cache.ts) */
  onChange?: () => void;

  /** A notice on `cache_cambios`: something a club's (or, with 'publico', every club's) list or detail shows. */
  changed(ambito: string): void {
    this.versions.set(ambito, (this.versions.get(ambito) ?? 0) + 1);
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

  /** The version of one ambito: a club id or 'publico'. */
  version(ambito: string): string {
    return String(this.versions.get(ambito) ?? 0);
  }

  /** What a club's match list depends on: its own matches and the public ones of other clubs. */
  listVersion(clubId: string): string {
    return `${this.version(clubId)}:${this.version(AMBITO_PUBLICO)}`;
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

/** The embedded database's change notices and where to keep what they vouch for (sessions, club access, …). */
export interface LocalReads { changes: LocalChanges; cache: ReadCache }
