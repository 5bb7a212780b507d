import {
  rolCambiadoMensaje, usuarioCreadorDeClubesMensaje,
  type AdminCreateUserInput, type AdminDeleteUserResultDto, type AdminMembresiaDto, type AdminUpdateUserInput, type AdminUserClubsInput,
  type AdminUsersQuery, type AdminUsuarioDto, type AdminUsuariosListDto, type TipoUsuario,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { Storage } from '../../lib/storage.js';
import type { AuthService } from '../auth/auth.service.js';
import type { SessionService } from '../auth/sessions.js';
import type { AdminMembershipService } from '../clubs/admin-membership.service.js';
import type { ActionContext } from '../clubs/membership.service.js';
import type { EnrolmentService } from '../matches/enrolment.service.js';
import { paginationOf, requireAdmin } from './admin-common.js';
import { toAdminMembresia, toAdminUsuario } from './admin.mapper.js';
import type { AdminStore } from './admin.store.js';

export interface AdminUsersDeps {
  store: AdminStore;
  auth: AuthService;
  sessions: SessionService;
  memberships: AdminMembershipService;
  enrolment: EnrolmentService;
  storage: Storage;
  clock: Clock;
}

/**
 * /admin/users (docs/product/admin.md "Users"): search and filters, create, edit, platform role,
 * delete, memberships and the active club. An administrador cannot change the role of, or delete, themselves.
 */
export class AdminUsersService {
  constructor(private d: AdminUsersDeps) {}

  /** Two statements whatever the page size: the page of users with the total, then their memberships. */
  async list(user: UserRow, q: AdminUsersQuery): Promise<AdminUsuariosListDto> {
    requireAdmin(user);
    const { rows, total } = await this.d.store.users.page(q);
    const memberships = await this.d.store.users.membershipsOf(rows.map((u) => u.id));
    return { usuarios: rows.map((u) => toAdminUsuario(u, memberships)), pagination: paginationOf(total, q.page, q.limit) };
  }

  async get(user: UserRow, id: string): Promise<AdminUsuarioDto> {
    requireAdmin(user);
    return this.dtoOf(await this.find(id));
  }

  /** POST /admin/users: a correo in use is 409 (the unique index decides). */
  async create(user: UserRow, input: AdminCreateUserInput): Promise<AdminUsuarioDto> {
    requireAdmin(user);
    const { correo, password, tipo_usuario, ...profile } = input;
    return this.dtoOf(await this.d.auth.createAccountByAdmin(correo, password, profile, tipo_usuario));
  }

  /** PUT /admin/users/{id}: the profile as PUT /auth/me saves it; correo stays. */
  async update(user: UserRow, id: string, input: AdminUpdateUserInput): Promise<AdminUsuarioDto> {
    requireAdmin(user);
    const target = await this.find(id);
    await this.d.auth.updateProfile(target, input);
    return this.dtoOf(await this.find(id));
  }

  /** PUT /admin/users/{id}/type: not one's own, so at least one administrador always remains. */
  async changeType(user: UserRow, id: string, tipo: TipoUsuario): Promise<{ message: string; data: AdminUsuarioDto }> {
    requireAdmin(user);
    if (id === user.id) throw forbidden('rolPropio');
    const target = await this.find(id);
    await this.d.store.users.setTipo(target.id, tipo, this.d.clock.now());
    return { message: rolCambiadoMensaje(tipo), data: await this.dtoOf(await this.find(id)) };
  }

  /**
   * DELETE /admin/users/{id} (docs/decisions/0017). Refused for oneself, and while the user is the Creador of a club
   * with other members (its ownership goes to someone else first). In one transaction: clubs they created and are
   * alone in are deleted as an administrador deletes a club; they leave every upcoming match through the matches
   * module (places freed, reserves promoted, payments removed); payments nobody can settle go, approved ones stay
   * with no player; the account goes and the database cascades the rest; finished matches are recounted. Their
   * sessions end before that, so they cannot sign up again meanwhile.
   */
  async remove(user: UserRow, id: string): Promise<AdminDeleteUserResultDto> {
    requireAdmin(user);
    if (id === user.id) throw forbidden('eliminarCuentaPropia');
    const target = await this.find(id);
    soloClubsOf(await this.d.store.users.ownedClubs(target.id));
    await this.d.sessions.endAllOf(target.id);
    const { abandonados, solos } = await this.d.store.transaction(async (tx) => {
      const now = this.d.clock.now();
      const solos = soloClubsOf(await tx.users.ownedClubs(target.id));
      const publicClubId = await tx.clubs.publicClubId();
      for (const c of solos) await tx.clubs.deleteClub(c.id, publicClubId, now);
      const abandonados = await this.d.enrolment.withdrawEverywhere(tx.db, target.id);
      await tx.users.deleteOpenPayments(target.id);
      const jugados = await tx.users.attendedMatches(target.id);
      if (!(await tx.users.deleteUser(target.id))) throw notFound('usuarioNoEncontrado');
      await tx.users.recountMatches(jugados);
      return { abandonados, solos };
    });
    await this.d.storage.removePublic(target.photoUrl);
    for (const c of solos) await this.d.storage.removePublic(c.logoUrl);
    return { _id: target.id, partidos_abandonados: abandonados, clubes_eliminados: solos.length };
  }

  /** GET /admin/users/{id}/clubes. */
  async clubs(user: UserRow, id: string): Promise<AdminMembresiaDto[]> {
    requireAdmin(user);
    const target = await this.find(id);
    return (await this.d.store.users.membershipsOf([target.id])).map(toAdminMembresia);
  }

  /** PUT /admin/users/{id}/clubes: the club rules live in the clubs module (AdminMembershipService). */
  async replaceClubs(user: UserRow, id: string, input: AdminUserClubsInput, ctx: ActionContext): Promise<AdminMembresiaDto[]> {
    requireAdmin(user);
    const target = await this.find(id);
    await this.d.memberships.replace(user, target.id, input.clubes, ctx);
    return (await this.d.store.users.membershipsOf([target.id])).map(toAdminMembresia);
  }

  /** PUT /admin/users/{id}/club-activo: a club the user belongs to. */
  async setActiveClub(user: UserRow, id: string, clubId: string): Promise<AdminUsuarioDto> {
    requireAdmin(user);
    const target = await this.find(id);
    await this.d.memberships.setActiveClub(user, target.id, clubId);
    return this.dtoOf(await this.find(id));
  }

  private async find(id: string): Promise<UserRow> {
    const found = isId(id) ? await this.d.store.users.findById(id) : undefined;
    if (!found) throw notFound('usuarioNoEncontrado');
    return found;
  }

  private async dtoOf(u: UserRow): Promise<AdminUsuarioDto> {
    return toAdminUsuario(u, await this.d.store.users.membershipsOf([u.id]));
  }
}

/** The clubs the user is alone in (deleted with the account); 409 naming those with other members. */
function soloClubsOf<T extends { nombre: string; miembros: number }>(owned: T[]): T[] {
  const shared = owned.filter((c) => c.miembros > 1);
  if (shared.length) throw conflict({ code: 'USUARIO_CREADOR_DE_CLUBES', message: usuarioCreadorDeClubesMensaje(shared.map((c) => c.nombre)) });
  return owned;
}
