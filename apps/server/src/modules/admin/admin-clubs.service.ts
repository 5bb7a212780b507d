import {
  
  type AdminClubDetailDto, type AdminClubDetailQuery, type AdminClubesListDto, type AdminClubsQuery, type AdminDeleteClubResultDto,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { Storage } from '../../lib/storage.js';
import { paginationOf, requireAdmin } from './admin-common.js';
import { clubConfiguracion, toAdminClub, toAdminMiembro } from './admin.mapper.js';
import type { AdminStore } from './admin.store.js';

/** /admin/clubes (docs/product/admin.md "Clubs"). */
export class AdminClubsService {
  constructor(private d: { store: AdminStore; storage: Storage; clock: Clock }) {}

  /** One statement whatever the page size: clubs with creator and counters, and the total. */
  async list(user: UserRow, q: AdminClubsQuery): Promise<AdminClubesListDto> {
    requireAdmin(user);
    const { rows, total } = await this.d.store.clubs.page(q);
    return { clubes: rows.map(toAdminClub), pagination: paginationOf(total, q.page, q.limit) };
  }

  /** The club and one page of its members (10 by default, options 5, 10, 20, 50). */
  async detail(user: UserRow, id: string, q: AdminClubDetailQuery): Promise<AdminClubDetailDto> {
    requireAdmin(user);
    const row = isId(id) ? await this.d.store.clubs.findRow(id) : undefined;
    if (!row) throw notFound('clubNoEncontrado');
    const { rows, total } = await this.d.store.clubs.membersPage(row.club.id, q.page, q.limit);
    return {
      ...toAdminClub(row),
      configuracion: clubConfiguracion(row),
      miembros: rows.map(toAdminMiembro),
      miembros_pagination: paginationOf(total, q.page, q.limit),
    };
  }

  /**
   * DELETE /admin/clubes/{id}: permanent, in one transaction that first locks the club row (docs/decisions/0017).
   * The public club is refused. Typing the exact name is the dialog's confirmation, not the server's.
   */
  async remove(user: UserRow, id: string): Promise<AdminDeleteClubResultDto> {
    requireAdmin(user);
    if (!isId(id)) throw notFound('clubNoEncontrado');
    const { club, deleted } = await this.d.store.transaction(async (tx) => {
      const club = await tx.clubs.lock(id);
      if (!club) throw notFound('clubNoEncontrado');
      if (club.esPublico) throw badRequest('clubPublicoNoEliminable');
      const deleted = await tx.clubs.deleteClub(club.id, await tx.clubs.publicClubId(), this.d.clock.now());
      return { club, deleted };
    });
    await this.d.storage.removePublic(club.logoUrl);
    return {
      _id: club.id,
      nombreClub: club.nombre,
      partidosEliminados: deleted.partidos,
      lugaresEliminados: deleted.lugaresEliminados,
      lugaresTransferidos: deleted.lugaresTransferidos,
      miembrosAfectados: deleted.miembros,
    };
  }
}
