// Request bodies and query strings of the match API (docs/product/matches.md), with the spec's Spanish messages.
// The server validates with these; the create/edit form reuses `partidoFormSchema`.
import { z } from 'zod';
import '../zod-locale.js';
import { MSG } from '../messages.js';
import { limitSchema, pageSchema } from '../query.js';
import { SINGLE_LINE } from '../text.js';
import { dmyToIso } from '../format.js';
import { idSchema, isPlainObject, optionalText, filterDate } from '../clubs/schemas.js';
import { dropEmpty, todayInChile } from '../users/schemas.js';
import {
  BOT_NOMBRE_MAX, BOT_NOMBRE_MIN, CANCHA_MAX, DURACION_POR_DEFECTO, EQUIPO_A_POR_DEFECTO, EQUIPO_B_POR_DEFECTO,
  EQUIPO_NOMBRE_MAX, GOLES_MAX, MAX_ASISTENTES_MAX, MAX_ASISTENTES_MIN, MONTO_MAX, PARTIDOS_LIMIT_MAX, PARTIDOS_PAGE_SIZE,
  PARTIDO_TEXTO_MAX,
} from './constants.js';
import { DURACIONES, ESTADOS_PARTIDO, ESTADO_LISTA_CERRADA, MINUTOS_PERMITIDOS, TIPOS_PARTIDO } from './types.js';

const blankToUndefined = (v: unknown) => ((typeof v === 'string' && !v.trim()) || v === null ? undefined : v);

/** An optional whole number; blank or null counts as absent. */
const optionalInt = (message: string, min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional());

const flag = z.boolean({ error: MSG.datosInvalidos }).default(false);

const HORA = /^([01]\d|2[0-3]):(\d{2})$/;

/** "HH:mm" with hour 00-23 and minutes 00/15/30/45; the message says which part is wrong. */
export function horaError(hora: string): string | null {
  const m = HORA.exec(hora);
  if (!m) return MSG.horaInvalida;
  return (MINUTOS_PERMITIDOS as readonly string[]).includes(m[2]!) ? null : MSG.minutosInvalidos;
}

const equipoNombre = (fallback: string) =>
  z.preprocess(blankToUndefined, z.string().trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).max(EQUIPO_NOMBRE_MAX, MSG.nombreEquipoMax).default(fallback));

const partidoFields = z.object({
  fecha: z
    .string({ error: MSG.fechaPartidoRequerida })
    .trim()
    .min(1, MSG.fechaPartidoRequerida)
    .refine((v) => dmyToIso(v) !== null, MSG.fechaInvalida),
  hora_partido: z.string({ error: MSG.horaInvalida }).trim().optional(),
  duracion: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: MSG.duracionInvalida })
      .refine((n) => (DURACIONES as readonly number[]).includes(n), MSG.duracionInvalida)
      .default(DURACION_POR_DEFECTO),
  ),
  tipo_partido: z.enum(TIPOS_PARTIDO, { error: MSG.tipoPartidoRequerido }),
  /** absent: 2 × players per team */
  max_asistentes: optionalInt(MSG.maxAsistentesInvalido, MAX_ASISTENTES_MIN, MAX_ASISTENTES_MAX),
  lugar_por_definir: flag,
  lugar_id: z.preprocess(blankToUndefined, idSchema(MSG.lugarNoValido).optional()),
  cancha_numero: optionalInt(MSG.canchaMin, 1, CANCHA_MAX),
  horario_por_definir: flag,
  monto_por_definir: flag,
  monto_arriendo: optionalInt(MSG.montoInvalido, 0, MONTO_MAX),
  tiene_rival_externo: flag,
  equipo_rival_externo: z.preprocess(blankToUndefined, z.enum(['equipo_a', 'equipo_b'], { error: MSG.equipoRivalRequerido }).optional()),
  costo_dividido_con_rival: flag,
  monto_equipo_local: optionalInt(MSG.montoInvalido, 0, MONTO_MAX),
  cuenta_pago_id: idSchema(MSG.cuentaPagoRequerida),
  es_publico: flag,
  requiere_aprobacion_ingreso_publico: flag,
  permite_invitacion_abierta: flag,
  generar_equipos_auto: flag,
  descripcion: optionalText(PARTIDO_TEXTO_MAX, MSG.descripcionPartidoMax),
  notas: optionalText(PARTIDO_TEXTO_MAX, MSG.notasPartidoMax),
  equipo_a: equipoNombre(EQUIPO_A_POR_DEFECTO),
  equipo_b: equipoNombre(EQUIPO_B_POR_DEFECTO),
});

