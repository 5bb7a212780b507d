// Request bodies and query strings of the venue API (docs/product/venues.md), with the spec's Spanish messages.
import { z } from 'zod';
import { MSG } from '../messages.js';
import { limitSchema, pageSchema } from '../query.js';
import { SINGLE_LINE } from '../text.js';
import {
  LUGAR_CANCHA_MAX, LUGAR_DIRECCION_MAX, LUGAR_DIRECCION_MIN, LUGAR_NOMBRE_MAX, LUGAR_NOMBRE_MIN, LUGAR_NOTAS_MAX,
  LUGAR_SITIO_WEB_MAX, LUGAR_TELEFONO_MAX, LUGARES_PAGE_SIZE, PAGE_SIZE_DEFAULT, RAZON_SOLICITUD_MAX,
  RAZON_SOLICITUD_MIN, NOTAS_VALIDACION_MAX,
} from '../constants.js';
import { ESTADOS_SOLICITUD_LUGAR, ESTADOS_VALIDACION } from '../enums.js';
import { normalizePhone } from '../format.js';
import { requiredString } from '../auth/schemas.js';
import { dropEmpty } from '../users/schemas.js';
import { idSchema, isPlainObject, optionalText } from '../clubs/schemas.js';

const blankToUndefined = (v: unknown) => ((typeof v === 'string' && !v.trim()) || v === null ? undefined : v);

/** http(s) only: a link the venue card opens in a new tab must not be javascript: or a file. */
export const isWebUrl = (v: string): boolean => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname.includes('.');
  } catch {
    return false;
  }
};

const sitioWeb = z.preprocess(
  blankToUndefined,
  z.string().trim().max(LUGAR_SITIO_WEB_MAX, MSG.sitioWebMax).refine(isWebUrl, MSG.urlInvalida).optional(),
);

/** A phone as the country-picker input sends it (+56 2 2345 6789 → +56223456789); landlines are fine. */
const telefonoLugar = z
  .string({ error: MSG.lugarTelefonoRequerido })
  .transform(normalizePhone)
  .pipe(
    z.string().min(1, MSG.lugarTelefonoRequerido).max(LUGAR_TELEFONO_MAX, MSG.lugarTelefonoMax).regex(/^\+?\d{8,15}$/, MSG.telefonoInvalido),
  );

/**
 * One coordinate: a number, or a numeric string as a form may send it. A blank, null, boolean or array is not a
 * coordinate (z.coerce.number would read null, '' and false as 0, a point off the coast of Africa).
 */
const coordenada = (limit: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? Number(v) : v),
    z.number({ error: MSG.coordenadasInvalidas }).min(-limit, MSG.coordenadasInvalidas).max(limit, MSG.coordenadasInvalidas),
  );

/** Optional map position; both numbers or none. */
export const coordenadasSchema = z.preprocess(
  (v) => (v === null || (isPlainObject(v) && (v.lat === null || v.lat === undefined || v.lat === '') && (v.lng === null || v.lng === undefined || v.lng === '')) ? undefined : v),
  z.object({ lat: coordenada(90), lng: coordenada(180) }, { error: MSG.coordenadasInvalidas }).optional(),
);

const nombreLugar = requiredString(MSG.lugarNombreRequerido)
  .min(LUGAR_NOMBRE_MIN, MSG.lugarNombreLargo)
  .max(LUGAR_NOMBRE_MAX, MSG.lugarNombreLargo);

/** POST /lugares: the active club is attached by the server. */
export const createLugarSchema = z.object({
  nombre: nombreLugar,
  direccion: requiredString(MSG.lugarDireccionRequerida)
    .min(LUGAR_DIRECCION_MIN, MSG.lugarDireccionLargo)
    .max(LUGAR_DIRECCION_MAX, MSG.lugarDireccionLargo),
  cancha: optionalText(LUGAR_CANCHA_MAX, MSG.lugarCanchaMax),
  telefono: telefonoLugar,
  sitio_web: sitioWeb,
  notas: optionalText(LUGAR_NOTAS_MAX, MSG.lugarNotasMax),
  coordenadas: coordenadasSchema,
});
export type CreateLugarInput = z.infer<typeof createLugarSchema>;

