import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'correo' | 'createdAt'>>;

export class UsersRepository {
  constructor(private db: Db) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByCorreo(correo: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(sql`lower(${users.correo}) = ${correo.toLowerCase()}`).limit(1);
    return row;
  }

  async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
    return row;
  }

  /** Inserts; returns undefined when the correo is taken (unique index), so callers answer 409 without a race. */
  async insert(user: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  async update(id: string, patch: UserPatch): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async setPasswordHash(id: string, hash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(users.id, id));
  }
}
