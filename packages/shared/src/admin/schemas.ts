// Request bodies and query strings of the administration API (docs/product/admin.md), with the spec's Spanish messages.
// The server validates with these; the admin forms and dialogs reuse them.
import { z } from 'zod';
import '../zod-locale.js';
import { MSG } from '../messages.js';
import { limitSchema, pageSchema } from '../query.js';
import { SINGLE_LINE } from '../text.js';
import { PAGE_LIMIT_MAX } from '../constants.js';
import { NIVELES, ROLES_CLUB, TIPOS_CLUB, TIPOS_USUARIO } from '../enums.js';
import { correoSchema, passwordSchema } from '../auth/schemas.js';
import { idSchema, isPlainObject } from '../clubs/schemas.js';
import { ESTADOS_PARTIDO } from '../matches/types.js';
import { dropEmpty, profileFieldsSchema, withoutEmpty } from '../users/schemas.js';
import { ADMIN_INCOMPLETOS_PAGE_SIZE, ADMIN_MIEMBROS_PAGE_SIZE, ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX } from './constants.js';

/** A page size with its default, capped at 100 on the server. */
const search = z.string().trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).max(ADMIN_SEARCH_MAX, MSG.busquedaMax).optional();

/** Query strings: empty values are "no filter", as the list screens send them. */
const query = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (isPlainObject(v) ? dropEmpty(v) : v ?? {}), schema);

// ---- statistics

/** GET /admin/stats: optional grupo_id, a club whose figures alone are wanted. */
export const adminStatsQuerySchema = query(z.object({ grupo_id: idSchema(MSG.clubNoEncontrado).optional() }));
export type AdminStatsQuery = z.infer<typeof adminStatsQuerySchema>;

/** GET /admin/partidos/incompletos: 10 a page. */
export const adminIncompletosQuerySchema = query(z.object({ page: pageSchema, limit: limitSchema(ADMIN_INCOMPLETOS_PAGE_SIZE) }));
export type AdminIncompletosQuery = z.infer<typeof adminIncompletosQuerySchema>;

// ---- users

/**
 * GET /admin/users: search matches nombre, apellido, "nombre apellido", apodo or correo. The club filter is the
 * spec's club_activo_id; club_id is accepted too. Both mean "member of that club" (docs/product/admin.md).
 */
export const adminUsersQuerySchema = query(
  z
    .object({
      page: pageSchema,
      limit: limitSchema(ADMIN_PAGE_SIZE),
      search,
      tipo_usuario: z.enum(TIPOS_USUARIO, { error: MSG.tipoUsuarioInvalido }).optional(),
      nivel_habilidad: z.enum(NIVELES, { error: MSG.nivelInvalido }).optional(),
      club_activo_id: idSchema(MSG.clubNoEncontrado).optional(),
      club_id: idSchema(MSG.clubNoEncontrado).optional(),
    })
    .transform(({ club_activo_id, club_id, ...q }) => ({ ...q, club_id: club_activo_id ?? club_id })),
);
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/**
 * POST /admin/users (docs/product/admin.md): the complete-profile fields, correo, a password of at least 6
 * characters and the platform role (usuario unless said). The account starts with a complete profile.
 */
export const adminCreateUserSchema = withoutEmpty(
  profileFieldsSchema.extend({
    correo: correoSchema,
    password: passwordSchema,
    tipo_usuario: z.enum(TIPOS_USUARIO, { error: MSG.tipoUsuarioInvalido }).default('usuario'),
  }),
);
export type AdminCreateUserInput = z.infer<typeof adminCreateUserSchema>;

const OPCIONALES = ['apodo', 'posicion_secundaria', 'pie_dominante', 'estatura_cm', 'peso_kg', 'talla_botin', 'fecha_nacimiento', 'bio'] as const;
const f = profileFieldsSchema.shape;

/**
 * PUT /admin/users/{id} (docs/product/admin.md): the six required fields must be there; an optional one sent
 * empty or null is cleared (as PUT /auth/me, docs/decisions/0004). correo is not editable: sent back, it is ignored.
 * The platform role changes only through PUT /admin/users/{id}/type.
 */
