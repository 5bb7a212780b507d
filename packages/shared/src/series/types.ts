// Recurring matches ("Partido recurrente", docs/decisions/0040): the series' body, its answers and limits.
import { z } from 'zod';
import { MSG } from '../messages.js';
import { dmyToIso } from '../format.js';
import { idSchema, isPlainObject } from '../clubs/schemas.js';
import { partidoBodySchema, type PartidoInput } from '../matches/schemas.js';
import { personRefDtoSchema } from '../responses.js';

export const ESTADOS_SERIE = ['Activa', 'Pausada', 'Terminada'] as const;
export type EstadoSerie = (typeof ESTADOS_SERIE)[number];
/** How many weeks of matches the scheduler keeps created ahead (SERIES_AHEAD_WEEKS). */
export const SERIES_AHEAD_WEEKS_POR_DEFECTO = 4;
export const VENTANA_TITULARES_HORAS_POR_DEFECTO = 24;
export const VENTANA_TITULARES_HORAS_MAX = 168;
export const TITULARES_MAX = 40;

const fechaDmy = (message: string) => z.string({ error: message }).trim().refine((v) => dmyToIso(v) !== null, message);

/** What a series adds to the match form. */
export const serieExtraSchema = z.object({
  frecuencia_semanas: z.coerce.number({ error: MSG.frecuenciaSerieInvalida }).int().refine((n) => n === 1 || n === 2, MSG.frecuenciaSerieInvalida).default(1),
  /** DD/MM/YYYY: the last date a match may fall on; absent: without end */
  hasta: z.preprocess((v) => (v === '' || v === null ? undefined : v), fechaDmy(MSG.fechaInvalida).optional()),
  titulares: z.array(idSchema(MSG.jugadorRequerido)).max(TITULARES_MAX).default([]),
  ventana_titulares_horas: z.coerce.number({ error: MSG.ventanaTitularesInvalida }).int(MSG.ventanaTitularesInvalida)
    .min(0, MSG.ventanaTitularesInvalida).max(VENTANA_TITULARES_HORAS_MAX, MSG.ventanaTitularesInvalida).default(VENTANA_TITULARES_HORAS_POR_DEFECTO),
  inscribir_titulares_automaticamente: z.boolean().default(false),
  /** the waiting list of its matches moves up by reliability instead of arrival */
  espera_por_confiabilidad: z.boolean().default(false),
  /** optional: the active club otherwise */
  club_id: idSchema(MSG.clubNoEncontrado).optional(),
});
export type SerieExtra = z.infer<typeof serieExtraSchema>;
export type SerieInput = PartidoInput & SerieExtra & { hasta_iso: string | null };

/** POST /series and PUT /series/{id}: the match form's fields plus the series' own, one error list for both. */
export const serieBodySchema = z.unknown().transform((v, ctx): SerieInput => {
  const partido = partidoBodySchema.safeParse(v);
  const extra = serieExtraSchema.safeParse(isPlainObject(v) ? v : {});
  for (const r of [partido, extra]) if (!r.success) for (const i of r.error.issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
  if (!partido.success || !extra.success) return z.NEVER;
  const hastaIso = extra.data.hasta ? dmyToIso(extra.data.hasta) : null;
  if (hastaIso && hastaIso < partido.data.fecha_iso) {
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: MSG.hastaAntesDeInicio });
    return z.NEVER;
  }
  return { ...partido.data, ...extra.data, hasta_iso: hastaIso };
});

/** PUT /series/{id}: `desde` (DD/MM/YYYY) is the first match the change applies to ("este y los siguientes"). */
export const actualizarSerieSchema = z.unknown().transform((v, ctx): SerieInput & { desde_iso: string | null } => {
  const r = serieBodySchema.safeParse(v);
  const desde = isPlainObject(v) && typeof v.desde === 'string' && v.desde.trim() ? dmyToIso(v.desde.trim()) : null;
  if (isPlainObject(v) && v.desde !== undefined && v.desde !== '' && !desde) ctx.addIssue({ code: 'custom', path: ['desde'], message: MSG.fechaInvalida });
  if (!r.success) for (const i of r.error.issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
  if (!r.success || (isPlainObject(v) && v.desde !== undefined && v.desde !== '' && !desde)) return z.NEVER;
  return { ...r.data, desde_iso: desde };
});

export const omitirFechaSchema = z.object({ fecha: fechaDmy(MSG.fechaInvalida) });
export const titularesSchema = z.object({ titulares: z.array(idSchema(MSG.jugadorRequerido)).max(TITULARES_MAX) });
export const estadoSerieSchema = z.object({ estado: z.enum(ESTADOS_SERIE, { error: MSG.estadoSerieInvalido }) });

/** A match of the series as its page lists it. */
export const seriePartidoDtoSchema = z.object({
  _id: z.string(),
  /** DD/MM/YYYY */
  fecha: z.string(),
  hora_partido: z.string().nullable(),
  estado_partido: z.string(),
  inscritos: z.number().int(),
  max_asistentes: z.number().int(),
  /** ISO instant until which only the regulars may sign up; null when there is no window */
  titulares_hasta: z.string().nullable(),
});
export type SeriePartidoDto = z.infer<typeof seriePartidoDtoSchema>;

export const serieDtoSchema = z.object({
  _id: z.string(),
  club_id: z.string(),
  estado: z.enum(ESTADOS_SERIE),
  frecuencia_semanas: z.number().int(),
  /** 0 = domingo … 6 = sábado */
  dia_semana: z.number().int(),
  hora_partido: z.string().nullable(),
  /** DD/MM/YYYY */
  primera_fecha: z.string(),
  hasta: z.string().nullable(),
  ventana_titulares_horas: z.number().int(),
  inscribir_titulares_automaticamente: z.boolean(),
  espera_por_confiabilidad: z.boolean(),
  omitidas: z.array(z.string()),
  titulares: z.array(personRefDtoSchema),
  /** the match form's values, to edit the series */
  plantilla: z.record(z.string(), z.unknown()),
  partidos: z.array(seriePartidoDtoSchema),
});
export type SerieDto = z.infer<typeof serieDtoSchema>;
