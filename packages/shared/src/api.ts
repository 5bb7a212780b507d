// The API contract both sides read: envelope and the user as the API returns it.
import type { ErrorCode } from './errors.js';
import type { InvitacionContextoDto } from './invitations/types.js';
import type { AuthProvider, FrecuenciaJuego, NivelHabilidad, PieDominante, Posicion, RolClub, TipoClub, TipoUsuario } from './enums.js';

export interface ApiSuccess<T> { success: true; data: T; message?: string }
/** An error: the stable `code` the client decides on, the Spanish `message` the user reads (issue 18). */
export interface ApiFailure { success: false; code: ErrorCode; message: string; errors?: FieldError[] }
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
export interface FieldError { field: string; message: string }

export interface Pagination { total: number; page: number; limit: number; pages: number }

export interface ClubMembershipDto { club_id: string; rol: RolClub; nombre: string; tipo: TipoClub; es_publico: boolean; logo_url: string | null; fecha_ingreso: string }

export interface UserDto {
  _id: string;
  nombre: string | null;
  apellido: string | null;
  apodo: string | null;
  correo: string;
  telefono: string | null;
  posicion_principal: Posicion | null;
  posicion_secundaria: Posicion | null;
  nivel_habilidad: NivelHabilidad | null;
  frecuencia_juego: FrecuenciaJuego | null;
  pie_dominante: PieDominante | null;
  estatura_cm: number | null;
  peso_kg: number | null;
  talla_botin: number | null;
  fecha_nacimiento: string | null;
  bio: string | null;
  mostrar_correo: boolean;
  mostrar_telefono: boolean;
  mostrar_info_fisica: boolean;
  photoURL: string | null;
  avatar_url: string | null;
  authProvider: AuthProvider;
  tipo_usuario: TipoUsuario;
  profileComplete: boolean;
  needsProfileCompletion: boolean;
  club_activo_id: string | null;
  partidos_jugados: number;
  mvp_count: number;
  racha_asistencia: number;
  fecha_registro: string;
  createdAt: string;
  clubes: ClubMembershipDto[];
}

export interface AuthResult {
  token: string;
  user: UserDto;
  needsProfileCompletion: boolean;
  /** register with codigoInvitacion: the invite link's match and club, so the client continues the flow */
  invitacion?: InvitacionContextoDto;
}

export interface PublicConfig { googleClientId: string | null; publicUrl: string }
