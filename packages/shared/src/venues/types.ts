// Venue answers of the API (spec 3 §3 "Lugar", "Venue validation request").
import type { EstadoSolicitudLugar, EstadoValidacion } from '../enums.js';
import type { Pagination } from '../api.js';

export interface PersonRefDto { _id: string; nombre: string | null; apellido: string | null }

export interface LugarDto {
  _id: string;
  nombre: string;
  cancha: string | null;
  direccion: string;
  telefono: string | null;
  sitio_web: string | null;
  notas: string | null;
  notas_validacion: string | null;
  estado_validacion: EstadoValidacion;
  es_global: boolean;
  coordenadas: { lat: number; lng: number } | null;
  club_id: { _id: string; nombre: string };
  creador: PersonRefDto | null;
  validado_por: PersonRefDto | null;
  fecha_validacion: string | null;
  createdAt: string;
  /** finished matches held here (all clubs) */
  partidos_realizados: number;
}

/** A match row of 'Partidos en este Lugar' (spec 3 §2 "Venue detail"). */
export interface LugarPartidoDto {
  _id: string;
  fecha: string;
  hora_partido: string | null;
  tipo_partido: string;
  estado_partido: string;
  asistentes_count: number;
}

export interface LugarPermisosDto {
  puede_editar: boolean;
  /** administrador: approve or reject */
  puede_validar: boolean;
  /** a permitted non-administrator on a pending venue */
  puede_solicitar: boolean;
}

export interface LugarDetailDto extends LugarDto {
  /** matches held here that the viewer may see */
  total_partidos: number;
  partidos: LugarPartidoDto[];
  solicitud_pendiente: boolean;
  permisos: LugarPermisosDto;
}

export interface LugarConteosDto { todos: number; Validado: number; Pendiente: number; Rechazado: number }

export interface LugaresListDto {
  lugares: LugarDto[];
  conteos: LugarConteosDto;
  pagination: Pagination;
  puede_crear: boolean;
}

/** GET /lugares/selector: what the match form offers. */
export interface LugarSelectorDto {
  _id: string;
  nombre: string;
  direccion: string;
  cancha: string | null;
  telefono: string | null;
  notas: string | null;
  es_global: boolean;
  estado_validacion: EstadoValidacion;
  partidos_realizados: number;
}

export interface LugarPopularDto {
  _id: string;
  nombre: string;
  direccion: string;
  total_partidos: number;
  /** relative to the most popular venue (spec 3 §9) */
  porcentaje: number;
}

export interface LugaresEstadisticasDto {
  total_lugares: number;
  globales: number;
  del_club: number;
  inactivos: number;
  con_partidos: number;
  total_partidos: number;
}

export interface SolicitudValidacionDto {
  _id: string;
  lugar_id: { _id: string; nombre: string; direccion: string; telefono: string | null; estado_validacion: EstadoValidacion } | null;
  solicitante_id: { _id: string; nombre: string | null; apellido: string | null; correo: string } | null;
  club_id: { _id: string; nombre: string } | null;
  razon: string;
  estado: EstadoSolicitudLugar;
  comentarios_admin: string | null;
  procesado_por: PersonRefDto | null;
  fecha_procesamiento: string | null;
  createdAt: string;
}

export interface SolicitudesListDto { solicitudes: SolicitudValidacionDto[]; pagination: Pagination }
