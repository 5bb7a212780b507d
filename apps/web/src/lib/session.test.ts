import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@partidos/shared';
import { session } from './session';

const user = (apodo: string) => ({ _id: 'u1', apodo, club_activo_id: 'c1', clubes: [] }) as unknown as UserDto;

describe('session.setUser', () => {
  beforeEach(() => {
    session.clear();
    session.login('tok', user('Cami'));
  });

  it("redraws nothing when the refreshed user is the stored one (every load's /auth/me)", () => {
    const listener = vi.fn();
    const off = session.subscribe(listener);
    const before = session.get();
    session.setUser(user('Cami'));
    expect(listener).not.toHaveBeenCalled();
    expect(session.get()).toBe(before);
    off();
  });

  it('stores and announces a user that changed', () => {
    const listener = vi.fn();
    const off = session.subscribe(listener);
    session.setUser(user('Camila'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.get().user?.apodo).toBe('Camila');
    expect(JSON.parse(localStorage.getItem('user')!).apodo).toBe('Camila');
    off();
  });
});
