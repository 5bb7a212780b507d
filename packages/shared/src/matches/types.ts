// Match answers of the API (docs/product/matches.md): the contract the server returns and the screens read, as zod
// schemas the routes answer with (responses.ts), and the types inferred from them.
import { z } from 'zod';
import { NIVELES, POSICIONES } from '../enums.js';
import { paymentAccountDtoSchema } from '../clubs/types.js';
import { nombreRefSchema, paginationSchema, personRefDtoSchema } from '../responses.js';
import { ratingDtoSchema } from '../teams/types.js';

export const ESTADOS_PARTIDO = ['Convocando', 'Próximo a comenzar', 'En curso', 'Finalizado', 'Cancelado'] as const;
export type EstadoPartido = (typeof ESTADOS_PARTIDO)[number];
/** The value 'Cerrar Lista' sends (docs/product/matches.md); stored and shown as Próximo a comenzar. */
export const ESTADO_LISTA_CERRADA = 'Lista cerrada';

export const TIPOS_PARTIDO = ['5v5', '7v7', '11v11'] as const;
export type TipoPartido = (typeof TIPOS_PARTIDO)[number];
export const JUGADORES_POR_EQUIPO: Record<TipoPartido, number> = { '5v5': 5, '7v7': 7, '11v11': 11 };

export const DURACIONES = [30, 60, 90, 120] as const;
export const MINUTOS_PERMITIDOS = ['00', '15', '30', '45'] as const;

/** A team slot: the key of the match's equipo_a / equipo_b name, or not assigned yet. */
export const EQUIPO_KEYS = ['equipo_a', 'equipo_b'] as const;
export type EquipoKey = (typeof EQUIPO_KEYS)[number];
export const SIN_EQUIPO = 'Sin asignar';
export type EquipoAsignado = EquipoKey | typeof SIN_EQUIPO;
const equipoAsignadoSchema = z.enum([...EQUIPO_KEYS, SIN_EQUIPO]);

export const DISPONIBILIDADES = ['Completo', 'Pocos cupos', 'Disponible'] as const;
export type Disponibilidad = (typeof DISPONIBILIDADES)[number];

/** Which undefined details keep a match incomplete (campos_faltantes). */
export const CAMPOS_FALTANTES = ['lugar', 'horario', 'monto'] as const;
export type CampoFaltante = (typeof CAMPOS_FALTANTES)[number];

export const jugadorRefDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string().nullable(),
  apellido: z.string().nullable(),
  apodo: z.string().nullable(),
  avatar_url: z.string().nullable(),
  posicion_principal: z.enum(POSICIONES).nullable(),
  nivel_habilidad: z.enum(NIVELES).nullable(),
});
export type JugadorRefDto = z.infer<typeof jugadorRefDtoSchema>;

export const partidoAsistenteDtoSchema = z.object({
  usuario_id: jugadorRefDtoSchema,
  equipo: equipoAsignadoSchema,
  /** null: not answered yet */
  confirmado: z.boolean().nullable(),
  es_mvp: z.boolean(),
  /** false until the player's payment is Aprobado */
  comprobante_pago_validado: z.boolean(),
  fecha_inscripcion: z.string(),
  /** the player's learned rating: for the club's Creador, Moderadores and administradores only, else null */
  rating: ratingDtoSchema.nullable(),
});
export type PartidoAsistenteDto = z.infer<typeof partidoAsistenteDtoSchema>;

export const listaEsperaDtoSchema = z.object({
  usuario_id: jugadorRefDtoSchema,
  /** a non-member's sign-up to a public match that requires approval (docs/product/enrolment.md) */
  pendiente_aprobacion: z.boolean(),
  fecha_inscripcion: z.string(),
});
export type ListaEsperaDto = z.infer<typeof listaEsperaDtoSchema>;

export const jugadorBotDtoSchema = z.object({
  _id: z.string(), nombre_display: z.string(), equipo: equipoAsignadoSchema,
  /** as an attendee's: a guest player's learned rating (the club's average start), for those who manage the club */
  rating: ratingDtoSchema.nullable(),
});
export type JugadorBotDto = z.infer<typeof jugadorBotDtoSchema>;

