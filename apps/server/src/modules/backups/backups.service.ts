import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type RespaldoDto, type RespaldosListDto } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { dayIn, startInstant } from '../../lib/match-time.js';
import { requireAdmin } from '../admin/admin-common.js';
import { BACKUP_NAME, backupNameAt, instantOfBackupName } from './backup-format.js';
import { makeBackup } from './make-backup.js';
import { BackupsRepository } from './backups.repository.js';

/** A temporary file older than this was left by a process that stopped while writing it. */
const STALE_TEMP_MS = 60 * 60 * 1000;
const TEMP_FILE = /^\.partidos-.*\.tmp$/;

export interface BackupsDeps {
  db: Db;
  kind: 'pglite' | 'postgres';
  dataDir: string;
  clock: Clock;
  timezone: string;
  /** HH:mm in `timezone`: the daily backup is made at the first tick at or after it */
  hour: string;
  /** how many backups are kept; older ones are deleted after each new one */
  keep: number;
}

/**
 * Backups in DATA_DIR/backups (docs/decisions/0021-backups.md). A backup is written under a temporary name and
 * linked to its final name only when complete, so the list never shows half a file.
 */
export class BackupsService {
  readonly dir: string;
  constructor(private d: BackupsDeps) {
    this.dir = path.join(d.dataDir, 'backups');
  }

  /** GET /admin/respaldos. */
  async list(user: UserRow): Promise<RespaldosListDto> {
    requireAdmin(user);
    return { respaldos: await this.backups(), hora: this.d.hour, conservar: this.d.keep };
  }

  /** POST /admin/respaldos: one now. */
  async createNow(user: UserRow): Promise<RespaldoDto> {
    requireAdmin(user);
    return this.create();
  }

  /** GET /admin/respaldos/{nombre}: the file to send; a name that is not a backup's is never looked up on disk. */
  async open(user: UserRow, nombre: string): Promise<{ file: string; nombre: string; tamano: number }> {
    requireAdmin(user);
    if (!BACKUP_NAME.test(nombre)) throw notFound('respaldoNoEncontrado');
    const file = path.join(this.dir, nombre);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound('respaldoNoEncontrado');
    return { file, nombre, tamano: info.size };
  }

  /**
   * The scheduler's daily backup: once the clock is at or past today's BACKUP_HOUR in APP_TIMEZONE and no backup
   * was made since then (by the job or by hand), one now. Returns its name, or null when there was nothing to do.
   */
  async runDaily(): Promise<string | null> {
    const now = this.d.clock.now();
    const slot = startInstant(dayIn(now, this.d.timezone), this.d.hour, this.d.timezone);
    if (now < slot) return null;
    // what this database has backed up decides, whichever process made it (docs/decisions/0079): not the files in
    // this process's folder, where another database's backup may sit
    if (await new BackupsRepository(this.d.db).madeSince(slot)) return null;
    return (await this.create()).nombre;
  }

  /** The instant of this database's newest backup (the metrics' backup age), or null when it has none. */
  newest(): Promise<Date | null> {
    return new BackupsRepository(this.d.db).newest();
  }

  /** Makes a backup, then keeps only the newest `keep`. */
  async create(): Promise<RespaldoDto> {
    const at = this.d.clock.now();
    const nombre = backupNameAt(at);
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const temp = path.join(this.dir, `.${nombre}.${randomBytes(6).toString('hex')}.tmp`);
    // its row first, so that the file holds it: a database restored from it knows it as its newest backup
    const repo = new BackupsRepository(this.d.db);
    if (!(await repo.recordMade(nombre, at))) throw conflict('respaldoSimultaneo');
    let made = false;
    try {
      await makeBackup({ db: this.d.db, kind: this.d.kind, at, file: temp });
      // link, unlike rename, never replaces: two backups in one second leave the first one whole
      await link(temp, path.join(this.dir, nombre)).catch((e: NodeJS.ErrnoException) => {
        throw e.code === 'EEXIST' ? conflict('respaldoSimultaneo') : e;
      });
      made = true;
    } finally {
      await rm(temp, { force: true });
      if (!made) await repo.forget(nombre);
    }
    await this.prune();
    const { size } = await stat(path.join(this.dir, nombre));
    return { nombre, fecha: instantOfBackupName(nombre)!.toISOString(), tamano: size };
  }

  /** The backups on disk, newest first (names sort by their UTC instant). */
  private async backups(): Promise<RespaldoDto[]> {
    const names = (await readdir(this.dir).catch(() => [] as string[])).filter((n) => BACKUP_NAME.test(n)).sort().reverse();
    const out: RespaldoDto[] = [];
    for (const nombre of names) {
      const info = await stat(path.join(this.dir, nombre)).catch(() => null);
      if (info?.isFile()) out.push({ nombre, fecha: instantOfBackupName(nombre)!.toISOString(), tamano: info.size });
    }
    return out;
  }

  private async prune(): Promise<void> {
    const names = (await readdir(this.dir)).filter((n) => BACKUP_NAME.test(n)).sort().reverse();
    for (const old of names.slice(this.d.keep)) await rm(path.join(this.dir, old), { force: true });
    // a file's age on disk is real time, not the injected clock
    for (const n of (await readdir(this.dir)).filter((x) => TEMP_FILE.test(x))) {
      const info = await stat(path.join(this.dir, n)).catch(() => null);
      if (info && Date.now() - info.mtimeMs > STALE_TEMP_MS) await rm(path.join(this.dir, n), { force: true });
    }
  }
}
