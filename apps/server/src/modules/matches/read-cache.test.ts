import { describe, expect, it } from 'vitest';
import { onlyOwnMark } from './read-cache.js';

// A roster write on PostgreSQL lays its own entry on the detail's rows kept at its lock's version only when its count's
// version is that one with its own mark and nothing else (issue 17): `club sum~rows:match sum~rows`.
describe('onlyOwnMark', () => {
  it('takes the match one mark higher on one row more, the club as it was', () => {
    expect(onlyOwnMark('7~3:12~4', '7~3:13~5')).toBe(true);
    expect(onlyOwnMark('0~0:0~0', '0~0:1~1')).toBe(true);
  });

  it('refuses another commit in between: a mark of the club, a second mark of the match, a compaction, nothing marked', () => {
    expect(onlyOwnMark('7~3:12~4', '8~4:13~5')).toBe(false); // the club changed
    expect(onlyOwnMark('7~3:12~4', '7~1:13~5')).toBe(false); // the club's marks were merged (same sum)
    expect(onlyOwnMark('7~3:12~4', '7~3:14~6')).toBe(false); // another write's mark of the match too
    expect(onlyOwnMark('7~3:12~4', '7~3:13~2')).toBe(false); // the match's marks merged meanwhile
    expect(onlyOwnMark('7~3:12~4', '7~3:12~4')).toBe(false); // the write marked nothing
    expect(onlyOwnMark('7~3:12~4', '7~3:14~5')).toBe(false); // a mark worth two
    expect(onlyOwnMark('7~3:12~4', 'x')).toBe(false);
  });
});
