import {
  ADMIN_CANCELADOS_POR_CLUB, ADMIN_TOP_MVPS, ADMIN_ULTIMOS_CANCELADOS, 
  type AdminIncompletosQuery, type AdminPartidosIncompletosDto, type AdminStatsDto, type AdminStatsQuery, type CanceladosIncompletosDto,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { paginationOf, requireAdmin } from './admin-common.js';
import { toCancelado, toIncompleto } from './admin.mapper.js';
import type { AdminStore } from './admin.store.js';

/** The administrator's dashboard (docs/product/admin.md "Dashboard"), each answer a fixed number of statements. */
export class AdminStatsService {
  constructor(private d: { store: AdminStore }) {}

  /** GET /admin/stats: two statements (totals, top MVPs). With grupo_id, that club's figures (404 for an unknown club). */
  async stats(user: UserRow, q: AdminStatsQuery): Promise<AdminStatsDto> {
    requireAdmin(user);
    const [t, top] = await Promise.all([
      this.d.store.stats.totals(q.grupo_id),
      this.d.store.stats.topMvps(ADMIN_TOP_MVPS, q.grupo_id),
    ]);
    if (q.grupo_id && t.clubes === 0) throw notFound('clubNoEncontrado');
    return {
      usuarios: { total: t.usuarios },
      partidos: {
        total: t.total, convocando: t.convocando, proximoAComenzar: t.proximo, enCurso: t.en_curso,
        finalizado: t.finalizado, cancelado: t.cancelado, incompletos: t.incompletos,
      },
      lugares: { total: t.lugares },
      clubes: { total: t.clubes },
      solicitudesValidacion: { pendientes: t.solicitudes },
      topMVPs: top.map((m) => ({ _id: m.id, count: m.count, nombre: m.nombre, apellido: m.apellido, apodo: m.apodo, avatar: m.avatar })),
    };
  }

  /** GET /admin/estadisticas/cancelados-incompletos: three statements (totals, by club, the last ones). */
  async canceladosIncompletos(user: UserRow): Promise<CanceladosIncompletosDto> {
    requireAdmin(user);
    const [t, porClub, ultimos] = await Promise.all([
      this.d.store.stats.canceladosTotals(),
      this.d.store.stats.canceladosPorClub(ADMIN_CANCELADOS_POR_CLUB),
      this.d.store.stats.ultimosCancelados(ADMIN_ULTIMOS_CANCELADOS),
    ]);
    return {
      total_cancelados_incompletos: t.total,
      por_lugar_faltante: t.lugar,
      por_horario_faltante: t.horario,
      por_monto_faltante: t.monto,
      por_multiples_campos: t.multiples,
      por_club: porClub.map((c) => ({ _id: c.id, nombre: c.nombre, cantidad: c.cantidad })),
      ultimos_cancelados: ultimos.map(toCancelado),
    };
  }

  /** GET /admin/partidos/incompletos: one statement for any page size. */
  async incompletos(user: UserRow, q: AdminIncompletosQuery): Promise<AdminPartidosIncompletosDto> {
    requireAdmin(user);
    const { rows, total } = await this.d.store.stats.incompletos(q.page, q.limit);
    return { partidos: rows.map(toIncompleto), pagination: paginationOf(total, q.page, q.limit) };
  }
}
