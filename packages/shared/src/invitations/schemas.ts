// Request bodies and query strings of the invitation API (docs/product/invitations.md), with the spec's Spanish
// messages. The server validates with these; the invite modals and the link configuration form reuse them.
import { z } from 'zod';
import '../zod-locale.js';
import { MSG } from '../messages.js';
import { limitSchema, pageSchema } from '../query.js';
import { filterDate, idSchema, isPlainObject, optionalText } from '../clubs/schemas.js';
import { dropEmpty } from '../users/schemas.js';
import {
  BUSQUEDA_MAX, BUSQUEDA_MIN, INVITACION_MENSAJE_MAX, INVITACIONES_PAGE_SIZE, INVITAR_MULTIPLES_MAX, JUGADORES_DISPONIBLES_PAGE_SIZE,
  USO_MAXIMO_MAX,
} from './constants.js';

const mensaje = optionalText(INVITACION_MENSAJE_MAX, MSG.invitacionMensajeMax);

/** POST /partidos/{id}/invitaciones: invite one player. */
export const invitarJugadorSchema = z.object({
  usuario_invitado_id: idSchema(MSG.jugadorRequerido),
  mensaje_personalizado: mensaje,
});
export type InvitarJugadorInput = z.infer<typeof invitarJugadorSchema>;

/** POST /partidos/{id}/invitaciones/multiples: invite many; repeated ids count once. */
export const invitarMultiplesSchema = z.object({
  usuariosIds: z
    .array(idSchema(MSG.jugadoresRequeridos), { error: MSG.jugadoresRequeridos })
    .min(1, MSG.jugadoresRequeridos)
    .max(INVITAR_MULTIPLES_MAX, MSG.invitacionesMax)
    .transform((ids) => [...new Set(ids)]),
  mensaje_personalizado: mensaje,
});
export type InvitarMultiplesInput = z.infer<typeof invitarMultiplesSchema>;

/** An optional body with `lista_espera`: a missing or empty body reads as `{ lista_espera: false }`. */
const listaEsperaBody = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v ?? {}),
  z.object({ lista_espera: z.boolean({ error: MSG.datosInvalidos }).default(false) }),
);

/**
 * PUT /invitaciones/{id}/aceptar. A full match answers 409 'El partido está completo'; the client then offers the
 * waiting list by sending `lista_espera: true` (docs/product/enrolment.md).
 */
export const aceptarInvitacionSchema = listaEsperaBody;
export type AceptarInvitacionInput = z.infer<typeof aceptarInvitacionSchema>;

/** POST /partidos/unirse/{codigo}: the same waiting-list choice as accepting an invitation. */
export const unirsePorLinkSchema = listaEsperaBody;
export type UnirsePorLinkInput = z.infer<typeof unirsePorLinkSchema>;


/** GET /invitaciones/pendientes, /enviadas, /historial; enviadas may narrow to one match (the invitations panel). */
export const invitacionesQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({
    page: pageSchema,
    limit: limitSchema(INVITACIONES_PAGE_SIZE),
    partido_id: idSchema(MSG.partidoNoEncontrado).optional(),
  }),
);
export type InvitacionesQuery = z.infer<typeof invitacionesQuerySchema>;

/**
 * GET /partidos/{id}/jugadores-disponibles: `busqueda` filters by name, surname or nickname from 2 characters on
 * (docs/product/invitations.md); a shorter text is ignored, as the picker does before searching.
 */
export const jugadoresDisponiblesQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({
    busqueda: z
      .string()
      .trim()
      .max(BUSQUEDA_MAX)
      .optional()
      .transform((s) => (s && s.length >= BUSQUEDA_MIN ? s : undefined)),
    page: pageSchema,
    limit: limitSchema(JUGADORES_DISPONIBLES_PAGE_SIZE),
  }),
);
export type JugadoresDisponiblesQuery = z.infer<typeof jugadoresDisponiblesQuerySchema>;

const blankToNull = (v: unknown) => (v === '' || (typeof v === 'string' && !v.trim()) ? null : v);

/**
 * When a link stops working: an ISO 8601 instant, or a YYYY-MM-DD day meaning 23:59 of that day in Chile (like
 * every other deadline of the app). Blank or null: never.
 */
const isoInstant = z.iso.datetime({ offset: true });
export const fechaExpiracionSchema = z.preprocess(
  blankToNull,
  // one string refined, not a union of two: OpenAPI 3.0 has no `nullable` beside an `anyOf`
  z
    .string({ error: MSG.fechaExpiracionInvalida })
    .trim()
    .refine((v) => isoInstant.safeParse(v).success || filterDate.safeParse(v).success, MSG.fechaExpiracionInvalida)
    .nullable(),
);

/** At least 1; blank or null is unlimited. */
export const usoMaximoSchema = z.preprocess(
  blankToNull,
  z.coerce.number({ error: MSG.usoMaximoMin }).int(MSG.usoMaximoMin).min(1, MSG.usoMaximoMin).max(USO_MAXIMO_MAX, MSG.usoMaximoMax).nullable(),
);

const linkConfigFields = z.object({
  activo: z.boolean({ error: MSG.datosInvalidos }).optional(),
  fechaExpiracion: fechaExpiracionSchema.optional(),
  usoMaximo: usoMaximoSchema.optional(),
});

/**
 * POST and PUT /partidos/{id}/link-invitacion: `{ configuracion: { activo, fechaExpiracion, usoMaximo } }`; the
 * three fields at the top level are accepted too. A field left out keeps its value (on POST: active,
 * no expiry, unlimited); fechaExpiracion and usoMaximo sent blank or null clear it.
 */
export const linkInvitacionSchema = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return {};
    if (!isPlainObject(v)) return v;
    return isPlainObject(v.configuracion) ? v.configuracion : v;
  },
  linkConfigFields,
);
export type LinkInvitacionInput = z.infer<typeof linkInvitacionSchema>;

/** POST /clubes/{id}/link: a new club invite link, with an optional maximum of uses (docs/decisions/0082). */
export const linkClubSchema = z.object({
  usoMaximo: z.number().int().min(1, 'Debe permitir al menos un uso').max(10_000).nullable().optional(),
});
export type LinkClubInput = z.infer<typeof linkClubSchema>;

/** POST /unirse/{codigo}: the match the opened link named, if any. */
export const unirseConLinkClubSchema = z.object({ partido_id: idSchema('Partido inválido').optional() });
export type UnirseConLinkClubInput = z.infer<typeof unirseConLinkClubSchema>;
