import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// docs/decisions/0074: `npm start` in a checkout compiles the server when apps/server/dist is missing or older than the
// sources, and runs the compiled server, not the TypeScript through tsx (whose loader thread costs ~100 MB of RSS).
// The checkout here is a copy of scripts/ and package.json with the sources and node_modules linked in, so the
// project's own dist/ is not touched.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const checkout = mkdtempSync(path.join(tmpdir(), 'partidos-start-'));
cpSync(path.join(root, 'scripts'), path.join(checkout, 'scripts'), { recursive: true });
cpSync(path.join(root, 'package.json'), path.join(checkout, 'package.json'));
symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'));
mkdirSync(path.join(checkout, 'apps/server'), { recursive: true });
for (const f of ['src', 'package.json']) symlinkSync(path.join(root, 'apps/server', f), path.join(checkout, 'apps/server', f));
symlinkSync(path.join(root, 'packages'), path.join(checkout, 'packages'));
const dist = path.join(checkout, 'apps/server/dist');

interface Entry { ensureCompiled: () => void; entryArgs: (name: string) => string[] }
const entry = () => import(path.join(checkout, 'scripts/entry.mjs')) as Promise<Entry>;
const build = () => new Promise<number | null>((resolve) => {
  spawn(process.execPath, [path.join(checkout, 'scripts/build-server.mjs'), '--staged'], { cwd: checkout, stdio: 'ignore' }).on('exit', resolve);
});

afterAll(() => rmSync(checkout, { recursive: true, force: true }));

describe('npm start runs the compiled server', () => {
  it('compiles it when dist/ is missing, and again when it is older than the sources', async () => {
    const { ensureCompiled, entryArgs } = await entry();
    expect(existsSync(dist)).toBe(false);
    expect(entryArgs('server')).toContain('tsx');
    ensureCompiled();
    const compiled = path.join(dist, 'server.js');
    expect(entryArgs('server').at(-1)).toBe(compiled);
    expect(existsSync(path.join(dist, 'migrations'))).toBe(true);
    // older than the sources (an edit after the last build): compiled again
    const past = new Date(Date.now() - 10 * 365 * 86_400_000);
    utimesSync(compiled, past, past);
    expect(entryArgs('server')).toContain('tsx');
    ensureCompiled();
    expect(statSync(compiled).mtimeMs).toBeGreaterThan(past.getTime());
    expect(entryArgs('server').at(-1)).toBe(compiled);
    // up to date: nothing is built (the file is the same one)
    const at = statSync(compiled).mtimeMs;
    ensureCompiled();
    expect(statSync(compiled).mtimeMs).toBe(at);
  }, 60_000);

  it('two starts compiling at once leave one whole dist/ and nothing beside it', async () => {
    rmSync(dist, { recursive: true, force: true });
    expect(await Promise.all([build(), build(), build()])).toEqual([0, 0, 0]);
    expect(existsSync(path.join(dist, 'server.js'))).toBe(true);
    expect(existsSync(path.join(dist, 'server.js.map'))).toBe(true);
    expect(readdirSync(path.join(checkout, 'apps/server')).sort()).toEqual(['dist', 'package.json', 'src']);
  }, 60_000);
});
