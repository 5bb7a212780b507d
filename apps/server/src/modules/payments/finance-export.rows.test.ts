import { describe, expect, it } from 'vitest';
import { mergePages, neutralise, type MovementRow } from './finance-export.rows.js';

describe('neutralise (OWASP CSV injection)', () => {
  it('puts an apostrophe before a cell that a spreadsheet would run', () => {
    for (const text of ['=1+1', '+56 9 1234 5678', '-42', '@SUM(A1)', '\t=1+1', '\r=1+1', '  =HYPERLINK("x")']) {
      expect(neutralise(text), JSON.stringify(text)).toBe(`'${text}`);
    }
  });

  it('leaves every other text as it is', () => {
    for (const text of ['Pago en efectivo', 'Pérez-Soto', 'a=b', '', 'Transferencia 12.000', "'ya citado"]) expect(neutralise(text)).toBe(text);
  });
});

const row = (tipo: MovementRow['tipo'], at: string, id: string): MovementRow => ({
  tipo, id, at, fecha: at.slice(0, 10), partidoFecha: '2027-03-10', partidoHora: null, lugar: null, jugador: null, monto: 1, metodo: null,
  estado: 'Aprobado', validadoPor: null, validadoEl: null, referencia: null, notas: null,
});

async function* pagesOf(...pages: MovementRow[][]) {
  for (const p of pages) yield p;
}

describe('mergePages', () => {
  it('merges ordered sources by instant then id, into pages of the given size', async () => {
    const a = pagesOf([row('jugador', '2027-03-01T10:00:00.000Z', 'a1'), row('jugador', '2027-03-02T10:00:00.000Z', 'a2')], [row('jugador', '2027-03-05T10:00:00.000Z', 'a3')]);
    const b = pagesOf([row('arriendo', '2027-03-02T10:00:00.000Z', 'a0'), row('arriendo', '2027-03-04T10:00:00.000Z', 'b2')]);
    const out: string[][] = [];
    for await (const page of mergePages([a, b], 2)) out.push(page.map((r) => r.id));
    expect(out).toEqual([['a1', 'a0'], ['a2', 'b2'], ['a3']]);
  });

  it('yields nothing for empty sources', async () => {
    const out: MovementRow[][] = [];
    for await (const page of mergePages([pagesOf(), pagesOf([])], 10)) out.push(page);
    expect(out).toEqual([]);
  });
});
