import { describe, expect, it } from 'vitest';
import {
  admiteInscripciones, asistenciaModificable, equipoDestino, permisosPartido, puedeVerPartido, requiereAprobacion, camposFaltantes, capacidadLocal, cuposRestantes, disponibilidad, horaMasMinutos, maxAsistentesPorDefecto,
  decidirInscripcion, montoLocal, montoPorJugador, noVoyLiberaCupo,
} from './rules.js';

const sinRival = { tiene_rival_externo: false, costo_dividido_con_rival: false, monto_equipo_local: null };

describe('capacity', () => {
  it('defaults max_asistentes to 2 × players per team', () => {
    expect(maxAsistentesPorDefecto('5v5')).toBe(10);
    expect(maxAsistentesPorDefecto('7v7')).toBe(14);
    expect(maxAsistentesPorDefecto('11v11')).toBe(22);
  });

  it('halves the local places with an external rival', () => {
    expect(capacidadLocal({ max_asistentes: 10, tiene_rival_externo: false })).toBe(10);
    expect(capacidadLocal({ max_asistentes: 10, tiene_rival_externo: true })).toBe(5);
    expect(capacidadLocal({ max_asistentes: 15, tiene_rival_externo: true })).toBe(7);
    expect(capacidadLocal({ max_asistentes: 2, tiene_rival_externo: true })).toBe(1);
  });

  it('never counts negative places left', () => {
    expect(cuposRestantes(10, 12)).toBe(0);
    expect(cuposRestantes(10, 7)).toBe(3);
  });
});

describe('availability', () => {
  it('is Completo with no place left, Pocos cupos with 2 or fewer, else Disponible', () => {
    expect(disponibilidad(10, 10)).toBe('Completo');
    expect(disponibilidad(10, 11)).toBe('Completo');
    expect(disponibilidad(10, 9)).toBe('Pocos cupos');
    expect(disponibilidad(10, 8)).toBe('Pocos cupos');
    expect(disponibilidad(10, 7)).toBe('Disponible');
    expect(disponibilidad(10, 0)).toBe('Disponible');
  });
});

describe('cost', () => {
  it('splits the rent over the places, rounding up', () => {
    expect(montoPorJugador({ monto_arriendo: 30000, max_asistentes: 10, ...sinRival })).toBe(3000);
    expect(montoPorJugador({ monto_arriendo: 25000, max_asistentes: 14, ...sinRival })).toBe(1786);
  });

  it('charges the local team half the rent when the rival pays 50 %, over the local places', () => {
    const p = { monto_arriendo: 30001, max_asistentes: 10, tiene_rival_externo: true, costo_dividido_con_rival: true, monto_equipo_local: null };
    expect(montoLocal(p)).toBe(15000.5);
    expect(montoPorJugador(p)).toBe(3001); // ceil(30001 / 10)
  });

  it('uses the agreed local amount otherwise', () => {
    const p = { monto_arriendo: 40000, max_asistentes: 10, tiene_rival_externo: true, costo_dividido_con_rival: false, monto_equipo_local: 12000 };
    expect(montoLocal(p)).toBe(12000);
    expect(montoPorJugador(p)).toBe(2400);
  });

  it('is 0 per player while the amount is undefined or free', () => {
    expect(montoLocal({ monto_arriendo: null, ...sinRival })).toBeNull();
    expect(montoLocal({ monto_arriendo: 20000, monto_por_definir: true, ...sinRival })).toBeNull();
    expect(montoPorJugador({ monto_arriendo: null, max_asistentes: 10, ...sinRival })).toBe(0);
    expect(montoPorJugador({ monto_arriendo: 0, max_asistentes: 10, ...sinRival })).toBe(0);
  });
});

describe('missing details', () => {
  const completo = { lugar_por_definir: false, lugar_id: 'x', horario_por_definir: false, hora_partido: '20:00', monto_por_definir: false, monto_arriendo: 0 };
  it('lists the deferred place, schedule and amount', () => {
    expect(camposFaltantes(completo)).toEqual([]);
    expect(camposFaltantes({ ...completo, lugar_por_definir: true, horario_por_definir: true, monto_por_definir: true })).toEqual(['lugar', 'horario', 'monto']);
    expect(camposFaltantes({ ...completo, lugar_id: null, monto_arriendo: null })).toEqual(['lugar', 'monto']);
  });
});

