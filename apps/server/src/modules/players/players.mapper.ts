import {
  contactAccessOf, isAdmin, isContactShown, isoToDmy,
  type Actor, type FrecuenciaJuego, type JugadorClubDto, type JugadorListItemDto, type JugadorPerfilDto, type NivelHabilidad,
  type PieDominante, type Posicion, type RolClub, type TipoUsuario,
} from '@partidos/shared';
import type { PlayerView } from './player-access.js';
import type { PlayersRepository } from './players.repository.js';

type ListRow = Awaited<ReturnType<PlayersRepository['page']>>['rows'][number];

export const toJugadorListItem = (r: ListRow): JugadorListItemDto => ({
  _id: r.id,
  nombre: r.nombre,
  apellido: r.apellido,
  apodo: r.apodo,
  avatar_url: r.photoUrl,
  photoURL: r.photoUrl,
  posicion_principal: r.posicionPrincipal as Posicion | null,
  posicion_secundaria: r.posicionSecundaria as Posicion | null,
  nivel_habilidad: r.nivelHabilidad as NivelHabilidad | null,
  mvp_count: r.mvpCount,
  partidos_jugados: r.partidosJugados,
  racha_asistencia: r.rachaAsistencia,
  rol: r.rol as RolClub,
  fecha_ingreso: r.fechaIngreso.toISOString(),
});

/** The best streak: the stored best, or the current one when it is longer (rows counted before the column existed). */
export const rachaMaximaOf = (v: PlayerView) => Math.max(v.target.rachaMaxima, v.target.rachaAsistencia);

/**
 * The profile with the privacy rule applied: a field the player hides is null and flagged in `privado`, unless
 * the viewer sees private data. correo and telefono also need a club other than the public community club in
 * common (contactAccessOf, docs/decisions/0030), from the same clubs query. The clubs listed are the ones the
 * viewer can see.
 */
export function toJugadorPerfil(v: PlayerView, partidosInscritos: number, viewer: Actor): JugadorPerfilDto {
  const u = v.target;
  const isAdminViewer = isAdmin(viewer);
  const contact = contactAccessOf(viewer, v.esPropio, v.clubs.filter((c) => !c.esPublico).map((c) => c.viewerRol as RolClub | null));
  const privado = {
    correo: !isContactShown(contact, u.mostrarCorreo),
    telefono: !isContactShown(contact, u.mostrarTelefono),
    info_fisica: !v.veDatosPrivados && !u.mostrarInfoFisica,
  };
  const clubes: JugadorClubDto[] = v.clubs
    .filter((c) => v.esPropio || isAdminViewer || c.viewerRol !== null)
    .map((c) => ({ club_id: c.clubId, nombre: c.nombre, rol: c.rol as RolClub, es_publico: c.esPublico, fecha_ingreso: c.fechaIngreso.toISOString() }));
  return {
    _id: u.id,
    nombre: u.nombre,
    apellido: u.apellido,
    apodo: u.apodo,
    avatar_url: u.photoUrl,
    photoURL: u.photoUrl,
    posicion_principal: u.posicionPrincipal as Posicion | null,
    posicion_secundaria: u.posicionSecundaria as Posicion | null,
    nivel_habilidad: u.nivelHabilidad as NivelHabilidad | null,
    frecuencia_juego: u.frecuenciaJuego as FrecuenciaJuego | null,
    pie_dominante: u.pieDominante as PieDominante | null,
    bio: u.bio,
    correo: privado.correo ? null : u.correo,
    telefono: privado.telefono ? null : u.telefono,
    estatura_cm: privado.info_fisica ? null : u.estaturaCm,
    peso_kg: privado.info_fisica ? null : u.pesoKg,
    talla_botin: privado.info_fisica ? null : u.tallaBotin,
    fecha_nacimiento: privado.info_fisica ? null : isoToDmy(u.fechaNacimiento),
    mostrar_correo: u.mostrarCorreo,
    mostrar_telefono: u.mostrarTelefono,
    mostrar_info_fisica: u.mostrarInfoFisica,
    privado,
    tipo_usuario: u.tipoUsuario as TipoUsuario,
    fecha_registro: u.createdAt.toISOString(),
    partidos_jugados: u.partidosJugados,
    mvp_count: u.mvpCount,
    racha_asistencia: u.rachaAsistencia,
    racha_maxima: rachaMaximaOf(v),
    partidos_inscritos: partidosInscritos,
    last_mvp_date: u.lastMvpDate?.toISOString() ?? null,
    clubes,
    es_propio: v.esPropio,
  };
}
