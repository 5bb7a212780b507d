#!/usr/bin/env node
// Compiles the server for a production install: apps/server/dist/{server,seed,restore}.js, one ES module each with
// packages/shared bundled in and every npm dependency left to node_modules, plus the SQL migrations beside them.
// After `npm run build`, `npm prune --omit=dev` may remove TypeScript, tsx, vite and esbuild itself.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
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

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints,
  outdir: out,
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
cpSync(path.join(server, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log(`Servidor compilado en ${path.relative(root, out)}/ (${Object.keys(entryPoints).join(', ')})`);
