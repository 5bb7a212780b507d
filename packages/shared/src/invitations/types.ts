// Invitation answers of the API (spec 2 §3 "Invitation", "Invitation link"; §7 "Invitations"): the contract the
// server returns and the screens read. docs/decisions/0015-invitations.md explains the rules behind them.
import type { Pagination } from '../api.js';
import type { TipoClub } from '../enums.js';
import type { Disponibilidad, EstadoPartido, JugadorRefDto, PartidoDetailDto, TipoPartido } from '../matches/types.js';

export const ESTADOS_INVITACION = ['Pendiente', 'Aceptada', 'Rechazada', 'Cancelada'] as const;
export type EstadoInvitacion = (typeof ESTADOS_INVITACION)[number];

/** A person as an invitation shows them: name and avatar. */
export interface PersonaInvitacionDto { _id: string; nombre: string | null; apellido: string | null; avatar: string | null }

/** The match as an invitation card shows it (spec 2 §3: partido (titulo, fecha, hora, lugar)). */
export interface PartidoInvitacionRefDto {
  _id: string;
  /** e.g. 'Partido 5 vs 5 · Club Los Robles' */
  titulo: string;
  /** DD/MM/YYYY */
  fecha: string;
  /** HH:mm, null while the schedule is undefined */
  hora: string | null;
  /** the venue's name (with court), null while undefined */
  lugar: string | null;
  tipo_partido: TipoPartido;
  estado_partido: EstadoPartido;
  /** the player's cost, null while the amount is undefined */
  costo: number | null;
  club: { _id: string; nombre: string };
}

export interface InvitacionDto {
  _id: string;
  estado: EstadoInvitacion;
  /** ISO instant */
  fechaInvitacion: string;
  /** ISO instant of the answer or cancellation, null while Pendiente */
  fechaRespuesta: string | null;
  mensaje: string | null;
  partido: PartidoInvitacionRefDto;
  /** null once the inviter's account was deleted */
  invitador: PersonaInvitacionDto | null;
  invitado: PersonaInvitacionDto;
  /** Pendiente and the match still takes sign-ups: the invitee may accept or reject */
  puede_responder: boolean;
}

/** GET /invitaciones/pendientes, /invitaciones/enviadas, /invitaciones/historial. */
export interface InvitacionesListDto { invitaciones: InvitacionDto[]; pagination: Pagination }

/** Why one person of POST /partidos/{id}/invitaciones/multiples was not invited. */
export interface InvitacionOmitidaDto { usuario_id: string; motivo: string }

/** POST /partidos/{id}/invitaciones/multiples. */
export interface InvitacionesMultiplesDto { invitaciones: InvitacionDto[]; omitidos: InvitacionOmitidaDto[] }

/** What accepting an invitation or joining by link did (the enrolment service's outcomes). */
export type ResultadoInscripcion = 'inscrito' | 'lista_espera' | 'pendiente_aprobacion' | 'ya_inscrito';

/** PUT /invitaciones/{id}/aceptar: the invitation (Aceptada) and the updated match. */
export interface AceptarInvitacionDto { invitacion: InvitacionDto; resultado: ResultadoInscripcion; partido: PartidoDetailDto }

/** GET /partidos/{id}/jugadores-disponibles: club members not enrolled, not waiting and not already invited. */
export interface JugadoresDisponiblesDto { jugadores: JugadorRefDto[]; pagination: Pagination }

/** GET /partidos/{id}/jugadores-sugeridos: frequent attendees of the club's recent matches. */
export interface JugadorSugeridoDto extends JugadorRefDto {
  /** how many of the club's last matches (docs/decisions/0015) the player attended */
  partidos_recientes: number;
}
export interface JugadoresSugeridosDto { jugadores: JugadorSugeridoDto[] }

// ---- invite links

export type EstadoLink = 'activo' | 'inactivo' | 'expirado' | 'agotado';

