import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { shippedMigrations } from '../../src/db/client.js';

const pgUrl = process.env.TEST_DATABASE_URL;

// Several server processes on one PostgreSQL database (README → Scaling out). PGlite belongs to one process.
describe.skipIf(!pgUrl)('three servers starting at once on an empty PostgreSQL database', () => {
  it('all come up; the schema is migrated once, one public club and one administrator exist', async () => {
    const { default: pg } = await import('pg');
    const name = `partidos_start_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    const dirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'partidos-start-')));
    try {
      const apps = await Promise.all(dirs.map((dir) => buildApp(loadConfig({
        DATABASE_URL: url.toString(), DATA_DIR: dir, JWT_SECRET: 'start-secret-start-secret-start', LOG_LEVEL: 'silent',
        JOBS_INTERVAL_MS: '0', ADMIN_EMAIL: 'admin@arranque.cl', ADMIN_PASSWORD: 'Arranque123',
      }, { webDist: path.join(dir, 'no-web') }), { logger: false })));
      try {
        for (const built of apps) expect((await built.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
        const q = new pg.Client({ connectionString: url.toString() });
        await q.connect();
        const migrations = await q.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        const clubs = await q.query('select count(*)::int as n from clubs where es_publico');
        const admins = await q.query(`select count(*)::int as n from users where correo = 'admin@arranque.cl'`);
        await q.end();
        expect(migrations.rows[0].n).toBe(shippedMigrations());
        expect(clubs.rows[0].n).toBe(1);
        expect(admins.rows[0].n).toBe(1);
      } finally {
        await Promise.all(apps.map((b) => b.app.close()));
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }
  });
});
