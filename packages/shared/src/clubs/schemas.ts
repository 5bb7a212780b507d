// Request bodies and query strings of the club API (docs/product/clubs.md, payments.md), with the spec's Spanish
// messages. The server validates with these; the web forms reuse them.
import { z } from 'zod';
import { MSG } from '../messages.js';
import { limitSchema, pageSchema } from '../query.js';
import { SINGLE_LINE } from '../text.js';
import {
  CLUB_DESCRIPCION_MAX, CLUB_DESCRIPCION_MIN_ONBOARDING, CLUB_NOMBRE_MAX, CLUB_NOMBRE_MAX_ONBOARDING, CLUB_NOMBRE_MIN,
  CLUB_NOMBRE_MIN_ONBOARDING, INVITE_CODE_LENGTH, JOIN_MESSAGE_MAX, NOTAS_RECHAZO_MAX, PAGE_SIZE_HISTORY,
} from '../constants.js';
import { ESTADOS_SOLICITUD, ROLES_ASIGNABLES, TIPOS_CLUB, TIPOS_CUENTA, TIPOS_MODERACION } from '../enums.js';
import { RUT_FORMAT, isValidRut } from '../format.js';
import { requiredString } from '../auth/schemas.js';
import { dropEmpty } from '../users/schemas.js';

export const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Ids are 24 lowercase hex characters. */
export const ID_REGEX = /^[0-9a-f]{24}$/;
export const idSchema = (message: string) => z.string({ error: message }).trim().regex(ID_REGEX, message);

/** Only logos uploaded through POST /clubes/{id}/logo (docs/decisions/0009): no third-party image URLs. */
export const LOGO_URL_REGEX = /^\/uploads\/logos\/[0-9a-f]{24}\.webp$/;
const logoUrlSchema = z.string().trim().regex(LOGO_URL_REGEX, MSG.logoUrlInvalida);

const clubNombre = (min: number, max: number, length: string) =>
  z.string({ error: MSG.clubNombreRequerido }).trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).min(1, MSG.clubNombreRequerido).min(min, length).max(max, length);

export const configuracionSchema = z.object({
  permitir_creacion_partidos_publicos: z.boolean({ error: MSG.datosInvalidos }).optional(),
  usuarios_pueden_invitar: z.boolean({ error: MSG.datosInvalidos }).optional(),
  requiere_aprobacion_ingreso: z.boolean({ error: MSG.datosInvalidos }).optional(),
  equipos_aprendidos: z.boolean({ error: MSG.datosInvalidos }).optional(),
});
export type ConfiguracionInput = z.infer<typeof configuracionSchema>;

/** /onboarding/crear-club: nombre 2–50, tipo and descripcion (10–500) required (docs/product/clubs.md). */
export const createClubOnboardingSchema = z.object({
  origen: z.literal('onboarding'),
  nombre: clubNombre(CLUB_NOMBRE_MIN_ONBOARDING, CLUB_NOMBRE_MAX_ONBOARDING, MSG.clubNombreLargoOnboarding),
  tipo: z.enum(TIPOS_CLUB, { error: MSG.clubTipoRequerido }),
  descripcion: requiredString(MSG.clubDescripcionRequerida)
    .min(CLUB_DESCRIPCION_MIN_ONBOARDING, MSG.clubDescripcionLargoOnboarding)
    .max(CLUB_DESCRIPCION_MAX, MSG.clubDescripcionLargoOnboarding),
  configuracion: configuracionSchema.optional(),
});

/** /clubes/crear: nombre 3–100, descripcion optional up to 500, tipo defaults to Grupo de Amigos (docs/product/clubs.md). */
export const createClubPageSchema = z.object({
  origen: z.literal('pagina'),
  nombre: clubNombre(CLUB_NOMBRE_MIN, CLUB_NOMBRE_MAX, MSG.clubNombreLargo),
  tipo: z.enum(TIPOS_CLUB, { error: MSG.clubTipoRequerido }).default('Grupo de Amigos'),
  descripcion: z.string().trim().max(CLUB_DESCRIPCION_MAX, MSG.clubDescripcionMax).optional(),
  configuracion: configuracionSchema.optional(),
});

/**
 * POST /clubes. `origen` ('onboarding' | 'pagina', default 'pagina') picks which of the two forms' rules apply
 * (docs/decisions/0009). Empty strings count as absent; the three settings default to true on the server.
 * There is no logo_url here: the logo is uploaded after creating, with POST /clubes/{id}/logo.
 */
export const createClubSchema = z.preprocess(
  (v) => (isPlainObject(v) ? { ...dropEmpty(v), origen: v.origen ?? 'pagina' } : v),
  z.discriminatedUnion('origen', [createClubOnboardingSchema, createClubPageSchema], { error: MSG.clubOrigenInvalido }),
);
export type CreateClubInput = z.infer<typeof createClubSchema>;

/**
 * PUT /clubes/{id}: every field optional (absent = unchanged). descripcion and logo_url sent as '' or null are
 * cleared; nombre may not be emptied. logo_url may only be cleared or sent back unchanged: a new logo is
 * uploaded with POST /clubes/{id}/logo.
 */
export const updateClubSchema = z.preprocess(
  (v) => {
    if (!isPlainObject(v)) return v;
    const out = { ...v };
    for (const k of ['descripcion', 'logo_url']) if (typeof out[k] === 'string' && !(out[k] as string).trim()) out[k] = null;
    return out;
  },
  z.object({
    nombre: clubNombre(CLUB_NOMBRE_MIN, CLUB_NOMBRE_MAX, MSG.clubNombreLargo).optional(),
    tipo: z.enum(TIPOS_CLUB, { error: MSG.clubTipoRequerido }).optional(),
    descripcion: z.string().trim().max(CLUB_DESCRIPCION_MAX, MSG.clubDescripcionMax).nullable().optional(),
    logo_url: logoUrlSchema.nullable().optional(),
    configuracion: configuracionSchema.optional(),
  }),
);
export type UpdateClubInput = z.infer<typeof updateClubSchema>;

