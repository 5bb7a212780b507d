#!/usr/bin/env node
// Compiles the server for a production install: apps/server/dist/{server,seed,restore}.js, one ES module each with
// packages/shared bundled in and every npm dependency left to node_modules, plus the SQL migrations beside them.
// After `npm run build`, `npm prune --omit=dev` may remove TypeScript, tsx, vite and esbuild itself.
// `--staged` (what `npm start` runs when the compiled server is missing or older than its sources: scripts/entry.mjs)
// builds beside dist/ and then puts the new one in its place, so a server started at the same moment from the same
// checkout finds either the old dist/ or the new one whole, never one being written.
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const out = path.join(server, 'dist');
const deps = (p) => Object.keys(JSON.parse(readFileSync(path.join(root, p, 'package.json'), 'utf8')).dependencies ?? {});
const external = [...new Set([...deps('apps/server'), ...deps('packages/shared')])].filter((d) => d !== '@partidos/shared');

const entries = { server: 'src/server.ts', seed: 'src/demo/seed.ts', restore: 'src/restore.ts' };
const entryPoints = Object.fromEntries(
  Object.entries(entries).filter(([, f]) => existsSync(path.join(server, f))).map(([name, f]) => [name, path.join(server, f)]),
);

const staged = process.argv.includes('--staged');
const target = staged ? path.join(server, `.dist-${process.pid}`) : out;
rmSync(target, { recursive: true, force: true });
await build({
  entryPoints,
  outdir: target,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // no shared chunks: import.meta.url must be the entry's own file in dist/ (migrations beside it, ../../web/dist)
  splitting: false,
  external,
  sourcemap: true,
  logLevel: 'warning',
  // a bundled module that needs require() (a CommonJS dependency's own) gets one
  banner: { js: "import { createRequire as __partidosRequire } from 'node:module'; const require = __partidosRequire(import.meta.url);" },
});
cpSync(path.join(server, 'src/db/migrations'), path.join(target, 'migrations'), { recursive: true });
if (staged) {
  const old = path.join(server, `.dist-old-${process.pid}`);
  try { renameSync(out, old); } catch { /* no dist/ yet, or another start moved it first */ }
  try {
    renameSync(target, out);
  } catch (e) {
    // another start put its build in place between the two renames: the same sources, so that one is used
    if (!existsSync(path.join(out, 'server.js'))) throw e;
    rmSync(target, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
}
console.log(`Servidor compilado en ${path.relative(root, out)}/ (${Object.keys(entryPoints).join(', ')})`);
