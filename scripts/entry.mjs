// Which code runs a server entry (server, seed, restore): the compiled apps/server/dist/<name>.js when it is at
// least as new as the sources (a production install, where tsx is pruned; a checkout, which ensureCompiled compiles
// first), else the TypeScript through tsx (a checkout whose compile failed). A production copy without sources runs
// the compiled code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time under these paths (missing ones count as 0). */
export function newest(paths) {
  let t = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const st = statSync(p);
    if (!st.isDirectory()) { t = Math.max(t, st.mtimeMs); continue; }
    for (const e of readdirSync(p, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      t = Math.max(t, newest([path.join(p, e.name)]));
    }
  }
  return t;
}

/** Whether a development tool (tsx, esbuild) is installed: a production install pruned them. */
function has(tool) {
  try {
    createRequire(path.join(root, 'package.json')).resolve(tool);
    return true;
  } catch {
    return false;
  }
}
const hasTsx = () => has('tsx');

const SOURCES = { server: 'src/server.ts', seed: 'src/demo/seed.ts', restore: 'src/restore.ts' };

/**
 * The server's V8 old generation, in MB (docs/decisions/0052). Under load V8 let the heap grow to ~290 MB while what
 * it held after a full collection stayed near 80 MB, and never gave it back: the server's RSS went from ~300 to
 * ~550 MB in a minute of the mixed soak. At 192 MB it collects sooner, at the same throughput. NODE_OPTIONS with its
 * own --max-old-space-size wins. The Dockerfile and the systemd unit (deploy/) pass the same flags.
 */
export const SERVER_HEAP_MB = 192;

/**
 * The young generation's semi-spaces, in MB, pinned (docs/decisions/0055): Node 22 and 24 size them from the old
 * generation (192 MB of young generation beside a 192 MB old one), and the server then ran a full collection every
 * ~150 ms under load, 3.5 times slower than on Node 20 in the soak; Node 20's own size, 16 MB, on every version.
 */
export const SERVER_SEMI_SPACE_MB = 16;

function heapArgs() {
  const given = process.env.NODE_OPTIONS ?? '';
  return [
    ...(/--max-old-space-size/.test(given) ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]),
    ...(/--max-semi-space-size/.test(given) ? [] : [`--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`]),
  ];
}

const compiledPath = (name) => path.join(root, 'apps/server/dist', `${name}.js`);
const sourcesAt = () => newest([path.join(root, 'apps/server/src'), path.join(root, 'packages/shared/src')]);
const compiledAt = (name) => (existsSync(compiledPath(name)) ? statSync(compiledPath(name)).mtimeMs : 0);

/**
 * Before `npm start` (and `npm run demo`, `npm run restore`) in a checkout with its development tools: compiles the
 * server (scripts/build-server.mjs, half a second) when apps/server/dist is missing or older than the sources, so the
 * compiled server runs, as in a production install, and not the TypeScript through tsx, whose loader runs in a
 * thread of its own: on the embedded database with 100k matches, 35–45 MB more RSS when ready and after a burst of
 * 1,000 sign-ups, and a second more to start (docs/decisions/0074). A failed build warns and leaves what
 * runs to entryArgs (tsx).
 */
export function ensureCompiled() {
  if (compiledAt('server') >= sourcesAt() || !has('esbuild') || !existsSync(path.join(root, 'apps/server/src'))) return;
  console.log('Compilando el servidor…');
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--staged'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) console.warn('Aviso: no se pudo compilar el servidor; se ejecutan sus fuentes con tsx.');
}

/** Node's arguments to run `name`, or an Error saying what to do. */
export function entryArgs(name) {
  const compiled = compiledPath(name);
  const source = path.join(root, 'apps/server', SOURCES[name]);
  const at = compiledAt(name);
  const heap = name === 'server' ? heapArgs() : [];
  if (at && at >= sourcesAt()) return [...heap, '--enable-source-maps', compiled];
  if (existsSync(source) && hasTsx()) return [...heap, '--import', 'tsx', source];
  if (at) {
    console.warn('Aviso: el servidor compilado es anterior a las fuentes; ejecuta `npm run build` para actualizarlo.');
    return [...heap, '--enable-source-maps', compiled];
  }
  throw new Error('No hay servidor compilado ni tsx para ejecutar las fuentes: ejecuta `npm ci && npm run build`.');
}
