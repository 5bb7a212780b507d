// Business constants (docs/product/).

export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const BIO_MAX = 500;
export const ESTATURA_MIN = 100;
export const ESTATURA_MAX = 250;
export const PESO_MIN = 30;
export const PESO_MAX = 200;
export const TALLA_MIN = 20;
export const TALLA_MAX = 55;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Avatars are stored square at this size: big enough for a profile header on a retina screen. */
export const AVATAR_SIZE_PX = 512;

/** Club logos are stored square at this size (shown small on cards and in the header). */
export const LOGO_SIZE_PX = 512;

// the onboarding form and the club page disagree (docs/product/clubs.md); docs/decisions/0009 keeps both.
export const CLUB_NOMBRE_MIN = 3;
export const CLUB_NOMBRE_MAX = 100;
export const CLUB_NOMBRE_MIN_ONBOARDING = 2;
export const CLUB_NOMBRE_MAX_ONBOARDING = 50;
export const CLUB_DESCRIPCION_MIN_ONBOARDING = 10;
export const CLUB_DESCRIPCION_MAX = 500;
/** Rejection reasons and payment-account fields: long enough for a sentence, short enough for a table cell. */
export const NOTAS_RECHAZO_MAX = 500;
/** The club detail lists at most this many members (the public club can hold every user); total_miembros is exact. */
export const CLUB_DETAIL_MEMBERS_MAX = 1000;

export const INVITE_CODE_LENGTH = 8;
/** No 0/O, 1/I/L look-alikes (docs/product/clubs.md). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const JOIN_MESSAGE_MAX = 300;
export const REDIRECT_AFTER_JOIN_MS = 500;
export const REDIRECT_AFTER_RESET_MS = 3000;
export const LOGIN_PROMO_ROTATION_MS = 4000;
export const SCROLL_TOP_THRESHOLD_PX = 400;
export const STREAK_HIGHLIGHT = 5;
export const MOBILE_BREAKPOINT_PX = 768;
export const DEFAULT_PHONE_COUNTRY = 'CL';

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_HISTORY = 20;
export const PAGE_LIMIT_MAX = 100;
/** The notification centre's page; here, not in notifications/types.ts, so the bell needs no zod. */
export const NOTIFICACIONES_PAGE_SIZE = 20;

/** Sessions last 30 days of inactivity-free use; logout or a password change ends them earlier. */
export const SESSION_TTL_DAYS = 30;
/** A reset link is good for one hour and one use. */
export const RESET_TOKEN_TTL_MINUTES = 60;

export const FOOTER_TITLE = 'Sistema de Gestión de Partidos';
export const FOOTER_VERSION = 'Versión Beta Abierta 1.0';
export const PRODUCT_NAME = 'Partidos';

// venues (docs/product/venues.md)
export const LUGAR_NOMBRE_MIN = 3;
export const LUGAR_NOMBRE_MAX = 100;
export const LUGAR_DIRECCION_MIN = 10;
export const LUGAR_DIRECCION_MAX = 200;
export const LUGAR_CANCHA_MAX = 50;
export const LUGAR_TELEFONO_MAX = 20;
export const LUGAR_SITIO_WEB_MAX = 200;
export const LUGAR_NOTAS_MAX = 500;
export const NOTAS_VALIDACION_MAX = 300;
export const RAZON_SOLICITUD_MIN = 10;
export const RAZON_SOLICITUD_MAX = 500;
/** Venue detail lists the last 10 matches held there. */
export const LUGAR_ULTIMOS_PARTIDOS = 10;
/** The card grid: four rows of three on desktop. */
export const LUGARES_PAGE_SIZE = 12;
/** The match form's venue picker shows at most this many matches of a search. */
export const LUGARES_SELECTOR_MAX = 50;
