// Answers of the administration API (spec 3 §3 admin views, §7 admin calls): the contract the admin screens read.
import type { Pagination, UserDto } from '../api.js';
import type { ClubConfiguracion } from '../clubs/types.js';
import type { RolClub, TipoClub, TipoUsuario } from '../enums.js';
import type { CampoFaltante, EquipoAsignado, EstadoPartido, JugadorBotDto, JugadorRefDto, TipoPartido } from '../matches/types.js';

/** A person named by a row: the creator of a club or a match. */
export interface AdminPersonaDto { _id: string; nombre: string | null; apellido: string | null; correo: string }
export interface AdminClubRefDto { _id: string; nombre: string }

// ---- GET /admin/stats, GET /admin/estadisticas/cancelados-incompletos, GET /admin/partidos/incompletos

export interface AdminTopMvpDto {
  _id: string;
  /** MVPs won: the player's mvp_count, or with grupo_id the MVPs won in that club's matches */
  count: number;
  nombre: string | null;
  apellido: string | null;
  apodo: string | null;
  avatar: string | null;
}

/** spec 3 §3 "Admin statistics"; with grupo_id every figure is that club's (docs/decisions/0017). */
export interface AdminStatsDto {
  usuarios: { total: number };
  partidos: {
    total: number; convocando: number; proximoAComenzar: number; enCurso: number; finalizado: number; cancelado: number;
    /** upcoming matches (Convocando, Próximo a comenzar) with place, schedule or amount still undefined */
    incompletos: number;
  };
  lugares: { total: number };
  clubes: { total: number };
  /** venue validation requests waiting for an administrator (the dashboard's table) */
  solicitudesValidacion: { pendientes: number };
  topMVPs: AdminTopMvpDto[];
}

export interface AdminCanceladoDto {
  _id: string;
  /** DD/MM/YYYY */
  fecha: string;
  hora_partido: string | null;
  club: AdminClubRefDto;
  creador: AdminPersonaDto | null;
  lugar_nombre: string | null;
  campos_faltantes: CampoFaltante[];
  /** ISO instant: when the 23:59 rule cancelled it */
  fecha_cancelacion: string | null;
}

/** spec 3 §3 "Cancelled-for-incomplete-info statistics": matches the 23:59 rule cancelled (DESIGN §4). */
export interface CanceladosIncompletosDto {
  total_cancelados_incompletos: number;
  por_lugar_faltante: number;
  por_horario_faltante: number;
  por_monto_faltante: number;
  /** missing two or three of the details (also counted in each por_…_faltante) */
  por_multiples_campos: number;
  /** the ten clubs with most, most first */
  por_club: { _id: string; nombre: string; cantidad: number }[];
  /** the last ten, most recent cancellation first */
  ultimos_cancelados: AdminCanceladoDto[];
}

/** spec 3 §2 "Table of matches with incomplete information": upcoming ones, soonest first. */
export interface AdminPartidoIncompletoDto {
  _id: string;
  fecha: string;
  hora_partido: string | null;
  estado_partido: EstadoPartido;
  tipo_partido: TipoPartido;
  club_id: AdminClubRefDto;
  uid: AdminPersonaDto | null;
  lugar_nombre: string | null;
  campos_faltantes: CampoFaltante[];
  ocupados: number;
  max_asistentes: number;
}
export interface AdminPartidosIncompletosDto { partidos: AdminPartidoIncompletoDto[]; pagination: Pagination }

// ---- users (spec 3 §3 "Usuario (admin view)", "Membership of a club")

export interface AdminMembresiaDto {
  /** activo: always true, clubs are deleted for good, never deactivated */
  club_id: { _id: string; nombre: string; tipo: TipoClub; activo: boolean; es_publico: boolean };
  rol: RolClub;
  fecha_ingreso: string;
}

