#!/usr/bin/env node
// .ci/run's legs: `node scripts/ci/leg.mjs "<name>" <command…>` runs the command (through bash), appends its wall time to
// .test-times/legs.json and exits with its status; scripts/test-times.mjs prints them all at the end of the run.
import { spawnSync } from 'node:child_process';
import { appendLeg } from '../test-times.mjs';

const [leg, ...command] = process.argv.slice(2);
if (!leg || !command.length) {
  console.error('usage: node scripts/ci/leg.mjs "<name>" <command…>');
  process.exit(2);
}
console.log(`\n== ${leg}`);
const started = performance.now();
const r = spawnSync('bash', ['-c', command.join(' ')], { stdio: 'inherit' });
appendLeg({ leg, seconds: (performance.now() - started) / 1000, ok: r.status === 0 });
process.exit(r.status ?? 1);
