import {
  CLUB_DETAIL_MEMBERS_MAX, LOGO_SIZE_PX, MSG, canOwnClub, canViewClub,
  type ClubDetailDto, type ClubLogoResultDto, type ClubSummaryDto, type CreateClubInput, type LeaveCheckDto,
  type LeaveResultDto, type MsgKey, type RegenerateCodeResultDto, type RolClub, type UpdateClubInput, type UserDto,
} from '@partidos/shared';
import type { ClubRow, UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Storage } from '../../lib/storage.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ClubAccess } from './club-access.js';
import type { ClubPatch } from './clubs.repository.js';
import { toClubDetail, toClubSummary, type Viewer } from './clubs.mapper.js';
import type { ClubsStore } from './clubs.store.js';
import type { LeaveContributors } from './leave.js';

/** Logos are judged by their bytes: JPG, PNG or GIF (docs/product/clubs.md). */
export const LOGO_MIMES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** 31^8 codes: a collision is rare, five in a row means something else is wrong. */
const CODE_ATTEMPTS = 5;

export interface ClubsServiceDeps {
  store: ClubsStore;
  access: ClubAccess;
  storage: Storage;
  auth: AuthService;
  clock: Clock;
  leave: LeaveContributors;
  /** makes an invitation code (modules/clubs/invite-code.ts) */
  inviteCode: () => string;
}

/** Clubs themselves: list, detail, create, edit, logo, code, active club, leaving. */
export class ClubsService {
  constructor(private d: ClubsServiceDeps) {}

  /** GET /clubes: only the caller's own clubs, so no permission beyond being signed in. */
  async listMine(user: UserRow): Promise<ClubSummaryDto[]> {
    const rows = await this.d.store.clubs.listForUser(user.id);
    return rows.map((r) => toClubSummary(r, user));
  }

  async getDetail(user: UserRow, clubId: string): Promise<ClubDetailDto> {
    const { club, rol } = await this.d.access.require(user, clubId, canViewClub);
    return this.detailOf(club, { user, rol });
  }

  /** Three queries whatever the size of the club: access (club + role), members with their users, counters. */
  private async detailOf(club: ClubRow, viewer: Viewer): Promise<ClubDetailDto> {
    const [members, totals] = await Promise.all([
      // the public club's list needs the viewer's other clubs for contact data (docs/decisions/0030)
      this.d.store.clubs.membersOf(club.id, CLUB_DETAIL_MEMBERS_MAX, club.esPublico ? viewer.user.id : null),
      this.d.store.clubs.totalsOf(club.id),
    ]);
    return toClubDetail(club, viewer, members, totals);
  }

  /**
   * Any signed-in user may create a club (docs/product/clubs.md). The creator becomes its
   * Creador and the club their active club, in one transaction.
   */
  async create(user: UserRow, input: CreateClubInput): Promise<ClubDetailDto> {
    const now = this.d.clock.now();
    const cfg = input.configuracion ?? {};
    const club = await this.d.store.transaction(async (tx) => {
      let row: ClubRow | undefined;
      for (let attempt = 0; !row && attempt < CODE_ATTEMPTS; attempt++) {
        row = await tx.clubs.insertClub({
          id: newId(),
          nombre: input.nombre,
          tipo: input.tipo,
          descripcion: input.descripcion ?? null,
          creadorId: user.id,
          codigoInvitacion: this.d.inviteCode(), // the unique index decides; a taken code inserts nothing
          permitirCreacionPartidosPublicos: cfg.permitir_creacion_partidos_publicos ?? true,
          usuariosPuedenInvitar: cfg.usuarios_pueden_invitar ?? true,
          requiereAprobacionIngreso: cfg.requiere_aprobacion_ingreso ?? true,
          equiposAprendidos: cfg.equipos_aprendidos ?? true,
          createdAt: now,
          updatedAt: now,
        });
      }
      if (!row) throw new AppError('INTERNAL', 'errorInterno');
      await tx.clubs.addMember(row.id, user.id, 'Creador', now);
      await tx.clubs.setActiveClub(user.id, row.id);
      return row;
    });
    return this.detailOf(club, { user, rol: 'Creador' });
  }

  /** Name, type, description, settings: the Creador's (docs/product/clubs.md "Roles and permissions"). */
  async update(user: UserRow, clubId: string, input: UpdateClubInput): Promise<ClubDetailDto> {
    const { club, rol } = await this.d.access.require(user, clubId, canOwnClub);
    // a new logo only comes through POST /logo, so two clubs never share (and delete) one file
    if (input.logo_url && input.logo_url !== club.logoUrl) throw badRequest('logoUrlInvalida', [{ field: 'logo_url', message: MSG.logoUrlInvalida }]);
    const cfg = input.configuracion ?? {};
    const patch: ClubPatch = {
      ...(input.nombre !== undefined ? { nombre: input.nombre } : {}),
      ...(input.tipo !== undefined ? { tipo: input.tipo } : {}),
      ...(input.descripcion !== undefined ? { descripcion: input.descripcion || null } : {}),
      ...(input.logo_url === null ? { logoUrl: null } : {}),
      ...(cfg.permitir_creacion_partidos_publicos !== undefined ? { permitirCreacionPartidosPublicos: cfg.permitir_creacion_partidos_publicos } : {}),
      ...(cfg.usuarios_pueden_invitar !== undefined ? { usuariosPuedenInvitar: cfg.usuarios_pueden_invitar } : {}),
      ...(cfg.requiere_aprobacion_ingreso !== undefined ? { requiereAprobacionIngreso: cfg.requiere_aprobacion_ingreso } : {}),
      ...(cfg.equipos_aprendidos !== undefined ? { equiposAprendidos: cfg.equipos_aprendidos } : {}),
    };
    const updated = (await this.d.store.clubs.updateClub(club.id, patch)) ?? club;
    if (input.logo_url === null) await this.d.storage.removePublic(club.logoUrl);
    return this.detailOf(updated, { user, rol });
  }

