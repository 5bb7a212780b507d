import type { Db } from '../../db/client.js';
import { BackupWriter } from './backup-format.js';
import { BackupsRepository } from './backups.repository.js';
import { loadOrder } from './table-order.js';

export interface MakeBackupInput {
  db: Db;
  kind: 'pglite' | 'postgres';
  at: Date;
  /** a new file (it must not exist); on failure it is left partial and the caller removes it */
  file: string;
}

export interface MadeBackup { tables: number; rows: number; files: number }

/**
 * Writes one backup: the database in one REPEATABLE READ snapshot (every public table in load order, the sequences,
 * the migration list). Uploaded files are rows of `archivos` (docs/decisions/0024), so they are in the same snapshot.
 */
export async function makeBackup(input: MakeBackupInput): Promise<MadeBackup> {
  const writer = new BackupWriter(input.file);
  try {
    let tables = 0;
    let rows = 0;
    let files = 0;
    await new BackupsRepository(input.db).snapshot(async (repo) => {
      const migraciones = await repo.migrations();
      await writer.header({ creado: input.at.toISOString(), base: input.kind, migraciones });
      const catalog = await repo.catalog();
      for (const table of loadOrder([...catalog.tables.keys()], catalog.keys)) {
        await writer.table(table, catalog.tables.get(table)!);
        await repo.eachRowsPage(table, async (page, count) => {
          rows += count;
          if (table === 'archivos') files += count;
          await writer.rowsPage(page, count);
        });
        tables++;
      }
      for (const s of await repo.sequences()) await writer.sequence(s.name, s.value, s.called);
    });
    await writer.finish();
    return { tables, rows, files };
  } catch (e) {
    await writer.abort();
    throw e;
  }
}