describe('states and times', () => {
  it('takes sign-ups in Convocando and Próximo a comenzar only', () => {
    expect(admiteInscripciones('Convocando')).toBe(true);
    expect(admiteInscripciones('Próximo a comenzar')).toBe(true);
    for (const e of ['En curso', 'Finalizado', 'Cancelado']) expect(admiteInscripciones(e)).toBe(false);
  });

  it('adds minutes to a wall-clock time, wrapping at midnight', () => {
    expect(horaMasMinutos('20:00', 90)).toBe('21:30');
    expect(horaMasMinutos('23:30', 60)).toBe('00:30');
  });
});

describe('who sees a match and what they may do', () => {
  const usuario = { tipo_usuario: 'usuario' as const };
  const admin = { tipo_usuario: 'administrador' as const };
  const nadie = { inscrito: false, en_lista_espera: false };
  const now = new Date('2031-03-15T12:00:00Z');
  const base = {
    estado_partido: 'Convocando', es_publico: false, requiere_aprobacion_ingreso_publico: false, capacidad_local: 10, ocupados: 3,
    inicio: new Date('2031-03-16T23:00:00Z'), usuarios_pueden_invitar: true, es_creador: false,
  };

  it('members, administrators, anyone for a public match, and players already on the roster see it', () => {
    expect(puedeVerPartido(usuario, 'Miembro', base, nadie)).toBe(true);
    expect(puedeVerPartido(admin, null, base, nadie)).toBe(true);
    expect(puedeVerPartido(usuario, null, base, nadie)).toBe(false);
    expect(puedeVerPartido(usuario, null, { es_publico: true }, nadie)).toBe(true);
    expect(puedeVerPartido(usuario, null, base, { inscrito: false, en_lista_espera: true })).toBe(true);
  });

  it('offers sign-up while there is room, the waiting list once full', () => {
    expect(permisosPartido(usuario, 'Miembro', base, nadie, now)).toEqual({
      puede_gestionar: false, puede_inscribirse: true, puede_lista_espera: false, puede_desinscribirse: false, puede_confirmar: false,
      puede_invitar: true, puede_generar_link: false,
    });
    expect(permisosPartido(usuario, 'Miembro', { ...base, ocupados: 10 }, nadie, now)).toMatchObject({ puede_inscribirse: false, puede_lista_espera: true });
    expect(permisosPartido(usuario, 'Moderador', { ...base, estado_partido: 'En curso' }, nadie, now)).toMatchObject({
      puede_gestionar: true, puede_inscribirse: false, puede_lista_espera: false,
    });
  });

  it('sends a non-member of a public match that needs approval to the waiting list, full or not', () => {
    const p = { ...base, es_publico: true, requiere_aprobacion_ingreso_publico: true, ocupados: 10 };
    expect(requiereAprobacion(usuario, null, p)).toBe(true);
    expect(requiereAprobacion(usuario, 'Miembro', p)).toBe(false);
    expect(permisosPartido(usuario, null, p, nadie, now)).toMatchObject({ puede_inscribirse: true, puede_lista_espera: false });
  });

  it('invites: members when the club lets them; links: organisers or the creator, anyone for a public match', () => {
    expect(permisosPartido(usuario, 'Miembro', { ...base, usuarios_pueden_invitar: false }, nadie, now).puede_invitar).toBe(false);
    expect(permisosPartido(usuario, 'Moderador', { ...base, usuarios_pueden_invitar: false }, nadie, now)).toMatchObject({ puede_invitar: true, puede_generar_link: true });
    expect(permisosPartido(usuario, 'Miembro', { ...base, es_creador: true }, nadie, now).puede_generar_link).toBe(true);
    expect(permisosPartido(usuario, null, { ...base, es_publico: true }, nadie, now)).toMatchObject({ puede_invitar: false, puede_generar_link: true });
    expect(permisosPartido(usuario, 'Creador', { ...base, estado_partido: 'Finalizado' }, nadie, now)).toMatchObject({ puede_invitar: false, puede_generar_link: false });
  });

  it('lets an enrolled player answer until the start, and leave while sign-ups are open', () => {
    const inscrito = { inscrito: true, en_lista_espera: false };
    expect(permisosPartido(usuario, 'Miembro', base, inscrito, now)).toMatchObject({ puede_confirmar: true, puede_desinscribirse: true, puede_inscribirse: false });
    expect(asistenciaModificable(base, base.inicio)).toBe(false);
    expect(asistenciaModificable({ ...base, inicio: null }, now)).toBe(true);
    expect(asistenciaModificable({ ...base, estado_partido: 'Finalizado', inicio: null }, now)).toBe(false);
  });
});

