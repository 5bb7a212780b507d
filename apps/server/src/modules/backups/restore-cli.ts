import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { loadConfig } from '../../config.js';
import { MIGRATIONS_DIR, openDatabase } from '../../db/client.js';
import { lockDataDir } from '../../lib/data-dir-lock.js';
import { dayIn, timeIn } from '../../lib/match-time.js';
import { BackupError } from './backup-format.js';
import { checkBackup, checkMigrations, restoreBackup } from './restore-backup.js';

export const USAGE = 'Uso: npm run restore -- ARCHIVO.respaldo [--force]\n'
  + '  Restaura un respaldo en DATA_DIR (o en la base de datos de DATABASE_URL), que deben estar vacíos;\n'
  + '  --force reemplaza lo que tengan. Detén el servidor antes de restaurar.';

export interface Output { log(message: string): void; error(message: string): void }

/**
 * `npm run restore -- FILE [--force]` (docs/decisions/0021-backups.md). Returns the exit code: 0 restored, 1 refused
 * or failed (with the reason in Spanish), 2 wrong arguments. Reads DATA_DIR and DATABASE_URL like the server.
 */
export async function runRestore(argv: readonly string[], env: NodeJS.ProcessEnv, out: Output = console): Promise<number> {
  const force = argv.includes('--force');
  const unknown = argv.filter((a) => a.startsWith('-') && a !== '--force');
  const files = argv.filter((a) => !a.startsWith('-'));
  if (unknown.length || files.length !== 1) {
    out.error(unknown.length ? `Opción desconocida: ${unknown.join(' ')}\n${USAGE}` : USAGE);
    return 2;
  }
  let unlock = () => {};
  try {
    // the whole file is read and its trailer checked before the target is even opened
    const backup = await checkBackup(path.resolve(files[0]!));
    checkMigrations(backup.header.migraciones, readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => ({ hash: m.hash, creado: m.folderMillis })));
    const config = loadConfig(env);
    if (config.databaseUrl.startsWith('memory://')) throw new BackupError('DATABASE_URL es memory://: una base de datos en memoria no sobrevive a la restauración.');
    const embedded = !/^postgres(ql)?:\/\//.test(config.databaseUrl);
    // the embedded database is one process's: never restore under a running server (docs/decisions/0029)
    if (embedded) unlock = await lockDataDir(config.dataDir);
    const database = await openDatabase(config.databaseUrl);
    let summary;
    try {
      summary = await restoreBackup(backup, { database, force });
    } finally {
      await database.close();
    }
    const at = new Date(backup.header.creado);
    const [y, m, d] = dayIn(at, config.timezone).split('-');
    out.log(
      `✔ Respaldo del ${d}/${m}/${y} ${timeIn(at, config.timezone)} restaurado en ${embedded ? config.dataDir : 'PostgreSQL'}: `
        + `${summary.rows} filas en ${summary.tables} tablas y ${summary.files} archivos.`,
    );
    return 0;
  } catch (e) {
    const known = e instanceof BackupError || /ya está en uso por otro proceso|Configuración inválida/.test((e as Error).message);
    out.error(`✖ ${known ? (e as Error).message : `La restauración falló: ${(e as Error).message}`}`);
    return 1;
  } finally {
    unlock();
  }
}
