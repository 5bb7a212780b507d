import { maxAsistentesPorDefecto, montoPorJugador, type TipoPartido } from '@partidos/shared';
import type { Db } from '../db/client.js';
import { pagosArriendo, pagosJugadores, partidoAsistentes, partidos } from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import { dayIn, startInstant } from '../lib/match-time.js';

interface DemoMatchPlan { offsetDays: number; hora: string; tipo: TipoPartido; arriendo: number; jugadores: number; estado: 'Convocando' | 'Finalizado'; goles?: [number, number] }

/** Upcoming matches at several fill levels, and two finished ones with a result, per club. */
const PLANS: DemoMatchPlan[] = [
  { offsetDays: -14, hora: '20:00', tipo: '7v7', arriendo: 56000, jugadores: 12, estado: 'Finalizado', goles: [4, 3] },
  { offsetDays: -7, hora: '20:00', tipo: '7v7', arriendo: 56000, jugadores: 14, estado: 'Finalizado', goles: [2, 2] },
  { offsetDays: 3, hora: '20:00', tipo: '7v7', arriendo: 56000, jugadores: 6, estado: 'Convocando' },
  { offsetDays: 7, hora: '19:30', tipo: '5v5', arriendo: 40000, jugadores: 8, estado: 'Convocando' },
  { offsetDays: 10, hora: '21:00', tipo: '5v5', arriendo: 40000, jugadores: 2, estado: 'Convocando' },
];

const addDays = (ymd: string, n: number) => new Date(Date.parse(`${ymd}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Inserts the demo matches of one club with attendees from `memberIds` (first ones first). */
export async function seedDemoMatches(db: Db, o: { clubId: string; creadorId: string; lugarId: string; cuentaId: string; memberIds: string[]; timezone: string }) {
  const today = dayIn(new Date(), o.timezone);
  for (const plan of PLANS) {
    const fecha = addDays(today, plan.offsetDays);
    const max = maxAsistentesPorDefecto(plan.tipo);
    const players = o.memberIds.slice(0, Math.min(plan.jugadores, max));
    const id = newId();
    await db.insert(partidos).values({
      id, clubId: o.clubId, creadorId: o.creadorId, fecha, horaPartido: plan.hora, inicio: startInstant(fecha, plan.hora, o.timezone),
      duracion: 90, estadoPartido: plan.estado, tipoPartido: plan.tipo, maxAsistentes: max, ocupados: players.length,
      lugarId: o.lugarId, canchaNumero: 1, montoArriendo: plan.arriendo, cuentaPagoId: o.cuentaId,
      montoPorJugador: montoPorJugador({ monto_arriendo: plan.arriendo, tiene_rival_externo: false, costo_dividido_con_rival: false, monto_equipo_local: null, max_asistentes: max }),
      golesA: plan.goles?.[0] ?? null, golesB: plan.goles?.[1] ?? null, contadoresAplicados: plan.estado === 'Finalizado',
      equiposGenerados: plan.estado === 'Finalizado',
      descripcion: plan.estado === 'Convocando' ? 'Pichanga semanal: trae polera blanca y negra.' : null,
    });
    if (players.length) {
      await db.insert(partidoAsistentes).values(players.map((usuarioId, i) => ({
        partidoId: id, usuarioId, confirmado: plan.estado === 'Finalizado' ? true : i % 3 === 0 ? true : null,
        equipo: plan.estado === 'Finalizado' ? (i % 2 === 0 ? 'equipo_a' : 'equipo_b') : null,
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
    if (plan.estado === 'Finalizado') {
      await db.insert(pagosArriendo).values({
        id: newId(), partidoId: id, clubId: o.clubId, monto: plan.arriendo, metodoPago: 'Transferencia', referencia: `Reserva ${fecha}`,
        registradoPorId: o.creadorId, fechaPago: startInstant(fecha, plan.hora, o.timezone),
      });
    }
  }
  return PLANS.length;
}