/** Exactly 8 characters, forced to uppercase. */
export const inviteCodeSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .length(INVITE_CODE_LENGTH, MSG.codigoLargo)
    .transform((v) => v.toUpperCase());

/** An optional text: blank or null counts as absent. */
export const optionalText = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === 'string' && !v.trim()) || v === null ? undefined : v, z.string().trim().max(max, message).optional());

/** POST /clubes/solicitar-ingreso. */
export const joinByCodeSchema = z.object({
  codigo_invitacion: inviteCodeSchema(MSG.codigoRequerido),
  mensaje: optionalText(JOIN_MESSAGE_MAX, MSG.mensajeMax),
});
export type JoinByCodeInput = z.infer<typeof joinByCodeSchema>;

/** POST /clubes/{id}/unirse-invitacion. */
export const joinByInvitationSchema = z.object({
  codigoInvitacion: inviteCodeSchema(MSG.codigoObligatorio),
  mensaje: optionalText(JOIN_MESSAGE_MAX, MSG.mensajeMax),
});
export type JoinByInvitationInput = z.infer<typeof joinByInvitationSchema>;

/** PUT /auth/club-activo. */
export const setActiveClubSchema = z.object({ club_id: idSchema(MSG.clubRequerido) });
export type SetActiveClubInput = z.infer<typeof setActiveClubSchema>;

/** PUT /clubes/{id}/solicitudes/{requestId}/rechazar: the reason is required (docs/product/clubs.md). */
export const rejectJoinRequestSchema = z.object({
  notas_rechazo: requiredString(MSG.motivoObligatorio).max(NOTAS_RECHAZO_MAX, MSG.motivoMax),
});
export type RejectJoinRequestInput = z.infer<typeof rejectJoinRequestSchema>;

/** PUT /clubes/{id}/miembros/{userId}/rol: only Miembro ⇄ Moderador (docs/product/clubs.md). */
export const changeRoleSchema = z.object({ rol: z.enum(ROLES_ASIGNABLES, { error: MSG.rolInvalido }) });
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

/** POST /clubes/{id}/transferir-propiedad. */
export const transferOwnershipSchema = z.object({ usuario_id: idSchema(MSG.usuarioRequerido) });
export type TransferOwnershipInput = z.infer<typeof transferOwnershipSchema>;

/** Chilean RUT as the form formats it (12.345.678-5), with a correct módulo-11 check digit (docs/product/payments.md). */
export const rutSchema = z
  .string({ error: MSG.rutRequerido })
  .trim()
  .min(1, MSG.rutRequerido)
  .regex(RUT_FORMAT, MSG.rutFormato)
  .refine((v) => !RUT_FORMAT.test(v) || isValidRut(v), MSG.rutDigito)
  .transform((v) => v.toUpperCase());

/** POST /clubes/{id}/cuentas-pago and PUT …/{accountId} (the edit modal sends the whole account; docs/product/payments.md). */
export const paymentAccountSchema = z.object({
  alias: optionalText(60, MSG.aliasMax),
  nombre_titular: requiredString(MSG.titularRequerido).max(100, MSG.titularMax),
  rut_titular: rutSchema,
  nombre_banco: requiredString(MSG.bancoRequerido).max(60, MSG.bancoMax),
  tipo_cuenta: z.enum(TIPOS_CUENTA, { error: MSG.tipoCuentaRequerido }),
  numero_cuenta: requiredString(MSG.numeroCuentaRequerido).regex(/^[0-9][0-9 -]{0,29}$/, MSG.numeroCuentaInvalido),
  correo_electronico: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim()) || v === null ? undefined : v,
    z.string().trim().max(254, MSG.correoInvalido).pipe(z.email(MSG.correoInvalido)).transform((v) => v.toLowerCase()).optional(),
  ),
});
export type PaymentAccountInput = z.infer<typeof paymentAccountSchema>;

/** GET /clubes/{id}/solicitudes?estado=Pendiente (no estado: every request). */
export const joinRequestsQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({ estado: z.enum(ESTADOS_SOLICITUD, { error: MSG.estadoSolicitudInvalido }).optional() }),
);

const YMD = /^\d{4}-\d{2}-\d{2}$/;
export const filterDate = z
  .string()
  .trim()
  .regex(YMD, MSG.fechaFiltroInvalida)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    // a real day, in years PostgreSQL and the app both take (year 0 is not a PostgreSQL date)
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01' && v <= '2999-12-31';
  }, MSG.fechaFiltroInvalida);

/**
 * GET /clubes/{id}/moderacion/historial: page from 1, limit 20 by default and capped at 100, tipo,
 * and an inclusive date range YYYY-MM-DD in APP_TIMEZONE.
 */
export const moderationHistoryQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z
    .object({
      page: pageSchema,
      limit: limitSchema(PAGE_SIZE_HISTORY),
      tipo: z.enum(TIPOS_MODERACION, { error: MSG.tipoModeracionInvalido }).optional(),
      fecha_inicio: filterDate.optional(),
      fecha_fin: filterDate.optional(),
    })
    .refine((q) => !q.fecha_inicio || !q.fecha_fin || q.fecha_inicio <= q.fecha_fin, {
      message: MSG.rangoFechasInvalido,
      path: ['fecha_fin'],
    }),
);
export type ModerationHistoryQuery = z.infer<typeof moderationHistoryQuerySchema>;
