import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process owns DATA_DIR when the embedded database is used: two PGlite processes on one directory
 * silently lose writes (DESIGN §7). The lock is a pid file created exclusively; a stale one (dead pid) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `El directorio de datos ${dataDir} ya está en uso por otro proceso (pid ${pid}). ` +
            'Detén ese servidor o usa otro DATA_DIR.',
          { cause: e },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear el directorio de datos ${dataDir}`);
}
