import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 17: the read cache has one home, this module (read-cache.ts). Other modules never read its versions: the
// clubs and auth modules keep their rows on the embedded database under the users' change notices only
// (lib/local-changes.ts, KeptForUsers), and nothing else names the change marks' table.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
  const p = path.join(dir, e.name);
  return e.isDirectory() ? (e.name === 'migrations' ? [] : files(p)) : /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
});
const rel = (p: string) => path.relative(src, p).split(path.sep).join('/');
/** A file's code without its comments (which may point here). */
const code = (p: string) => readFileSync(p, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const outsideMatches = files(src).filter((p) => !rel(p).startsWith('modules/matches/'));

/** Where the read cache's versions may still be named outside this module, and why. */
const ALLOWED: Record<string, string> = {
  'app.ts': 'composition: schedules the compaction job',
  'services.ts': 'composition: builds the read cache and hands it to this module',
  'db/client.ts': 'the embedded database listens on the notices channel the triggers use',
  'db/schema/cache.ts': 'the table itself',
  'modules/backups/table-order.ts': 'a backup restores the table after the rows its triggers fill it from',
};

describe('the read cache has one home', () => {
  it('no other module imports it or names the change marks', () => {
    const offenders = outsideMatches
      .filter((p) => !(rel(p) in ALLOWED))
      .filter((p) => /matches\/read-cache|cache_cambios|versionOf\(|listVersion|COMPACT_CACHE_VERSIONS/.test(code(p)))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('clubs and auth keep rows only under the users\' notices, never a version', () => {
    const offenders = outsideMatches
      .filter((p) => /^modules\/(clubs|auth)\//.test(rel(p)))
      .filter((p) => /versioned-cache|LocalChanges|\.version\(|sessionsOf\(/.test(code(p)))
      .map(rel);
    expect(offenders).toEqual([]);
  });
});
