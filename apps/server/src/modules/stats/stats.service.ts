import {
  canManageClub, confiabilidadDe, DIAS_SEMANA,
  type AsistenciaEstadisticasDto, type ClubEstadisticasDto, type EstadisticasGlobalesDto, type JugadoresActivosDto, type NivelHabilidad,
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
 * Club statistics and the dashboard's club card (docs/product/stats.md "The club's statistics page").
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

  /**
   * GET /estadisticas/asistencia?dias=90: attendance per player and per series at the club's
   * finished matches dated in the last `dias` days of APP_TIMEZONE. Two statements, whatever the club's size.
   */
  async asistencia(_user: UserRow, club: ActiveClub, dias: number): Promise<AsistenciaEstadisticasDto> {
    const desde = addDays(dayIn(this.d.clock.now(), this.d.timezone), -dias);
    const [jugadores, series] = await Promise.all([
      this.d.repo.asistenciaJugadores(club.clubId, desde),
      this.d.repo.asistenciaSeries(club.clubId, desde),
    ]);
    const nombre = (r: { nombre: string | null; apellido: string | null }) => `${r.nombre ?? ''} ${r.apellido ?? ''}`.trim();
    return {
      dias,
      jugadores: jugadores
        .map((r) => ({
          usuario: { _id: r.id, nombre: r.nombre, apellido: r.apellido },
          inscritos: r.total, asistio: r.asistio, no_asistio: r.no_asistio, aviso_tarde: r.tarde,
          confiabilidad: confiabilidadDe({ total: r.total, asistio: r.asistio, tarde: r.tarde }),
        }))
        .sort((a, b) => (b.confiabilidad ?? -1) - (a.confiabilidad ?? -1)
          || nombre(a.usuario).localeCompare(nombre(b.usuario), 'es', { sensitivity: 'base' })
          || a.usuario._id.localeCompare(b.usuario._id)),
      series: series.map((s) => ({
        _id: s.id,
        titulo: [DIAS_SEMANA[s.dow], s.hora].filter(Boolean).join(' '),
        partidos: s.partidos,
        promedio_asistentes: Math.round((10 * s.asistio) / s.partidos) / 10,
        confiabilidad: confiabilidadDe({ total: s.total, asistio: s.asistio, tarde: s.tarde }),
      })),
    };
  }

  /** GET /clubes/{id}/estadisticas: 404 unless the user can see the club, 403 unless they manage it. */
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

/** YYYY-MM-DD shifted by `delta` calendar days. */
function addDays(fecha: string, delta: number): string {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}