describe('team destinations', () => {
  const p = { equipo_a: 'Blanco', equipo_b: 'Los Tigres' };
  it('takes the key, the team name, its fallback label or no team', () => {
    expect(equipoDestino('equipo_a', p)).toBe('equipo_a');
    expect(equipoDestino('los tigres', p)).toBe('equipo_b');
    expect(equipoDestino('Equipo Blanco', p)).toBe('equipo_a');
    expect(equipoDestino('sin-equipo', p)).toBeNull();
    expect(equipoDestino('Sin asignar', p)).toBeNull();
    expect(equipoDestino('Negro', p)).toBeUndefined();
  });
});

describe('"No voy" with people waiting', () => {
  const p = (o: { espera: number; inscrito?: boolean; puede?: boolean }) => ({
    lista_espera_count: o.espera, mi_estado: { inscrito: o.inscrito ?? true }, permisos: { puede_desinscribirse: o.puede ?? true },
  });
  it('frees the spot of an enrolled player when someone waits for it', () => {
    expect(noVoyLiberaCupo(p({ espera: 1 }))).toBe(true);
  });
  it('only records the answer when nobody waits, or the player may not withdraw any more', () => {
    expect(noVoyLiberaCupo(p({ espera: 0 }))).toBe(false);
    expect(noVoyLiberaCupo(p({ espera: 2, puede: false }))).toBe(false);
    expect(noVoyLiberaCupo(p({ espera: 2, inscrito: false }))).toBe(false);
  });
});

describe('decidirInscripcion: the sign-up rule', () => {
  const base = {
    estado_partido: 'Convocando', ocupados: 3, max_asistentes: 10, tiene_rival_externo: false, inscrito: false,
    espera: null, reservadoATitulares: false, aprobacion: false, listaEspera: false,
  };
  it('lets a player in while there is a place, onto the waiting list when full only if asked', () => {
    expect(decidirInscripcion(base)).toEqual({ resultado: 'inscrito' });
    expect(decidirInscripcion({ ...base, ocupados: 10 })).toEqual({ rechazo: 'partidoCompleto' });
    expect(decidirInscripcion({ ...base, ocupados: 10, listaEspera: true })).toEqual({ resultado: 'espera' });
    // an external rival halves the local places
    expect(decidirInscripcion({ ...base, ocupados: 5, tiene_rival_externo: true })).toEqual({ rechazo: 'partidoCompleto' });
  });
  it('refuses a closed match, a player already in, the regulars\' window, a sign-up awaiting approval', () => {
    expect(decidirInscripcion({ ...base, estado_partido: 'Finalizado' })).toEqual({ rechazo: 'partidoNoDisponible' });
    expect(decidirInscripcion({ ...base, inscrito: true })).toEqual({ rechazo: 'yaInscrito' });
    expect(decidirInscripcion({ ...base, reservadoATitulares: true })).toEqual({ rechazo: 'reservadoTitulares' });
    expect(decidirInscripcion({ ...base, espera: { pendiente: true } })).toEqual({ rechazo: 'inscripcionPendiente' });
  });
  it('moves a reserve in when a place is free; a full match keeps them waiting', () => {
    expect(decidirInscripcion({ ...base, espera: { pendiente: false } })).toEqual({ resultado: 'inscrito' });
    expect(decidirInscripcion({ ...base, ocupados: 10, espera: { pendiente: false } })).toEqual({ rechazo: 'yaEnListaEspera' });
  });
  it('puts a sign-up that needs approval on the waiting list, full or not', () => {
    expect(decidirInscripcion({ ...base, aprobacion: true })).toEqual({ resultado: 'pendiente' });
    expect(decidirInscripcion({ ...base, ocupados: 10, aprobacion: true })).toEqual({ resultado: 'pendiente' });
  });
});
