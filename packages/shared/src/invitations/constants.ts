// Invitation limits (docs/product/invitations.md) and the ones the spec leaves open, with the reason for each.

/** The invite message is up to 200 characters. */
export const INVITACION_MENSAJE_MAX = 200;
/** The player search starts after 2 characters; shorter text lists without filtering. */
export const BUSQUEDA_MIN = 2;
export const BUSQUEDA_MAX = 50;
/** One invite-many call: a whole 11 vs 11 squad with a bench fits; larger lists are a script, not a person. */
export const INVITAR_MULTIPLES_MAX = 50;
/** The available-players picker pages by 20 (a modal list), capped like every list at 100. */
export const JUGADORES_DISPONIBLES_PAGE_SIZE = 20;
/** Suggested players: the 10 most frequent attendees of the club's last 20 matches (docs/decisions/0015). */
export const JUGADORES_SUGERIDOS_MAX = 10;
export const PARTIDOS_RECIENTES_SUGERENCIAS = 20;
/** Invitation lists: a page of 20, like the other history lists. */
export const INVITACIONES_PAGE_SIZE = 20;
/** A link's maximum uses: blank is unlimited; above 1000 is a typo for a football match. */
export const USO_MAXIMO_MAX = 1000;
