import {
  
  type AdminPartidoDetailDto, type AdminPartidosListDto, type AdminPartidosQuery, type EstadoPartido,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { MatchStatusService } from '../matches/status.service.js';
import { paginationOf, requireAdmin } from './admin-common.js';
import { toAdminPartido, toAdminPartidoDetail } from './admin.mapper.js';
import type { AdminStore } from './admin.store.js';

/** /admin/partidos (docs/product/admin.md "Matches"). */
export class AdminMatchesService {
  constructor(private d: { store: AdminStore; status: MatchStatusService }) {}

  /** One statement whatever the page size: matches with club, creator, venue name and roster counts, and the total. */
  async list(user: UserRow, q: AdminPartidosQuery): Promise<AdminPartidosListDto> {
    requireAdmin(user);
    const { rows, total } = await this.d.store.partidos.page(q);
    return { partidos: rows.map(toAdminPartido), pagination: paginationOf(total, q.page, q.limit) };
  }

  async detail(user: UserRow, id: string): Promise<AdminPartidoDetailDto> {
    requireAdmin(user);
    const row = isId(id) ? await this.d.store.partidos.findRow(id) : undefined;
    if (!row) throw notFound('partidoNoEncontrado');
    return toAdminPartidoDetail(row, await this.d.store.partidos.roster(row.partido.id, row.partido.mvpId));
  }

  /** The matches module applies the change and its counters (matches/status.service.ts). */
  async setStatus(user: UserRow, id: string, estado: EstadoPartido): Promise<AdminPartidoDetailDto> {
    requireAdmin(user);
    await this.d.status.setStatus(user, id, estado);
    return this.detail(user, id);
  }

  async cancel(user: UserRow, id: string): Promise<AdminPartidoDetailDto> {
    requireAdmin(user);
    await this.d.status.cancel(user, id);
    return this.detail(user, id);
  }
}