type PartidoFields = z.infer<typeof partidoFields>;

/** The match as the server stores it: deferred and switched-off fields are null, never stale values. */
export interface PartidoInput {
  /** DD/MM/YYYY */
  fecha: string;
  /** YYYY-MM-DD of fecha */
  fecha_iso: string;
  hora_partido: string | null;
  duracion: number;
  tipo_partido: PartidoFields['tipo_partido'];
  max_asistentes: number | null;
  lugar_por_definir: boolean;
  lugar_id: string | null;
  cancha_numero: number | null;
  horario_por_definir: boolean;
  monto_por_definir: boolean;
  monto_arriendo: number | null;
  tiene_rival_externo: boolean;
  equipo_rival_externo: 'equipo_a' | 'equipo_b' | null;
  costo_dividido_con_rival: boolean;
  monto_equipo_local: number | null;
  cuenta_pago_id: string;
  es_publico: boolean;
  requiere_aprobacion_ingreso_publico: boolean;
  permite_invitacion_abierta: boolean;
  generar_equipos_auto: boolean;
  descripcion: string | null;
  notas: string | null;
  equipo_a: string;
  equipo_b: string;
}

function normalize(v: PartidoFields): PartidoInput {
  const rival = v.tiene_rival_externo;
  const dividido = rival && v.costo_dividido_con_rival;
  return {
    ...v,
    fecha_iso: dmyToIso(v.fecha)!,
    hora_partido: v.horario_por_definir ? null : (v.hora_partido ?? null),
    max_asistentes: v.max_asistentes ?? null,
    lugar_id: v.lugar_por_definir ? null : (v.lugar_id ?? null),
    cancha_numero: v.lugar_por_definir ? null : (v.cancha_numero ?? null),
    monto_arriendo: v.monto_por_definir ? null : (v.monto_arriendo ?? null),
    equipo_rival_externo: rival ? (v.equipo_rival_externo ?? null) : null,
    costo_dividido_con_rival: dividido,
    monto_equipo_local: rival && !dividido && !v.monto_por_definir ? (v.monto_equipo_local ?? null) : null,
    requiere_aprobacion_ingreso_publico: v.es_publico && v.requiere_aprobacion_ingreso_publico,
    descripcion: v.descripcion ?? null,
    notas: v.notas ?? null,
  };
}

export interface PartidoSchemaOptions {
  /** today's YYYY-MM-DD; when given, past dates are refused (the server checks with its own clock instead) */
  hoy?: () => string;
}

/**
 * Create and edit (docs/product/matches.md). The form's "es_contra_rival" is accepted as tiene_rival_externo. Each
 * deferred part (place, schedule, amount) lifts its required fields; the external rival adds its own.
 */
