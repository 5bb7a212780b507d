// Voting limits (docs/product/votes.md).

export const TIPOS_VOTO = ['like', 'dislike'] as const;
export type TipoVoto = (typeof TIPOS_VOTO)[number];

/** 2 s between two monthly votes of the same voter, enforced by the server too. */
export const VOTO_COOLDOWN_MS = 2000;
/** MVP voting closes 24 hours after the match ends. */
export const MVP_VOTACION_HORAS = 24;
