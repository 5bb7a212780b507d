// Match answers of the API (spec 2 §3 "Match"): the contract the server returns and the screens read.
import type { NivelHabilidad, Posicion } from '../enums.js';
import type { Pagination } from '../api.js';
import type { PaymentAccountDto } from '../clubs/types.js';

export const ESTADOS_PARTIDO = ['Convocando', 'Próximo a comenzar', 'En curso', 'Finalizado', 'Cancelado'] as const;
export type EstadoPartido = (typeof ESTADOS_PARTIDO)[number];
/** The value 'Cerrar Lista' sends (spec 2 §4); stored and shown as Próximo a comenzar. */
export const ESTADO_LISTA_CERRADA = 'Lista cerrada';

export const TIPOS_PARTIDO = ['5v5', '7v7', '11v11'] as const;
export type TipoPartido = (typeof TIPOS_PARTIDO)[number];
export const JUGADORES_POR_EQUIPO: Record<TipoPartido, number> = { '5v5': 5, '7v7': 7, '11v11': 11 };
export const TIPO_PARTIDO_LABELS: Record<TipoPartido, string> = { '5v5': '5 vs 5', '7v7': '7 vs 7', '11v11': '11 vs 11' };

export const DURACIONES = [30, 60, 90, 120] as const;
export const MINUTOS_PERMITIDOS = ['00', '15', '30', '45'] as const;

/** A team slot: the key of the match's equipo_a / equipo_b name, or not assigned yet. */
export type EquipoKey = 'equipo_a' | 'equipo_b';
export const SIN_EQUIPO = 'Sin asignar';
export type EquipoAsignado = EquipoKey | typeof SIN_EQUIPO;

export type Disponibilidad = 'Completo' | 'Pocos cupos' | 'Disponible';

/** Which undefined details keep a match incomplete (spec 3 §3 campos_faltantes). */
export type CampoFaltante = 'lugar' | 'horario' | 'monto';

export interface JugadorRefDto {
  _id: string;
  nombre: string | null;
  apellido: string | null;
  apodo: string | null;
  avatar_url: string | null;
  posicion_principal: Posicion | null;
  nivel_habilidad: NivelHabilidad | null;
}

export interface PartidoAsistenteDto {
  usuario_id: JugadorRefDto;
  equipo: EquipoAsignado;
  /** null: not answered yet */
  confirmado: boolean | null;
  es_mvp: boolean;
  /** the payments issue fills this in; false until the player's payment is Aprobado */
  comprobante_pago_validado: boolean;
  fecha_inscripcion: string;
}

export interface ListaEsperaDto {
  usuario_id: JugadorRefDto;
  /** a non-member's sign-up to a public match that requires approval (DESIGN §4) */
  pendiente_aprobacion: boolean;
  fecha_inscripcion: string;
}

export interface JugadorBotDto { _id: string; nombre_display: string; equipo: EquipoAsignado }

export interface LugarRefDto { _id: string; nombre: string; direccion: string; cancha: string | null; es_global: boolean }

/** What the viewer is in this match and may do with it. */
export interface MiEstadoPartidoDto {
  inscrito: boolean;
  en_lista_espera: boolean;
  pendiente_aprobacion: boolean;
  confirmado: boolean | null;
  equipo: EquipoAsignado | null;
}

export interface PartidoPermisosDto {
  /** 'Tengo permisos' (spec 2 §6): edit, close/reopen, delete, manage players, generate teams, record the result */
  puede_gestionar: boolean;
  /** sign-up allowed now for this viewer (state, capacity, membership or public match) */
  puede_inscribirse: boolean;
  /** the match is full but the waiting list is open */
  puede_lista_espera: boolean;
  puede_desinscribirse: boolean;
  /** enrolled and before the start */
  puede_confirmar: boolean;
  /** invite club members while sign-ups are open (docs/decisions/0015) */
  puede_invitar: boolean;
  /** generate an invite link while sign-ups are open (spec 2 §6) */
  puede_generar_link: boolean;
}

/** Fields shared by the list card and the detail. */
export interface PartidoBaseDto {
  _id: string;
  club_id: { _id: string; nombre: string };
  uid: { _id: string; nombre: string | null; apellido: string | null } | null;
  /** DD/MM/YYYY */
  fecha: string;
  /** HH:mm, null while the schedule is undefined */
  hora_partido: string | null;
  /** HH:mm, start + duracion */
  hora_fin: string | null;
  /** ISO instant of the start, null while the schedule is undefined */
  inicio: string | null;
  duracion: number;
  estado_partido: EstadoPartido;
  tipo_partido: TipoPartido;
  max_asistentes: number;
  /** local places: max_asistentes, or half of it with an external rival (spec 2 §4) */
  capacidad_local: number;
  /** attendees plus guest players */
  ocupados: number;
  asistentes_count: number;
  lista_espera_count: number;
  disponibilidad: Disponibilidad;
  equipo_a: string;
  equipo_b: string;
  tiene_rival_externo: boolean;
  equipo_rival_externo: EquipoKey | null;
  lugar_id: LugarRefDto | null;
  lugar_nombre: string | null;
  cancha_numero: number | null;
  lugar_por_definir: boolean;
  horario_por_definir: boolean;
  monto_por_definir: boolean;
  monto_arriendo: number | null;
  monto_por_jugador: number;
  /** the player's cost (= monto_por_jugador), null while the amount is undefined */
  costo: number | null;
  es_publico: boolean;
  requiere_aprobacion_ingreso_publico: boolean;
  permite_invitacion_abierta: boolean;
  descripcion: string | null;
  resultado: { equipo_a_goles: number; equipo_b_goles: number } | null;
  mvp_asignado: JugadorRefDto | null;
  campos_faltantes: CampoFaltante[];
  mi_estado: MiEstadoPartidoDto;
  permisos: PartidoPermisosDto;
  createdAt: string;
}

/** A card of /partidos and the dashboard's next-match card: the first 5 attendees (spec 2 §9). */
export interface PartidoListItemDto extends PartidoBaseDto {
  asistentes_preview: JugadorRefDto[];
}

export interface PartidoDetailDto extends PartidoBaseDto {
  asistentes: PartidoAsistenteDto[];
  lista_espera: ListaEsperaDto[];
  jugadores_bot: JugadorBotDto[];
  generar_equipos_auto: boolean;
  equipos_generados: boolean;
  costo_dividido_con_rival: boolean;
  monto_equipo_local: number | null;
  notas: string | null;
  cuenta_pago_id: string | null;
  /** the club account players transfer to; members and players of the match only */
  cuenta_pago: PaymentAccountDto | null;
  fecha_cancelacion: string | null;
}

export interface PartidosListDto { partidos: PartidoListItemDto[]; pagination: Pagination }

/** GET /partidos/{id}/resumen (spec 2 §2 "Match summary"). */
export interface PartidoResumenDto {
  partido: PartidoDetailDto;
  estadisticas_asistencia: { inscritos: number; confirmados: number; rechazaron: number; sin_respuesta: number; invitados: number; porcentaje_confirmacion: number };
  financiero: { monto_arriendo: number; monto_por_jugador: number; recaudado: number; pendiente: number } | null;
}
