import { describe, expect, it } from 'vitest';
import {
  capitalizeWords, cleanRut, dmyToIso, fechaCorta, formatCLP, formatDate, formatRut, fullName, formatNumber, groupThousands, isoToDmy, isValidRut,
  normalizePhone,
  rutCheckDigit,
} from './format.js';

describe('groupThousands', () => {
  it("rounds and groups as es-CL's Intl.NumberFormat does", () => {
    const intl = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 1234, 12345, 123456, 1234567, 99999999999, -1, -1500, -1234567, 1.5, -1.5, 2.5, 0.4, -0.4, -0, 1234.5, 1e21, Infinity, NaN]) {
      expect(groupThousands(n)).toBe(intl.format(n));
    }
  });
});

describe('formatNumber', () => {
  it("writes numbers as es-CL's toLocaleString does", () => {
    const values = [0, 4.5, 1234.25, 0.1 + 0.2, 2 / 3, 1.005, 12345.6789, -3.25, -0.0001, 99.995, 1e6 / 7];
    let seed = 12345; // a fixed sequence, so a failure repeats
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 500; i++) values.push(Math.round((next() - 0.3) * 10 ** (i % 8)) / 10 ** (i % 5));
    for (const v of values) {
      expect(formatNumber(v)).toBe(v.toLocaleString('es-CL'));
      for (const p of [0, 1, 2]) {
        expect(formatNumber(v, p, p)).toBe(v.toLocaleString('es-CL', { minimumFractionDigits: p, maximumFractionDigits: p }));
      }
    }
  });
});

describe('formatCLP (Chilean locale with a $ sign)', () => {
  it('uses dots as thousands separators and a leading $', () => {
    expect(formatCLP(12345)).toBe('$12.345');
    expect(formatCLP(1234567)).toBe('$1.234.567');
    expect(formatCLP(999)).toBe('$999');
  });

  it('shows zero as $0', () => {
    expect(formatCLP(0)).toBe('$0');
  });

  it('puts the minus sign before the $', () => {
    expect(formatCLP(-1500)).toBe('-$1.500');
  });

  it('rounds to whole pesos, CLP has no cents', () => {
    expect(formatCLP(1234.4)).toBe('$1.234');
    expect(formatCLP(1234.5)).toBe('$1.235');
  });

  it('shows missing amounts as $0', () => {
    expect(formatCLP(null)).toBe('$0');
    expect(formatCLP(undefined)).toBe('$0');
    expect(formatCLP(Number.NaN)).toBe('$0');
  });
});

describe('DD/MM/YYYY ⇄ ISO dates', () => {
  it('converts a DD/MM/YYYY date to YYYY-MM-DD', () => {
    expect(dmyToIso('31/12/1990')).toBe('1990-12-31');
    expect(dmyToIso(' 01/02/2003 ')).toBe('2003-02-01');
  });

  it('refuses dates that do not exist on the calendar', () => {
    expect(dmyToIso('31/02/2020')).toBeNull();
    expect(dmyToIso('30/02/2020')).toBeNull();
    expect(dmyToIso('31/04/2021')).toBeNull();
    expect(dmyToIso('00/01/2020')).toBeNull();
    expect(dmyToIso('15/13/2020')).toBeNull();
  });

  it('knows leap years: 29/02 exists in 2020 but not in 2021 nor 1900', () => {
    expect(dmyToIso('29/02/2020')).toBe('2020-02-29');
    expect(dmyToIso('29/02/2021')).toBeNull();
    expect(dmyToIso('29/02/1900')).toBeNull();
    expect(dmyToIso('29/02/2000')).toBe('2000-02-29');
  });

  it('refuses other shapes (ISO, one-digit day, text)', () => {
    expect(dmyToIso('1990-12-31')).toBeNull();
    expect(dmyToIso('1/2/1990')).toBeNull();
    expect(dmyToIso('hoy')).toBeNull();
    expect(dmyToIso('')).toBeNull();
  });

  it('converts ISO dates and instants back to DD/MM/YYYY', () => {
    expect(isoToDmy('1990-12-31')).toBe('31/12/1990');
    expect(isoToDmy('2024-03-05T12:00:00.000Z')).toBe('05/03/2024');
  });

  it('gives null for a missing or malformed ISO date', () => {
    expect(isoToDmy(null)).toBeNull();
    expect(isoToDmy(undefined)).toBeNull();
    expect(isoToDmy('')).toBeNull();
    expect(isoToDmy('31/12/1990')).toBeNull();
  });

  it('round-trips a DD/MM/YYYY date', () => {
    expect(isoToDmy(dmyToIso('09/07/1985'))).toBe('09/07/1985');
  });
});

