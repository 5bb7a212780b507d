import {
  canManageClub,
  type ClubEstadisticasDto, type EstadisticasGlobalesDto, type JugadoresActivosDto, type NivelHabilidad,
  type PartidosPorMesDto, type Posicion,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { dayIn, startInstant } from '../../lib/match-time.js';
import type { ActiveClub, ClubAccess } from '../clubs/club-access.js';
import { addMonths, lastMonths, monthLabel } from './months.js';
import type { StatsRepository } from './stats.repository.js';

export interface StatsDeps { repo: StatsRepository; access: ClubAccess; clock: Clock; timezone: string }

const n = (v: unknown) => Number(v ?? 0);
const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/**
 * Club statistics (spec 2 §2 "Statistics" and the dashboard's club card; spec 3 §2 "Club statistics dashboard").
 * The active-club calls are for any member (the route checked x-club-id); the club card is for those who manage
 * the club. Popular venues are GET /lugares/populares (venues module).
 */
export class StatsService {
  constructor(private d: StatsDeps) {}

  private mesActual(): string {
    return dayIn(this.d.clock.now(), this.d.timezone).slice(0, 7);
  }

  /** GET /estadisticas/globales */
  async globales(_user: UserRow, club: ActiveClub): Promise<EstadisticasGlobalesDto> {
    const r = await this.d.repo.globales(club.clubId);
    const finalizados = { a: n(r?.gana_a), b: n(r?.gana_b), e: n(r?.empates) };
    return {
      club: { _id: club.clubId, nombre: r?.nombre ?? '' },
      total_partidos: n(r?.total),
      partidos_por_estado: {
        Convocando: n(r?.convocando),
        'Próximo a comenzar': n(r?.proximo),
        'En curso': n(r?.en_curso),
        Finalizado: n(r?.finalizado),
        Cancelado: n(r?.cancelado),
      },
      total_jugadores: n(r?.total_jugadores),
      total_lugares: n(r?.total_lugares),
      lugares_utilizados: n(r?.lugares_utilizados),
      mvps_asignados: n(r?.mvps),
      total_goles: n(r?.goles),
      promedio_asistentes: n(r?.promedio_asistentes),
      resultados: {
        victorias_equipo_a: finalizados.a,
        victorias_equipo_b: finalizados.b,
        empates: finalizados.e,
        total: finalizados.a + finalizados.b + finalizados.e,
      },
    };
  }

  /** GET /estadisticas/partidos-por-mes?meses=6: the last `meses` calendar months of APP_TIMEZONE, zeros included. */
  async partidosPorMes(_user: UserRow, club: ActiveClub, meses: number): Promise<PartidosPorMesDto> {
    const months = lastMonths(this.mesActual(), meses);
    const rows = await this.d.repo.porMes(club.clubId, `${months[0]}-01`, `${addMonths(months.at(-1)!, 1)}-01`);
    const by = new Map(rows.map((r) => [r.mes, r]));
    return {
      partidos_por_mes: months.map((mes) => {
        const r = by.get(mes);
        return { mes, etiqueta: monthLabel(mes), total: r?.total ?? 0, finalizados: r?.finalizados ?? 0, cancelados: r?.cancelados ?? 0 };
      }),
    };
  }

  /** GET /estadisticas/jugadores-activos?limite=10 */
  async jugadoresActivos(_user: UserRow, club: ActiveClub, limite: number): Promise<JugadoresActivosDto> {
    const rows = await this.d.repo.jugadoresActivos(club.clubId, limite);
    return {
      jugadores: rows.map((r) => ({
        _id: r.id,
        nombre: r.nombre,
        apellido: r.apellido,
        apodo: r.apodo,
        avatar_url: r.photoUrl,
        posicion_principal: r.posicionPrincipal as Posicion | null,
        nivel_habilidad: r.nivelHabilidad as NivelHabilidad | null,
        partidos_club: n(r.partidosClub),
        partidos_jugados: n(r.partidosJugados),
        mvp_count: n(r.mvpCount),
      })),
    };
  }

  /** GET /clubes/{id}/estadisticas: 404 unless the user can see the club, 403 unless they manage it (spec 2 §6). */
  async clubCard(user: UserRow, clubId: string): Promise<ClubEstadisticasDto> {
    const { club } = await this.d.access.require(user, clubId, canManageClub);
    const mes = this.mesActual();
    const r = await this.d.repo.clubCard(club.id, `${mes}-01`, `${addMonths(mes, 1)}-01`, startInstant(`${mes}-01`, '00:00', this.d.timezone));
    return {
      club: { _id: club.id, nombre: club.nombre },
      total_miembros: n(r?.total_miembros),
      miembros_nuevos_mes: n(r?.miembros_nuevos_mes),
      total_partidos: n(r?.total_partidos),
      partidos_mes_actual: n(r?.partidos_mes_actual),
      partidos_proximos: n(r?.partidos_proximos),
      partidos_finalizados: n(r?.partidos_finalizados),
      partidos_cancelados: n(r?.partidos_cancelados),
      promedio_asistentes: n(r?.promedio_asistentes),
      tasa_asistencia: pct(n(r?.presentes), n(r?.asistencias)),
      jugadores_activos_mes: n(r?.jugadores_activos_mes),
      solicitudes_pendientes: n(r?.solicitudes_pendientes),
    };
  }
}
