import { describe, expect, it } from 'vitest';
import {
  diasDelRango, exportarFinanzasQuerySchema, exportarPagosPartidoQuerySchema, mesDe, nombreArchivoFinanzas, slugArchivo,
} from './export.js';

describe('the export range', () => {
  it('counts both ends', () => {
    expect(diasDelRango('2025-03-01', '2025-03-31')).toBe(31);
    expect(diasDelRango('2025-03-01', '2025-03-01')).toBe(1);
    expect(diasDelRango('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('defaults to the calendar month of a day, leap February included', () => {
    expect(mesDe('2025-03-17')).toEqual({ desde: '2025-03-01', hasta: '2025-03-31' });
    expect(mesDe('2024-02-10')).toEqual({ desde: '2024-02-01', hasta: '2024-02-29' });
    expect(mesDe('2025-12-31')).toEqual({ desde: '2025-12-01', hasta: '2025-12-31' });
  });

  it('takes a year of 366 days and refuses a day more, in Spanish', () => {
    expect(exportarFinanzasQuerySchema.safeParse({ formato: 'xlsx', desde: '2024-01-01', hasta: '2024-12-31' }).success).toBe(true);
    const r = exportarFinanzasQuerySchema.safeParse({ formato: 'xlsx', desde: '2024-01-01', hasta: '2025-01-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['hasta'], message: 'El rango de fechas no puede superar los 366 días' });
  });

  it('refuses an end before the start, an unknown format and a date that is not one', () => {
    expect(exportarFinanzasQuerySchema.safeParse({ desde: '2025-03-10', hasta: '2025-03-01' }).error?.issues[0]?.message)
      .toBe('La fecha de inicio no puede ser posterior a la fecha de fin');
    expect(exportarFinanzasQuerySchema.safeParse({ formato: 'pdf' }).error?.issues[0]?.message).toBe('Formato inválido: usa csv o xlsx');
    expect(exportarFinanzasQuerySchema.safeParse({ desde: '2025-02-30' }).success).toBe(false);
    expect(exportarPagosPartidoQuerySchema.safeParse({ formato: 'XLSX' }).success).toBe(false);
  });

  it('leaves the ends to the server and takes csv when nothing is given', () => {
    expect(exportarFinanzasQuerySchema.parse({ desde: '', hasta: '' })).toEqual({ formato: 'csv' });
    expect(exportarPagosPartidoQuerySchema.parse({})).toEqual({ formato: 'csv' });
  });
});

describe('file names', () => {
  it('slugs a club name to lowercase ASCII with hyphens', () => {
    expect(slugArchivo('Club Ñuñoa F.C.')).toBe('club-nunoa-f-c');
    expect(slugArchivo('  Los Cóndores de Maipú!! ')).toBe('los-condores-de-maipu');
    expect(slugArchivo('⚽⚽')).toBe('club');
    expect(slugArchivo('a'.repeat(80))).toHaveLength(60);
  });

  it('names the club export finanzas-<club>-<desde>-<hasta>.<ext>', () => {
    expect(nombreArchivoFinanzas('Club Pagos al Día', '2025-03-01', '2025-03-31', 'xlsx')).toBe('finanzas-club-pagos-al-dia-2025-03-01-2025-03-31.xlsx');
  });
});
