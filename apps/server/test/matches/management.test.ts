import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, ok, type Cast } from '../clubs/factory.js';
import { createMatch, detail, inscribir, players, setEstado, setup, type MatchClub } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

const ids = (list: { usuario_id: { _id: string } }[]) => list.map((a) => a.usuario_id._id);
const manage = (token: string | undefined, partidoId: string, body: unknown) =>
  t.call('PUT', `/api/partidos/${partidoId}/gestionar-jugador`, { token, body });
const addBot = (token: string | undefined, partidoId: string, body: unknown) =>
  t.call('POST', `/api/partidos/${partidoId}/jugadores-bot`, { token, body });

/** A match with `enrolled` players and `reserves` on the waiting list. */
async function matchWith(max: number, enrolled: number, reserves: number, o: Record<string, unknown> = {}) {
  const p = await createMatch(t, cast.creador.token, club, { max_asistentes: max, ...o });
  const ps = await players(t, club.id, enrolled + reserves);
  for (const x of ps.slice(0, enrolled)) ok(await inscribir(t, x, p._id), 201);
  for (const x of ps.slice(enrolled)) ok(await inscribir(t, x, p._id, { lista_espera: true }), 201);
  return { p, ps };
}

describe('PUT /partidos/{id}/gestionar-jugador: who', () => {
  it('401, 404 for an outsider, 403 for a Miembro, 400 for an unknown action', async () => {
    const { p, ps } = await matchWith(4, 1, 0);
    const body = { usuario_id: ps[0]!.id, accion: 'remover' };
    expect(fail(await manage(undefined, p._id, body)).status).toBe(401);
    expect(fail(await manage(cast.outsider.token, p._id, body)).status).toBe(404);
    expect(fail(await manage(cast.miembro.token, p._id, body)).status).toBe(403);
    expect(fail(await manage(cast.creador.token, p._id, { ...body, accion: 'expulsar' }))).toEqual({ status: 400, message: 'Acción inválida' });
  });
});