/** The caller's current link of a match (spec 2 §3 "Invitation link"). */
export interface LinkInvitacionDto {
  _id: string;
  partido_id: string;
  /** 8 uppercase characters */
  codigo: string;
  /** PUBLIC_URL/partidos/unirse/{codigo}: what the WhatsApp button shares */
  url: string;
  activo: boolean;
  /** ISO instant, null: never expires */
  fechaExpiracion: string | null;
  /** null: unlimited */
  usoMaximo: number | null;
  vecesUsado: number;
  /** null: unlimited */
  usosRestantes: number | null;
  /** activo, or why the link admits nobody now */
  estado: EstadoLink;
  createdAt: string;
}

/** Why a link admits nobody (validar-invitacion, unirse). */
export type MotivoInvitacionNoValida = 'inactivo' | 'expirado' | 'agotado' | 'partido_no_disponible';

/** The match as the public landing shows it, signed in or not: no ids of people, no contact details. */
export interface PartidoPublicoDto {
  _id: string;
  /** DD/MM/YYYY */
  fecha: string;
  hora_partido: string | null;
  hora_fin: string | null;
  duracion: number;
  tipo_partido: TipoPartido;
  estado_partido: EstadoPartido;
  lugar: { nombre: string; direccion: string; cancha_numero: number | null } | null;
  lugar_por_definir: boolean;
  horario_por_definir: boolean;
  capacidad_local: number;
  ocupados: number;
  cupos_disponibles: number;
  disponibilidad: Disponibilidad;
  /** the first 5 attendees (spec 2 §9): first name and avatar only */
  asistentes_preview: { nombre: string | null; avatar_url: string | null }[];
  asistentes_count: number;
  /** the player's cost, null while the amount is undefined */
  costo: number | null;
  es_publico: boolean;
  permite_invitacion_abierta: boolean;
  descripcion: string | null;
}

export interface ClubPublicoDto {
  _id: string;
  nombre: string;
  tipo: TipoClub;
  logo_url: string | null;
  es_publico: boolean;
  requiere_aprobacion_ingreso: boolean;
}

/** Where the signed-in caller stands (absent for anonymous visitors). */
export interface MiEstadoInvitacionDto {
  inscrito: boolean;
  en_lista_espera: boolean;
  es_miembro: boolean;
  /** a Pendiente join request to the match's club */
  solicitud_pendiente: boolean;
}

/**
 * GET /partidos/validar-invitacion/{codigo} (anonymous allowed). An unknown code is 404; a known one answers
 * 200 with valido and, when false, motivo and the message 'Invitación no válida: …'.
 */
export interface ValidarInvitacionDto {
  codigo: string;
  valido: boolean;
  motivo: MotivoInvitacionNoValida | null;
  partido: PartidoPublicoDto;
  club: ClubPublicoDto;
  link: { fechaExpiracion: string | null; usoMaximo: number | null; vecesUsado: number; usosRestantes: number | null };
  /** only with a valid session */
  mi_estado?: MiEstadoInvitacionDto;
}

/**
 * POST /partidos/unirse/{codigo} (spec 2 §4 "Invitation join flow"): already enrolled, enrolled (or on the waiting
 * list) by open invitation or as a member, or `requiere_club`: join the club first with
 * POST /clubes/{club._id}/unirse-invitacion { codigoInvitacion }.
 */
export interface UnirsePorLinkDto {
  resultado: ResultadoInscripcion | 'requiere_club';
  partido_id: string;
  club: ClubPublicoDto;
  /** requiere_club only: a join request is already waiting for a moderator */
  solicitud_pendiente: boolean;
  /** the updated match once the caller is on its roster; null for requiere_club */
  partido: PartidoDetailDto | null;
}

/**
 * What register and complete-profile echo back when they carry codigoInvitacion, so the client continues the
 * invited person's flow (nobody is enrolled at registration).
 */
export interface InvitacionContextoDto {
  codigo: string;
  valido: boolean;
  motivo: MotivoInvitacionNoValida | null;
  partido_id: string;
  club: ClubPublicoDto;
}