export function partidoSchema(opts: PartidoSchemaOptions = {}) {
  return z.preprocess(
    (v) => {
      if (!isPlainObject(v)) return v;
      const out: Record<string, unknown> = { ...v };
      if (out.tiene_rival_externo === undefined && out.es_contra_rival !== undefined) out.tiene_rival_externo = out.es_contra_rival;
      delete out.es_contra_rival;
      return out;
    },
    partidoFields
      .superRefine((v, ctx) => {
        const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        const iso = dmyToIso(v.fecha);
        if (iso && opts.hoy && iso < opts.hoy()) issue('fecha', MSG.fechaPartidoPasada);
        if (!v.lugar_por_definir) {
          if (!v.lugar_id) issue('lugar_id', MSG.lugarRequerido);
          if (v.cancha_numero === undefined) issue('cancha_numero', MSG.canchaRequerida);
        }
        if (!v.horario_por_definir) {
          if (!v.hora_partido) issue('hora_partido', MSG.horaRequerida);
          else {
            const e = horaError(v.hora_partido);
            if (e) issue('hora_partido', e);
          }
        }
        if (!v.monto_por_definir && v.monto_arriendo === undefined) issue('monto_arriendo', MSG.montoArriendoRequerido);
        if (v.tiene_rival_externo) {
          if (!v.equipo_rival_externo) issue('equipo_rival_externo', MSG.equipoRivalRequerido);
          if (!v.costo_dividido_con_rival && !v.monto_por_definir) {
            if (v.monto_equipo_local === undefined) issue('monto_equipo_local', MSG.montoLocalRequerido);
            else if (v.monto_arriendo !== undefined && v.monto_equipo_local > v.monto_arriendo) issue('monto_equipo_local', MSG.montoLocalMayorArriendo);
          }
        }
      })
      .transform(normalize),
  );
}

/** POST /partidos and PUT /partidos/{id} on the server: the date is checked against the server's clock. */
export const partidoBodySchema = partidoSchema();
/** The create/edit form: past dates refused with Chile's calendar day. */
export const partidoFormSchema = partidoSchema({ hoy: todayInChile });
export type PartidoFormValues = z.input<typeof partidoFields> & { es_contra_rival?: boolean };

/** 'Cerrar Lista' sends Lista cerrada, 'Reabrir Lista' sends Convocando (docs/product/matches.md). */
export const cambiarEstadoSchema = z.object({
  estado_partido: z.enum([ESTADO_LISTA_CERRADA, 'Convocando'], { error: MSG.estadoCambioInvalido }),
});
export type CambiarEstadoInput = z.infer<typeof cambiarEstadoSchema>;

export type ActualizarPartidoInput = ({ tipo: 'estado' } & CambiarEstadoInput) | ({ tipo: 'edicion' } & PartidoInput);

/**
 * PUT /partidos/{id} carries either the whole form (edit) or only estado_partido (close/reopen the list);
 * a body with estado_partido is a state change.
 */
export const actualizarPartidoSchema = z.unknown().transform((v, ctx): ActualizarPartidoInput => {
  const isEstado = isPlainObject(v) && 'estado_partido' in v;
  const r = isEstado ? cambiarEstadoSchema.safeParse(v) : partidoBodySchema.safeParse(v);
  if (!r.success) {
    for (const i of r.error.issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
    return z.NEVER;
  }
  return isEstado ? { tipo: 'estado', ...(r.data as CambiarEstadoInput) } : { tipo: 'edicion', ...(r.data as PartidoInput) };
});


/** Array params travel as repeated keys (?estado=A&estado=B); estado[] is accepted too. */
const estadoList = z.preprocess(
  (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((x) => typeof x !== 'string' || x.trim() !== '')),
  z.array(z.enum(ESTADOS_PARTIDO, { error: MSG.estadoPartidoInvalido })).max(ESTADOS_PARTIDO.length * 2).optional(),
);

const boolParam = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === true ? true : v === 'false' || v === '0' || v === false ? false : v),
  z.boolean({ error: MSG.datosInvalidos }),
);

/**
 * GET /partidos (docs/product/matches.md): page 1 and limit 10 by default, limit capped at 1000 (statistics);
 * estado list, mostrarFinalizados (default false: finished hidden), a YYYY-MM-DD range, a venue, one day.
 */
