import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions/0052 and 0055: the server's V8 heap is capped, and its young generation pinned, the same way by
// `npm start`, the Dockerfile and the systemd unit, and on whatever Node runs this (CI also runs it on Node 24).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const entryPath = path.join(root, 'scripts/entry.mjs');

interface Entry { SERVER_HEAP_MB: number; SERVER_SEMI_SPACE_MB: number; entryArgs: (name: string) => string[] | Error }

describe('the server\'s heap flags', () => {
  it('npm start, the Dockerfile and the systemd unit pass the same ones', async () => {
    const entry = await import(entryPath) as Entry;
    const flags = [`--max-old-space-size=${entry.SERVER_HEAP_MB}`, `--max-semi-space-size=${entry.SERVER_SEMI_SPACE_MB}`];
    const args = entry.entryArgs('server');
    expect(Array.isArray(args) ? args.slice(0, 2) : args).toEqual(flags);
    for (const file of ['deploy/Dockerfile', 'deploy/partidos.service']) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const f of flags) expect(text, file).toContain(f);
    }
  });

  it('pin the young generation on this Node: the heap is the old generation and three semi-spaces, not twice the old', async () => {
    const entry = await import(entryPath) as Entry;
    const limitMb = (flags: string[]) => Number(execFileSync(process.execPath, [...flags, '-e',
      'process.stdout.write(String(require("v8").getHeapStatistics().heap_size_limit / 1048576))'], { encoding: 'utf8' }));
    const old = `--max-old-space-size=${entry.SERVER_HEAP_MB}`;
    const pinned = limitMb([old, `--max-semi-space-size=${entry.SERVER_SEMI_SPACE_MB}`]);
    expect(pinned).toBe(entry.SERVER_HEAP_MB + 3 * entry.SERVER_SEMI_SPACE_MB);
    // (without the pin Node 22 and later size the young generation from the old one: 384 MB in all on Node 24)
    expect(pinned).toBeLessThanOrEqual(limitMb([old]));
  });
});
