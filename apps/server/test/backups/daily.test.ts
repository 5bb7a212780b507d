import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { startInstant } from '../../src/lib/match-time.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, type Cast } from '../clubs/factory.js';
import { backupNow } from './factory.js';

// A daily backup at BACKUP_HOUR in APP_TIMEZONE, BACKUP_KEEP of them kept (docs/decisions/0021, 0079).

const TZ = 'America/Santiago';
let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp({ timezone: TZ, backupHour: '03:30', backupKeep: 2 });
  cast = await createCast(t);
});
afterAll(async () => { await t.close(); });

const backups = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'backups')).sort();
  } catch {
    return [];
  }
};
const at = (fecha: string, hora: string) => t.clock.set(startInstant(fecha, hora, TZ));

describe('the daily backup job', () => {
  it('makes none before BACKUP_HOUR', async () => {
    at('2026-11-23', '03:29');
    await t.scheduler.tick();
    expect(backups()).toEqual([]);
  });

  it('makes one at the first tick at or after BACKUP_HOUR in APP_TIMEZONE, named by its UTC instant', async () => {
    at('2026-11-23', '03:30');
    await t.scheduler.tick();
    // 03:30 in Santiago in November (summer time, UTC−3) is 06:30 UTC
    expect(backups()).toEqual(['partidos-2026-11-23T06-30-00Z.respaldo']);
  });

  it('makes no second one the same day, whatever the hour', async () => {
    for (const hora of ['03:31', '12:00', '23:59']) {
      at('2026-11-23', hora);
      await t.scheduler.tick();
    }
    expect(backups()).toHaveLength(1);
  });

  it('counts one made by hand after the hour as that day\'s', async () => {
    at('2026-11-24', '02:00');
    await backupNow(t, cast.admin.token); // before the hour: the job still makes its own
    at('2026-11-24', '04:00');
    await t.scheduler.tick();
    // (and only two are kept: the 23rd's went)
    expect(backups()).toEqual(['partidos-2026-11-24T05-00-00Z.respaldo', 'partidos-2026-11-24T07-00-00Z.respaldo']);
    at('2026-11-25', '09:00');
    await backupNow(t, cast.admin.token); // after the hour: the day is done
    at('2026-11-25', '10:00');
    await t.scheduler.tick();
    expect(backups()).toEqual(['partidos-2026-11-24T07-00-00Z.respaldo', 'partidos-2026-11-25T12-00-00Z.respaldo']);
  });

  it('keeps only the newest BACKUP_KEEP', async () => {
    for (const fecha of ['2026-11-26', '2026-11-27', '2026-11-28']) {
      at(fecha, '03:45');
      await t.scheduler.tick();
    }
    expect(backups()).toEqual(['partidos-2026-11-27T06-45-00Z.respaldo', 'partidos-2026-11-28T06-45-00Z.respaldo']);
  });
});

describe('several processes on one database, each with its own DATA_DIR', () => {
  it('make one daily backup between them, not one each', async () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), 'partidos-otro-'));
    const config = loadConfig(
      { DATA_DIR: otherDir, JWT_SECRET: 'test-secret-test-secret-test-secret', LOG_LEVEL: 'silent', JOBS_INTERVAL_MS: '0' },
      { timezone: TZ, backupHour: '03:30', backupKeep: 2, webDist: path.join(otherDir, 'no-web') },
    );
    const other = await buildApp(config, { clock: t.clock, database: t.database, logger: false });
    try {
      const otherBackups = () => readdirSync(path.join(otherDir, 'backups'), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
      at('2026-11-29', '03:30');
      await t.scheduler.tick();
      expect(backups().filter((n) => n.includes('2026-11-29'))).toHaveLength(1);
      at('2026-11-29', '03:31');
      await other.scheduler.tick();
      expect(() => otherBackups()).toThrow(); // no folder: nothing made
      // the next day the other process is first: the first one then makes none
      at('2026-11-30', '04:00');
      await other.scheduler.tick();
      expect(otherBackups()).toEqual(['partidos-2026-11-30T07-00-00Z.respaldo']);
      at('2026-11-30', '04:01');
      await t.scheduler.tick();
      expect(backups().filter((n) => n.includes('2026-11-30'))).toEqual([]);
    } finally {
      await other.app.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

describe('what this database backed up decides, not the files in the folder', () => {
  it('a file of another database from today in backups/ does not stand for today\'s backup', async () => {
    at('2026-12-01', '01:00');
    // another install's backup, copied into this folder after the hour (its name says 03:35 today)
    writeFileSync(path.join(t.dataDir, 'backups', 'partidos-2026-12-01T06-35-00Z.respaldo'), 'de otra base de datos');
    at('2026-12-01', '04:00');
    await t.scheduler.tick();
    expect(backups().filter((n) => n.startsWith('partidos-2026-12-01'))).toContain('partidos-2026-12-01T07-00-00Z.respaldo');
  });
});
