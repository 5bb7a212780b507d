import * as drizzleOrm from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../../src/db/prepared.js';
import { compileRowMapper, type SelectedField } from '../../src/db/row-mapper.js';
import { sessions, users } from '../../src/db/schema/index.js';
import { createTestApp, registerUser, type TestApp } from '../helpers.js';

// Issue 17, session 31: a prepared select maps its rows with a mapper compiled once for its select list
// (db/row-mapper.ts) instead of drizzle's mapResultRow working out each cell again; the rows must come out the same.

// drizzle's own mapping, exported by the package but not declared in its types
const { mapResultRow } = drizzleOrm as unknown as { mapResultRow(fields: SelectedField[], row: unknown[], joins?: Record<string, boolean>): unknown };

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** A select with what drizzle's mapping has cases for: columns of two tables (a left join), a nested object, sql with a decoder, an alias. */
const select = (db: TestApp['database']['db']) => db
  .select({
    id: users.id,
    correo: users.correo,
    creado: users.createdAt,
    perfil: { nombre: users.nombre, apellido: users.apellido },
    n: sql`length(${users.correo})`.mapWith(Number),
    marca: sql<string>`'x'`.as('marca'),
    session: sessions,
    // an object of columns from the joined table and the main one: drizzle never nulls it (two tables)
    mixto: { ip: sessions.ip, correo: users.correo },
  })
  .from(users)
  .leftJoin(sessions, eq(sessions.userId, users.id));

interface Prepared { fields: SelectedField[]; joinsNotNullableMap: Record<string, boolean>; customResultMapper?: unknown; execute(v?: object): Promise<unknown[]> }

describe('rows mapped by a compiled mapper', () => {
  it('are what drizzle’s own mapping gives, on a real left join with and without a match', async () => {
    const withSession = await registerUser(t); // logged in: a session row
    const { id: without } = await registerUser(t);
    await t.database.db.delete(sessions).where(eq(sessions.userId, without)); // no session: the join's columns are null
    const statement = prepared(t.database.db, 'row_mapper_test', (name) => select(t.database.db).orderBy(users.id).prepare(name)) as unknown as Prepared;
    expect(typeof statement.customResultMapper).toBe('function');
    const mine = await statement.execute();
    // the same select unprepared: drizzle's mapResultRow for each row
    const theirs = await select(t.database.db).orderBy(users.id);
    expect(mine).toEqual(theirs);
    // the same keys in the same order (they decide the JSON an answer is sent as)
    expect(JSON.stringify(mine)).toBe(JSON.stringify(theirs));
    const byId = new Map((mine as { id: string; session: unknown }[]).map((r) => [r.id, r]));
    expect(byId.get(without)!.session).toBeNull();
    expect((byId.get(without) as unknown as { mixto: unknown }).mixto).toEqual({ ip: null, correo: expect.any(String) });
    expect(byId.get(withSession.id)!.session).toMatchObject({ userId: withSession.id, expiresAt: expect.any(Date) });
  });

  it('maps the same inside a transaction, where the statement first built is reused', async () => {
    const build = (db: TestApp['database']['db']) => prepared(db, 'row_mapper_tx', (name) => select(db).orderBy(users.id).prepare(name)) as unknown as Prepared;
    const outside = await build(t.database.db).execute();
    const inside = await t.database.db.transaction(async (tx) => {
      const statement = build(tx as unknown as TestApp['database']['db']);
      expect(typeof statement.customResultMapper).toBe('function');
      return statement.execute();
    });
    expect(JSON.stringify(inside)).toBe(JSON.stringify(outside));
    expect(inside).toEqual(await select(t.database.db).orderBy(users.id));
  });

  it('matches mapResultRow for every pattern of nulls, for a left join and for an inner one', async () => {
    const left = select(t.database.db).prepare('row_mapper_left') as unknown as Prepared;
    const inner = t.database.db.select({ id: users.id, session: sessions, otro: { u: users.correo, s: sessions.ip } })
      .from(users).innerJoin(sessions, eq(sessions.userId, users.id)).prepare('row_mapper_inner') as unknown as Prepared;
    const sample = (i: number, f: SelectedField): unknown => {
      const name = f.path.join('.');
      if (/creado|createdAt|expiresAt|lastSeenAt/.test(name)) return '2026-12-02 10:00:00+00';
      if (name === 'n') return String(i + 7);
      return `v${i}`;
    };
    // (the mixed object's first column is the joined table's: null, then its other column, of another table, keeps it)
    expect(compileRowMapper(left.fields, left.joinsNotNullableMap)([left.fields.map((f, i) => (f.path[0] === 'mixto' && f.path[1] === 'ip' ? null : sample(i, f)))])[0]!.mixto)
      .toEqual({ ip: null, correo: expect.any(String) });
    for (const s of [left, inner]) {
      const mapper = compileRowMapper(s.fields, s.joinsNotNullableMap);
      const rows: unknown[][] = [];
      // each column null on its own, all null, none null, the join's columns all null, and all but its first
      for (let k = -2; k < s.fields.length; k++) {
        rows.push(s.fields.map((f, i) => (k === -1 || i === k ? null : sample(i, f))));
      }
      rows.push(s.fields.map((f, i) => (f.path[0] === 'session' ? null : sample(i, f))));
      rows.push(s.fields.map((f, i) => (f.path[0] === 'session' && f.path[1] !== 'id' ? null : sample(i, f))));
      expect(JSON.stringify(mapper(rows))).toBe(JSON.stringify(rows.map((r) => mapResultRow(s.fields, r, s.joinsNotNullableMap))));
      expect(mapper(rows)).toEqual(rows.map((r) => mapResultRow(s.fields, r, s.joinsNotNullableMap)));
    }
  });
});
