// What the club API answers (inside { success, data, message? }). Field names are the spec's: zod schemas
// the routes answer with (responses.ts), and the types inferred from them.
import { z } from 'zod';
import { ESTADOS_SOLICITUD, ROLES_CLUB, TIPOS_CLUB, TIPOS_CUENTA, TIPOS_MODERACION } from '../enums.js';
import { nombreRefSchema, paginationSchema, personCorreoRefDtoSchema, personRefDtoSchema } from '../responses.js';

export const clubConfiguracionSchema = z.object({
  permitir_creacion_partidos_publicos: z.boolean(),
  usuarios_pueden_invitar: z.boolean(),
  requiere_aprobacion_ingreso: z.boolean(),
  /** "Generar equipos" by ratings learned from the club's results (docs/product/teams.md); off: by declared level */
  equipos_aprendidos: z.boolean(),
});
export type ClubConfiguracion = z.infer<typeof clubConfiguracionSchema>;

/** `{ _id, nombre }`: how a club is named inside other answers. */
export const clubRefDtoSchema = nombreRefSchema;
export type ClubRefDto = z.infer<typeof clubRefDtoSchema>;

/** One card of GET /clubes and GET /clubes/mis-clubes (clubs the caller belongs to, oldest membership first). */
export const clubSummaryDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_CLUB),
  descripcion: z.string().nullable(),
  logo_url: z.string().nullable(),
  creador_id: z.string().nullable(),
  es_publico: z.boolean(),
  mi_rol: z.enum(ROLES_CLUB),
  total_miembros: z.number().int(),
  fecha_ingreso: z.string(),
  configuracion: clubConfiguracionSchema,
  /** null when the caller may not see it (canSeeInviteCode). */
  codigo_invitacion: z.string().nullable(),
});
export type ClubSummaryDto = z.infer<typeof clubSummaryDtoSchema>;

/** A user as shown in member tables and request lists. `correo` only when the viewer may see it. */
export const clubUserDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string().nullable(),
  apellido: z.string().nullable(),
  apodo: z.string().nullable(),
  avatar_url: z.string().nullable(),
  correo: z.string().optional(),
});
export type ClubUserDto = z.infer<typeof clubUserDtoSchema>;

export const clubMemberDtoSchema = z.object({ usuario_id: clubUserDtoSchema, rol: z.enum(ROLES_CLUB), fecha_ingreso: z.string() });
export type ClubMemberDto = z.infer<typeof clubMemberDtoSchema>;

/** GET /clubes/{id} (members and administradores), also the answer of POST /clubes and PUT /clubes/{id}. */
export const clubDetailDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_CLUB),
  descripcion: z.string().nullable(),
  logo_url: z.string().nullable(),
  creador_id: z.string().nullable(),
  /** null when the caller may not see it (a Miembro when usuarios_pueden_invitar is off). */
  codigo_invitacion: z.string().nullable(),
  configuracion: clubConfiguracionSchema,
  total_miembros: z.number().int(),
  total_partidos: z.number().int(),
  total_lugares: z.number().int(),
  /** null for a platform administrador who is not a member. */
  mi_rol: z.enum(ROLES_CLUB).nullable(),
  es_publico: z.boolean(),
  createdAt: z.string(),
  /** Creador first, then Moderadores, then Miembros, each by join date; at most CLUB_DETAIL_MEMBERS_MAX. */
  miembros: z.array(clubMemberDtoSchema),
});
export type ClubDetailDto = z.infer<typeof clubDetailDtoSchema>;

/** POST /clubes/solicitar-ingreso and POST /clubes/{id}/unirse-invitacion. */
export const joinClubResultDtoSchema = z.object({
  /** true: a Pendiente request was created; false: the caller is now a member. */
  requiere_aprobacion: z.boolean(),
  club: clubRefDtoSchema,
  /** The same name again: the spec reads it both as club.nombre and nombre_club. */
  nombre_club: z.string(),
  solicitud_id: z.string().optional(),
});
export type JoinClubResultDto = z.infer<typeof joinClubResultDtoSchema>;

export const publicClubDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_CLUB),
  descripcion: z.string().nullable(),
  logo_url: z.string().nullable(),
  es_publico: z.literal(true),
  total_miembros: z.number().int(),
});
export type PublicClubDto = z.infer<typeof publicClubDtoSchema>;

/** GET /clubes/publico/info. */
export const publicClubInfoDtoSchema = z.object({ club: publicClubDtoSchema, es_miembro: z.boolean() });
export type PublicClubInfoDto = z.infer<typeof publicClubInfoDtoSchema>;

/** POST /clubes/publico/unirse: already being a member is not an error. */
export const publicClubJoinResultDtoSchema = z.object({ unido: z.literal(true), ya_era_miembro: z.boolean(), club: clubRefDtoSchema });
export type PublicClubJoinResultDto = z.infer<typeof publicClubJoinResultDtoSchema>;

