#!/usr/bin/env node
// `npm test`: typecheck and lint side by side, then unit + API tests, then browser journeys, stopping at the first
// leg that fails as `a && b && …` would. Each leg's wall time goes to .test-times/legs.json; at the end (pass or fail)
// the legs and the slowest test files are printed (scripts/test-times.mjs, also `npm run test:times`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { runTogether } from './run-together.mjs';
import { TIMES_DIR, appendLeg, printTimes } from './test-times.mjs';

// a leg is one npm script, or several run at the same time (light on CPU each; about half the wall time together)
const LEGS = [
  ['typecheck + lint, side by side', ['typecheck', 'lint']],
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
  const scripts = [script].flat();
  console.log(`\n== ${leg}: ${scripts.map((s) => `npm run ${s}`).join(' & ')}`);
  const ok = scripts.length > 1
    ? (await runTogether(scripts.map((s) => ({ name: `npm run ${s}`, command: 'npm', args: ['run', s] })))).every((r) => r.ok)
    : spawnSync('npm', ['run', script], { stdio: 'inherit' }).status === 0;
  appendLeg({ leg, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) { status = 1; break; }
}
// .ci/run prints the whole run's at its end
if (!append) printTimes();
process.exit(status);
