import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when';

const now = new Date('2026-11-28T20:00:00-03:00');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('when a notification was written', () => {
  it('reads Ahora, minutes, then hours within a day', () => {
    expect(formatWhen(ago(20_000), now)).toBe('Ahora');
    expect(formatWhen(ago(5 * 60_000), now)).toBe('Hace 5 min');
    expect(formatWhen(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe('Hace 3 h');
  });

  it('gives the date and time DD/MM/YYYY HH:mm after a day', () => {
    const at = new Date(now.getTime() - 2 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
    expect(formatWhen(at.toISOString(), now)).toBe(expected);
  });

  it('does not say "Hace -1 min" when the server clock is slightly ahead', () => {
    expect(formatWhen(new Date(now.getTime() + 30_000).toISOString(), now)).toBe('Ahora');
  });
});
