import { canSeePrivateInfo, isAdmin, type RolClub } from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import type { PlayerClubRow, PlayersRepository } from './players.repository.js';

/** A player as one viewer may see them (404 already ruled out). */
export interface PlayerView {
  target: UserRow;
  /** every club of the player, with the viewer's role in each */
  clubs: PlayerClubRow[];
  esPropio: boolean;
  /** the viewer belongs to at least one of the player's clubs */
  comparteClub: boolean;
  /** e-mail, phone and physical info regardless of the player's choices (docs/product/stats.md) */
  veDatosPrivados: boolean;
}

/**
 * Who may see a player (docs/product/stats.md): oneself, anyone sharing a club with them, and a platform
 * administrador. Anyone else gets 404, as for any club data they cannot see. The privacy override belongs to
 * the administrador and to the Creador or Moderador of a club the player is in (canSeePrivateInfo), other than the
 * public community club.
 */
export class PlayerAccess {
  constructor(private repo: PlayersRepository) {}

  /** `me` names the viewer (GET /usuarios/me/logros for the own-profile card). */
  async require(viewer: UserRow, playerId: string): Promise<PlayerView> {
    const id = playerId === 'me' ? viewer.id : playerId;
    if (!isId(id)) throw notFound('usuarioNoEncontrado');
    const [target, clubs] = await Promise.all([this.repo.findUser(id), this.repo.clubsOf(id, viewer.id)]);
    if (!target) throw notFound('usuarioNoEncontrado');
    const actor = actorOf(viewer);
    const esPropio = id === viewer.id;
    const comparteClub = clubs.some((c) => c.viewerRol !== null);
    if (!esPropio && !comparteClub && !isAdmin(actor)) throw notFound('usuarioNoEncontrado');
    // the public community club's Moderadores manage a club anyone may join: the override through it would be
    // platform-wide access to every member's physical info, as for contact data (docs/decisions/0030)
    const veDatosPrivados = esPropio || isAdmin(actor)
      || clubs.some((c) => !c.esPublico && canSeePrivateInfo(actor, c.viewerRol as RolClub | null));
    return { target, clubs, esPropio, comparteClub, veDatosPrivados };
  }
}
