// Enumerations shared by the API and the screens (spec 1 §3, spec 3 §3).

export const POSICIONES = ['POR', 'DFC', 'LTI', 'LTD', 'MCD', 'MC', 'MI', 'MD', 'DC', 'ED', 'EI'] as const;
export type Posicion = (typeof POSICIONES)[number];
export const POSICION_LABELS: Record<Posicion, string> = {
  POR: 'Portero',
  DFC: 'Defensa Central',
  LTI: 'Lateral Izquierdo',
  LTD: 'Lateral Derecho',
  MCD: 'Medio Centro Defensivo',
  MC: 'Medio Centro',
  MI: 'Medio Izquierdo',
  MD: 'Medio Derecho',
  DC: 'Delantero Centro',
  ED: 'Extremo Derecho',
  EI: 'Extremo Izquierdo',
};

export const NIVELES = ['Principiante', 'Intermedio', 'Avanzado', 'Profesional'] as const;
export type NivelHabilidad = (typeof NIVELES)[number];

export const FRECUENCIAS = [
  'Nunca',
  '1 vez por mes',
  '2-3 veces por mes',
  '1 vez por semana',
  '2-3 veces por semana',
  'Diario',
] as const;
export type FrecuenciaJuego = (typeof FRECUENCIAS)[number];

export const PIES = ['Derecho', 'Zurdo', 'Ambidiestro'] as const;
export type PieDominante = (typeof PIES)[number];

export const TIPOS_USUARIO = ['usuario', 'moderador', 'administrador'] as const;
export type TipoUsuario = (typeof TIPOS_USUARIO)[number];

export const ROLES_CLUB = ['Creador', 'Moderador', 'Miembro'] as const;
export type RolClub = (typeof ROLES_CLUB)[number];

export const TIPOS_CLUB = ['Grupo de Amigos', 'Club', 'Equipo'] as const;
export type TipoClub = (typeof TIPOS_CLUB)[number];

export const AUTH_PROVIDERS = ['local', 'google'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];