  /**
   * Checks permission before reading the upload (`read`), so an outsider cannot make the server buffer a file.
   * The image is re-encoded like avatars; the previous logo file is removed.
   */
  async setLogo(user: UserRow, clubId: string, read: () => Promise<Buffer>): Promise<ClubLogoResultDto> {
    const { club } = await this.d.access.require(user, clubId, canOwnClub);
    const buffer = await read();
    await this.d.storage.assertType(buffer, LOGO_MIMES, 'logoFormato');
    let url: string;
    try {
      url = await this.d.storage.savePublicImage('logos', buffer, LOGO_SIZE_PX, user.id);
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'logoFormato'); // the bytes claimed an image but do not decode
    }
    // read the previous logo under a row lock so two uploads at once each remove exactly the file they replaced
    const previous = await this.d.store.transaction(async (tx) => {
      const locked = await tx.clubs.lockClub(club.id);
      await tx.clubs.updateClub(club.id, { logoUrl: url });
      return locked?.logoUrl ?? null;
    });
    await this.d.storage.removePublic(previous);
    return { logo_url: url };
  }

  /** The old code stops working at once (the column holds one code). */
  async regenerateCode(user: UserRow, clubId: string): Promise<RegenerateCodeResultDto> {
    const { club } = await this.d.access.require(user, clubId, canOwnClub);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = this.d.inviteCode();
      if (code === club.codigoInvitacion) continue;
      try {
        await this.d.store.clubs.updateClub(club.id, { codigoInvitacion: code });
        return { codigo_invitacion: code };
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
      }
    }
    throw new AppError('INTERNAL', 'errorInterno');
  }

  /** PUT /auth/club-activo: only a club the user belongs to (404 otherwise, administradores included). */
  async setActiveClub(user: UserRow, clubId: string): Promise<UserDto> {
    const { club } = await this.d.access.requireMembership(user, clubId);
    const updated = await this.d.store.clubs.setActiveClub(user.id, club.id);
    return this.d.auth.userDto(updated!);
  }

  async checkLeave(user: UserRow, clubId: string): Promise<LeaveCheckDto> {
    const { club, rol } = await this.d.access.requireMembership(user, clubId);
    return (await this.leaveState(club, rol, user.id)).dto;
  }

  /** Leaving a club (docs/product/clubs.md): public club, Creador and pending payments block; approved ones warn. */
  private async leaveState(club: ClubRow, rol: RolClub, userId: string): Promise<{ dto: LeaveCheckDto; motivoKey?: MsgKey }> {
    const counts = await this.d.leave.counts(club.id, userId);
    const motivoKey = club.esPublico
      ? 'clubPublicoNoSeDeja'
      : rol === 'Creador'
        ? 'creadorNoPuedeSalir'
        : counts.pagos_pendientes > 0
          ? 'pagosPendientesBloquean'
          : undefined;
    const motivo = motivoKey && MSG[motivoKey];
    const dto: LeaveCheckDto = {
      puede_salir: !motivo,
      ...counts,
      ...(motivo ? { motivo } : {}),
      ...(!motivo && counts.pagos_aprobados > 0 ? { advertencia: MSG.pagosAprobadosSePierden } : {}),
    };
    return { dto, motivoKey };
  }

  /** 409 with the reason when leaving is blocked; if this was the active club, the oldest remaining one becomes active. */
  async leave(user: UserRow, clubId: string): Promise<LeaveResultDto> {
    const { club, rol } = await this.d.access.requireMembership(user, clubId);
    const state = await this.leaveState(club, rol, user.id);
    if (!state.dto.puede_salir) throw conflict(state.motivoKey ?? 'noPuedesSalir');
    const result = await this.d.leave.runOnLeave(club.id, user.id);
    await this.d.store.transaction(async (tx) => {
      const member = await tx.clubs.lockMembership(club.id, user.id);
      if (!member) throw notFound('noEresMiembro');
      // ownership may have been transferred to this user since the check
      if (member.rol === 'Creador') throw conflict('creadorNoPuedeSalir');
      await tx.clubs.removeMember(club.id, user.id);
      await tx.clubs.replaceActiveClub(user.id, club.id);
    });
    return result;
  }
}
