// The API contract both sides read: envelope and the user as the API returns it. The user, the auth result and the
// public config are zod schemas the routes answer with (responses.ts); the types are inferred from them.
import { z } from 'zod';
import type { ErrorCode } from './errors.js';
import { invitacionContextoDtoSchema } from './invitations/types.js';
import { AUTH_PROVIDERS, FRECUENCIAS, NIVELES, PIES, POSICIONES, ROLES_CLUB, TIPOS_CLUB, TIPOS_USUARIO } from './enums.js';
import type { paginationSchema } from './responses.js';

export interface ApiSuccess<T> { success: true; data: T; message?: string }
/** An error: the stable `code` the client decides on, the Spanish `message` the user reads (docs/decisions/0031). */
export interface ApiFailure { success: false; code: ErrorCode; message: string; errors?: FieldError[] }
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
export interface FieldError { field: string; message: string }

export type Pagination = z.infer<typeof paginationSchema>;

export const clubMembershipDtoSchema = z.object({
  club_id: z.string(),
  rol: z.enum(ROLES_CLUB),
  nombre: z.string(),
  tipo: z.enum(TIPOS_CLUB),
  es_publico: z.boolean(),
  logo_url: z.string().nullable(),
  fecha_ingreso: z.string(),
});
export type ClubMembershipDto = z.infer<typeof clubMembershipDtoSchema>;

export const userDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string().nullable(),
  apellido: z.string().nullable(),
  apodo: z.string().nullable(),
  correo: z.string(),
  telefono: z.string().nullable(),
  posicion_principal: z.enum(POSICIONES).nullable(),
  posicion_secundaria: z.enum(POSICIONES).nullable(),
  nivel_habilidad: z.enum(NIVELES).nullable(),
  frecuencia_juego: z.enum(FRECUENCIAS).nullable(),
  pie_dominante: z.enum(PIES).nullable(),
  estatura_cm: z.number().nullable(),
  peso_kg: z.number().nullable(),
  talla_botin: z.number().nullable(),
  fecha_nacimiento: z.string().nullable(),
  bio: z.string().nullable(),
  mostrar_correo: z.boolean(),
  mostrar_telefono: z.boolean(),
  mostrar_info_fisica: z.boolean(),
  photoURL: z.string().nullable(),
  avatar_url: z.string().nullable(),
  authProvider: z.enum(AUTH_PROVIDERS),
  tipo_usuario: z.enum(TIPOS_USUARIO),
  profileComplete: z.boolean(),
  needsProfileCompletion: z.boolean(),
  club_activo_id: z.string().nullable(),
  partidos_jugados: z.number().int(),
  mvp_count: z.number().int(),
  racha_asistencia: z.number().int(),
  fecha_registro: z.string(),
  createdAt: z.string(),
  clubes: z.array(clubMembershipDtoSchema),
});
export type UserDto = z.infer<typeof userDtoSchema>;

export const authResultSchema = z.object({
  token: z.string(),
  user: userDtoSchema,
  needsProfileCompletion: z.boolean(),
  /** register with codigoInvitacion: the invite link's match and club, so the client continues the flow */
  invitacion: invitacionContextoDtoSchema.optional(),
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const publicConfigSchema = z.object({ googleClientId: z.string().nullable(), publicUrl: z.string() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
