// Venue answers of the API (docs/product/venues.md): zod schemas the routes answer with
// (responses.ts), and the types inferred from them.
import { z } from 'zod';
import { ESTADOS_SOLICITUD_LUGAR, ESTADOS_VALIDACION } from '../enums.js';
import { nombreRefSchema, paginationSchema, personCorreoRefDtoSchema, personRefDtoSchema } from '../responses.js';

export const lugarDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  cancha: z.string().nullable(),
  direccion: z.string(),
  telefono: z.string().nullable(),
  sitio_web: z.string().nullable(),
  notas: z.string().nullable(),
  notas_validacion: z.string().nullable(),
  estado_validacion: z.enum(ESTADOS_VALIDACION),
  es_global: z.boolean(),
  coordenadas: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  club_id: nombreRefSchema,
  creador: personRefDtoSchema.nullable(),
  validado_por: personRefDtoSchema.nullable(),
  fecha_validacion: z.string().nullable(),
  createdAt: z.string(),
  /** finished matches held here (all clubs) */
  partidos_realizados: z.number().int(),
});
export type LugarDto = z.infer<typeof lugarDtoSchema>;

/** A match row of 'Partidos en este Lugar' (the venue detail). */
export const lugarPartidoDtoSchema = z.object({
  _id: z.string(),
  fecha: z.string(),
  hora_partido: z.string().nullable(),
  tipo_partido: z.string(),
  estado_partido: z.string(),
  asistentes_count: z.number().int(),
});
export type LugarPartidoDto = z.infer<typeof lugarPartidoDtoSchema>;

export const lugarPermisosDtoSchema = z.object({
  puede_editar: z.boolean(),
  /** administrador: approve or reject */
  puede_validar: z.boolean(),
  /** a permitted non-administrator on a pending venue */
  puede_solicitar: z.boolean(),
});
export type LugarPermisosDto = z.infer<typeof lugarPermisosDtoSchema>;

export const lugarDetailDtoSchema = lugarDtoSchema.extend({
  /** matches held here that the viewer may see */
  total_partidos: z.number().int(),
  partidos: z.array(lugarPartidoDtoSchema),
  solicitud_pendiente: z.boolean(),
  permisos: lugarPermisosDtoSchema,
});
export type LugarDetailDto = z.infer<typeof lugarDetailDtoSchema>;

export const lugarConteosDtoSchema = z.object({ todos: z.number().int(), Validado: z.number().int(), Pendiente: z.number().int(), Rechazado: z.number().int() });
export type LugarConteosDto = z.infer<typeof lugarConteosDtoSchema>;

export const lugaresListDtoSchema = z.object({
  lugares: z.array(lugarDtoSchema),
  conteos: lugarConteosDtoSchema,
  pagination: paginationSchema,
  puede_crear: z.boolean(),
});
export type LugaresListDto = z.infer<typeof lugaresListDtoSchema>;

/** GET /lugares/selector: what the match form offers. */
export const lugarSelectorDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  direccion: z.string(),
  cancha: z.string().nullable(),
  telefono: z.string().nullable(),
  notas: z.string().nullable(),
  es_global: z.boolean(),
  estado_validacion: z.enum(ESTADOS_VALIDACION),
  partidos_realizados: z.number().int(),
});
export type LugarSelectorDto = z.infer<typeof lugarSelectorDtoSchema>;

export const lugarPopularDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  direccion: z.string(),
  total_partidos: z.number().int(),
  /** relative to the most popular venue */
  porcentaje: z.number(),
});
export type LugarPopularDto = z.infer<typeof lugarPopularDtoSchema>;

export const lugaresEstadisticasDtoSchema = z.object({
  total_lugares: z.number().int(),
  globales: z.number().int(),
  del_club: z.number().int(),
  inactivos: z.number().int(),
  con_partidos: z.number().int(),
  total_partidos: z.number().int(),
});
export type LugaresEstadisticasDto = z.infer<typeof lugaresEstadisticasDtoSchema>;

export const solicitudValidacionDtoSchema = z.object({
  _id: z.string(),
  lugar_id: z.object({
    _id: z.string(), nombre: z.string(), direccion: z.string(), telefono: z.string().nullable(), estado_validacion: z.enum(ESTADOS_VALIDACION),
  }).nullable(),
  solicitante_id: personCorreoRefDtoSchema.nullable(),
  club_id: nombreRefSchema.nullable(),
  razon: z.string(),
  estado: z.enum(ESTADOS_SOLICITUD_LUGAR),
  comentarios_admin: z.string().nullable(),
  procesado_por: personRefDtoSchema.nullable(),
  fecha_procesamiento: z.string().nullable(),
  createdAt: z.string(),
});
export type SolicitudValidacionDto = z.infer<typeof solicitudValidacionDtoSchema>;

export const solicitudesListDtoSchema = z.object({ solicitudes: z.array(solicitudValidacionDtoSchema), pagination: paginationSchema });
export type SolicitudesListDto = z.infer<typeof solicitudesListDtoSchema>;
