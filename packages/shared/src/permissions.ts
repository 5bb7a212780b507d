// One policy module (docs/product/clubs.md): the server enforces these, the web app uses them to hide buttons.
import type { RolClub, TipoUsuario } from './enums.js';

export interface Actor {
  tipo_usuario: TipoUsuario;
}

const GLOBAL_LEVEL: Record<TipoUsuario, number> = { usuario: 1, moderador: 2, administrador: 3 };
const CLUB_LEVEL: Record<RolClub, number> = { Miembro: 1, Moderador: 2, Creador: 3 };

export const globalLevel = (t: TipoUsuario): number => GLOBAL_LEVEL[t] ?? 1;
/** In club view a platform administrador counts as 4 (as the permissions dialog shows). */
export const clubLevel = (actor: Actor, rol: RolClub | null | undefined): number =>
  isAdmin(actor) ? 4 : rol ? CLUB_LEVEL[rol] : 0;

export const isAdmin = (actor: Actor | null | undefined): boolean => actor?.tipo_usuario === 'administrador';
export const isPlatformModerator = (actor: Actor | null | undefined): boolean =>
  actor?.tipo_usuario === 'moderador' || isAdmin(actor);

/**
 * Sees a club's private data (detail, members, payment accounts): its members, and a platform administrador.
 * Anyone else gets 404 for it (docs/product/README.md, "Statuses").
 */
export const canViewClub = (actor: Actor, rol: RolClub | null | undefined): boolean => isAdmin(actor) || !!rol;

/**
 * "Tengo permisos" (docs/product/clubs.md): manage matches, players, payments, venues and payment accounts;
 * approve or reject join requests; read the moderation history. Club Creador or Moderador, or administrador.
 */
export const canManageClub = (actor: Actor, rol: RolClub | null | undefined): boolean =>
  isAdmin(actor) || rol === 'Creador' || rol === 'Moderador';

/**
 * Owner-only club actions: change roles, expel, edit settings, regenerate the code, delete the club,
 * transfer ownership. Least privilege wins over the spec's contradictory text (docs/product/clubs.md).
 */
export const canOwnClub = (actor: Actor, rol: RolClub | null | undefined): boolean =>
  isAdmin(actor) || rol === 'Creador';

/**
 * Edit a venue (docs/product/venues.md): Creador or Moderador of the venue's club, the venue's own creator, or an
 * administrador. Creating one is canManageClub in the active club.
 */
export const canEditLugar = (actor: Actor, rolEnClubDelLugar: RolClub | null | undefined, esCreadorDelLugar: boolean): boolean =>
  canManageClub(actor, rolEnClubDelLugar) || esCreadorDelLugar;

/** Only an administrador approves or rejects venues. */
export const canValidateLugar = (actor: Actor): boolean => isAdmin(actor);

/** A permitted non-administrator may ask the administration to validate a pending venue (docs/product/venues.md). */
export const canRequestLugarValidation = (actor: Actor, rolEnClubDelLugar: RolClub | null | undefined, esCreadorDelLugar: boolean): boolean =>
  !isAdmin(actor) && canEditLugar(actor, rolEnClubDelLugar, esCreadorDelLugar);

/** Lugares menu: platform moderador or administrador, or club Creador. */
export const canSeeLugaresMenu = (actor: Actor, rol: RolClub | null | undefined): boolean =>
  isPlatformModerator(actor) || rol === 'Creador';

/**
 * The invitation code is shown to members; when the club turns off usuarios_pueden_invitar only those who
 * manage it see (and so share) the code (docs/decisions/0009).
 */
export const canSeeInviteCode = (actor: Actor, rol: RolClub | null | undefined, usuariosPuedenInvitar: boolean): boolean =>
  canManageClub(actor, rol) || (!!rol && usuariosPuedenInvitar);

/**
 * Moderators, creators and administrators always see members' contact and physical info (contact data not through
 * the public community club: contactAccessOf).
 */
export const canSeePrivateInfo = (actor: Actor, rol: RolClub | null | undefined): boolean => canManageClub(actor, rol);

/** What a viewer gets of another person's correo and telefono (see contactAccessOf). */
export type ContactAccess = 'always' | 'if_shown' | 'never';

/**
 * Contact data (correo, telefono) of a person, for one viewer (docs/decisions/0030). Anyone may
 * join the public community club, so sharing only that club gives nothing, whatever the person's switches. Oneself
 * and an administrador always see it. Otherwise the clubs other than the public one that both belong to decide
 * (`rolesInSharedClubs`: the viewer's role in each): managing one of them is the spec's override
 * (canSeePrivateInfo); belonging to one leaves it to mostrar_correo / mostrar_telefono.
 */
