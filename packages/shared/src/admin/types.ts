// Answers of the administration API (docs/product/admin.md): the contract the admin screens read, as
// zod schemas the routes answer with (responses.ts), and the types inferred from them.
import { z } from 'zod';
import { userDtoSchema } from '../api.js';
import { clubConfiguracionSchema } from '../clubs/types.js';
import { ROLES_CLUB, TIPOS_CLUB, TIPOS_USUARIO } from '../enums.js';
import {
  CAMPOS_FALTANTES, EQUIPO_KEYS, ESTADOS_PARTIDO, SIN_EQUIPO, TIPOS_PARTIDO, jugadorBotDtoSchema, jugadorRefDtoSchema,
} from '../matches/types.js';
import { nombreRefSchema, paginationSchema, personCorreoRefDtoSchema } from '../responses.js';

/** A person named by a row: the creator of a club or a match. */
export type AdminPersonaDto = z.infer<typeof personCorreoRefDtoSchema>;
export const adminClubRefDtoSchema = nombreRefSchema;
export type AdminClubRefDto = z.infer<typeof adminClubRefDtoSchema>;

// ---- GET /admin/stats, GET /admin/estadisticas/cancelados-incompletos, GET /admin/partidos/incompletos

export const adminTopMvpDtoSchema = z.object({
  _id: z.string(),
  /** MVPs won: the player's mvp_count, or with grupo_id the MVPs won in that club's matches */
  count: z.number().int(),
  nombre: z.string().nullable(),
  apellido: z.string().nullable(),
  apodo: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type AdminTopMvpDto = z.infer<typeof adminTopMvpDtoSchema>;

/** GET /admin/stats; with grupo_id every figure is that club's (docs/decisions/0017). */
export const adminStatsDtoSchema = z.object({
  usuarios: z.object({ total: z.number().int() }),
  partidos: z.object({
    total: z.number().int(),
    convocando: z.number().int(),
    proximoAComenzar: z.number().int(),
    enCurso: z.number().int(),
    finalizado: z.number().int(),
    cancelado: z.number().int(),
    /** upcoming matches (Convocando, Próximo a comenzar) with place, schedule or amount still undefined */
    incompletos: z.number().int(),
  }),
  lugares: z.object({ total: z.number().int() }),
  clubes: z.object({ total: z.number().int() }),
  /** venue validation requests waiting for an administrator (the dashboard's table) */
  solicitudesValidacion: z.object({ pendientes: z.number().int() }),
  topMVPs: z.array(adminTopMvpDtoSchema),
});
export type AdminStatsDto = z.infer<typeof adminStatsDtoSchema>;

export const adminCanceladoDtoSchema = z.object({
  _id: z.string(),
  /** DD/MM/YYYY */
  fecha: z.string(),
  hora_partido: z.string().nullable(),
  club: adminClubRefDtoSchema,
  creador: personCorreoRefDtoSchema.nullable(),
  lugar_nombre: z.string().nullable(),
  campos_faltantes: z.array(z.enum(CAMPOS_FALTANTES)),
  /** ISO instant: when the 23:59 rule cancelled it */
  fecha_cancelacion: z.string().nullable(),
});
export type AdminCanceladoDto = z.infer<typeof adminCanceladoDtoSchema>;

/** Cancelled-for-incomplete-info statistics: matches the 23:59 rule cancelled (docs/product/matches.md). */
export const canceladosIncompletosDtoSchema = z.object({
  total_cancelados_incompletos: z.number().int(),
  por_lugar_faltante: z.number().int(),
  por_horario_faltante: z.number().int(),
  por_monto_faltante: z.number().int(),
  /** missing two or three of the details (also counted in each por_…_faltante) */
  por_multiples_campos: z.number().int(),
  /** the ten clubs with most, most first */
  por_club: z.array(z.object({ _id: z.string(), nombre: z.string(), cantidad: z.number().int() })),
  /** the last ten, most recent cancellation first */
  ultimos_cancelados: z.array(adminCanceladoDtoSchema),
});
export type CanceladosIncompletosDto = z.infer<typeof canceladosIncompletosDtoSchema>;

/** The dashboard's table of matches with incomplete information: upcoming ones, soonest first. */
export const adminPartidoIncompletoDtoSchema = z.object({
  _id: z.string(),
  fecha: z.string(),
  hora_partido: z.string().nullable(),
  estado_partido: z.enum(ESTADOS_PARTIDO),
  tipo_partido: z.enum(TIPOS_PARTIDO),
  club_id: adminClubRefDtoSchema,
  uid: personCorreoRefDtoSchema.nullable(),
  lugar_nombre: z.string().nullable(),
  campos_faltantes: z.array(z.enum(CAMPOS_FALTANTES)),
  ocupados: z.number().int(),
  max_asistentes: z.number().int(),
});
export type AdminPartidoIncompletoDto = z.infer<typeof adminPartidoIncompletoDtoSchema>;
export const adminPartidosIncompletosDtoSchema = z.object({ partidos: z.array(adminPartidoIncompletoDtoSchema), pagination: paginationSchema });
export type AdminPartidosIncompletosDto = z.infer<typeof adminPartidosIncompletosDtoSchema>;

// ---- users (the admin view of a user and of a membership)

export const adminMembresiaDtoSchema = z.object({
  /** activo: always true, clubs are deleted for good, never deactivated */
  club_id: z.object({ _id: z.string(), nombre: z.string(), tipo: z.enum(TIPOS_CLUB), activo: z.boolean(), es_publico: z.boolean() }),
  rol: z.enum(ROLES_CLUB),
  fecha_ingreso: z.string(),
});
export type AdminMembresiaDto = z.infer<typeof adminMembresiaDtoSchema>;

export const adminUsuarioDtoSchema = userDtoSchema.omit({ clubes: true }).extend({
  clubes: z.array(adminMembresiaDtoSchema),
});
export type AdminUsuarioDto = z.infer<typeof adminUsuarioDtoSchema>;
export const adminUsuariosListDtoSchema = z.object({ usuarios: z.array(adminUsuarioDtoSchema), pagination: paginationSchema });
export type AdminUsuariosListDto = z.infer<typeof adminUsuariosListDtoSchema>;

export const adminDeleteUserResultDtoSchema = z.object({
  _id: z.string(),
  /** upcoming matches the user was taken off (their places went to the waiting lists) */
  partidos_abandonados: z.number().int(),
  /** clubs the user had created and was the only member of, deleted with the account */
  clubes_eliminados: z.number().int(),
});
export type AdminDeleteUserResultDto = z.infer<typeof adminDeleteUserResultDtoSchema>;

// ---- clubs (the admin view)

export const adminClubDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_CLUB),
  descripcion: z.string().nullable(),
  logo_url: z.string().nullable(),
  creador_id: personCorreoRefDtoSchema.nullable(),
  codigo_invitacion: z.string(),
  es_publico: z.boolean(),
  fecha_creacion: z.string(),
  total_miembros: z.number().int(),
  total_partidos: z.number().int(),
  /** the club's own venues, any validation state */
  total_lugares: z.number().int(),
});
export type AdminClubDto = z.infer<typeof adminClubDtoSchema>;
export const adminClubesListDtoSchema = z.object({ clubes: z.array(adminClubDtoSchema), pagination: paginationSchema });
export type AdminClubesListDto = z.infer<typeof adminClubesListDtoSchema>;

