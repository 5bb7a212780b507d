// Players directory and profile answers (docs/product/stats.md): zod schemas the routes answer with
// (responses.ts), and the types inferred from them.
import { z } from 'zod';
import { FRECUENCIAS, NIVELES, PIES, POSICIONES, ROLES_CLUB, TIPOS_USUARIO } from '../enums.js';
import { paginationSchema } from '../responses.js';

/** A row of GET /usuarios: no contact or physical data (those are on the profile, under the privacy rule). */
export const jugadorListItemDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string().nullable(),
  apellido: z.string().nullable(),
  apodo: z.string().nullable(),
  avatar_url: z.string().nullable(),
  photoURL: z.string().nullable(),
  posicion_principal: z.enum(POSICIONES).nullable(),
  posicion_secundaria: z.enum(POSICIONES).nullable(),
  nivel_habilidad: z.enum(NIVELES).nullable(),
  mvp_count: z.number().int(),
  partidos_jugados: z.number().int(),
  racha_asistencia: z.number().int(),
  /** role in the active club */
  rol: z.enum(ROLES_CLUB),
  fecha_ingreso: z.string(),
});
export type JugadorListItemDto = z.infer<typeof jugadorListItemDtoSchema>;

/** GET /usuarios */
export const jugadoresListDtoSchema = z.object({ usuarios: z.array(jugadorListItemDtoSchema), pagination: paginationSchema });
export type JugadoresListDto = z.infer<typeof jugadoresListDtoSchema>;

/** true = hidden from this viewer: the screen shows 'Privado' instead of the value. */
export const privacidadDtoSchema = z.object({ correo: z.boolean(), telefono: z.boolean(), info_fisica: z.boolean() });
export type PrivacidadDto = z.infer<typeof privacidadDtoSchema>;

/** A club of the player that the viewer can see (shared clubs; all of them for the player and administradores). */
export const jugadorClubDtoSchema = z.object({
  club_id: z.string(), nombre: z.string(), rol: z.enum(ROLES_CLUB), es_publico: z.boolean(), fecha_ingreso: z.string(),
});
export type JugadorClubDto = z.infer<typeof jugadorClubDtoSchema>;

/**
 * GET /usuarios/{id}. correo, telefono and the physical fields (estatura_cm, peso_kg, talla_botin,
 * fecha_nacimiento) are null when `privado` says so.
 */
export const jugadorPerfilDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string().nullable(),
  apellido: z.string().nullable(),
  apodo: z.string().nullable(),
  avatar_url: z.string().nullable(),
  photoURL: z.string().nullable(),
  posicion_principal: z.enum(POSICIONES).nullable(),
  posicion_secundaria: z.enum(POSICIONES).nullable(),
  nivel_habilidad: z.enum(NIVELES).nullable(),
  frecuencia_juego: z.enum(FRECUENCIAS).nullable(),
  pie_dominante: z.enum(PIES).nullable(),
  bio: z.string().nullable(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  estatura_cm: z.number().nullable(),
  peso_kg: z.number().nullable(),
  talla_botin: z.number().nullable(),
  /** DD/MM/YYYY */
  fecha_nacimiento: z.string().nullable(),
  mostrar_correo: z.boolean(),
  mostrar_telefono: z.boolean(),
  mostrar_info_fisica: z.boolean(),
  privado: privacidadDtoSchema,
  tipo_usuario: z.enum(TIPOS_USUARIO),
  fecha_registro: z.string(),
  partidos_jugados: z.number().int(),
  mvp_count: z.number().int(),
  racha_asistencia: z.number().int(),
  racha_maxima: z.number().int(),
  partidos_inscritos: z.number().int(),
  last_mvp_date: z.string().nullable(),
  clubes: z.array(jugadorClubDtoSchema),
  /** the viewer's own profile */
  es_propio: z.boolean(),
});
export type JugadorPerfilDto = z.infer<typeof jugadorPerfilDtoSchema>;

/** GET /usuarios/{id}/estadisticas. */
export const jugadorEstadisticasDtoSchema = z.object({
  partidos_jugados: z.number().int(),
  mvp_count: z.number().int(),
  racha_asistencia: z.number().int(),
  racha_maxima: z.number().int(),
  /** matches enrolled in as an attendee, any state but Cancelado */
  partidos_inscritos: z.number().int(),
  /** of those, the ones not played yet (Convocando, Próximo a comenzar, En curso) */
  partidos_proximos: z.number().int(),
  last_mvp_date: z.string().nullable(),
  /** attended over enrolled in the last 90 days (late notices count half), 0–100; null without finished matches */
  confiabilidad: z.number().int().nullable(),
});
export type JugadorEstadisticasDto = z.infer<typeof jugadorEstadisticasDtoSchema>;
