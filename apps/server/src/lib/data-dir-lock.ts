import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The holder's pid, for people and bench/soak.ts only: the lock itself is the socket. */
const PID_FILE = 'server.lock';
const SOCKET_FILE = 'server.lock.sock';
/** Held for the few milliseconds of removing a dead holder's socket file, so that two starts never both do it. */
const TAKEOVER_FILE = 'server.lock.takeover';
/** A takeover file this old was left by a process that died in those milliseconds. */
const TAKEOVER_STALE_MS = 10_000;
/** How long to wait for another process's takeover before giving up. */
const ACQUIRE_TIMEOUT_MS = 5_000;
/** A connection that neither succeeds nor fails in this time counts as a live holder (its backlog is full). */
const PROBE_TIMEOUT_MS = 2_000;

export interface LockAddress {
  /** what the holder listens on: a socket file, an abstract socket name ('\0…', Linux) or a named pipe (Windows) */
  address: string;
  /** a file that outlives its holder (after kill -9) and may have to be removed by the next one */
  file: boolean;
}

/**
 * Where the lock of `dataDir` listens (docs/decisions/0029-data-dir-lock.md): DATA_DIR/server.lock.sock, so that every
 * process that sees the directory sees the lock, even from another container. A socket's path is limited to 107 bytes
 * on Linux (103 on macOS; Node cuts a longer one short without a word), so a longer DATA_DIR uses a name made from the
 * hash of its real path: an abstract socket on Linux, a socket file in the temporary folder elsewhere. Windows has
 * named pipes.
 */
export function lockAddress(dataDir: string): LockAddress {
  // decided on the real path, so that a relative path, a symlink or a longer spelling of the same directory all
  // land on the same lock
  const real = realpathSync(dataDir);
  const inside = path.join(real, SOCKET_FILE);
  if (process.platform !== 'win32' && Buffer.byteLength(inside) <= (process.platform === 'linux' ? 107 : 103)) {
    return { address: inside, file: true };
  }
  const name = `partidos-${createHash('sha256').update(real).digest('hex').slice(0, 32)}`;
  if (process.platform === 'win32') return { address: `\\\\.\\pipe\\${name}`, file: false };
  if (process.platform === 'linux') return { address: `\0${name}`, file: false };
  // /tmp, not os.tmpdir(): on macOS that is per user, and two users must not hold two locks of one directory
  return { address: path.join('/tmp', `${name}.sock`), file: true };
}

const codeOf = (e: unknown) => (e as NodeJS.ErrnoException).code;

/** Listens on `address`; every connection is closed at once: connecting is the whole question. */
function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      server.on('error', () => {});
      // the lock never keeps the process alive: it lasts as long as the process does
      server.unref();
      resolve(server);
    });
  });
}

/** Whether a process listens on `address`: 'live', 'dead' (a socket file nobody listens on), or 'gone' (no file). */
function probe(address: string): Promise<'live' | 'dead' | 'gone'> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    const done = (result: 'live' | 'dead' | 'gone' | Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const timer = setTimeout(() => done('live'), PROBE_TIMEOUT_MS);
    socket.once('connect', () => done('live'));
    socket.once('error', (e) => {
      const code = codeOf(e);
      if (code === 'ECONNREFUSED') done('dead');
      else if (code === 'ENOENT') done('gone');
      else if (code === 'EAGAIN') done('live');
      else done(e);
    });
  });
}

function inUse(dataDir: string, cause?: unknown): Error {
  let pid = 0;
  try {
    pid = Number(readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim()) || 0;
  } catch { /* the pid is only a hint */ }
  return new Error(
    `El directorio de datos ${dataDir} ya está en uso por otro proceso${pid ? ` (pid ${pid})` : ''}. ` +
      'Detén ese servidor o usa otro DATA_DIR.',
    { cause },
  );
}

/**
 * Removes a dead holder's socket file, under the takeover file: two processes that both found it dead must not
 * both remove it, or the second would remove the socket the first has just listened on. Returns without doing
 * anything while another process is taking over; the caller tries again.
 */
async function removeDeadSocket(dataDir: string, address: string): Promise<void> {
  const takeover = path.join(dataDir, TAKEOVER_FILE);
  let fd: number;
  try {
    fd = openSync(takeover, 'wx');
  } catch (e) {
    if (codeOf(e) !== 'EEXIST') throw e;
    try {
      if (Date.now() - statSync(takeover).mtimeMs > TAKEOVER_STALE_MS) rmSync(takeover, { force: true });
    } catch { /* removed meanwhile */ }
    await sleep(20);
    return;
  }
  try {
    // asked again under the takeover file: someone may have taken the lock since
    if ((await probe(address)) === 'dead') rmSync(address, { force: true });
  } finally {
    closeSync(fd);
    rmSync(takeover, { force: true });
  }
}

/**
 * One process owns DATA_DIR when the embedded database is used: two PGlite processes on one directory silently lose
 * writes. The owner listens on a local socket (see lockAddress); the kernel closes it when the process
 * ends, however it ends (kill -9 too), so a dead owner never blocks a start and a reused pid never fools the check.
 * To take the lock: listen; if the address is taken, connect: a connection means a live owner (refused with a
 * Spanish message); a refused connection means a dead owner's socket file, which is removed, then listen again.
 * The pid goes into DATA_DIR/server.lock for people and bench/soak.ts. Returns the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const { address, file } = lockAddress(dataDir);
  const pidFile = path.join(dataDir, PID_FILE);
  const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    let server: net.Server;
    try {
      server = await listen(address);
    } catch (e) {
      if (codeOf(e) !== 'EADDRINUSE') throw e;
      const state = await probe(address);
      // an abstract socket or a named pipe exists only while its process does: taken means taken
      if (state === 'live' || (state === 'dead' && !file)) throw inUse(dataDir, e);
      if (state === 'dead') await removeDeadSocket(dataDir, address);
      continue;
    }
    writeFileSync(pidFile, String(process.pid));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // closing removes the socket file at once (libuv), so that the next start finds nothing to take over
      server.close();
      try {
        if (readFileSync(pidFile, 'utf8').trim() === String(process.pid)) rmSync(pidFile, { force: true });
      } catch { /* already gone */ }
    };
  }
  throw new Error(`No se pudo bloquear el directorio de datos ${dataDir}`);
}
