import { maxAsistentesPorDefecto, montoPorJugador, type TipoPartido } from '@partidos/shared';
import type { Db } from '../db/client.js';
import { mvpVotaciones, partidoAsistentes, partidoMvpVotos, pagosArriendo, pagosJugadores, partidos } from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import { dayIn, startInstant, timeIn } from '../lib/match-time.js';

interface DemoMatchPlan {
  offsetDays: number; hora: string; tipo: TipoPartido; arriendo: number; jugadores: number; estado: 'Convocando' | 'En curso' | 'Finalizado';
  goles?: [number, number];
  /** the MVP of a finished match (index among its players), voted by the others */
  mvp?: number;
}

/**
 * Upcoming matches at several fill levels, two finished ones with a result and an MVP, and one under way whose
 * MVP voting has begun (its first player, the club's creator, has not voted yet), per club.
 */
const PLANS: DemoMatchPlan[] = [
  { offsetDays: -14, hora: '20:00', tipo: '7v7', arriendo: 56000, jugadores: 12, estado: 'Finalizado', goles: [4, 3], mvp: 4 },
  { offsetDays: -7, hora: '20:00', tipo: '7v7', arriendo: 56000, jugadores: 14, estado: 'Finalizado', goles: [2, 2], mvp: 1 },
  { offsetDays: 0, hora: '', tipo: '5v5', arriendo: 40000, jugadores: 6, estado: 'En curso' },
  { offsetDays: 3, hora: '20:00', tipo: '7v7', arriendo: 56000, jugadores: 6, estado: 'Convocando' },
  { offsetDays: 7, hora: '19:30', tipo: '5v5', arriendo: 40000, jugadores: 8, estado: 'Convocando' },
  { offsetDays: 10, hora: '21:00', tipo: '5v5', arriendo: 40000, jugadores: 2, estado: 'Convocando' },
];

const addDays = (ymd: string, n: number) => new Date(Date.parse(`${ymd}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Inserts the demo matches of one club with attendees from `memberIds` (first ones first). */
export async function seedDemoMatches(db: Db, o: { clubId: string; creadorId: string; lugarId: string; cuentaId: string; memberIds: string[]; timezone: string }) {
  const today = dayIn(new Date(), o.timezone);
  // the match under way started on the last quarter hour at least 30 minutes ago
  const started = new Date(Math.floor((Date.now() - 30 * 60_000) / 900_000) * 900_000);
  for (const p of PLANS) {
    const plan = p.estado === 'En curso' ? { ...p, hora: timeIn(started, o.timezone) } : p;
    const fecha = plan.estado === 'En curso' ? dayIn(started, o.timezone) : addDays(today, plan.offsetDays);
    const max = maxAsistentesPorDefecto(plan.tipo);
    const players = o.memberIds.slice(0, Math.min(plan.jugadores, max));
    const id = newId();
    await db.insert(partidos).values({
      id, clubId: o.clubId, creadorId: o.creadorId, fecha, horaPartido: plan.hora, inicio: startInstant(fecha, plan.hora, o.timezone),
      duracion: 90, estadoPartido: plan.estado, tipoPartido: plan.tipo, maxAsistentes: max, ocupados: players.length,
      lugarId: o.lugarId, canchaNumero: 1, montoArriendo: plan.arriendo, cuentaPagoId: o.cuentaId,
      montoPorJugador: montoPorJugador({ monto_arriendo: plan.arriendo, tiene_rival_externo: false, costo_dividido_con_rival: false, monto_equipo_local: null, max_asistentes: max }),
      mvpId: plan.mvp !== undefined ? players[plan.mvp] ?? null : null,
      golesA: plan.goles?.[0] ?? null, golesB: plan.goles?.[1] ?? null, contadoresAplicados: plan.estado === 'Finalizado',
      equiposGenerados: plan.estado !== 'Convocando',
      descripcion: plan.estado === 'Convocando' ? 'Pichanga semanal: trae polera blanca y negra.' : null,
    });
    if (players.length) {
      await db.insert(partidoAsistentes).values(players.map((usuarioId, i) => ({
        partidoId: id, usuarioId, confirmado: plan.estado !== 'Convocando' ? true : i % 3 === 0 ? true : null,
        equipo: plan.estado !== 'Convocando' ? (i % 2 === 0 ? 'equipo_a' : 'equipo_b') : null,
        esMvp: plan.mvp === i,
      })));
      // each player's share: paid (in cash, no receipt) for finished matches and for some upcoming ones
      const monto = montoPorJugador({ monto_arriendo: plan.arriendo, tiene_rival_externo: false, costo_dividido_con_rival: false, monto_equipo_local: null, max_asistentes: max });
      await db.insert(pagosJugadores).values(players.map((usuarioId, i) => {
        const pagado = plan.estado === 'Finalizado' || i % 3 === 0;
        return {
          id: newId(), partidoId: id, usuarioId, clubId: o.clubId, monto, estado: pagado ? 'Aprobado' : 'Pendiente',
          metodoPago: pagado ? 'Efectivo' : null, validadoPorId: pagado ? o.creadorId : null, fechaValidacion: pagado ? new Date() : null,
          notas: pagado ? 'Pagado en efectivo en la cancha' : null,
        };
      }));
    }
    await seedMvpVotes(db, id, plan, players, startInstant(fecha, plan.hora, o.timezone));
    if (plan.estado === 'Finalizado') {
      await db.insert(pagosArriendo).values({
        id: newId(), partidoId: id, clubId: o.clubId, monto: plan.arriendo, metodoPago: 'Transferencia', referencia: `Reserva ${fecha}`,
        registradoPorId: o.creadorId, fechaPago: startInstant(fecha, plan.hora, o.timezone),
      });
    }
  }
  return PLANS.length;
}

/**
 * MVP votes: a finished match's players all voted, most of them for its MVP; the match under way has
 * votes from some players, so the first one (who logs in to the demo) still sees the vote modal.
 */
async function seedMvpVotes(db: Db, partidoId: string, plan: DemoMatchPlan, players: string[], inicio: Date) {
  const votos: { votanteId: string; jugadorId: string }[] = [];
  if (plan.mvp !== undefined) {
    const mvp = players[plan.mvp]!;
    players.forEach((votanteId, i) => {
      if (votanteId === mvp) votos.push({ votanteId, jugadorId: players[0] === mvp ? players[1]! : players[0]! });
      else votos.push({ votanteId, jugadorId: i % 4 === 3 ? players[(i + 1) % players.length] === mvp ? players[0]! : players[(i + 1) % players.length]! : mvp });
    });
  } else if (plan.estado === 'En curso') {
    for (const [votante, jugador] of [[2, 1], [3, 1], [4, 5]] as const) {
      if (players[votante] && players[jugador]) votos.push({ votanteId: players[votante]!, jugadorId: players[jugador]! });
    }
  }
  if (!votos.length) return;
  const cierre = new Date(inicio.getTime() + (90 * 60 + 24 * 3600) * 1000);
  await db.insert(mvpVotaciones).values({ partidoId, cierre, cerrada: plan.mvp !== undefined });
  await db.insert(partidoMvpVotos).values(votos.map((v) => ({ partidoId, ...v })));
}