describe('formatDate', () => {
  it('formats a Date in the local calendar as DD/MM/YYYY', () => {
    expect(formatDate(new Date(2024, 2, 9, 15, 30))).toBe('09/03/2024');
  });

  it('accepts YYYY-MM-DD and DD/MM/YYYY strings without shifting the day', () => {
    expect(formatDate('2024-03-09')).toBe('09/03/2024');
    expect(formatDate('09/03/2024')).toBe('09/03/2024');
  });

  it('uses the fallback for missing values and says so for garbage', () => {
    expect(formatDate(null)).toBe('Fecha no especificada');
    expect(formatDate(undefined, 'Sin fecha')).toBe('Sin fecha');
    expect(formatDate('no es una fecha')).toBe('Fecha inválida');
  });
});

describe('RUT (módulo 11)', () => {
  it('accepts 12.345.678-5, whose check digit is 5', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(isValidRut('12.345.678-5')).toBe(true);
  });

  it("refuses the spec's placeholder 12.345.678-9: right shape, wrong check digit", () => {
    expect(isValidRut('12.345.678-9')).toBe(false);
  });

  it('handles the K check digit in either case', () => {
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(isValidRut('10.000.013-K')).toBe(true);
    expect(isValidRut('10.000.013-k')).toBe(true);
    expect(isValidRut('10.000.013-0')).toBe(false);
  });

  it('gives 0 when 11 - (sum mod 11) is 11', () => {
    // 1000013 reversed × 2,3,4,5,6,7,2: 3×2 + 1×3 + 1×2 = 11, 11 mod 11 = 0, 11 - 0 = 11 → '0'
    expect(rutCheckDigit('1000013')).toBe('0');
    expect(isValidRut('1.000.013-0')).toBe(true);
    expect(isValidRut('1.000.013-K')).toBe(false);
  });

  it('needs the dotted format with a dash', () => {
    expect(isValidRut('123456785')).toBe(false);
    expect(isValidRut('12345678-5')).toBe(false);
    expect(isValidRut('12.345.6785')).toBe(false);
    expect(isValidRut('')).toBe(false);
  });

  it('cleans dots, dashes and spaces and uppercases the K', () => {
    expect(cleanRut(' 10.000.013-k ')).toBe('10000013K');
  });

  it('formats while typing', () => {
    expect(formatRut('')).toBe('');
    expect(formatRut('1')).toBe('1');
    expect(formatRut('12')).toBe('1-2');
    expect(formatRut('1234')).toBe('123-4');
    expect(formatRut('12345')).toBe('1.234-5');
    expect(formatRut('12345678')).toBe('1.234.567-8');
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('10000013k')).toBe('10.000.013-K');
  });

  it('reformats an already formatted or messy RUT to the same text', () => {
    expect(formatRut('12.345.678-5')).toBe('12.345.678-5');
    expect(formatRut('12 345 678 5')).toBe('12.345.678-5');
  });
});

describe('normalizePhone (spaces removed before sending)', () => {
  it('removes spaces, dashes and parentheses and keeps the +', () => {
    expect(normalizePhone('+56 9 1234 5678')).toBe('+56912345678');
    expect(normalizePhone('+56 (9) 1234-5678')).toBe('+56912345678');
  });
});

describe('capitalizeWords (names auto-capitalised)', () => {
  it('capitalises every word and lowercases the rest', () => {
    expect(capitalizeWords('juan pablo')).toBe('Juan Pablo');
    expect(capitalizeWords('JUAN PABLO')).toBe('Juan Pablo');
  });

  it('handles Spanish letters, apostrophes and hyphens', () => {
    expect(capitalizeWords('ñuñoa')).toBe('Ñuñoa');
    expect(capitalizeWords('álvaro pérez-cotapos')).toBe('Álvaro Pérez-Cotapos');
    expect(capitalizeWords("o'higgins")).toBe("O'Higgins");
  });
});

describe('fullName', () => {
  it('joins the parts that exist', () => {
    expect(fullName({ nombre: 'Ana', apellido: 'Rojas' })).toBe('Ana Rojas');
    expect(fullName({ nombre: 'Ana', apellido: null })).toBe('Ana');
    expect(fullName(null)).toBe('');
  });
});

describe('fechaCorta', () => {
  it('names the weekday and the day, from either way the app writes a date', () => {
    expect(fechaCorta('2026-12-10')).toBe('jueves 10/12');
    expect(fechaCorta('10/12/2026')).toBe('jueves 10/12');
    expect(fechaCorta('2026-11-28T00:00:00.000Z')).toBe('sábado 28/11');
  });
});