export const adminUpdateUserSchema = z.preprocess(
  (v) => {
    if (!isPlainObject(v)) return v;
    const out: Record<string, unknown> = { ...v };
    for (const [k, val] of Object.entries(out)) {
      if (typeof val === 'string' && val.trim() === '') out[k] = (OPCIONALES as readonly string[]).includes(k) ? null : undefined;
    }
    return out;
  },
  profileFieldsSchema.extend({
    apodo: f.apodo.unwrap().nullable().optional(),
    posicion_secundaria: f.posicion_secundaria.unwrap().nullable().optional(),
    pie_dominante: f.pie_dominante.unwrap().nullable().optional(),
    estatura_cm: f.estatura_cm.unwrap().nullable().optional(),
    peso_kg: f.peso_kg.unwrap().nullable().optional(),
    talla_botin: f.talla_botin.unwrap().nullable().optional(),
    fecha_nacimiento: f.fecha_nacimiento.unwrap().nullable().optional(),
    bio: f.bio.unwrap().nullable().optional(),
    correo: z.string().optional(),
  }),
);
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

/** PUT /admin/users/{id}/type. */
export const adminChangeTypeSchema = z.object({ tipo_usuario: z.enum(TIPOS_USUARIO, { error: MSG.tipoUsuarioInvalido }) });
export type AdminChangeTypeInput = z.infer<typeof adminChangeTypeSchema>;

/** A membership of the dialog: club_id as an id, or as the object GET …/clubes returned. */
const membresiaSchema = z.object({
  club_id: z.preprocess((v) => (isPlainObject(v) ? v._id : v), idSchema(MSG.clubRequerido)),
  // the role defaults to Miembro
  rol: z.enum(ROLES_CLUB, { error: MSG.rolClubInvalido }).default('Miembro'),
  /** sent back by the dialog; an existing membership keeps its date, a new one starts now */
  fecha_ingreso: z.string().max(40).optional(),
});

/**
 * PUT /admin/users/{id}/clubes: the user's memberships as they should be. A club twice is refused with
 * 'El usuario ya pertenece a este club'.
 */
export const adminUserClubsSchema = z.object({
  clubes: z
    .array(membresiaSchema, { error: MSG.clubesRequeridos })
    .max(PAGE_LIMIT_MAX, MSG.datosInvalidos)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((m, i) => {
        if (seen.has(m.club_id)) ctx.addIssue({ code: 'custom', message: MSG.usuarioYaPerteneceClub, path: [i, 'club_id'] });
        seen.add(m.club_id);
      });
    }),
});
export type AdminUserClubsInput = z.infer<typeof adminUserClubsSchema>;

/** PUT /admin/users/{id}/club-activo: the spec sends club_activo_id; club_id (as PUT /auth/club-activo) is accepted too. */
export const adminActiveClubSchema = z.preprocess(
  (v) => (isPlainObject(v) && v.club_activo_id === undefined ? { club_activo_id: v.club_id } : v),
  z.object({ club_activo_id: idSchema(MSG.clubRequerido) }),
);
export type AdminActiveClubInput = z.infer<typeof adminActiveClubSchema>;

// ---- clubs

/** GET /admin/clubes: search by name, type filter, 20 a page. */
export const adminClubsQuerySchema = query(z.object({
  page: pageSchema,
  limit: limitSchema(ADMIN_PAGE_SIZE),
  search,
  tipo: z.enum(TIPOS_CLUB, { error: MSG.tipoClubInvalido }).optional(),
}));
export type AdminClubsQuery = z.infer<typeof adminClubsQuerySchema>;

/** GET /admin/clubes/{id}: one page of members, 10 by default (options 5, 10, 20, 50). */
export const adminClubDetailQuerySchema = query(z.object({ page: pageSchema, limit: limitSchema(ADMIN_MIEMBROS_PAGE_SIZE) }));
export type AdminClubDetailQuery = z.infer<typeof adminClubDetailQuerySchema>;

// ---- matches

/** GET /admin/partidos: search by venue name or creator name, status, club and external-rival filters. */
export const adminPartidosQuerySchema = query(z.object({
  page: pageSchema,
  limit: limitSchema(ADMIN_PAGE_SIZE),
  search,
  estado_partido: z.enum(ESTADOS_PARTIDO, { error: MSG.estadoPartidoInvalido }).optional(),
  club_id: idSchema(MSG.clubNoEncontrado).optional(),
  tiene_rival_externo: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: MSG.rivalExternoInvalido })
    .transform((v) => v === true || v === 'true')
    .optional(),
}));
export type AdminPartidosQuery = z.infer<typeof adminPartidosQuerySchema>;

/** PUT /admin/partidos/{id}/estado: any of the five (docs/product/admin.md). */
export const adminEstadoPartidoSchema = z.object({
  estado_partido: z.enum(ESTADOS_PARTIDO, { error: MSG.estadoPartidoInvalido }),
});
export type AdminEstadoPartidoInput = z.infer<typeof adminEstadoPartidoSchema>;
