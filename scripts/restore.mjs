#!/usr/bin/env node
// `npm run restore -- FILE [--force]`: restores a backup into DATA_DIR / DATABASE_URL (apps/server/src/restore.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureCompiled, entryArgs, root } from './entry.mjs';

ensureCompiled();
let args;
try {
  args = entryArgs('restore');
} catch (e) {
  console.error(`✖ ${e.message}`);
  process.exit(1);
}
// npm runs scripts from the project's root: a file named relative to where the command was typed is found there
const from = process.env.INIT_CWD ?? process.cwd();
const given = process.argv.slice(2).map((a) => (a.startsWith('-') ? a : path.resolve(from, a)));
const r = spawnSync(process.execPath, [...args, ...given], { cwd: root, stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
