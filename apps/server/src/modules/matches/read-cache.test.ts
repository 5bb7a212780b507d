import { describe, expect, it } from 'vitest';
import { onlyOwnMark, sumsOf } from './read-cache.js';

// A roster write on PostgreSQL lays its own entry on the detail's rows kept at its lock's version only when its count's
// version is that one with its own mark and nothing else (issue 17): `club sum~rows:match sum~rows`, the sums compared.
describe('onlyOwnMark', () => {
  it('takes the match one mark higher, the club as it was (the rows merged or not)', () => {
    expect(onlyOwnMark('7~3:12~4', '7~3:13~5')).toBe(true);
    expect(onlyOwnMark('0~0:0~0', '0~0:1~1')).toBe(true);
    expect(onlyOwnMark('7~3:12~4', '7~1:13~2')).toBe(true); // a compaction in between: same sums
    expect(onlyOwnMark('7:12', '7:13')).toBe(true);
  });

  it('refuses another commit in between: a mark of the club, a second mark of the match, nothing marked', () => {
    expect(onlyOwnMark('7~3:12~4', '8~4:13~5')).toBe(false); // the club changed
    expect(onlyOwnMark('7~3:12~4', '7~3:14~6')).toBe(false); // another write's mark of the match too
    expect(onlyOwnMark('7~3:12~4', '7~3:14~5')).toBe(false); // (merged with it)
    expect(onlyOwnMark('7~3:12~4', '7~3:12~4')).toBe(false); // the write marked nothing
    expect(onlyOwnMark('7~3:12~4', 'x')).toBe(false);
    expect(onlyOwnMark('7~3:12~4', '7~3:13~5:1~1')).toBe(false);
  });
});

describe('sumsOf', () => {
  it('keeps the sums of a version, not its row counts', () => {
    expect(sumsOf('7~3:12~4')).toBe('7:12');
    expect(sumsOf('15~2:0~0')).toBe('15:0');
    expect(sumsOf('4:9')).toBe('4:9'); // the embedded database's notices
  });
});