describe('PUT /partidos/{id}/gestionar-jugador: actions', () => {
  it('mover_a_reservas sends the player to the end of the waiting list and promotes the next reserve', async () => {
    const { p, ps } = await matchWith(2, 2, 1);
    const res = await manage(cast.moderador.token, p._id, { usuario_id: ps[0]!.id, accion: 'mover_a_reservas' });
    expect(res.json().message).toBe('Jugador movido a la lista de espera');
    const d = ok(res);
    expect(ids(d.asistentes)).toEqual([ps[1]!.id, ps[2]!.id]);
    expect(ids(d.lista_espera)).toEqual([ps[0]!.id]);
  });

  it('mover_a_reservas keeps the place free when the moved player is the only reserve', async () => {
    const { p, ps } = await matchWith(2, 2, 0);
    const d = ok(await manage(cast.moderador.token, p._id, { usuario_id: ps[0]!.id, accion: 'mover_a_reservas' }));
    expect(d).toMatchObject({ ocupados: 1, lista_espera_count: 1 });
  });

  it('mover_a_asistentes respects capacity and can set the team', async () => {
    const { p, ps } = await matchWith(2, 2, 1);
    expect(fail(await manage(cast.creador.token, p._id, { usuario_id: ps[2]!.id, accion: 'mover_a_asistentes' }))).toEqual({ status: 409, message: 'El partido está completo' });
    ok(await manage(cast.creador.token, p._id, { usuario_id: ps[0]!.id, accion: 'remover' }));
    // removing promoted the reserve already: nothing left on the waiting list
    expect(fail(await manage(cast.creador.token, p._id, { usuario_id: ps[2]!.id, accion: 'mover_a_asistentes' }))).toEqual({
      status: 409, message: 'El jugador ya está inscrito en este partido',
    });
    expect(fail(await manage(cast.creador.token, p._id, { usuario_id: ps[0]!.id, accion: 'mover_a_asistentes' }))).toEqual({
      status: 404, message: 'El jugador no está en la lista de espera',
    });
    ok(await manage(cast.creador.token, p._id, { usuario_id: ps[1]!.id, accion: 'mover_a_reservas' }));
    const res = await manage(cast.creador.token, p._id, { usuario_id: ps[1]!.id, accion: 'mover_a_asistentes', destino: 'Negro' });
    expect(res.json().message).toBe('Jugador movido a asistentes');
    expect(ok(res).asistentes.find((a: { usuario_id: { _id: string } }) => a.usuario_id._id === ps[1]!.id).equipo).toBe('equipo_b');
  });

  it('mover_a_asistentes approves a non-member\'s public sign-up awaiting an organiser', async () => {
    const p = await createMatch(t, cast.creador.token, club, { es_publico: true, requiere_aprobacion_ingreso_publico: true });
    const [stranger] = await players(t, null, 1);
    expect(ok(await inscribir(t, stranger!, p._id), 201).mi_estado.pendiente_aprobacion).toBe(true);
    const approved = ok(await manage(cast.moderador.token, p._id, { usuario_id: stranger!.id, accion: 'mover_a_asistentes' }));
    expect(ids(approved.asistentes)).toEqual([stranger!.id]);
    expect(approved.lista_espera).toEqual([]);
    expect((await detail(t, stranger!, p._id)).mi_estado).toMatchObject({ inscrito: true, pendiente_aprobacion: false });
  });

  it('cambiar_equipo takes a key, a team name or sin-equipo; refuses anything else', async () => {
    const { p, ps } = await matchWith(4, 1, 0, { equipo_a: 'Los Halcones' });
    const team = async (destino: string) => {
      const d = ok(await manage(cast.creador.token, p._id, { usuario_id: ps[0]!.id, accion: 'cambiar_equipo', destino }));
      return d.asistentes[0].equipo;
    };
    expect(await team('equipo_b')).toBe('equipo_b');
    expect(await team('los halcones')).toBe('equipo_a');
    expect(await team('sin-equipo')).toBe('Sin asignar');
    expect(fail(await manage(cast.creador.token, p._id, { usuario_id: ps[0]!.id, accion: 'cambiar_equipo', destino: 'Rojo' }))).toEqual({
      status: 400, message: 'Selecciona un equipo válido',
    });
    expect(fail(await manage(cast.creador.token, p._id, { usuario_id: cast.miembro.id, accion: 'cambiar_equipo', destino: 'equipo_a' }))).toEqual({
      status: 404, message: 'El jugador no está inscrito en este partido',
    });
    expect((await detail(t, ps[0]!, p._id)).mi_estado.equipo).toBe('Sin asignar');
  });

  it('cambiar_equipo refuses the external rival\'s side', async () => {
    const { p, ps } = await matchWith(4, 1, 0, { tiene_rival_externo: true, equipo_rival_externo: 'equipo_b', costo_dividido_con_rival: true });
    expect(fail(await manage(cast.creador.token, p._id, { usuario_id: ps[0]!.id, accion: 'cambiar_equipo', destino: 'equipo_b' })).status).toBe(400);
    ok(await manage(cast.creador.token, p._id, { usuario_id: ps[0]!.id, accion: 'cambiar_equipo', destino: 'equipo_a' }));
  });

  it('remover takes a player off the attendees (promoting a reserve) or off the waiting list', async () => {
    const { p, ps } = await matchWith(2, 2, 2);
    const res = await manage(cast.admin.token, p._id, { usuario_id: ps[0]!.id, accion: 'remover' });
    expect(res.json().message).toBe('Jugador removido del partido');
    expect(ids(ok(res).asistentes)).toEqual([ps[1]!.id, ps[2]!.id]);
    const d = ok(await manage(cast.admin.token, p._id, { usuario_id: ps[3]!.id, accion: 'remover' }));
    expect(d.lista_espera).toEqual([]);
    expect(fail(await manage(cast.admin.token, p._id, { usuario_id: ps[3]!.id, accion: 'remover' })).status).toBe(404);
  });

  it('no moves once the match is over', async () => {
    const { p, ps } = await matchWith(2, 1, 0);
    await setEstado(t, p._id, 'Finalizado');
    expect(fail(await manage(cast.creador.token, p._id, { usuario_id: ps[0]!.id, accion: 'remover' }))).toEqual({
      status: 409, message: 'No se pueden gestionar jugadores en el estado actual del partido',
    });
  });
});