/** GET /clubes/{id}/solicitudes, and the answer of aprobar / rechazar. */
export const joinRequestDtoSchema = z.object({
  _id: z.string(),
  club_id: z.string(),
  usuario_id: clubUserDtoSchema,
  estado: z.enum(ESTADOS_SOLICITUD),
  mensaje: z.string().nullable(),
  notas_rechazo: z.string().nullable(),
  fecha_solicitud: z.string(),
  fecha_procesado: z.string().nullable(),
  procesado_por: z.string().nullable(),
});
export type JoinRequestDto = z.infer<typeof joinRequestDtoSchema>;

/** PUT /clubes/{id}/miembros/{userId}/rol. */
export const changeRoleResultDtoSchema = z.object({ usuario_id: z.string(), rol: z.enum(ROLES_CLUB), rol_anterior: z.enum(ROLES_CLUB) });
export type ChangeRoleResultDto = z.infer<typeof changeRoleResultDtoSchema>;

/** POST /clubes/{id}/transferir-propiedad. */
export const transferOwnershipResultDtoSchema = z.object({ creador_id: z.string(), creador_anterior_id: z.string().nullable() });
export type TransferOwnershipResultDto = z.infer<typeof transferOwnershipResultDtoSchema>;

/** POST /clubes/{id}/regenerar-codigo. */
export const regenerateCodeResultDtoSchema = z.object({ codigo_invitacion: z.string() });
export type RegenerateCodeResultDto = z.infer<typeof regenerateCodeResultDtoSchema>;

/** POST /clubes/{id}/logo. */
export const clubLogoResultDtoSchema = z.object({ logo_url: z.string() });
export type ClubLogoResultDto = z.infer<typeof clubLogoResultDtoSchema>;

/** GET /clubes/{id}/verificar-salida. */
export const leaveCheckDtoSchema = z.object({
  puede_salir: z.boolean(),
  pagos_pendientes: z.number().int(),
  pagos_aprobados: z.number().int(),
  partidos_activos: z.number().int(),
  /** Why leaving is blocked (only when puede_salir is false). */
  motivo: z.string().optional(),
  /** Shown before confirming when approved payments will be lost. */
  advertencia: z.string().optional(),
});
export type LeaveCheckDto = z.infer<typeof leaveCheckDtoSchema>;

/** POST /clubes/{id}/salir. */
export const leaveResultDtoSchema = z.object({ partidos_abandonados: z.number().int() });
export type LeaveResultDto = z.infer<typeof leaveResultDtoSchema>;

/** GET /clubes/{id}/cuentas-pago (data is an array of these). */
export const paymentAccountDtoSchema = z.object({
  _id: z.string(),
  club_id: z.string(),
  alias: z.string().nullable(),
  nombre_titular: z.string(),
  rut_titular: z.string(),
  nombre_banco: z.string(),
  tipo_cuenta: z.enum(TIPOS_CUENTA),
  numero_cuenta: z.string(),
  correo_electronico: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentAccountDto = z.infer<typeof paymentAccountDtoSchema>;

/** Known metadata keys per entry type; other modules may add more (free-form beyond these). */
export const moderationMetadataSchema = z.object({
  solicitud_id: z.string().optional(),
  notas_rechazo: z.string().optional(),
  rol_anterior: z.enum(ROLES_CLUB).optional(),
  rol_nuevo: z.enum(ROLES_CLUB).optional(),
  creador_anterior_id: z.string().nullable().optional(),
  monto: z.number().optional(),
  lugar_nombre: z.string().optional(),
  metodo_pago: z.string().optional(),
}).catchall(z.unknown());
export type ModerationMetadata = z.infer<typeof moderationMetadataSchema>;

export const moderationLogEntryDtoSchema = z.object({
  _id: z.string(),
  fecha: z.string(),
  tipo: z.enum(TIPOS_MODERACION),
  /** The moderator, or null if that account was deleted. */
  moderador_id: personCorreoRefDtoSchema.nullable(),
  afectado_id: z.string().nullable(),
  /** The affected user's name when afectado_id is a user that still exists. */
  afectado: personRefDtoSchema.nullable(),
  metadata: moderationMetadataSchema,
  ip_address: z.string().nullable(),
});
export type ModerationLogEntryDto = z.infer<typeof moderationLogEntryDtoSchema>;

/** GET /clubes/{id}/moderacion/historial (newest first). */
export const moderationHistoryDtoSchema = z.object({ historial: z.array(moderationLogEntryDtoSchema), pagination: paginationSchema });
export type ModerationHistoryDto = z.infer<typeof moderationHistoryDtoSchema>;

/** GET /clubes/{id}/moderacion: the moderation panel. */
export const moderationPanelDtoSchema = z.object({
  solicitudesPendientes: z.number().int(),
  lugaresPendientes: z.number().int(),
  comprobantesPendientes: z.number().int(),
  totalPendientes: z.number().int(),
});
export type ModerationPanelDto = z.infer<typeof moderationPanelDtoSchema>;