export const adminMiembroDtoSchema = z.object({
  usuario_id: z.object({
    _id: z.string(),
    nombre: z.string().nullable(),
    apellido: z.string().nullable(),
    apodo: z.string().nullable(),
    correo: z.string(),
    avatar_url: z.string().nullable(),
    tipo_usuario: z.enum(TIPOS_USUARIO),
  }),
  rol: z.enum(ROLES_CLUB),
  fecha_ingreso: z.string(),
});
export type AdminMiembroDto = z.infer<typeof adminMiembroDtoSchema>;

/** GET /admin/clubes/{id}?page&limit: the club and one page of its members, Creador first. */
export const adminClubDetailDtoSchema = adminClubDtoSchema.extend({
  configuracion: clubConfiguracionSchema,
  miembros: z.array(adminMiembroDtoSchema),
  miembros_pagination: paginationSchema,
});
export type AdminClubDetailDto = z.infer<typeof adminClubDetailDtoSchema>;

/** DELETE /admin/clubes/{id}: what went with the club. */
export const adminDeleteClubResultDtoSchema = z.object({
  _id: z.string(),
  nombreClub: z.string(),
  partidosEliminados: z.number().int(),
  lugaresEliminados: z.number().int(),
  /** global venues, or venues other clubs' matches use, handed to the public club instead (docs/decisions/0017) */
  lugaresTransferidos: z.number().int(),
  miembrosAfectados: z.number().int(),
});
export type AdminDeleteClubResultDto = z.infer<typeof adminDeleteClubResultDtoSchema>;

