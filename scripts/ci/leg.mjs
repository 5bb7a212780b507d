#!/usr/bin/env node
// .ci/run's legs: `node scripts/ci/leg.mjs "<name>" <command…>` runs the command (through bash), appends its wall time to
// .test-times/legs.json and exits with its status; scripts/test-times.mjs prints them all at the end of the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TIMES_DIR } from '../test-times.mjs';

const [leg, ...command] = process.argv.slice(2);
if (!leg || !command.length) {
  console.error('usage: node scripts/ci/leg.mjs "<name>" <command…>');
  process.exit(2);
}
console.log(`\n== ${leg}`);
const started = performance.now();
const r = spawnSync('bash', ['-c', command.join(' ')], { stdio: 'inherit' });
const file = path.join(TIMES_DIR, 'legs.json');
mkdirSync(TIMES_DIR, { recursive: true });
const legs = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
legs.push({ leg, seconds: (performance.now() - started) / 1000, ok: r.status === 0 });
writeFileSync(file, JSON.stringify(legs, null, 1));
process.exit(r.status ?? 1);