/** PUT /lugares/{id}: the whole form; absent optional fields are cleared. */
export const updateLugarSchema = z.object({
  nombre: nombreLugar,
  cancha: optionalText(LUGAR_CANCHA_MAX, MSG.lugarCanchaMax),
  direccion: requiredString(MSG.lugarDireccionRequerida).max(LUGAR_DIRECCION_MAX, MSG.lugarDireccionMax),
  telefono: z.preprocess(
    blankToUndefined,
    z.string().transform(normalizePhone).pipe(z.string().max(LUGAR_TELEFONO_MAX, MSG.lugarTelefonoMax).regex(/^\+?\d{8,15}$/, MSG.telefonoInvalido)).optional(),
  ),
  sitio_web: sitioWeb,
  notas: optionalText(LUGAR_NOTAS_MAX, MSG.lugarNotasMax),
  coordenadas: coordenadasSchema,
});
export type UpdateLugarInput = z.infer<typeof updateLugarSchema>;

/** PUT /lugares/{id}/validar (notas required, max 300). */
export const validarLugarSchema = z.object({
  accion: z.enum(['aprobar', 'rechazar'], { error: MSG.accionInvalida }),
  notas: requiredString(MSG.notasValidacionRequeridas).max(NOTAS_VALIDACION_MAX, MSG.notasValidacionMax),
});
export type ValidarLugarInput = z.infer<typeof validarLugarSchema>;

/** POST /solicitudes-validacion-lugares (razon 10–500). */
export const solicitudValidacionSchema = z.object({
  lugar_id: idSchema(MSG.lugarNoEncontrado),
  razon: requiredString(MSG.razonRequerida).min(RAZON_SOLICITUD_MIN, MSG.razonMin).max(RAZON_SOLICITUD_MAX, MSG.razonMax),
});
export type SolicitudValidacionInput = z.infer<typeof solicitudValidacionSchema>;

/** PUT /solicitudes-validacion-lugares/{id}/procesar (comments required). */
export const procesarSolicitudSchema = z.object({
  accion: z.enum(['aprobar', 'rechazar'], { error: MSG.accionInvalida }),
  comentarios_admin: requiredString(MSG.comentariosRequeridos).max(NOTAS_VALIDACION_MAX, MSG.comentariosMax),
});
export type ProcesarSolicitudInput = z.infer<typeof procesarSolicitudSchema>;


/** GET /lugares: search over name and address, the validation filter, server pages. */
export const listLugaresQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({
    busqueda: z.string().trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).max(100).optional(),
    estado_validacion: z.enum(ESTADOS_VALIDACION, { error: MSG.estadoValidacionInvalido }).optional(),
    page: pageSchema,
    limit: limitSchema(LUGARES_PAGE_SIZE),
  }),
);
export type ListLugaresQuery = z.infer<typeof listLugaresQuerySchema>;

/** GET /lugares/selector: what the match form may pick (own pending and global venues, never inactive ones). */
export const lugaresSelectorQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({ busqueda: z.string().trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).max(100).optional() }),
);

/** GET /lugares/populares?limite=10 (popular venues 10). */
export const lugaresPopularesQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({ limite: limitSchema(10) }),
);

/** GET /solicitudes-validacion-lugares and …/club/{clubId}: estado, pages of 10. */
export const solicitudesQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({
    estado: z.enum(ESTADOS_SOLICITUD_LUGAR, { error: MSG.estadoSolicitudInvalido }).optional(),
    page: pageSchema,
    limit: limitSchema(PAGE_SIZE_DEFAULT),
  }),
);
export type SolicitudesQuery = z.infer<typeof solicitudesQuerySchema>;
