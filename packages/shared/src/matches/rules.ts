// Pure match rules (docs/product/matches.md, enrolment.md): the server applies them and the
// screens preview them with the same functions.
import type { RolClub } from '../enums.js';
import { canInviteToMatch, canManageClub, canViewClub, linkInvitacionDenegado, type Actor } from '../permissions.js';
import {
  JUGADORES_POR_EQUIPO, SIN_EQUIPO, type CampoFaltante, type Disponibilidad, type EquipoKey, type EstadoPartido, type PartidoPermisosDto,
  type TipoPartido,
} from './types.js';

/** 'Pocos cupos' at 2 or fewer places left. */
export const POCOS_CUPOS_UMBRAL = 2;

/** Sign-up and leaving are allowed in these states (docs/product/enrolment.md). */
export const ESTADOS_INSCRIPCION: readonly EstadoPartido[] = ['Convocando', 'Próximo a comenzar'];
/** States in which a member still "has" the match (leaving a club counts them, docs/product/clubs.md). */
export const ESTADOS_ACTIVOS: readonly EstadoPartido[] = ['Convocando', 'Próximo a comenzar', 'En curso'];

export const admiteInscripciones = (estado: string): boolean => (ESTADOS_INSCRIPCION as readonly string[]).includes(estado);

/** max_asistentes defaults to 2 × players per team (5v5 → 10). */
export const maxAsistentesPorDefecto = (tipo: TipoPartido): number => 2 * JUGADORES_POR_EQUIPO[tipo];

/** Local places: max_asistentes, or half of it with an external rival (docs/product/enrolment.md). */
export function capacidadLocal(p: { max_asistentes: number; tiene_rival_externo: boolean }): number {
  return p.tiene_rival_externo ? Math.max(1, Math.floor(p.max_asistentes / 2)) : p.max_asistentes;
}

export const cuposRestantes = (capacidad: number, ocupados: number): number => Math.max(0, capacidad - ocupados);

/** 'Completo' with no place left, 'Pocos cupos' with 2 or fewer, else 'Disponible'. */
export function disponibilidad(capacidad: number, ocupados: number): Disponibilidad {
  const restantes = capacidad - ocupados;
  if (restantes <= 0) return 'Completo';
  if (restantes <= POCOS_CUPOS_UMBRAL) return 'Pocos cupos';
  return 'Disponible';
}

export interface CostoInput {
  monto_arriendo: number | null | undefined;
  monto_por_definir?: boolean;
  tiene_rival_externo: boolean;
  costo_dividido_con_rival: boolean;
  monto_equipo_local: number | null | undefined;
}

/**
 * What the local team pays (docs/product/matches.md): the rent, or half of it when the rival pays 50 %, or the agreed
 * local amount. null while the amount is undefined.
 */
export function montoLocal(p: CostoInput): number | null {
  if (p.monto_por_definir || p.monto_arriendo === null || p.monto_arriendo === undefined) return null;
  if (!p.tiene_rival_externo) return p.monto_arriendo;
  if (p.costo_dividido_con_rival) return p.monto_arriendo / 2;
  return p.monto_equipo_local ?? null;
}

/** ceil(local amount / local places) in whole CLP; 0 while the amount is undefined. */
export function montoPorJugador(p: CostoInput & { max_asistentes: number }): number {
  const local = montoLocal(p);
  if (local === null || local <= 0) return 0;
  const plazas = capacidadLocal(p);
  // integer arithmetic: half of an odd rent is x.5, so divide the rent by 2 × places instead
  const [num, den] = p.tiene_rival_externo && p.costo_dividido_con_rival ? [p.monto_arriendo!, 2 * plazas] : [local, plazas];
  return Math.floor((num + den - 1) / den);
}

export interface DefinicionInput {
  lugar_por_definir: boolean;
  lugar_id?: unknown;
  horario_por_definir: boolean;
  hora_partido?: string | null;
  monto_por_definir: boolean;
  monto_arriendo?: number | null;
}