export const lugarRefDtoSchema = z.object({ _id: z.string(), nombre: z.string(), direccion: z.string(), cancha: z.string().nullable(), es_global: z.boolean() });
export type LugarRefDto = z.infer<typeof lugarRefDtoSchema>;

/** What the viewer is in this match and may do with it. */
export const miEstadoPartidoDtoSchema = z.object({
  inscrito: z.boolean(),
  en_lista_espera: z.boolean(),
  pendiente_aprobacion: z.boolean(),
  confirmado: z.boolean().nullable(),
  equipo: equipoAsignadoSchema.nullable(),
});
export type MiEstadoPartidoDto = z.infer<typeof miEstadoPartidoDtoSchema>;

export const partidoPermisosDtoSchema = z.object({
  /** 'Tengo permisos': edit, close/reopen, delete, manage players, generate teams, record the result */
  puede_gestionar: z.boolean(),
  /** sign-up allowed now for this viewer (state, capacity, membership or public match) */
  puede_inscribirse: z.boolean(),
  /** the match is full but the waiting list is open */
  puede_lista_espera: z.boolean(),
  puede_desinscribirse: z.boolean(),
  /** enrolled and before the start */
  puede_confirmar: z.boolean(),
  /** invite club members while sign-ups are open (docs/decisions/0015) */
  puede_invitar: z.boolean(),
  /** generate an invite link while sign-ups are open (docs/product/invitations.md) */
  puede_generar_link: z.boolean(),
});
export type PartidoPermisosDto = z.infer<typeof partidoPermisosDtoSchema>;

/** Fields shared by the list card and the detail. */
export const partidoBaseDtoSchema = z.object({
  _id: z.string(),
  club_id: nombreRefSchema,
  uid: personRefDtoSchema.nullable(),
  /** DD/MM/YYYY */
  fecha: z.string(),
  /** HH:mm, null while the schedule is undefined */
  hora_partido: z.string().nullable(),
  /** HH:mm, start + duracion */
  hora_fin: z.string().nullable(),
  /** ISO instant of the start, null while the schedule is undefined */
  inicio: z.string().nullable(),
  duracion: z.number().int(),
  estado_partido: z.enum(ESTADOS_PARTIDO),
  tipo_partido: z.enum(TIPOS_PARTIDO),
  max_asistentes: z.number().int(),
  /** local places: max_asistentes, or half of it with an external rival */
  capacidad_local: z.number().int(),
  /** attendees plus guest players */
  ocupados: z.number().int(),
  asistentes_count: z.number().int(),
  /** the attendees by answer: Van / No van / Sin responder */
  respuestas: z.object({ van: z.number().int(), no_van: z.number().int(), sin_responder: z.number().int() }),
  lista_espera_count: z.number().int(),
  disponibilidad: z.enum(DISPONIBILIDADES),
  equipo_a: z.string(),
  equipo_b: z.string(),
  tiene_rival_externo: z.boolean(),
  equipo_rival_externo: z.enum(EQUIPO_KEYS).nullable(),
  lugar_id: lugarRefDtoSchema.nullable(),
  lugar_nombre: z.string().nullable(),
  cancha_numero: z.number().int().nullable(),
  lugar_por_definir: z.boolean(),
  horario_por_definir: z.boolean(),
  monto_por_definir: z.boolean(),
  monto_arriendo: z.number().nullable(),
  monto_por_jugador: z.number(),
  /** the player's cost (= monto_por_jugador), null while the amount is undefined */
  costo: z.number().nullable(),
  es_publico: z.boolean(),
  requiere_aprobacion_ingreso_publico: z.boolean(),
  permite_invitacion_abierta: z.boolean(),
  descripcion: z.string().nullable(),
  /** the recurring match it belongs to (docs/product/series.md), null for a match made once */
  serie_id: z.string().nullable(),
  resultado: z.object({ equipo_a_goles: z.number().int(), equipo_b_goles: z.number().int() }).nullable(),
  mvp_asignado: jugadorRefDtoSchema.nullable(),
  campos_faltantes: z.array(z.enum(CAMPOS_FALTANTES)),
  mi_estado: miEstadoPartidoDtoSchema,
  permisos: partidoPermisosDtoSchema,
  createdAt: z.string(),
});
export type PartidoBaseDto = z.infer<typeof partidoBaseDtoSchema>;