export const listPartidosQuerySchema = z.preprocess(
  (v) => {
    if (!isPlainObject(v)) return v;
    const out: Record<string, unknown> = dropEmpty(v);
    if (out['estado[]'] !== undefined) {
      out.estado = [...[out.estado ?? []].flat(), ...[out['estado[]']].flat()];
      delete out['estado[]'];
    }
    return out;
  },
  z
    .object({
      page: pageSchema,
      limit: limitSchema(PARTIDOS_PAGE_SIZE, PARTIDOS_LIMIT_MAX),
      estado: estadoList,
      mostrarFinalizados: boolParam.default(false),
      fecha: filterDate.optional(),
      fecha_inicio: filterDate.optional(),
      fecha_fin: filterDate.optional(),
      lugar_id: idSchema(MSG.lugarNoValido).optional(),
    })
    .refine((q) => !q.fecha_inicio || !q.fecha_fin || q.fecha_inicio <= q.fecha_fin, {
      message: MSG.rangoFechasInvalido,
      path: ['fecha_fin'],
    }),
);
export type ListPartidosQuery = z.infer<typeof listPartidosQuerySchema>;

/** POST /partidos/{id}/inscribir: oneself (usuario_id absent or one's own) or, for managers, a club member. */
export const inscribirSchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v ?? {}),
  z.object({
    usuario_id: idSchema(MSG.usuarioNoEncontrado).optional(),
    lista_espera: z.boolean({ error: MSG.datosInvalidos }).default(false),
  }),
);
export type InscribirInput = z.infer<typeof inscribirSchema>;

/** PUT /partidos/{id}/confirmar-asistencia (docs/product/enrolment.md). */
export const confirmarAsistenciaSchema = z.object({
  confirmado: z.boolean({ error: MSG.asistenciaRequerida }),
});
export type ConfirmarAsistenciaInput = z.infer<typeof confirmarAsistenciaSchema>;

export const ACCIONES_JUGADOR = ['mover_a_asistentes', 'mover_a_reservas', 'cambiar_equipo', 'remover'] as const;
export type AccionJugador = (typeof ACCIONES_JUGADOR)[number];
/** The destination of cambiar_equipo: a team key, 'sin-equipo', or the team's name (docs/product/teams.md). */
export const DESTINO_SIN_EQUIPO = 'sin-equipo';

/** PUT /partidos/{id}/gestionar-jugador (docs/product/enrolment.md). */
export const gestionarJugadorSchema = z.object({
  usuario_id: idSchema(MSG.jugadorRequerido),
  accion: z.enum(ACCIONES_JUGADOR, { error: MSG.accionInvalida }),
  destino: z.preprocess(blankToUndefined, z.string().trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).max(EQUIPO_NOMBRE_MAX, MSG.destinoInvalido).optional()),
});
export type GestionarJugadorInput = z.infer<typeof gestionarJugadorSchema>;

/** POST /partidos/{id}/jugadores-bot (docs/product/enrolment.md): a guest without an account, optionally on a team. */
export const jugadorBotSchema = z.object({
  nombre_display: z
    .string({ error: MSG.botNombreRequerido })
    .trim()
    .min(1, MSG.botNombreRequerido)
    .min(BOT_NOMBRE_MIN, MSG.botNombreLargo)
    .max(BOT_NOMBRE_MAX, MSG.botNombreLargo),
  equipo: z.preprocess(blankToUndefined, z.string().trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).max(EQUIPO_NOMBRE_MAX, MSG.destinoInvalido).optional()),
});
export type JugadorBotInput = z.infer<typeof jugadorBotSchema>;

const goles = z.coerce.number({ error: MSG.golesInvalidos }).int(MSG.golesInvalidos).min(0, MSG.golesInvalidos).max(GOLES_MAX, MSG.golesInvalidos);

/** PUT /partidos/{id}/resultado (docs/product/teams.md). */
export const resultadoSchema = z.object({ equipo_a_goles: goles, equipo_b_goles: goles });
export type ResultadoInput = z.infer<typeof resultadoSchema>;