/** The details still undefined (docs/product/matches.md): such a match is cancelled at 23:59 of its date if not completed. */
export function camposFaltantes(p: DefinicionInput): CampoFaltante[] {
  const out: CampoFaltante[] = [];
  if (p.lugar_por_definir || !p.lugar_id) out.push('lugar');
  if (p.horario_por_definir || !p.hora_partido) out.push('horario');
  if (p.monto_por_definir || p.monto_arriendo === null || p.monto_arriendo === undefined) out.push('monto');
  return out;
}

/** "HH:mm" + minutes → "HH:mm" on a 24 h clock (the end time of the next-match card). */
export function horaMasMinutos(hora: string, minutos: number): string {
  const [h, m] = hora.split(':').map(Number);
  const total = ((((h ?? 0) * 60 + (m ?? 0) + minutos) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export interface PartidoParaViewer {
  estado_partido: string;
  es_publico: boolean;
  requiere_aprobacion_ingreso_publico: boolean;
  capacidad_local: number;
  ocupados: number;
  /** the start instant; null while the schedule is undefined */
  inicio: Date | null;
  /** the club's configuracion.usuarios_pueden_invitar */
  usuarios_pueden_invitar: boolean;
  /** the viewer created the match */
  es_creador: boolean;
}

export interface MiPartido { inscrito: boolean; en_lista_espera: boolean }

/**
 * Who sees a match (docs/product/matches.md): members of its club and administrators, anyone signed in for a
 * public match, and whoever is already on its roster. Everyone else gets 404.
 */
export const puedeVerPartido = (actor: Actor, rol: RolClub | null | undefined, p: { es_publico: boolean }, mi: MiPartido): boolean =>
  canViewClub(actor, rol) || p.es_publico || mi.inscrito || mi.en_lista_espera;

/** Who may sign themselves up: members (and administrators), or anyone for a public match (docs/product/enrolment.md). */
export const puedeAnotarse = (actor: Actor, rol: RolClub | null | undefined, p: { es_publico: boolean }): boolean =>
  canViewClub(actor, rol) || p.es_publico;

/** A non-member's sign-up to a public match that requires approval waits on the waiting list (docs/product/enrolment.md). */
export const requiereAprobacion = (
  actor: Actor, rol: RolClub | null | undefined, p: { es_publico: boolean; requiere_aprobacion_ingreso_publico: boolean },
): boolean => !canViewClub(actor, rol) && p.es_publico && p.requiere_aprobacion_ingreso_publico;

/** Attendance can be changed until the start (docs/product/enrolment.md); without a schedule, while sign-ups are open. */
/** What a sign-up does to the roster: onto the attendees, onto the waiting list, or onto it awaiting approval. */
export type DestinoInscripcion = 'inscrito' | 'espera' | 'pendiente';

/** Why a sign-up is refused (each a message key of MSG, but `reservadoTitulares`, whose message names the time). */
export type RechazoInscripcion = 'partidoNoDisponible' | 'yaInscrito' | 'reservadoTitulares' | 'inscripcionPendiente' | 'yaEnListaEspera' | 'partidoCompleto';

/** Where the player stands in a match, and what the match holds, as its locked row says. */
export interface EstadoInscripcion {
  estado_partido: string;
  ocupados: number;
  max_asistentes: number;
  tiene_rival_externo: boolean;
  inscrito: boolean;
  /** on the waiting list (awaiting approval or not), or null */
  espera: { pendiente: boolean } | null;
  /** the series' regulars' window is open and the player is not one of them (an organiser adding someone skips it) */
  reservadoATitulares: boolean;
  /** the sign-up awaits an organiser's approval (requiereAprobacion) */
  aprobacion: boolean;
  /** the player asked to join the waiting list when the match is full */
  listaEspera: boolean;
}

/**
 * The sign-up rule (docs/product/enrolment.md), applied by the server to the match's locked row: refused, or where the
 * player goes. A reserve whose place is free goes straight to the attendees; a full match takes new players on its
 * waiting list only when they asked (lista_espera); a sign-up that needs approval always waits on the list.
 */
export function decidirInscripcion(s: EstadoInscripcion): { resultado: DestinoInscripcion } | { rechazo: RechazoInscripcion } {
  if (!admiteInscripciones(s.estado_partido)) return { rechazo: 'partidoNoDisponible' };
  if (s.inscrito) return { rechazo: 'yaInscrito' };
  if (s.reservadoATitulares) return { rechazo: 'reservadoTitulares' };
  const lleno = s.ocupados >= capacidadLocal(s);
  if (s.espera?.pendiente) return { rechazo: 'inscripcionPendiente' };
  if (s.espera) return lleno ? { rechazo: 'yaEnListaEspera' } : { resultado: 'inscrito' };
  if (s.aprobacion) return { resultado: 'pendiente' };
  if (!lleno) return { resultado: 'inscrito' };
  return s.listaEspera ? { resultado: 'espera' } : { rechazo: 'partidoCompleto' };
}

export const asistenciaModificable = (p: { estado_partido: string; inicio: Date | null }, now: Date): boolean =>
  admiteInscripciones(p.estado_partido) && (!p.inicio || now.getTime() < p.inicio.getTime());

/**
 * When permisosPartido's answer for this match next changes with the clock alone (attendance closes at the
 * start), or null if it never does: an answer computed at `now` holds until then (the server's read cache).
 */
export const permisosCambianEn = (p: { estado_partido: string; inicio: Date | null }, now: Date): Date | null =>
  p.inicio && asistenciaModificable(p, now) ? p.inicio : null;

/** What the viewer may do with the match now; the screens show only these buttons. */
export function permisosPartido(actor: Actor, rol: RolClub | null | undefined, p: PartidoParaViewer, mi: MiPartido, now: Date): PartidoPermisosDto {
  const abierto = admiteInscripciones(p.estado_partido);
  const libre = !mi.inscrito && !mi.en_lista_espera && abierto && puedeAnotarse(actor, rol, p);
  const lleno = p.ocupados >= p.capacidad_local;
  const aprobacion = requiereAprobacion(actor, rol, p);
  return {
    puede_gestionar: canManageClub(actor, rol),
    // a sign-up awaiting approval goes to the waiting list whether or not there is room
    puede_inscribirse: libre && (!lleno || aprobacion),
    puede_lista_espera: libre && lleno && !aprobacion,
    puede_desinscribirse: abierto && (mi.inscrito || mi.en_lista_espera),
    puede_confirmar: mi.inscrito && asistenciaModificable(p, now),
    puede_invitar: abierto && canInviteToMatch(actor, rol, p.usuarios_pueden_invitar),
    puede_generar_link: abierto && linkInvitacionDenegado(actor, rol, p, p.es_creador) === null,
  };
}

/**
 * The team a management action or a guest player names ("destination a team name or sin-equipo",
 * docs/product/teams.md): 'equipo_a' / 'equipo_b', the team's name ('Blanco', or the fallback label 'Equipo Blanco'),
 * or 'sin-equipo' / 'Sin asignar' for no team (null). undefined when it names nothing.
 */
/**
 * Whether a player's "No voy" frees their spot (docs/decisions/0081): enrolled, free to withdraw, and someone waits
 * for the spot. Then the app asks once and withdraws them, which promotes the first reserve; without a waiting list
 * "No voy" only records the answer (the spot stays theirs unless they withdraw).
 */
export const noVoyLiberaCupo = (p: {
  lista_espera_count: number; mi_estado: { inscrito: boolean }; permisos: { puede_desinscribirse: boolean };
}): boolean => p.mi_estado.inscrito && p.permisos.puede_desinscribirse && p.lista_espera_count > 0;

export function equipoDestino(destino: string, p: { equipo_a: string; equipo_b: string }): EquipoKey | null | undefined {
  const d = destino.trim().toLocaleLowerCase('es-CL');
  if (d === 'sin-equipo' || d === SIN_EQUIPO.toLocaleLowerCase('es-CL')) return null;
  for (const key of ['equipo_a', 'equipo_b'] as const) {
    const nombre = p[key].trim().toLocaleLowerCase('es-CL');
    if (d === key || d === nombre || d === `equipo ${nombre}`) return key;
  }
  return undefined;
}
