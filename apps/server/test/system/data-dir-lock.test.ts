import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { lockAddress, lockDataDir } from '../../src/lib/data-dir-lock.js';

// The embedded database's DATA_DIR lock (docs/decisions/0029-data-dir-lock.md): held by
// a live process only, whatever the pid file says.

const MODULE = fileURLToPath(new URL('../../src/lib/data-dir-lock.ts', import.meta.url));
const IN_USE = 'ya está en uso por otro proceso';

const root = mkdtempSync(path.join(tmpdir(), 'partidos-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => {
  const dir = path.join(root, `data-${n++}`);
  mkdirSync(dir);
  return dir;
};

// One process that takes the lock: 'hold' keeps it until killed, 'exit' does nothing more.
const CHILD = path.join(root, 'child.mjs');
writeFileSync(CHILD, `
import { pathToFileURL } from 'node:url';
const [modulePath, dataDir, mode] = process.argv.slice(2);
const { lockDataDir } = await import(pathToFileURL(modulePath).href);
try {
  await lockDataDir(dataDir);
  console.log('locked');
  if (mode === 'hold') setInterval(() => {}, 60_000);
} catch (e) {
  console.log('refused: ' + e.message);
  process.exitCode = 3;
}
`);

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

interface Run { child: ChildProcess; output: Promise<string>; exit: Promise<number | null> }

function run(dataDir: string, mode: 'hold' | 'exit'): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, MODULE, dataDir, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let out = '';
  const output = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', () => (out.includes('\n') ? resolve(out.trim()) : reject(new Error(`child ended with nothing said: ${out}`))));
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exit };
}

/** A child that holds the lock of `dataDir` until killed. */
async function holder(dataDir: string): Promise<ChildProcess> {
  const r = run(dataDir, 'hold');
  expect(await r.output).toBe('locked');
  return r.child;
}

const pidIn = (dataDir: string) => readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim();

describe('the DATA_DIR lock', () => {
  it('is not blocked by a pid file naming a live process that does not hold it (a reused pid)', async () => {
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(sleeper);
    for (const pid of [sleeper.pid!, process.ppid]) {
      const dataDir = freshDir();
      writeFileSync(path.join(dataDir, 'server.lock'), String(pid));
      const unlock = await lockDataDir(dataDir);
      expect(pidIn(dataDir)).toBe(String(process.pid));
      unlock();
    }
  });

  it('is refused, with the holder\'s pid, while another process holds it; in either direction', async () => {
    const dataDir = freshDir();
    const child = await holder(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(`El directorio de datos ${dataDir} ${IN_USE} (pid ${child.pid}). Detén ese servidor o usa otro DATA_DIR.`);
    child.kill('SIGTERM');

    const other = freshDir();
    const unlock = await lockDataDir(other);
    const r = run(other, 'exit');
    expect(await r.output).toContain(`refused: El directorio de datos ${other} ${IN_USE} (pid ${process.pid})`);
    expect(await r.exit).toBe(3);
    // and a second taker in the process that holds it
    await expect(lockDataDir(other)).rejects.toThrow(IN_USE);
    unlock();
  });

  it('is taken over once its holder is killed with SIGKILL, its socket file still there', async () => {
    const dataDir = freshDir();
    const child = await holder(dataDir);
    const { address, file } = lockAddress(dataDir);
    expect({ address, file }).toEqual({ address: path.join(dataDir, 'server.lock.sock'), file: true });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(existsSync(address)).toBe(true); // nobody removed it: the kernel only closed the socket
    expect(pidIn(dataDir)).toBe(String(child.pid));

    const unlock = await lockDataDir(dataDir);
    expect(pidIn(dataDir)).toBe(String(process.pid));
    const r = run(dataDir, 'exit');
    expect(await r.output).toContain(IN_USE);
    unlock();
  });

  it('is given back by its release: socket and pid file gone, the next process takes it', async () => {
    const dataDir = freshDir();
    const unlock = await lockDataDir(dataDir);
    unlock();
    unlock(); // twice is harmless
    expect(existsSync(path.join(dataDir, 'server.lock.sock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const r = run(dataDir, 'exit');
    expect(await r.output).toBe('locked');
    // …and does not keep that process alive: it ends by itself, holding the lock to the end
    expect(await r.exit).toBe(0);
    const again = await lockDataDir(dataDir);
    again();
  });

  it('goes to exactly one of several processes starting together on a dead holder\'s socket file', async () => {
    const dataDir = freshDir();
    const child = await holder(dataDir);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const runs = [0, 1, 2].map(() => run(dataDir, 'hold'));
    const outputs = await Promise.all(runs.map((r) => r.output));
    expect(outputs.filter((o) => o === 'locked')).toHaveLength(1);
    expect(outputs.filter((o) => o.includes(IN_USE))).toHaveLength(2);
  });

  it.skipIf(process.platform !== 'linux')('uses an abstract socket named by the real path when DATA_DIR is too long for a socket file', async () => {
    const dataDir = path.join(freshDir(), 'un-directorio-de-datos-con-un-nombre-muy-largo'.repeat(2));
    mkdirSync(dataDir);
    const { address, file } = lockAddress(dataDir);
    expect(file).toBe(false);
    expect(address).toMatch(/^\0partidos-[0-9a-f]{32}$/);
    // the same directory by another path is the same lock
    expect(lockAddress(path.join(dataDir, '..', path.basename(dataDir))).address).toBe(address);

    const child = await holder(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(IN_USE);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const unlock = await lockDataDir(dataDir);
    unlock();
  });

  it('is one lock for every spelling of the directory: relative, through a symlink, or long enough to need a hashed name', () => {
    const dataDir = freshDir();
    const { address } = lockAddress(dataDir);
    expect(lockAddress(path.relative(process.cwd(), dataDir)).address).toBe(address);
    // a symlink whose own path is too long for a socket file still leads to the directory's socket file
    const longLink = path.join(freshDir(), 'un-enlace-con-un-nombre-muy-largo'.repeat(3));
    symlinkSync(dataDir, longLink);
    expect(lockAddress(longLink).address).toBe(address);
  });
});
