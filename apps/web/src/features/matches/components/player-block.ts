/** The id of the player's block on the match page ('Tu participación'), where the focus goes after signing up. */
export const PLAYER_BLOCK_ID = 'tu-participacion';
