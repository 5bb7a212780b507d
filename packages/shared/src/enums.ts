// Enumerations shared by the API and the screens.

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

/** Club roles a Creador or administrador may assign; Creador changes only by transferring ownership. */
export const ROLES_ASIGNABLES = ['Miembro', 'Moderador'] as const;
export type RolAsignable = (typeof ROLES_ASIGNABLES)[number];

/** A join request starts Pendiente and is processed once (docs/product/clubs.md). */
export const ESTADOS_SOLICITUD = ['Pendiente', 'Aprobada', 'Rechazada'] as const;
export type EstadoSolicitud = (typeof ESTADOS_SOLICITUD)[number];

export const TIPOS_CUENTA = ['Cuenta Vista/RUT', 'Cuenta Corriente', 'Cuenta de Ahorro'] as const;
export type TipoCuenta = (typeof TIPOS_CUENTA)[number];

/** Moderation log types (docs/product/clubs.md) plus propiedad_transferida (docs/decisions/0009). */
export const TIPOS_MODERACION = [
  'solicitud_aprobada', 'solicitud_rechazada', 'miembro_expulsado', 'rol_cambiado',
  'lugar_aprobado', 'lugar_rechazado', 'pago_aprobado', 'pago_rechazado', 'propiedad_transferida',
] as const;
export type TipoModeracion = (typeof TIPOS_MODERACION)[number];
export const TIPO_MODERACION_LABELS: Record<TipoModeracion, string> = {
  solicitud_aprobada: 'Solicitud aprobada',
  solicitud_rechazada: 'Solicitud rechazada',
  miembro_expulsado: 'Miembro expulsado',
  rol_cambiado: 'Rol cambiado',
  lugar_aprobado: 'Lugar aprobado',
  lugar_rechazado: 'Lugar rechazado',
  pago_aprobado: 'Pago aprobado',
  pago_rechazado: 'Pago rechazado',
  propiedad_transferida: 'Propiedad transferida',
};

/** Which create-club form sent the request: the two have different rules (docs/product/clubs.md). */
export const ORIGENES_CLUB = ['onboarding', 'pagina'] as const;
export type OrigenClub = (typeof ORIGENES_CLUB)[number];

/** Venue validation (docs/product/venues.md): Pendiente = club-only, Validado = global, Rechazado = inactive. */
export const ESTADOS_VALIDACION = ['Validado', 'Pendiente', 'Rechazado'] as const;
export type EstadoValidacion = (typeof ESTADOS_VALIDACION)[number];
/** The venue list filter's labels. */
export const ESTADO_VALIDACION_LABELS: Record<EstadoValidacion, string> = {
  Validado: 'Global', Pendiente: 'Solo del Club', Rechazado: 'Inactivos',
};

export const ESTADOS_SOLICITUD_LUGAR = ['pendiente', 'aprobada', 'rechazada'] as const;
export type EstadoSolicitudLugar = (typeof ESTADOS_SOLICITUD_LUGAR)[number];