export interface AdminUsuarioDto extends Omit<UserDto, 'clubes'> {
  clubes: AdminMembresiaDto[];
}
export interface AdminUsuariosListDto { usuarios: AdminUsuarioDto[]; pagination: Pagination }

export interface AdminDeleteUserResultDto {
  _id: string;
  /** upcoming matches the user was taken off (their places went to the waiting lists) */
  partidos_abandonados: number;
  /** clubs the user had created and was the only member of, deleted with the account */
  clubes_eliminados: number;
}

// ---- clubs (spec 3 §3 "Club (admin view)")

export interface AdminClubDto {
  _id: string;
  nombre: string;
  tipo: TipoClub;
  descripcion: string | null;
  logo_url: string | null;
  creador_id: AdminPersonaDto | null;
  codigo_invitacion: string;
  es_publico: boolean;
  fecha_creacion: string;
  total_miembros: number;
  total_partidos: number;
  /** the club's own venues, any validation state */
  total_lugares: number;
}
export interface AdminClubesListDto { clubes: AdminClubDto[]; pagination: Pagination }

export interface AdminMiembroDto {
  usuario_id: { _id: string; nombre: string | null; apellido: string | null; apodo: string | null; correo: string; avatar_url: string | null; tipo_usuario: TipoUsuario };
  rol: RolClub;
  fecha_ingreso: string;
}

/** GET /admin/clubes/{id}?page&limit: the club and one page of its members, Creador first. */
export interface AdminClubDetailDto extends AdminClubDto {
  configuracion: ClubConfiguracion;
  miembros: AdminMiembroDto[];
  miembros_pagination: Pagination;
}

/** DELETE /admin/clubes/{id} (spec 3 §7): what went with the club. */
export interface AdminDeleteClubResultDto {
  _id: string;
  nombreClub: string;
  partidosEliminados: number;
  lugaresEliminados: number;
  /** global venues, or venues other clubs' matches use, handed to the public club instead (docs/decisions/0017) */
  lugaresTransferidos: number;
  miembrosAfectados: number;
}

// ---- matches (spec 3 §3 "Partido (admin view)")

export interface AdminPartidoDto {
  _id: string;
  tipo_partido: TipoPartido;
  /** DD/MM/YYYY */
  fecha: string;
  hora_partido: string | null;
  duracion: number;
  lugar_id: string | null;
  lugar_nombre: string | null;
  cancha_numero: number | null;
  /** the creator */
  uid: AdminPersonaDto | null;
  club_id: AdminClubRefDto;
  tiene_rival_externo: boolean;
  /** attendees with an account */
  asistentes_count: number;
  /** attendees plus guest players */
  ocupados: number;
  max_asistentes: number;
  /** local places: half of max_asistentes with an external rival */
  capacidad_local: number;
  lista_espera_count: number;
  estado_partido: EstadoPartido;
  monto_arriendo: number | null;
  monto_por_jugador: number;
  resultado: { equipo_a: number; equipo_b: number } | null;
  lugar_por_definir: boolean;
  horario_por_definir: boolean;
  monto_por_definir: boolean;
  /** the details still undefined, or those recorded when the 23:59 rule cancelled it */
  campos_faltantes: CampoFaltante[];
  es_publico: boolean;
  fecha_cancelacion: string | null;
  createdAt: string;
}
export interface AdminPartidosListDto { partidos: AdminPartidoDto[]; pagination: Pagination }

export interface AdminPartidoDetailDto extends AdminPartidoDto {
  equipo_a: string;
  equipo_b: string;
  descripcion: string | null;
  notas: string | null;
  asistentes: { usuario_id: JugadorRefDto; equipo: EquipoAsignado; confirmado: boolean | null }[];
  lista_espera: { usuario_id: JugadorRefDto; pendiente_aprobacion: boolean }[];
  jugadores_bot: JugadorBotDto[];
  mvp_asignado: JugadorRefDto | null;
  /** the played-match counters were applied (once, whatever later status changes) */
  contadores_aplicados: boolean;
}
