import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password.js';

// docs/product/accounts.md: +25 length ≥ 6, +25 length ≥ 8, +25 lower and upper case, +15 digit, +10 symbol;
// below 40 Débil, below 70 Media, otherwise Fuerte.
describe('passwordStrength', () => {
  it('scores an empty password 0, Débil', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Débil' });
  });

  it('gives 25 for six characters and 25 more for eight', () => {
    expect(passwordStrength('abcde').score).toBe(0);
    expect(passwordStrength('abcdef').score).toBe(25);
    expect(passwordStrength('abcdefg').score).toBe(25);
    expect(passwordStrength('abcdefgh').score).toBe(50);
  });

  it('gives 25 only when both lower and upper case are present', () => {
    expect(passwordStrength('ABCDEF').score).toBe(25);
    expect(passwordStrength('abcDEF').score).toBe(50);
  });

  it('gives 15 for a digit and 10 for a symbol', () => {
    expect(passwordStrength('abcde1').score).toBe(40);
    expect(passwordStrength('abcde!').score).toBe(35);
    expect(passwordStrength('Abcdefg1!').score).toBe(100);
  });

  it('is Débil just below 40 and Media at exactly 40', () => {
    expect(passwordStrength('abcde!')).toEqual({ score: 35, label: 'Débil' });
    expect(passwordStrength('abcde1')).toEqual({ score: 40, label: 'Media' });
  });

  it('is Media below 70 and Fuerte from 70', () => {
    expect(passwordStrength('abcdefg1')).toEqual({ score: 65, label: 'Media' });
    expect(passwordStrength('Abcdefgh')).toEqual({ score: 75, label: 'Fuerte' });
    expect(passwordStrength('Abcd1!')).toEqual({ score: 75, label: 'Fuerte' });
  });

  it('counts ñ and other non-ASCII letters as symbols, not as letters', () => {
    expect(passwordStrength('contraseña').score).toBe(50 + 10);
  });
});
