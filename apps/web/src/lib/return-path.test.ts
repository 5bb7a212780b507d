import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath } from './return-path';

describe('safeReturnPath (where login and onboarding may send back to)', () => {
  it('keeps a path of the app with its query and hash', () => {
    expect(safeReturnPath('/partidos/unirse/ABCD2345')).toBe('/partidos/unirse/ABCD2345');
    expect(safeReturnPath('/partidos?estado=Convocando#lista')).toBe('/partidos?estado=Convocando#lista');
  });

  it('drops anything that could leave the app', () => {
    for (const bad of [
      'https://evil.example/x', '//evil.example/x', '/\\evil.example', '\\\\evil.example', '/\t/evil.example',
      '/.//evil.example', 'javascript:alert(1)', 'partidos/unirse/ABCD2345', '', undefined, null, 42, {},
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeUndefined();
    }
  });

  it('drops /login itself, so logging in never loops back to it', () => {
    expect(safeReturnPath('/login')).toBeUndefined();
  });

  it('reads the from of a router state', () => {
    expect(returnPathOf({ from: '/partidos/unirse/ABCD2345' })).toBe('/partidos/unirse/ABCD2345');
    expect(returnPathOf({ from: '//evil.example' })).toBeUndefined();
    expect(returnPathOf(null)).toBeUndefined();
  });
});
