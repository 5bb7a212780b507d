import { describe, expect, it } from 'vitest';
import { detailFor, toPartidoDetail, viewerKey, type SharedMatch, type ViewerFacts } from './matches.mapper.js';

// The detail is kept per kind of viewer under viewerKey(facts), and the mapper sees the viewer only through
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

describe('the key and the answer come from one facts object (detailFor)', () => {
  const base: ViewerFacts = { tipoUsuario: 'usuario', rol: 'Miembro', esCreador: false, asistencia: null, espera: null };
  const at = { now, timezone: 'America/Santiago' };

  it('two viewers differing in any one fact get different keys', () => {
    const variants: Partial<ViewerFacts>[] = [
      { tipoUsuario: 'administrador' }, { rol: null }, { rol: 'Creador' }, { esCreador: true },
      { asistencia: { equipo: null, confirmado: null } }, { espera: { pendiente: true } },
    ];
    const key = detailFor({ ...shared, ...roster }, base, at).key;
    for (const v of variants) expect(detailFor({ ...shared, ...roster }, { ...base, ...v }, at).key, JSON.stringify(v)).not.toBe(key);
  });

  it('the mapper reads nothing about the viewer outside the facts, whatever the row it is handed carries', () => {
    // a row as read for one viewer, with that viewer's own parts, and a context with who they are
    const other = { id: 'x'.repeat(24) };
    const rowForViewer = {
      ...shared, ...roster,
      rol: 'Creador', miAsistencia: { usuarioId: other.id, equipo: 'equipo_b', confirmado: true, inscritoAt: now },
      miEspera: { usuarioId: other.id, pendiente: true, inscritoAt: now },
    };
    const ctx = { ...at, userId: other.id, actor: { _id: other.id, tipo_usuario: 'administrador' } };
    const read = new Set<string>();
    const watch = <T extends object>(o: T, path: string): T => new Proxy(o, {
      get(target, prop, receiver) {
        if (typeof prop === 'string') read.add(`${path}.${prop}`);
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const viewer = detailFor(watch(rowForViewer, 'row'), base, watch(ctx, 'at'));
    const answer = viewer.render();
    // only the shared parts of the row and the roster, and only the clock and zone of the context (written out here: a
    // viewer's part added to SHARED_MATCH_KEYS must fail this test)
    const sharedParts = ['partido', 'club', 'lugar', 'creador', 'mvp', 'cuenta', 'asistentesConteo', 'listaEsperaCount', 'asistentes', 'espera', 'bots'];
    const allowed = new Set(sharedParts.map((k) => `row.${k}`).concat(['at.now', 'at.timezone']));
    expect([...read].filter((k) => !allowed.has(k))).toEqual([]);
    // and the answer is the one made from the shared rows alone
    expect(answer).toEqual(toPartidoDetail(shared, roster, base, at));
    expect(viewer.key).toBe(viewerKey(base));
  });
});
