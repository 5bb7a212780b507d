import type { Database } from '../../db/client.js';
import { BackupError, readBackup, type BackupHeader, type BackupTrailer, type Migration } from './backup-format.js';
import { BackupsRepository, type Catalog, type SequenceValue } from './backups.repository.js';
import { brokenDependency } from './table-order.js';
import { mediaTypeOf } from '../../lib/storage-move.js';
import { isSafeRelativePath } from '../../lib/uploads-folder.js';

/** A backup read whole and found sound: what it holds, before anything is touched. */
export interface CheckedBackup {
  file: string;
  header: BackupHeader;
  trailer: BackupTrailer;
  /** its tables in the order they were written, with their columns */
  tables: { name: string; columns: string[] }[];
}

export interface RestoreSummary { tables: number; rows: number; files: number }

/** First pass: reads the whole file and checks its trailer and its structure. Touches nothing. */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  const tables: CheckedBackup['tables'] = [];
  let inTable = false;
  const { header, trailer } = await readBackup(file, (line) => {
    if (line.tipo === 'tabla') {
      if (typeof line.nombre !== 'string' || !Array.isArray(line.columnas) || tables.some((t) => t.name === line.nombre)) {
        throw new BackupError('El respaldo está incompleto o dañado (una tabla aparece dos veces o sin columnas). No se restauró nada.');
      }
      tables.push({ name: line.nombre, columns: line.columnas });
      inTable = true;
    } else if (line.tipo === 'filas' && (!inTable || typeof line.filas !== 'string')) {
      throw new BackupError('El respaldo está incompleto o dañado (filas fuera de una tabla). No se restauró nada.');
    } else if (line.tipo === 'archivo' && (typeof line.datos !== 'string' || !isSafeRelativePath(line.ruta))) {
      throw new BackupError(`El respaldo está incompleto o dañado (ruta de archivo no válida: ${String(line.ruta)}). No se restauró nada.`);
    }
  });
  return { file, header, trailer, tables };
}

export interface RestoreTarget {
  database: Database;
  /** replace what the target holds */
  force: boolean;
}

/**
 * Second pass: loads a checked backup into the target. Every refusal comes before the first write; everything,
 * uploaded files included (rows of `archivos`), loads in one transaction, and the file's hash is checked again
 * before it commits. So a failure leaves the target as it was.
 */
export async function restoreBackup(backup: CheckedBackup, target: RestoreTarget): Promise<RestoreSummary> {
  const repo = new BackupsRepository(target.database.db);
  if (!target.force && (await repo.hasUsersOrClubs())) throw notEmpty('la base de datos de destino ya tiene usuarios, clubes o archivos');
  checkMigrations(backup.header.migraciones, await repo.migrations());
  const catalog = await repo.catalog();
  checkCompatible(backup, catalog);

  return repo.transaction(async (tx) => {
      // an empty target may still hold rows a start wrote (a generated secret, rate limits): the
      // restored database is the backup's alone, as with --force
      await tx.emptyTables([...catalog.tables.keys()]);
      let table: { name: string; columns: string[] } | null = null;
      // set last, once everything is checked: PostgreSQL never rolls a sequence back
      const sequences: SequenceValue[] = [];
      await readBackup(backup.file, async (line) => {
        switch (line.tipo) {
          case 'tabla':
            table = { name: line.nombre, columns: line.columnas };
            break;
          case 'filas':
            await tx.insertRows(table!.name, table!.columns, line.filas);
            break;
          case 'secuencia':
            sequences.push({ name: line.nombre, value: line.valor, called: line.llamada });
            break;
          case 'archivo': {
            // a version 1 backup's file (DATA_DIR/uploads): a row of archivos now. Checked again: the hash that
            // vouches for this line is only compared at the end
            if (!isSafeRelativePath(line.ruta)) throw new BackupError('El respaldo está incompleto o dañado (ruta de archivo no válida). No se restauró nada.');
            const bytes = Buffer.from(line.datos, 'base64');
            await tx.insertFile(line.ruta, bytes, await mediaTypeOf(line.ruta, bytes));
            break;
          }
        }
      });
      let rows = 0;
      for (const [name, expected] of Object.entries(backup.trailer.filas)) {
        const n = await tx.count(name);
        if (n !== expected) throw new BackupError(`La tabla ${name} quedó con ${n} filas y el respaldo tiene ${expected}. No se restauró nada.`);
        rows += n;
      }
      for (const seq of sequences) if (await tx.hasSequence(seq.name)) await tx.setSequence(seq);
      // the files: rows of archivos, and a version 1 backup's file lines
      return { tables: backup.tables.length, rows, files: await tx.count('archivos') };
    });
}

const notEmpty = (what: string) =>
  new BackupError(`No se restauró nada: ${what}. Restaura en un DATA_DIR o una base de datos vacía, o usa --force para reemplazar su contenido.`);

/** The backup's migrations must be this version's, or the first of them (an older backup). */
export function checkMigrations(backup: Migration[], current: Migration[]): void {
  const common = Math.min(backup.length, current.length);
  for (let i = 0; i < common; i++) {
    if (backup[i]!.hash !== current[i]!.hash) {
      throw new BackupError(
        `No se restauró nada: las migraciones del respaldo no coinciden con las de esta versión de Partidos (difieren desde la número ${i + 1}).`,
      );
    }
  }
  if (backup.length > current.length) {
    throw new BackupError(
      `No se restauró nada: el respaldo es de una versión más nueva de Partidos (${backup.length} migraciones; esta tiene ${current.length}). ` +
        'Actualiza Partidos y vuelve a intentarlo.',
    );
  }
}

/**
 * An older backup loads into today's schema when every table and column it has still exists: a column added since
 * takes its default. Anything else would lose data, so it is refused (docs/decisions/0021-backups.md).
 */
function checkCompatible(backup: CheckedBackup, catalog: Catalog): void {
  for (const t of backup.tables) {
    const columns = catalog.tables.get(t.name);
    if (!columns) throw new BackupError(`No se restauró nada: la tabla ${t.name} del respaldo no existe en esta versión de Partidos.`);
    const missing = t.columns.filter((c) => !columns.includes(c));
    if (missing.length) {
      throw new BackupError(`No se restauró nada: la tabla ${t.name} ya no tiene ${missing.length > 1 ? 'las columnas' : 'la columna'} ${missing.join(', ')}.`);
    }
  }
  const broken = brokenDependency(backup.tables.map((t) => t.name), catalog.keys);
  if (broken) {
    throw new BackupError(`No se restauró nada: en esta versión ${broken.table} depende de ${broken.references}, que el respaldo trae después.`);
  }
}
