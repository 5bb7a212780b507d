// Players directory and profile answers (spec 2 §3 "Player", "Statistics state").
import type { Pagination } from '../api.js';
import type { FrecuenciaJuego, NivelHabilidad, PieDominante, Posicion, RolClub, TipoUsuario } from '../enums.js';

/** A row of GET /usuarios: no contact or physical data (those are on the profile, under the privacy rule). */
export interface JugadorListItemDto {
  _id: string;
  nombre: string | null;
  apellido: string | null;
  apodo: string | null;
  avatar_url: string | null;
  photoURL: string | null;
  posicion_principal: Posicion | null;
  posicion_secundaria: Posicion | null;
  nivel_habilidad: NivelHabilidad | null;
  mvp_count: number;
  partidos_jugados: number;
  racha_asistencia: number;
  /** role in the active club */
  rol: RolClub;
  fecha_ingreso: string;
}

/** GET /usuarios */
export interface JugadoresListDto { usuarios: JugadorListItemDto[]; pagination: Pagination }

/** true = hidden from this viewer: the screen shows 'Privado' instead of the value. */
export interface PrivacidadDto { correo: boolean; telefono: boolean; info_fisica: boolean }

/** A club of the player that the viewer can see (shared clubs; all of them for the player and administradores). */
export interface JugadorClubDto { club_id: string; nombre: string; rol: RolClub; es_publico: boolean; fecha_ingreso: string }

/**
 * GET /usuarios/{id}. correo, telefono and the physical fields (estatura_cm, peso_kg, talla_botin,
 * fecha_nacimiento) are null when `privado` says so.
 */
export interface JugadorPerfilDto {
  _id: string;
  nombre: string | null;
  apellido: string | null;
  apodo: string | null;
  avatar_url: string | null;
  photoURL: string | null;
  posicion_principal: Posicion | null;
  posicion_secundaria: Posicion | null;
  nivel_habilidad: NivelHabilidad | null;
  frecuencia_juego: FrecuenciaJuego | null;
  pie_dominante: PieDominante | null;
  bio: string | null;
  correo: string | null;
  telefono: string | null;
  estatura_cm: number | null;
  peso_kg: number | null;
  talla_botin: number | null;
  /** DD/MM/YYYY */
  fecha_nacimiento: string | null;
  mostrar_correo: boolean;
  mostrar_telefono: boolean;
  mostrar_info_fisica: boolean;
  privado: PrivacidadDto;
  tipo_usuario: TipoUsuario;
  fecha_registro: string;
  partidos_jugados: number;
  mvp_count: number;
  racha_asistencia: number;
  racha_maxima: number;
  partidos_inscritos: number;
  last_mvp_date: string | null;
  clubes: JugadorClubDto[];
  /** the viewer's own profile */
  es_propio: boolean;
}

/** GET /usuarios/{id}/estadisticas (spec 2 §3 "Player statistics"). */
export interface JugadorEstadisticasDto {
  partidos_jugados: number;
  mvp_count: number;
  racha_asistencia: number;
  racha_maxima: number;
  /** matches enrolled in as an attendee, any state but Cancelado */
  partidos_inscritos: number;
  /** of those, the ones not played yet (Convocando, Próximo a comenzar, En curso) */
  partidos_proximos: number;
  last_mvp_date: string | null;
}
