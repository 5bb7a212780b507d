import { users } from '../../db/schema/index.js';

/**
 * A player as cards and lists show them (JugadorRefDto): the users columns that the modules listing players select
 * (invitations, admin). Not a repository, so that other modules may use it.
 */
export const jugadorColumns = {
  id: users.id,
  nombre: users.nombre,
  apellido: users.apellido,
  apodo: users.apodo,
  photoUrl: users.photoUrl,
  posicionPrincipal: users.posicionPrincipal,
  nivelHabilidad: users.nivelHabilidad,
};
export interface JugadorColumns {
  id: string; nombre: string | null; apellido: string | null; apodo: string | null; photoUrl: string | null;
  posicionPrincipal: string | null; nivelHabilidad: string | null;
}
