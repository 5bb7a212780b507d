import { describe, expect, it } from 'vitest';
import { brokenDependency, loadOrder } from './table-order.js';

describe('loadOrder', () => {
  it('puts every table after the tables it points to, alphabetically among equals, trigger-filled tables last', () => {
    const keys = [
      { table: 'partidos', references: 'clubs' }, { table: 'clubs', references: 'users' },
      { table: 'partidos', references: 'users' }, { table: 'users', references: 'users' },
    ];
    expect(loadOrder(['partidos', 'users', 'clubs', 'rate_limits'], keys))
      .toEqual(['rate_limits', 'users', 'clubs', 'partidos']);
  });

  it('refuses a cycle of foreign keys, naming its tables', () => {
    expect(() => loadOrder(['a', 'b', 'c'], [{ table: 'a', references: 'b' }, { table: 'b', references: 'a' }]))
      .toThrow('Las claves foráneas de estas tablas forman un ciclo: a, b');
  });
});

describe('brokenDependency', () => {
  it('finds a table placed before one it points to', () => {
    const keys = [{ table: 'clubs', references: 'users' }];
    expect(brokenDependency(['users', 'clubs'], keys)).toBeUndefined();
    expect(brokenDependency(['clubs', 'users'], keys)).toEqual(keys[0]);
    expect(brokenDependency(['clubs'], keys)).toBeUndefined();
  });
});
