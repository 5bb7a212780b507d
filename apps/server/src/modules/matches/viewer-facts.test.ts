import { describe, expect, it } from 'vitest';
import { toPartidoDetail, viewerKey, type SharedMatch, type ViewerFacts } from './matches.mapper.js';

// Issue 17: the detail is kept per kind of viewer under viewerKey(facts), and the mapper sees the viewer only through
// those facts. Over every combination of facts, two answers that differ must have different keys.

const now = new Date('2026-11-24T12:00:00Z');
const inicio = new Date('2026-11-26T23:00:00Z');
const shared = {
  partido: {
    id: 'p'.repeat(24), clubId: 'c'.repeat(24), creadorId: 'u'.repeat(24), fecha: '2026-11-26', horaPartido: '20:00', inicio, duracion: 60,
    estadoPartido: 'Convocando', tipoPartido: '5v5', maxAsistentes: 10, ocupados: 4, equipoA: 'Blanco', equipoB: 'Negro',
    generarEquiposAuto: false, equiposGenerados: false, tieneRivalExterno: false, equipoRivalExterno: null, costoDivididoConRival: false,
    montoEquipoLocal: null, lugarId: 'l'.repeat(24), canchaNumero: 2, lugarPorDefinir: false, horarioPorDefinir: false, montoPorDefinir: false,
    montoArriendo: 30000, montoPorJugador: 3000, esPublico: true, requiereAprobacionIngresoPublico: false, permiteInvitacionAbierta: true,
    descripcion: null, golesA: null, golesB: null, camposFaltantes: null, notas: null, cuentaPagoId: 'a'.repeat(24), fechaCancelacion: null,
    createdAt: now,
  },
  club: { id: 'c'.repeat(24), nombre: 'Club', permitirPublicos: true, usuariosPuedenInvitar: true },
  lugar: { id: 'l'.repeat(24), nombre: 'Cancha', direccion: 'Av. 1', cancha: null, estadoValidacion: 'Validado' },
  creador: { id: 'u'.repeat(24), nombre: 'Ana', apellido: 'Soto' },
  mvp: { id: null },
  cuenta: { id: 'a'.repeat(24), clubId: 'c'.repeat(24), alias: 'Club', nombreTitular: 'Club', rutTitular: '11.111.111-1', nombreBanco: 'Banco', tipoCuenta: 'Cuenta Corriente', numeroCuenta: '123', correoElectronico: 'c@x.cl', createdAt: now, updatedAt: now },
  asistentesConteo: { total: 4, van: 2, noVan: 1 },
  listaEsperaCount: 0,
} as unknown as SharedMatch;
const roster = { asistentes: [], espera: [], bots: [] };

function* allFacts(): Generator<ViewerFacts> {
  for (const tipoUsuario of ['usuario', 'moderador', 'administrador'] as const)
    for (const rol of [null, 'Miembro', 'Moderador', 'Creador'] as const)
      for (const esCreador of [false, true])
        for (const asistencia of [null, { equipo: null, confirmado: null }, { equipo: 'equipo_a', confirmado: true }, { equipo: 'equipo_a', confirmado: false }])
          for (const espera of asistencia ? [null] : [null, { pendiente: false }, { pendiente: true }])
            yield { tipoUsuario, rol, esCreador, asistencia, espera };
}

describe('the detail per kind of viewer', () => {
  it('differs only between viewers whose keys differ', () => {
    const byKey = new Map<string, string>();
    let kinds = 0;
    for (const f of allFacts()) {
      const answer = JSON.stringify(toPartidoDetail(shared, roster, f, { now, timezone: 'America/Santiago' }));
      const key = viewerKey(f);
      const seen = byKey.get(key);
      if (seen === undefined) { byKey.set(key, answer); kinds++; } else expect(answer).toBe(seen);
    }
    expect(kinds).toBe(3 * 4 * 2 * (3 + 3 * 1));
    // and the facts do change the answer (the check is not vacuous)
    expect(new Set(byKey.values()).size).toBeGreaterThan(10);
  });

  it('is keyed by every fact, nested ones included, whatever the order they were written in', () => {
    const a: ViewerFacts = { tipoUsuario: 'usuario', rol: 'Miembro', esCreador: false, asistencia: { equipo: null, confirmado: true }, espera: null };
    const sameOtherOrder = { espera: null, asistencia: { confirmado: true, equipo: null }, esCreador: false, rol: 'Miembro', tipoUsuario: 'usuario' } as ViewerFacts;
    expect(viewerKey(sameOtherOrder)).toBe(viewerKey(a));
    expect(viewerKey({ ...a, asistencia: { equipo: null, confirmado: false } })).not.toBe(viewerKey(a));
  });
});
