import {
  canSeeInviteCode, contactAccessOf, isAdmin, isContactShown,
  type Actor, type ClubConfiguracion, type ClubDetailDto, type ClubMemberDto, type ClubSummaryDto, type ClubUserDto,
  type EstadoSolicitud, type JoinRequestDto, type ModerationLogEntryDto, type ModerationMetadata, type PaymentAccountDto,
  type RolClub, type TipoClub, type TipoCuenta, type TipoModeracion, type TipoUsuario,
} from '@partidos/shared';
import type { ClubRow, JoinRequestRow, ModerationLogRow, PaymentAccountRow, UserRow } from '../../db/schema/index.js';

export const actorOf = (user: Pick<UserRow, 'tipoUsuario'>): Actor => ({ tipo_usuario: user.tipoUsuario as TipoUsuario });

export interface Viewer { user: UserRow; rol: RolClub | null }

export interface MemberUserColumns {
  id: string; nombre: string | null; apellido: string | null; apodo: string | null;
  photoUrl: string | null; correo: string; mostrarCorreo: boolean;
  /** in the public club's list only: the viewer's highest role in another club both belong to (null for none) */
  viewerRolInSharedClub?: string | null;
}

export const configuracionOf = (c: ClubRow): ClubConfiguracion => ({
  permitir_creacion_partidos_publicos: c.permitirCreacionPartidosPublicos,
  usuarios_pueden_invitar: c.usuariosPuedenInvitar,
  requiere_aprobacion_ingreso: c.requiereAprobacionIngreso,
  equipos_aprendidos: c.equiposAprendidos,
});

const codeFor = (c: ClubRow, v: Viewer) => (canSeeInviteCode(actorOf(v.user), v.rol, c.usuariosPuedenInvitar) ? c.codigoInvitacion : null);

/**
 * correo only when the viewer manages the club, the person shows it, or it is the viewer. In the public
 * community club the club itself counts for nothing: another club both belong to decides (docs/decisions/0030).
 */
export function toClubUser(u: MemberUserColumns, v: Viewer, isPublicClub = false): ClubUserDto {
  const roles = isPublicClub ? [u.viewerRolInSharedClub as RolClub | null | undefined] : [v.rol];
  const showCorreo = isContactShown(contactAccessOf(actorOf(v.user), u.id === v.user.id, roles), u.mostrarCorreo);
  return {
    _id: u.id, nombre: u.nombre, apellido: u.apellido, apodo: u.apodo, avatar_url: u.photoUrl,
    ...(showCorreo ? { correo: u.correo } : {}),
  };
}

export function toClubSummary(r: { club: ClubRow; rol: string; fechaIngreso: Date; total: number }, user: UserRow): ClubSummaryDto {
  const rol = r.rol as RolClub;
  return {
    _id: r.club.id,
    nombre: r.club.nombre,
    tipo: r.club.tipo as TipoClub,
    descripcion: r.club.descripcion,
    logo_url: r.club.logoUrl,
    creador_id: r.club.creadorId,
    es_publico: r.club.esPublico,
    mi_rol: rol,
    total_miembros: Number(r.total),
    fecha_ingreso: r.fechaIngreso.toISOString(),
    configuracion: configuracionOf(r.club),
    codigo_invitacion: codeFor(r.club, { user, rol }),
  };
}

export function toClubDetail(
  club: ClubRow,
  v: Viewer,
  members: { rol: string; fechaIngreso: Date; user: MemberUserColumns; total: number }[],
  totals: { totalPartidos: number; totalLugares: number },
): ClubDetailDto {
  const miembros: ClubMemberDto[] = members.map((m) => ({
    usuario_id: toClubUser(m.user, v, club.esPublico),
    rol: m.rol as RolClub,
    fecha_ingreso: m.fechaIngreso.toISOString(),
  }));
  return {
    _id: club.id,
    nombre: club.nombre,
    tipo: club.tipo as TipoClub,
    descripcion: club.descripcion,
    logo_url: club.logoUrl,
    creador_id: club.creadorId,
    codigo_invitacion: codeFor(club, v),
    configuracion: configuracionOf(club),
    total_miembros: Number(members[0]?.total ?? 0),
    total_partidos: totals.totalPartidos,
    total_lugares: totals.totalLugares,
    mi_rol: v.rol,
    es_publico: club.esPublico,
    createdAt: club.createdAt.toISOString(),
    miembros,
  };
}

export function toJoinRequest(r: JoinRequestRow, u: MemberUserColumns, v: Viewer): JoinRequestDto {
  return {
    _id: r.id,
    club_id: r.clubId,
    usuario_id: toClubUser(u, v),
    estado: r.estado as EstadoSolicitud,
    mensaje: r.mensaje,
    notas_rechazo: r.notasRechazo,
    fecha_solicitud: r.createdAt.toISOString(),
    fecha_procesado: r.fechaProcesado?.toISOString() ?? null,
    procesado_por: r.procesadoPor,
  };
}

export const toPaymentAccount = (a: PaymentAccountRow): PaymentAccountDto => ({
  _id: a.id,
  club_id: a.clubId,
  alias: a.alias,
  nombre_titular: a.nombreTitular,
  rut_titular: a.rutTitular,
  nombre_banco: a.nombreBanco,
  tipo_cuenta: a.tipoCuenta as TipoCuenta,
  numero_cuenta: a.numeroCuenta,
  correo_electronico: a.correoElectronico,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

export function toModerationEntry(r: {
  entry: ModerationLogRow;
  moderador: { id: string; nombre: string | null; apellido: string | null; correo: string } | null;
  afectado: { id: string; nombre: string | null; apellido: string | null } | null;
}): ModerationLogEntryDto {
  return {
    _id: r.entry.id,
    fecha: r.entry.fecha.toISOString(),
    tipo: r.entry.tipo as TipoModeracion,
    moderador_id: r.moderador ? { _id: r.moderador.id, nombre: r.moderador.nombre, apellido: r.moderador.apellido, correo: r.moderador.correo } : null,
    afectado_id: r.entry.afectadoId,
    afectado: r.afectado ? { _id: r.afectado.id, nombre: r.afectado.nombre, apellido: r.afectado.apellido } : null,
    metadata: r.entry.metadata as ModerationMetadata,
    ip_address: r.entry.ipAddress,
  };
}

export const isPlatformAdmin = (user: UserRow) => isAdmin(actorOf(user));