/** A card of /partidos and the dashboard's next-match card: the first 5 attendees. */
export const partidoListItemDtoSchema = partidoBaseDtoSchema.extend({
  asistentes_preview: z.array(jugadorRefDtoSchema),
});
export type PartidoListItemDto = z.infer<typeof partidoListItemDtoSchema>;

export const partidoDetailDtoSchema = partidoBaseDtoSchema.extend({
  asistentes: z.array(partidoAsistenteDtoSchema),
  lista_espera: z.array(listaEsperaDtoSchema),
  jugadores_bot: z.array(jugadorBotDtoSchema),
  generar_equipos_auto: z.boolean(),
  equipos_generados: z.boolean(),
  costo_dividido_con_rival: z.boolean(),
  monto_equipo_local: z.number().nullable(),
  notas: z.string().nullable(),
  cuenta_pago_id: z.string().nullable(),
  /** the club account players transfer to; members and players of the match only */
  cuenta_pago: paymentAccountDtoSchema.nullable(),
  fecha_cancelacion: z.string().nullable(),
  /**
   * Team A's predicted chance of winning, 0–1 (a draw counting half; team B's is 1 − this), from the ratings learned
   * from the club's results (docs/product/teams.md). null unless the club's learned teams are on, the teams are
   * generated, both have players, there is no external rival and the match has not ended.
   */
  probabilidad_equipo_a: z.number().min(0).max(1).nullable(),
});
export type PartidoDetailDto = z.infer<typeof partidoDetailDtoSchema>;

export const partidosListDtoSchema = z.object({ partidos: z.array(partidoListItemDtoSchema), pagination: paginationSchema });
export type PartidosListDto = z.infer<typeof partidosListDtoSchema>;

/** GET /partidos/{id}/resumen: the summary of a match. */
export const partidoResumenDtoSchema = z.object({
  partido: partidoDetailDtoSchema,
  estadisticas_asistencia: z.object({
    inscritos: z.number().int(),
    confirmados: z.number().int(),
    rechazaron: z.number().int(),
    sin_respuesta: z.number().int(),
    invitados: z.number().int(),
    porcentaje_confirmacion: z.number(),
  }),
  financiero: z.object({ monto_arriendo: z.number(), monto_por_jugador: z.number(), recaudado: z.number(), pendiente: z.number() }).nullable(),
});
export type PartidoResumenDto = z.infer<typeof partidoResumenDtoSchema>;

/**
 * Answering 'Voy' / 'No voy' straight from a push notification (docs/decisions/0081): the two answers a signed link
 * can carry (its `r`).
 */
export const RESPUESTAS_ENLACE = ['voy', 'no_voy'] as const;
export type RespuestaEnlace = (typeof RESPUESTAS_ENLACE)[number];

/**
 * POST /partidos/{id}/respuesta?u&r&exp&sig: what the signed link did. A "No voy" that would free the spot for the
 * waiting list (noVoyLiberaCupo) changes nothing and sends the person to the match to choose (`enlace`); otherwise the
 * answer is recorded and `mensaje` says so.
 */
export const respuestaEnlaceDtoSchema = z.discriminatedUnion('necesita_eleccion', [
  z.object({ necesita_eleccion: z.literal(true), enlace: z.string() }),
  z.object({ necesita_eleccion: z.literal(false), confirmado: z.boolean(), mensaje: z.string() }),
]);
export type RespuestaEnlaceDto = z.infer<typeof respuestaEnlaceDtoSchema>;

/** GET /partidos/{id}/respuesta-enlaces: one's own signed answer links for a match one plays (absolute URLs). */
export const respuestaEnlacesDtoSchema = z.object({ voy: z.string(), no_voy: z.string(), expira: z.string() });
export type RespuestaEnlacesDto = z.infer<typeof respuestaEnlacesDtoSchema>;
