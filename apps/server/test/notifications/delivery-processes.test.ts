import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { newId } from '../../src/lib/ids.js';
import { smtpListener } from './smtp-listener.js';

// docs/decisions/0037: two real server processes deliver one outbox on one PostgreSQL database;
// one is killed with SIGKILL in the middle of the burst. Every notification reaches the SMTP server; none is sent by
// both processes; the copies the dead process had claimed are sent by the other once its lease runs out.

const pgUrl = process.env.TEST_DATABASE_URL;
const SERVER = path.resolve(import.meta.dirname, '../../src/server.ts');
const N = 120;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describe.skipIf(!pgUrl)('the delivery worker in two processes on one PostgreSQL database', () => {
  let name: string;
  let url: string;
  let db: Database;
  let smtp: Awaited<ReturnType<typeof smtpListener>>;
  const children: ChildProcess[] = [];
  const logs: string[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    const { default: pg } = await import('pg');
    const template = inject('pgTemplate');
    name = `${template ?? 'partidos_entregas'}_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    const u = new URL(pgUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    db = await openDatabase(url);
    smtp = await smtpListener({ delayMs: 15 });
  });

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await db?.close();
    await smtp?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  function start(): Promise<ChildProcess> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'partidos-entregas-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, PORT: '0', SMTP_URL: smtp.url, JWT_SECRET: 'entregas-secret-entregas-secret',
        JOBS_INTERVAL_MS: '0', NOTIFY_INTERVAL_MS: '100', NOTIFY_LEASE_MS: '2000', LOG_LEVEL: 'info', PUBLIC_URL: 'http://partidos.test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
      const onData = (d: Buffer) => {
        out += d.toString();
        logs.push(d.toString());
        if (out.includes('Partidos listo')) { clearTimeout(timer); resolve(child); }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`server ended (${code}): ${out}`)); });
    });
  }

  it('sends each of the burst exactly once though one process is killed mid-send', async () => {
    const a = await start();
    const b = await start();
    // N people and a notification each with its e-mail copy, all due now
    const people = Array.from({ length: N }, (_, i) => ({ id: newId(), correo: `entrega${i}.${randomBytes(3).toString('hex')}@example.cl`, nombre: `P${i}` }));
    await db.db.execute(sql`insert into users (id, correo, nombre) values ${sql.join(people.map((p) => sql`(${p.id}, ${p.correo}, ${p.nombre})`), sql`, `)}`);
    const notes = people.map((p) => ({ id: newId(), usuario: p.id }));
    await db.db.execute(sql`insert into notificaciones (id, usuario_id, tipo, titulo, cuerpo, enlace) values
      ${sql.join(notes.map((n) => sql`(${n.id}, ${n.usuario}, 'recordatorio', 'Recordatorio', 'Tu partido', '/partidos')`), sql`, `)}`);
    await db.db.execute(sql`insert into notificaciones_entregas (id, notificacion_id, canal) values
      ${sql.join(notes.map((n) => sql`(${newId()}, ${n.id}, 'email')`), sql`, `)}`);

    // kill one process once a fifth of the burst is out
    const deadline = Date.now() + 60_000;
    while (smtp.received.length < N / 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    a.kill('SIGKILL');
    while (Date.now() < deadline) {
      const [left] = rowsOf<{ n: number }>(await db.db.execute(sql`select count(*)::int as n from notificaciones_entregas where estado <> 'enviada'`));
      if (left!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    b.kill('SIGTERM');

    const ids = smtp.received.map((r) => r.mail.messageId);
    const distinct = new Set(ids);
    // nothing lost
    const states0 = rowsOf(await db.db.execute(sql`select estado, reclamado_por, error, count(*)::int as n from notificaciones_entregas group by 1, 2, 3`));
    expect(distinct.size, JSON.stringify(states0) + logs.join('').slice(-3000)).toBe(N);
    expect(new Set(smtp.received.flatMap((r) => r.to))).toEqual(new Set(people.map((p) => p.correo)));
    // nothing sent twice: a repeat could only be a copy accepted by SMTP in the instant between its "250" and the
    // killed process's commit, and it would carry the same Message-ID
    expect(ids.length - distinct.size).toBeLessThanOrEqual(1);
    const states = rowsOf<{ estado: string; n: number }>(await db.db.execute(sql`select estado, count(*)::int as n from notificaciones_entregas group by estado`));
    expect(states).toEqual([{ estado: 'enviada', n: N }]);
    // both processes took part before the kill
    const by = rowsOf<{ p: string }>(await db.db.execute(sql`select distinct split_part(reclamado_por, ':', 2) as p from notificaciones_entregas`));
    expect(by.length).toBe(2);
  }, 90_000);
});