// ---- matches (the admin view)

export const adminPartidoDtoSchema = z.object({
  _id: z.string(),
  tipo_partido: z.enum(TIPOS_PARTIDO),
  /** DD/MM/YYYY */
  fecha: z.string(),
  hora_partido: z.string().nullable(),
  duracion: z.number().int(),
  lugar_id: z.string().nullable(),
  lugar_nombre: z.string().nullable(),
  cancha_numero: z.number().int().nullable(),
  /** the creator */
  uid: personCorreoRefDtoSchema.nullable(),
  club_id: adminClubRefDtoSchema,
  tiene_rival_externo: z.boolean(),
  /** attendees with an account */
  asistentes_count: z.number().int(),
  /** attendees plus guest players */
  ocupados: z.number().int(),
  max_asistentes: z.number().int(),
  /** local places: half of max_asistentes with an external rival */
  capacidad_local: z.number().int(),
  lista_espera_count: z.number().int(),
  estado_partido: z.enum(ESTADOS_PARTIDO),
  monto_arriendo: z.number().nullable(),
  monto_por_jugador: z.number(),
  resultado: z.object({ equipo_a: z.number().int(), equipo_b: z.number().int() }).nullable(),
  lugar_por_definir: z.boolean(),
  horario_por_definir: z.boolean(),
  monto_por_definir: z.boolean(),
  /** the details still undefined, or those recorded when the 23:59 rule cancelled it */
  campos_faltantes: z.array(z.enum(CAMPOS_FALTANTES)),
  es_publico: z.boolean(),
  fecha_cancelacion: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPartidoDto = z.infer<typeof adminPartidoDtoSchema>;
export const adminPartidosListDtoSchema = z.object({ partidos: z.array(adminPartidoDtoSchema), pagination: paginationSchema });
export type AdminPartidosListDto = z.infer<typeof adminPartidosListDtoSchema>;

export const adminPartidoDetailDtoSchema = adminPartidoDtoSchema.extend({
  equipo_a: z.string(),
  equipo_b: z.string(),
  descripcion: z.string().nullable(),
  notas: z.string().nullable(),
  asistentes: z.array(z.object({ usuario_id: jugadorRefDtoSchema, equipo: z.enum([...EQUIPO_KEYS, SIN_EQUIPO]), confirmado: z.boolean().nullable() })),
  lista_espera: z.array(z.object({ usuario_id: jugadorRefDtoSchema, pendiente_aprobacion: z.boolean() })),
  jugadores_bot: z.array(jugadorBotDtoSchema),
  mvp_asignado: jugadorRefDtoSchema.nullable(),
  /** the played-match counters were applied (once, whatever later status changes) */
  contadores_aplicados: z.boolean(),
});
export type AdminPartidoDetailDto = z.infer<typeof adminPartidoDetailDtoSchema>;
