import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, type CryptoKey } from 'jose';
import { SESSION_TTL_DAYS } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { Statements } from '../../db/statements.js';
import { clubMembers, clubs, sessions, users, type UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { isId, newId } from '../../lib/ids.js';

export interface RequestContext { ip?: string; userAgent?: string }
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  /**
   * The club the request names (x-club-id, else the user's active club) as the session's statement read
   * it: `asked` the club id looked up, `found` the club and the user's role in it (null: no such club). The active-club
   * check (ClubAccess.resolveActiveClub) takes it instead of a statement of its own when it asks for that same club.
   */
  club?: AskedClub;
}

export interface AskedClub { asked: string | null; found: { id: string; esPublico: boolean; rol: string | null } | null }

const TOUCH_EVERY_MS = 60 * 60_000; // refresh last_seen_at at most hourly: no write on every request

/**
 * The claims of a compact JWT signed with `key` by HS256 and nothing else (the algorithm is pinned, so `none`, HS512 or
 * an asymmetric one are refused), or null: bad shape, a wrong signature, expired (`exp` at or before `now`) or not yet
 * valid (`nbf` after `now`), a claim of those or `iat` that is not a number. jose's jwtVerify does the checking.
 */
export async function verifyHs256(token: string, key: Uint8Array | CryptoKey, now: Date): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The secret as a WebCrypto HMAC key, imported once: given the bytes, jose imports them again on every call,
 * about four times the cost of a verification (docs/decisions/0043).
 */
function importHs256Key(secret: string): Promise<CryptoKey> {
  const raw = new TextEncoder().encode(secret);
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

interface SessionLookup { user: UserRow; lastSeenAt: Date; expiresAt: Date; club?: AskedClub }

/**
 * The bearer token is a JWT signed with JWT_SECRET that names a session row; the row decides.
 * Deleting the row (logout, password change, reset, user deleted) ends the session at once.
 */
export class SessionService {
  private key?: Promise<CryptoKey>;
  private statements = new Statements();
  constructor(private db: Db, private secret: string, private clock: Clock) {}

  /** Imported on first use (importing is asynchronous), then shared by every signature. */
  private hmacKey(): Promise<CryptoKey> {
    return this.key ??= importHs256Key(this.secret);
  }

  async create(userId: string, ctx: RequestContext): Promise<string> {
    const id = newId();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_DAYS * 86_400_000);
    await this.db.insert(sessions).values({
      id, userId, createdAt: now, lastSeenAt: now, expiresAt,
      ip: ctx.ip?.slice(0, 64), userAgent: ctx.userAgent?.slice(0, 500),
    });
    return new SignJWT({ sid: id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.hmacKey());
  }

  /**
   * One query: the live session joined with its user; with `club`, the same statement reads the club the request names
   * (its x-club-id header, else the user's active club) with the user's role in it.
   */
  async verify(token: string, club?: { header: string | undefined }): Promise<AuthContext | null> {
    const now = this.clock.now();
    const claims = await verifyHs256(token, await this.hmacKey(), now);
    const sid = claims?.sid;
    if (typeof sid !== 'string') return null;
    const row = club ? await this.lookupWithClub(sid, now, club.header) : await this.lookup(sid, now);
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sid));
    return row.club ? { user: row.user, sessionId: sid, club: row.club } : { user: row.user, sessionId: sid };
  }

  /**
   * The session with its user and, in the same statement, the club the request names with the user's role in it: most
   * requests are scoped to a club (x-club-id), and its check would be a round trip of its own.
   * Only a well-formed id is looked up (a cast to char(24) would cut a longer one); without one, the active club.
   */
  private async lookupWithClub(sid: string, now: Date, clubHeader: string | undefined): Promise<SessionLookup | undefined> {
    const query = this.statements.get('sesion_con_club', (name) => {
      const asked = sql`coalesce(${sql.placeholder('club')}::char(24), ${users.clubActivoId})`;
      return this.db
        .select({
          user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt,
          asked: sql<string | null>`${asked}`, clubId: clubs.id, esPublico: clubs.esPublico, rol: clubMembers.rol,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(clubs, sql`${clubs.id} = ${asked}`)
        .leftJoin(clubMembers, and(eq(clubMembers.clubId, clubs.id), eq(clubMembers.usuarioId, users.id)))
        .where(and(eq(sessions.id, sql.placeholder('sid')), gt(sessions.expiresAt, sql.placeholder('now'))))
        .limit(1)
        .prepare(name);
    });
    const club = clubHeader !== undefined && isId(clubHeader) ? clubHeader : null;
    const [row] = await query.execute({ sid, now, club });
    if (!row) return undefined;
    const found = row.clubId === null ? null : { id: row.clubId, esPublico: row.esPublico!, rol: row.rol };
    return { user: row.user, lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt, club: { asked: row.asked, found } };
  }

  private async lookup(sid: string, now: Date): Promise<SessionLookup | undefined> {
    const query = this.statements.get('sesion', (name) => this.db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('sid')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare(name));
    const [row] = await query.execute({ sid, now });
    return row;
  }

  async end(sessionId: string) {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** Ends every session of a user, or every one but `keep`. */
  async endAllOf(userId: string, keep?: string) {
    await this.db
      .delete(sessions)
      .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
  }

  async purgeExpired() {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, this.clock.now()));
  }
}
