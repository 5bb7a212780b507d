#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + API tests, browser journeys, one after the other as `a && b && …` would,
// stopping at the first that fails. Each leg's wall time goes to .test-times/legs.json; at the end (pass or fail)
// the legs and the slowest test files are printed (scripts/test-times.mjs, also `npm run test:times`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { TIMES_DIR, appendLeg, printTimes } from './test-times.mjs';

const LEGS = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit and API tests (vitest)', 'test:unit'],
  ['browser journeys (build + playwright)', 'test:e2e'],
];

// a new record, unless a caller timing legs of its own asks to add to it (.ci/run)
const append = process.env.TEST_TIMES_APPEND === '1';
if (!append) rmSync(TIMES_DIR, { recursive: true, force: true });
mkdirSync(TIMES_DIR, { recursive: true });
let status = 0;
for (const [leg, script] of LEGS) {
  const started = performance.now();
  console.log(`\n== ${leg}: npm run ${script}`);
  const r = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  const ok = r.status === 0;
  appendLeg({ leg, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) { status = r.status ?? 1; break; }
}
// .ci/run prints the whole run's at its end
if (!append) printTimes();
process.exit(status);
