#!/usr/bin/env node
// `npm start`: serves SPA + API on one port. In a development checkout it first builds the web app and compiles the
// server when they are missing or older than their sources (scripts/entry.mjs, ensureCompiled); in a production install
// (`npm ci && npm run build && npm prune --omit=dev`) it runs the compiled server and needs no dev dependency.
// `npm start -- --demo` (or `npm run demo`) first fills an empty database with demo data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureCompiled, entryArgs, newest, root } from './entry.mjs';

const fail = (message) => {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
};

const dist = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/boot-hints.ts', 'apps/web/precompress.ts', 'apps/web/antd-a11y.ts', 'packages/shared/src'].map((p) => path.join(root, p));
const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0;
if (builtAt < newest(webSources)) {
  let hasVite = true;
  try { createRequire(path.join(root, 'apps/web/package.json')).resolve('vite'); } catch { hasVite = false; }
  if (hasVite) {
    console.log('Construyendo la aplicación web…');
    const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  } else if (builtAt) {
    console.warn('Aviso: la aplicación web compilada es anterior a las fuentes; ejecuta `npm run build` para actualizarla.');
  } else {
    fail('Falta la aplicación web compilada (apps/web/dist): ejecuta `npm ci && npm run build`.');
  }
}

ensureCompiled();
let serverArgs;
try {
  serverArgs = entryArgs('server');
} catch (e) {
  fail(e.message);
}
if (process.argv.includes('--demo')) {
  const r = spawnSync(process.execPath, entryArgs('seed'), { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