describe('guest players (jugadores-bot)', () => {
  it('401, 404 for an outsider, 403 for a Miembro, 400 without a name', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await addBot(undefined, p._id, { nombre_display: 'Primo de Juan' })).status).toBe(401);
    expect(fail(await addBot(cast.outsider.token, p._id, { nombre_display: 'Primo de Juan' })).status).toBe(404);
    expect(fail(await addBot(cast.miembro.token, p._id, { nombre_display: 'Primo de Juan' })).status).toBe(403);
    expect(fail(await addBot(cast.creador.token, p._id, {}))).toEqual({ status: 400, message: 'Ingresa el nombre del jugador invitado' });
  });

  it('take places like anyone else, may go on a team, and free their place for the first reserve when removed', async () => {
    const { p, ps } = await matchWith(3, 1, 0);
    const res = await addBot(cast.moderador.token, p._id, { nombre_display: 'Primo de Juan', equipo: 'Blanco' });
    expect(res.json().message).toBe('Jugador invitado agregado');
    const d = ok(res, 201);
    // the moderator sees the guest's learned rating: the club's average start, no match yet
    expect(d.jugadores_bot).toEqual([{
      _id: expect.stringMatching(/^[0-9a-f]{24}$/), nombre_display: 'Primo de Juan', equipo: 'equipo_a',
      rating: { valor: expect.any(Number), incertidumbre: expect.any(Number), partidos: 0 },
    }]);
    expect(d).toMatchObject({ ocupados: 2, asistentes_count: 1 });
    ok(await addBot(cast.moderador.token, p._id, { nombre_display: 'Vecino' }), 201);
    expect(fail(await addBot(cast.moderador.token, p._id, { nombre_display: 'Otro' }))).toEqual({ status: 409, message: 'El partido está completo' });
    const [reserve] = await players(t, club.id, 1);
    ok(await inscribir(t, reserve!, p._id, { lista_espera: true }), 201);
    const botId = d.jugadores_bot[0]._id;
    expect(fail(await t.call('DELETE', `/api/partidos/${p._id}/jugadores-bot/${botId}`, { token: cast.miembro.token })).status).toBe(403);
    const del = await t.call('DELETE', `/api/partidos/${p._id}/jugadores-bot/${botId}`, { token: cast.moderador.token });
    expect(del.json().message).toBe('Jugador invitado eliminado');
    expect(ids(ok(del).asistentes)).toEqual([ps[0]!.id, reserve!.id]);
    expect(ok(del).jugadores_bot).toHaveLength(1);
    expect(fail(await t.call('DELETE', `/api/partidos/${p._id}/jugadores-bot/${botId}`, { token: cast.moderador.token }))).toEqual({
      status: 404, message: 'Jugador invitado no encontrado',
    });
  });
});

describe('PUT /partidos/{id}/resultado', () => {
  it('401, 404, 403; only under way or over; goals 0-99', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const put = (token: string | undefined, body: unknown) => t.call('PUT', `/api/partidos/${p._id}/resultado`, { token, body });
    const body = { equipo_a_goles: 4, equipo_b_goles: 2 };
    expect(fail(await put(undefined, body)).status).toBe(401);
    expect(fail(await put(cast.outsider.token, body)).status).toBe(404);
    expect(fail(await put(cast.miembro.token, body)).status).toBe(403);
    expect(fail(await put(cast.creador.token, body))).toEqual({ status: 409, message: 'Solo se puede registrar el resultado de un partido en curso o finalizado' });
    await setEstado(t, p._id, 'En curso');
    expect(fail(await put(cast.creador.token, { equipo_a_goles: -1, equipo_b_goles: 2 }))).toEqual({ status: 400, message: 'Ingresa un número de goles válido (0 a 99)' });
    const res = await put(cast.moderador.token, body);
    expect(res.json().message).toBe('Resultado registrado');
    expect(ok(res).resultado).toEqual(body);
    await setEstado(t, p._id, 'Finalizado');
    expect(ok(await put(cast.admin.token, { equipo_a_goles: 4, equipo_b_goles: 3 })).resultado).toEqual({ equipo_a_goles: 4, equipo_b_goles: 3 });
  });
});

describe('POST /partidos/{id}/generar-equipos', () => {
  it('401, 404, 403; at least two players; then every attendee and guest has a team', async () => {
    const { p, ps } = await matchWith(10, 1, 0);
    const gen = (token: string | undefined) => t.call('POST', `/api/partidos/${p._id}/generar-equipos`, { token });
    expect(fail(await gen(undefined)).status).toBe(401);
    expect(fail(await gen(cast.outsider.token)).status).toBe(404);
    expect(fail(await gen(cast.miembro.token)).status).toBe(403);
    expect(fail(await gen(cast.creador.token))).toEqual({ status: 409, message: 'Se necesitan al menos 2 jugadores para generar los equipos' });
    for (const x of await players(t, club.id, 4)) ok(await inscribir(t, x, p._id), 201);
    ok(await addBot(cast.creador.token, p._id, { nombre_display: 'Invitado' }), 201);
    const res = await gen(cast.moderador.token);
    expect(res.json().message).toBe('Equipos generados exitosamente');
    const d = ok(res);
    expect(d.equipos_generados).toBe(true);
    const teams = [...d.asistentes.map((a: { equipo: string }) => a.equipo), ...d.jugadores_bot.map((b: { equipo: string }) => b.equipo)];
    expect(teams).toHaveLength(6);
    expect(teams.every((e: string) => e === 'equipo_a' || e === 'equipo_b')).toBe(true);
    const a = teams.filter((e: string) => e === 'equipo_a').length;
    expect(Math.abs(a - (6 - a))).toBeLessThanOrEqual(1);
    expect((await detail(t, ps[0]!, p._id)).mi_estado.equipo).not.toBe('Sin asignar');
  });
});
