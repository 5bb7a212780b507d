import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import type { Migration } from './backup-format.js';
import type { ForeignKey } from './table-order.js';

const ident = (name: string) => sql.identifier(name);
const list = (names: readonly string[]) => sql.join(names.map(ident), sql`, `);

/** Rows fetched from a table's cursor at a time: a page is one line of the backup. */
const PAGE_ROWS = 500;
/** Uploaded files hold up to MAX_UPLOAD_BYTES each (twice that as hex): one a line, so a line stays small. */
const PAGE_ROWS_OF: Record<string, number> = { archivos: 1 };

export interface Catalog {
  /** the base tables of the public schema and their columns (none generated), in column order */
  tables: Map<string, string[]>;
  keys: ForeignKey[];
}

export interface SequenceValue { name: string; value: string; called: boolean }

/**
 * Every query of backups and restores, by catalog and by name: a table added by a later migration is in the next
 * backup without a change here. Only `public` and drizzle's migration list are read.
 */
export class BackupsRepository {
  constructor(private db: Db) {}

  /** One consistent view of the whole database (REPEATABLE READ, READ ONLY: works on PGlite and PostgreSQL alike). */
  snapshot<T>(fn: (repo: BackupsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new BackupsRepository(tx as unknown as Db)), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  }

  /** One transaction for a whole restore: it commits whole or not at all. */
  transaction<T>(fn: (repo: BackupsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new BackupsRepository(tx as unknown as Db)));
  }

  async catalog(): Promise<Catalog> {
    const cols = rowsOf<{ tabla: string; columna: string }>(await this.db.execute(sql`
      select c.relname as tabla, a.attname as columna
      from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`));
    const tables = new Map<string, string[]>();
    for (const r of cols) tables.set(r.tabla, [...(tables.get(r.tabla) ?? []), r.columna]);
    const keys = rowsOf<ForeignKey>(await this.db.execute(sql`
      select distinct t.relname as "table", r.relname as "references"
      from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid
      where c.contype = 'f' and t.relnamespace = 'public'::regnamespace and r.relnamespace = 'public'::regnamespace`));
    return { tables, keys };
  }

  /** The migrations applied, oldest first: the schema version a backup was made at. */
  async migrations(): Promise<Migration[]> {
    const rows = rowsOf<{ hash: string; created_at: string | number }>(await this.db.execute(sql`
      select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`));
    return rows.map((r) => ({ hash: r.hash, creado: Number(r.created_at) }));
  }

  async sequences(): Promise<SequenceValue[]> {
    const rows = rowsOf<{ name: string; value: string; called: boolean }>(await this.db.execute(sql`
      select sequencename as name, coalesce(last_value, start_value)::text as value, last_value is not null as called
      from pg_sequences where schemaname = 'public' order by sequencename`));
    return rows;
  }

  /** A table's rows as JSON text, a page at a time, through a cursor: the table is never held whole. */
  async eachRowsPage(table: string, onPage: (jsonArray: string, count: number) => Promise<void>): Promise<void> {
    await this.db.execute(sql`declare respaldo_filas no scroll cursor for select row_to_json(t)::text as fila from ${ident(table)} t`);
    const page = PAGE_ROWS_OF[table] ?? PAGE_ROWS;
    for (;;) {
      const rows = rowsOf<{ fila: string }>(await this.db.execute(sql.raw(`fetch forward ${page} from respaldo_filas`)));
      if (rows.length === 0) break;
      await onPage(`[${rows.map((r) => r.fila).join(',')}]`, rows.length);
      if (rows.length < page) break;
    }
    await this.db.execute(sql`close respaldo_filas`);
  }

  /** What tells a used database from a fresh one: migrations create no users, no clubs and no files. */
  async hasUsersOrClubs(): Promise<boolean> {
    const [r] = rowsOf<{ any: boolean }>(await this.db.execute(sql`
      select exists (select 1 from users) or exists (select 1 from clubs) or exists (select 1 from archivos) as any`));
    return !!r?.any;
  }

  async emptyTables(tables: readonly string[]): Promise<void> {
    if (tables.length) await this.db.execute(sql`truncate table ${list(tables)}`);
  }

  /**
   * Inserts a page of rows. json_populate_recordset reads each value back into its column's own type (timestamps,
   * jsonb, numeric, arrays, bytea), and a column the backup does not name takes its default.
   */
  async insertRows(table: string, columns: readonly string[], jsonArray: string): Promise<void> {
    await this.db.execute(sql`
      insert into ${ident(table)} (${list(columns)})
      select ${list(columns)} from json_populate_recordset(null::${ident(table)}, ${jsonArray}::json)`);
  }

  /** Whether this database has a backup made at or after `since` (by any of its processes). */
  async madeSince(since: Date): Promise<boolean> {
    const [r] = rowsOf<{ ok: boolean }>(await this.db.execute(sql`select exists (select 1 from respaldos where fecha >= ${since.toISOString()}) as ok`));
    return !!r?.ok;
  }

  /** The instant of this database's newest backup. */
  async newest(): Promise<Date | null> {
    const [r] = rowsOf<{ fecha: string | Date | null }>(await this.db.execute(sql`select max(fecha) as fecha from respaldos`));
    return r?.fecha ? new Date(r.fecha) : null;
  }

  /** Records a backup this database is making; false when one of that name (the same second) is being made. */
  async recordMade(nombre: string, fecha: Date): Promise<boolean> {
    const rows = rowsOf(await this.db.execute(sql`insert into respaldos (nombre, fecha) values (${nombre}, ${fecha.toISOString()}) on conflict (nombre) do nothing returning nombre`));
    return rows.length === 1;
  }

  /** Forgets a backup whose file could not be made. */
  async forget(nombre: string): Promise<void> {
    await this.db.execute(sql`delete from respaldos where nombre = ${nombre}`);
  }

  /** A file of an older backup (version 1 kept them apart from the rows, as DATA_DIR/uploads did). */
  async insertFile(ruta: string, datos: Buffer, tipoMedio: string): Promise<void> {
    const hash = createHash('sha256').update(datos).digest('hex');
    await this.db.execute(sql`
      insert into archivos (ruta, tipo_medio, tamano, sha256, datos) values (${ruta}, ${tipoMedio}, ${datos.length}, ${hash}, ${datos})
      on conflict (ruta) do nothing`);
  }

  async setSequence(s: SequenceValue): Promise<void> {
    await this.db.execute(sql`select setval(format('%I.%I', 'public', ${s.name}::text)::regclass, ${s.value}::bigint, ${s.called})`);
  }

  async count(table: string): Promise<number> {
    const [r] = rowsOf<{ n: string | number }>(await this.db.execute(sql`select count(*) as n from ${ident(table)}`));
    return Number(r?.n ?? 0);
  }

  async hasSequence(name: string): Promise<boolean> {
    const [r] = rowsOf<{ ok: boolean }>(await this.db.execute(sql`
      select exists (select 1 from pg_sequences where schemaname = 'public' and sequencename = ${name}) as ok`));
    return !!r?.ok;
  }
}
