import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.js';
import { BackupError, readBackup, type BackupHeader, type BackupTrailer, type Migration } from './backup-format.js';
import { BackupsRepository, type Catalog, type SequenceValue } from './backups.repository.js';
import { brokenDependency, TRIGGER_FILLED_TABLES } from './table-order.js';
import { isSafeRelativePath, listFiles, uploadsDirOf } from './uploads-tree.js';

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
  dataDir: string;
  /** replace what the target holds (rows and uploaded files) */
  force: boolean;
}

/**
 * Second pass: loads a checked backup into the target. Every refusal comes before the first write; the rows load
 * in one transaction (the file's hash is checked again before it commits), and the files are written to a staging
 * folder that replaces DATA_DIR/uploads only after the commit. So a failure leaves the target as it was.
 */
export async function restoreBackup(backup: CheckedBackup, target: RestoreTarget): Promise<RestoreSummary> {
  const repo = new BackupsRepository(target.database.db);
  const uploads = uploadsDirOf(target.dataDir);
  if (!target.force) {
    await checkUploadsEmpty(target.dataDir);
    if (await repo.hasUsersOrClubs()) throw notEmpty('la base de datos de destino ya tiene usuarios o clubes');
  }
  checkMigrations(backup.header.migraciones, await repo.migrations());
  const catalog = await repo.catalog();
  checkCompatible(backup, catalog);

  await mkdir(target.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(target.dataDir, '.restaurando-'));
  let summary: RestoreSummary;
  try {
    summary = await repo.transaction(async (tx) => {
      // an empty target may still hold rows a start wrote (a generated secret, rate limits, change marks): the
      // restored database is the backup's alone, as with --force
      await tx.emptyTables([...catalog.tables.keys()]);
      let table: { name: string; columns: string[] } | null = null;
      let fileCount = 0;
      // set last, once everything is checked: PostgreSQL never rolls a sequence back
      const sequences: SequenceValue[] = [];
      await readBackup(backup.file, async (line) => {
        switch (line.tipo) {
          case 'tabla':
            table = { name: line.nombre, columns: line.columnas };
            // the marks the inserts above just made by trigger give way to the backup's own
            if (TRIGGER_FILLED_TABLES.has(line.nombre)) await tx.deleteRows(line.nombre);
            break;
          case 'filas':
            await tx.insertRows(table!.name, table!.columns, line.filas);
            break;
          case 'secuencia':
            sequences.push({ name: line.nombre, value: line.valor, called: line.llamada });
            break;
          case 'archivo': {
            // checked again: the hash that vouches for this line is only compared at the end
            if (!isSafeRelativePath(line.ruta)) throw new BackupError('El respaldo está incompleto o dañado (ruta de archivo no válida). No se restauró nada.');
            const dest = path.join(staging, ...line.ruta.split('/'));
            await mkdir(path.dirname(dest), { recursive: true });
            await writeFile(dest, Buffer.from(line.datos, 'base64'), { mode: line.ruta.startsWith('private/') ? 0o600 : 0o644 });
            fileCount++;
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
      return { tables: backup.tables.length, rows, files: fileCount };
    });
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    throw e;
  }
  await replaceUploads(uploads, staging);
  return summary;
}

const notEmpty = (what: string) =>
  new BackupError(`No se restauró nada: ${what}. Restaura en un DATA_DIR o una base de datos vacía, o usa --force para reemplazar su contenido.`);

/** Without --force, DATA_DIR/uploads must hold no file (empty folders are fine: the server makes them at start). */
export async function checkUploadsEmpty(dataDir: string): Promise<void> {
  const uploads = uploadsDirOf(dataDir);
  if ((await listFiles(uploads)).length > 0) throw notEmpty(`${uploads} ya tiene archivos`);
}

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

/** Puts the staged files in place of DATA_DIR/uploads (the old folder is moved aside first, then removed). */
async function replaceUploads(uploads: string, staging: string): Promise<void> {
  const aside = `${staging}-anterior`;
  const hadUploads = await rename(uploads, aside).then(() => true, (e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return false;
    throw e;
  });
  try {
    await rename(staging, uploads);
  } catch (e) {
    if (hadUploads) await rename(aside, uploads).catch(() => {});
    throw new Error(`Los datos se restauraron, pero los archivos quedaron en ${staging}: muévelos a ${uploads}`, { cause: e });
  }
  if (hadUploads) await rm(aside, { recursive: true, force: true });
}
