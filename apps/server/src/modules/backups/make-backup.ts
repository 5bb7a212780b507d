import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.js';
import { BackupWriter } from './backup-format.js';
import { BackupsRepository } from './backups.repository.js';
import { loadOrder } from './table-order.js';
import { listFiles } from './uploads-tree.js';

export interface MakeBackupInput {
  db: Db;
  kind: 'pglite' | 'postgres';
  at: Date;
  uploadsDir: string;
  /** a new file (it must not exist); on failure it is left partial and the caller removes it */
  file: string;
}

export interface MadeBackup { tables: number; rows: number; files: number }

/**
 * Writes one backup: the database in one REPEATABLE READ snapshot (every public table in load order, the sequences,
 * the migration list), then every uploaded file. Files are read after the snapshot: their names are new ids, so a
 * file added meanwhile is only an extra, and only one deleted in those seconds can be missing.
 */
export async function makeBackup(input: MakeBackupInput): Promise<MadeBackup> {
  const writer = new BackupWriter(input.file);
  try {
    let tables = 0;
    let rows = 0;
    await new BackupsRepository(input.db).snapshot(async (repo) => {
      const migraciones = await repo.migrations();
      await writer.header({ creado: input.at.toISOString(), base: input.kind, migraciones });
      const catalog = await repo.catalog();
      for (const table of loadOrder([...catalog.tables.keys()], catalog.keys)) {
        await writer.table(table, catalog.tables.get(table)!);
        await repo.eachRowsPage(table, async (page, count) => {
          rows += count;
          await writer.rowsPage(page, count);
        });
        tables++;
      }
      for (const s of await repo.sequences()) await writer.sequence(s.name, s.value, s.called);
    });
    const files = await listFiles(input.uploadsDir);
    let written = 0;
    for (const rel of files) {
      const bytes = await readFile(path.join(input.uploadsDir, rel)).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return null; // removed since it was listed (a replaced avatar): nothing refers to it
        throw e;
      });
      if (!bytes) continue;
      await writer.file(rel, bytes);
      written++;
    }
    await writer.finish();
    return { tables, rows, files: written };
  } catch (e) {
    await writer.abort();
    throw e;
  }
}