export function contactAccessOf(
  actor: Actor, isSelf: boolean, rolesInSharedClubs: readonly (RolClub | null | undefined)[],
): ContactAccess {
  if (isSelf || isAdmin(actor)) return 'always';
  const roles = rolesInSharedClubs.filter((r): r is RolClub => !!r);
  if (roles.some((r) => canSeePrivateInfo(actor, r))) return 'always';
  return roles.length ? 'if_shown' : 'never';
}

/** Whether one contact field is shown: `isShownByPerson` is the person's mostrar_correo or mostrar_telefono. */
export const isContactShown = (access: ContactAccess, isShownByPerson: boolean): boolean =>
  access === 'always' || (access === 'if_shown' && isShownByPerson);

/**
 * Invite members to a match (docs/product/invitations.md): 'Tengo permisos' always; a plain member when the club lets
 * its users invite (configuracion.usuarios_pueden_invitar, docs/decisions/0015).
 */
export const canInviteToMatch = (actor: Actor, rol: RolClub | null | undefined, usuariosPuedenInvitar: boolean): boolean =>
  canManageClub(actor, rol) || (!!rol && usuariosPuedenInvitar);

/**
 * Why a person may not generate a match's invite link (docs/product/invitations.md), or null when they may: anyone
 * signed in for a public match; for a private one a member who created the match or is the club's Creador or Moderador
 * (or an administrador). The two reasons have their own messages.
 */
export function linkInvitacionDenegado(
  actor: Actor, rol: RolClub | null | undefined, p: { es_publico: boolean }, esCreadorDelPartido: boolean,
): 'no_miembro' | 'solo_organizadores' | null {
  if (p.es_publico || isAdmin(actor)) return null;
  if (!rol) return 'no_miembro';
  return canManageClub(actor, rol) || esCreadorDelPartido ? null : 'solo_organizadores';
}

export interface RoleDescription {
  nivel: number;
  nombre: string;
  permisos: string[];
  restricciones: string[];
}

export const GLOBAL_ROLE_DESCRIPTIONS: RoleDescription[] = [
  {
    nivel: 1,
    nombre: 'Usuario',
    permisos: ['Crear y unirse a clubes', 'Inscribirse a partidos', 'Subir comprobantes de pago', 'Votar por el MVP', 'Ver sus estadísticas', 'Editar su perfil'],
    restricciones: ['No puede validar lugares globales', 'No accede al panel de administración'],
  },
  {
    nivel: 2,
    nombre: 'Moderador',
    permisos: ['Validar pagos en partidos', 'Crear y gestionar partidos', 'Validar lugares del club', 'Ver estadísticas del sistema'],
    restricciones: ['No accede al panel de administración', 'No cambia roles de usuarios'],
  },
  {
    nivel: 3,
    nombre: 'Administrador',
    permisos: ['Gestionar todos los clubes', 'Cambiar roles de usuarios', 'Validar lugares globales', 'Ver estadísticas del sistema y el panel de administración', 'Eliminar contenido en cualquier club'],
    restricciones: [],
  },
];

export const CLUB_ROLE_DESCRIPTIONS: RoleDescription[] = [
  {
    nivel: 1,
    nombre: 'Miembro',
    permisos: ['Ver partidos', 'Inscribirse', 'Subir comprobantes', 'Votar', 'Ver miembros y estadísticas'],
    restricciones: ['No crea partidos', 'No valida pagos', 'No gestiona miembros ni aprueba solicitudes'],
  },
  {
    nivel: 2,
    nombre: 'Moderador',
    permisos: ['Aprobar o rechazar solicitudes', 'Crear y gestionar partidos', 'Validar pagos y lugares', 'Gestionar cuentas de pago', 'Ver solicitudes pendientes e historial'],
    restricciones: ['No cambia roles', 'No expulsa miembros', 'No edita la configuración del club'],
  },
  {
    nivel: 3,
    nombre: 'Creador',
    permisos: ['Control total del club', 'Cambiar roles y expulsar miembros', 'Regenerar el código de invitación', 'Editar la configuración del club'],
    restricciones: ['No puede cambiar su propio rol', 'No puede salir sin transferir la propiedad'],
  },
  {
    nivel: 4,
    nombre: 'Administrador de la plataforma',
    permisos: ['Anula los permisos del club: puede hacer todo en cualquier club'],
    restricciones: [],
  },
];
