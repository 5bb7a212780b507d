// What the club API answers (inside { success, data, message? }). Field names are the spec's (spec 1 §3).
import type { Pagination } from '../api.js';
import type { EstadoSolicitud, RolClub, TipoClub, TipoCuenta, TipoModeracion } from '../enums.js';

export interface ClubConfiguracion {
  permitir_creacion_partidos_publicos: boolean;
  usuarios_pueden_invitar: boolean;
  requiere_aprobacion_ingreso: boolean;
}

/** `{ _id, nombre }`: how a club is named inside other answers. */
export interface ClubRefDto { _id: string; nombre: string }

/** One card of GET /clubes and GET /clubes/mis-clubes (clubs the caller belongs to, oldest membership first). */
export interface ClubSummaryDto {
  _id: string;
  nombre: string;
  tipo: TipoClub;
  descripcion: string | null;
  logo_url: string | null;
  creador_id: string | null;
  es_publico: boolean;
  mi_rol: RolClub;
  total_miembros: number;
  fecha_ingreso: string;
  configuracion: ClubConfiguracion;
  /** null when the caller may not see it (canSeeInviteCode). */
  codigo_invitacion: string | null;
}

/** A user as shown in member tables and request lists. `correo` only when the viewer may see it. */
export interface ClubUserDto {
  _id: string;
  nombre: string | null;
  apellido: string | null;
  apodo: string | null;
  avatar_url: string | null;
  correo?: string;
}

export interface ClubMemberDto { usuario_id: ClubUserDto; rol: RolClub; fecha_ingreso: string }

/** GET /clubes/{id} (members and administradores), also the answer of POST /clubes and PUT /clubes/{id}. */
export interface ClubDetailDto {
  _id: string;
  nombre: string;
  tipo: TipoClub;
  descripcion: string | null;
  logo_url: string | null;
  creador_id: string | null;
  /** null when the caller may not see it (a Miembro when usuarios_pueden_invitar is off). */
  codigo_invitacion: string | null;
  configuracion: ClubConfiguracion;
  total_miembros: number;
  total_partidos: number;
  total_lugares: number;
  /** null for a platform administrador who is not a member. */
  mi_rol: RolClub | null;
  es_publico: boolean;
  createdAt: string;
  /** Creador first, then Moderadores, then Miembros, each by join date; at most CLUB_DETAIL_MEMBERS_MAX. */
  miembros: ClubMemberDto[];
}

/** POST /clubes/solicitar-ingreso and POST /clubes/{id}/unirse-invitacion. */
export interface JoinClubResultDto {
  /** true: a Pendiente request was created; false: the caller is now a member. */
  requiere_aprobacion: boolean;
  club: ClubRefDto;
  /** The same name again: the spec reads it both as club.nombre and nombre_club. */
  nombre_club: string;
  solicitud_id?: string;
}

export interface PublicClubDto {
  _id: string;
  nombre: string;
  tipo: TipoClub;
  descripcion: string | null;
  logo_url: string | null;
  es_publico: true;
  total_miembros: number;
}

/** GET /clubes/publico/info. */
export interface PublicClubInfoDto { club: PublicClubDto; es_miembro: boolean }

/** POST /clubes/publico/unirse: already being a member is not an error. */
export interface PublicClubJoinResultDto { unido: true; ya_era_miembro: boolean; club: ClubRefDto }

/** GET /clubes/{id}/solicitudes, and the answer of aprobar / rechazar. */
export interface JoinRequestDto {
  _id: string;
  club_id: string;
  usuario_id: ClubUserDto;
  estado: EstadoSolicitud;
  mensaje: string | null;
  notas_rechazo: string | null;
  fecha_solicitud: string;
  fecha_procesado: string | null;
  procesado_por: string | null;
}

/** PUT /clubes/{id}/miembros/{userId}/rol. */
export interface ChangeRoleResultDto { usuario_id: string; rol: RolClub; rol_anterior: RolClub }

/** POST /clubes/{id}/transferir-propiedad. */
export interface TransferOwnershipResultDto { creador_id: string; creador_anterior_id: string | null }

/** POST /clubes/{id}/regenerar-codigo. */
export interface RegenerateCodeResultDto { codigo_invitacion: string }

/** POST /clubes/{id}/logo. */
export interface ClubLogoResultDto { logo_url: string }

/** GET /clubes/{id}/verificar-salida. */
export interface LeaveCheckDto {
  puede_salir: boolean;
  pagos_pendientes: number;
  pagos_aprobados: number;
  partidos_activos: number;
  /** Why leaving is blocked (only when puede_salir is false). */
  motivo?: string;
  /** Shown before confirming when approved payments will be lost. */
  advertencia?: string;
}

/** POST /clubes/{id}/salir. */
export interface LeaveResultDto { partidos_abandonados: number }

/** GET /clubes/{id}/cuentas-pago (data is an array of these). */
export interface PaymentAccountDto {
  _id: string;
  club_id: string;
  alias: string | null;
  nombre_titular: string;
  rut_titular: string;
  nombre_banco: string;
  tipo_cuenta: TipoCuenta;
  numero_cuenta: string;
  correo_electronico: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Known metadata keys per entry type (spec 1 §3); other modules may add more. */
export interface ModerationMetadata {
  solicitud_id?: string;
  notas_rechazo?: string;
  rol_anterior?: RolClub;
  rol_nuevo?: RolClub;
  creador_anterior_id?: string | null;
  monto?: number;
  lugar_nombre?: string;
  metodo_pago?: string;
  [key: string]: unknown;
}

export interface ModerationLogEntryDto {
  _id: string;
  fecha: string;
  tipo: TipoModeracion;
  /** The moderator, or null if that account was deleted. */
  moderador_id: { _id: string; nombre: string | null; apellido: string | null; correo: string } | null;
  afectado_id: string | null;
  /** The affected user's name when afectado_id is a user that still exists. */
  afectado: { _id: string; nombre: string | null; apellido: string | null } | null;
  metadata: ModerationMetadata;
  ip_address: string | null;
}

/** GET /clubes/{id}/moderacion/historial (newest first). */
export interface ModerationHistoryDto { historial: ModerationLogEntryDto[]; pagination: Pagination }

/** GET /clubes/{id}/moderacion (spec 1 §3 "Moderation panel"). */
export interface ModerationPanelDto {
  solicitudesPendientes: number;
  lugaresPendientes: number;
  comprobantesPendientes: number;
  totalPendientes: number;
}
