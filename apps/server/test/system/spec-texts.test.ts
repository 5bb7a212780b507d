import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The product's texts are a contract as the specification quotes them (docs/decisions/0077): a reworded message
// breaks people's habits, help pages and scripts that match on it. spec-texts.json lists every text the
// specification quotes that the app shows or answers, and each must stay in the sources word for word. A text the
// app no longer needs leaves the list with the change that drops it; a rewording never does.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/shared/src'];

function sources(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|tsx|html|json)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(readFileSync(p, 'utf8'));
    }
  };
  for (const s of SOURCES) walk(path.join(root, s));
  return out.join('\n');
}

describe('the specification\'s quoted texts', () => {
  it('are all in the app, word for word', () => {
    const texts = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'spec-texts.json'), 'utf8')) as string[];
    const all = sources();
    expect(texts.length).toBeGreaterThan(250);
    expect(texts.filter((t) => !all.includes(t))).toEqual([]);
  });
});
