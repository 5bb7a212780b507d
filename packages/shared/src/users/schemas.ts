import { z } from 'zod';
import '../zod-locale.js';
import { MSG } from '../messages.js';
import { SINGLE_LINE } from '../text.js';
import { FRECUENCIAS, NIVELES, PIES, POSICIONES } from '../enums.js';
import {
  BIO_MAX, ESTATURA_MAX, ESTATURA_MIN, NAME_MAX, NAME_MIN, PESO_MAX, PESO_MIN, TALLA_MAX, TALLA_MIN,
} from '../constants.js';
import { capitalizeWords, dmyToIso, normalizePhone } from '../format.js';

const name = (required: string, length: string) =>
  z
    .string({ error: required })
    .trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos)
    .min(1, required)
    .min(NAME_MIN, length)
    .max(NAME_MAX, length)
    .transform(capitalizeWords);

/** Phone: starts with + and has at least 10 characters once spaces are removed. */
export const telefonoSchema = z
  .string({ error: MSG.telefonoRequerido })
  .transform(normalizePhone)
  .pipe(z.string().min(1, MSG.telefonoRequerido).regex(/^\+\d{9,15}$/, MSG.telefonoInvalido));

// 'en-CA' formats as YYYY-MM-DD; the calendar day is Chile's, not UTC's (an evening in Santiago is already tomorrow in UTC)
const chileDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });
export const todayInChile = (): string => chileDay.format(new Date());

/** DD/MM/YYYY, a real date, not in the future. Travels as DD/MM/YYYY. */
export const fechaNacimientoSchema = z
  .string()
  .trim()
  .refine((v) => dmyToIso(v) !== null, MSG.fechaInvalida)
  .refine((v) => {
    const iso = dmyToIso(v);
    return iso === null || iso <= todayInChile();
  }, MSG.fechaFutura);

const intIn = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** Every editable profile field with its rule; required ones are the six of the completion rule. */
export const profileFieldsSchema = z.object({
  nombre: name(MSG.nombreRequerido, MSG.nombreLargo),
  apellido: name(MSG.apellidoRequerido, MSG.apellidoLargo),
  apodo: z.string().trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).max(NAME_MAX, MSG.apodoLargo).optional(),
  telefono: telefonoSchema,
  posicion_principal: z.enum(POSICIONES, { error: MSG.posicionRequerida }),
  posicion_secundaria: z.enum(POSICIONES, { error: 'Selecciona una posición válida' }).optional(),
  nivel_habilidad: z.enum(NIVELES, { error: MSG.nivelRequerido }),
  frecuencia_juego: z.enum(FRECUENCIAS, { error: MSG.frecuenciaRequerida }),
  pie_dominante: z.enum(PIES, { error: 'Selecciona un pie válido' }).optional(),
  estatura_cm: intIn(ESTATURA_MIN, ESTATURA_MAX, MSG.estaturaRango).optional(),
  peso_kg: intIn(PESO_MIN, PESO_MAX, MSG.pesoRango).optional(),
  talla_botin: z.coerce.number({ error: MSG.tallaRango }).min(TALLA_MIN, MSG.tallaRango).max(TALLA_MAX, MSG.tallaRango).optional(),
  fecha_nacimiento: fechaNacimientoSchema.optional(),
  bio: z.string().trim().max(BIO_MAX, MSG.bioMax).optional(),
  mostrar_correo: z.boolean().optional(),
  mostrar_telefono: z.boolean().optional(),
  mostrar_info_fisica: z.boolean().optional(),
});

/**
 * Empty values are dropped before validation (as the form drops them before sending);
 * the server applies the same rule so a hand-made request behaves like the form.
 */
export function dropEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string' && v.trim() === '') continue;
    out[k] = v;
  }
  return out as Partial<T>;
}

export const withoutEmpty = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? dropEmpty(v as Record<string, unknown>) : v), schema);

/** PUT /auth/complete-profile: the six required fields plus any optional ones. */
export const completeProfileSchema = withoutEmpty(
  profileFieldsSchema.extend({ codigoInvitacion: z.string().trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).max(32).optional() }),
);
export type CompleteProfileInput = z.infer<typeof completeProfileSchema>;

const OPTIONAL_FIELDS = [
  'apodo', 'posicion_secundaria', 'pie_dominante', 'estatura_cm', 'peso_kg', 'talla_botin', 'fecha_nacimiento', 'bio',
] as const;

/**
 * PUT /auth/me. Required fields may be omitted (left as they are) but not emptied. An optional field sent
 * empty or null is cleared: a person who erases their nickname expects it gone (docs/decisions/0004).
 * correo may be sent back by the form but is read-only and ignored.
 */
export const updateProfileSchema = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
    for (const [k, val] of Object.entries(out)) {
      if (typeof val === 'string' && val.trim() === '') out[k] = (OPTIONAL_FIELDS as readonly string[]).includes(k) ? null : undefined;
    }
    return out;
  },
  profileFieldsSchema
    .extend(Object.fromEntries(OPTIONAL_FIELDS.map((f) => [f, profileFieldsSchema.shape[f].unwrap().nullable().optional()])) as {
      [K in (typeof OPTIONAL_FIELDS)[number]]: z.ZodOptional<z.ZodNullable<ReturnType<(typeof profileFieldsSchema.shape)[K]['unwrap']>>>;
    })
    .partial({ nombre: true, apellido: true, telefono: true, posicion_principal: true, nivel_habilidad: true, frecuencia_juego: true })
    .extend({ correo: z.string().optional() }),
);
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
