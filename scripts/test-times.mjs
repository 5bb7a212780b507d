#!/usr/bin/env node
// `npm run test:times`: where the last test run's time went. Prints each leg's wall time (written by scripts/test.mjs
// and .ci/run into .test-times/legs.json) and the 20 slowest test files of the reports the runners wrote there
// (vitest*.json from vitest.config.ts, playwright*.json from the Playwright configurations).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TIMES_DIR = path.join(root, '.test-times');

const fmt = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s.toFixed(1)} s`);
const rel = (f) => path.relative(root, f);

const LEGS_FILE = path.join(TIMES_DIR, 'legs.json');

/** [{ leg, seconds, ok }] in the order they ran. */
export function readLegs() {
  return existsSync(LEGS_FILE) ? JSON.parse(readFileSync(LEGS_FILE, 'utf8')) : [];
}

/** Adds one leg's wall time to the record (scripts/test.mjs, scripts/ci/leg.mjs). */
export function appendLeg(entry) {
  mkdirSync(TIMES_DIR, { recursive: true });
  writeFileSync(LEGS_FILE, JSON.stringify([...readLegs(), entry], null, 1));
}

/** Each test file of a vitest JSON report with its wall time (first test's start to the file's end). */
function vitestFiles(report, label) {
  return report.testResults.map((f) => ({ file: rel(f.name), seconds: (f.endTime - f.startTime) / 1000, label }));
}

/** Each spec file of a Playwright JSON report with the sum of its tests' durations (hooks included). */
function playwrightFiles(report, label) {
  const byFile = new Map();
  const sum = (suite) => {
    let ms = 0;
    for (const spec of suite.specs ?? []) for (const t of spec.tests ?? []) for (const r of t.results ?? []) ms += r.duration ?? 0;
    for (const s of suite.suites ?? []) ms += sum(s);
    return ms;
  };
  // the top suites are the spec files (a test written in a helper, as a11y-tour.ts's, counts for the file that runs it)
  for (const file of report.suites ?? []) {
    const name = path.join(report.config?.rootDir ?? '', file.file ?? file.title);
    byFile.set(name, (byFile.get(name) ?? 0) + sum(file));
  }
  return [...byFile].map(([file, ms]) => ({ file: rel(file), seconds: ms / 1000, label }));
}

export function printTimes(out = console.log) {
  const legs = readLegs();
  out('\n== Where the time went');
  if (legs.length) {
    const w = Math.max(...legs.map((l) => l.leg.length));
    for (const l of legs) out(`  ${l.leg.padEnd(w)}  ${fmt(l.seconds).padStart(12)}${l.ok ? '' : '  (failed)'}`);
    out(`  ${'in all'.padEnd(w)}  ${fmt(legs.reduce((a, l) => a + l.seconds, 0)).padStart(12)}`);
  } else {
    out('  (no legs recorded: run npm test)');
  }
  const files = [];
  if (existsSync(TIMES_DIR)) {
    for (const name of readdirSync(TIMES_DIR).sort()) {
      if (!name.endsWith('.json') || name === 'legs.json') continue;
      let report;
      try { report = JSON.parse(readFileSync(path.join(TIMES_DIR, name), 'utf8')); } catch { continue; }
      const label = name.replace(/\.json$/, '');
      if (Array.isArray(report.testResults)) files.push(...vitestFiles(report, label));
      else if (Array.isArray(report.suites)) files.push(...playwrightFiles(report, label));
    }
  }
  if (files.length) {
    out('\n  The 20 slowest test files:');
    files.sort((a, b) => b.seconds - a.seconds);
    const w = Math.max(...files.slice(0, 20).map((f) => f.label.length));
    for (const f of files.slice(0, 20)) out(`  ${fmt(f.seconds).padStart(10)}  ${f.label.padEnd(w)}  ${f.file}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) printTimes();
