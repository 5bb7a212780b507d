import { isoToDmy, type ClubMembershipDto, type UserDto } from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';

/** The user as the API returns it (docs/product/accounts.md "Profile"); never the password hash or Google subject. */
export function toUserDto(u: UserRow, clubes: ClubMembershipDto[] = []): UserDto {
  return {
    _id: u.id,
    nombre: u.nombre,
    apellido: u.apellido,
    apodo: u.apodo,
    correo: u.correo,
    telefono: u.telefono,
    posicion_principal: u.posicionPrincipal as UserDto['posicion_principal'],
    posicion_secundaria: u.posicionSecundaria as UserDto['posicion_secundaria'],
    nivel_habilidad: u.nivelHabilidad as UserDto['nivel_habilidad'],
    frecuencia_juego: u.frecuenciaJuego as UserDto['frecuencia_juego'],
    pie_dominante: u.pieDominante as UserDto['pie_dominante'],
    estatura_cm: u.estaturaCm,
    peso_kg: u.pesoKg,
    talla_botin: u.tallaBotin,
    fecha_nacimiento: isoToDmy(u.fechaNacimiento),
    bio: u.bio,
    mostrar_correo: u.mostrarCorreo,
    mostrar_telefono: u.mostrarTelefono,
    mostrar_info_fisica: u.mostrarInfoFisica,
    photoURL: u.photoUrl,
    avatar_url: u.photoUrl,
    authProvider: u.authProvider as UserDto['authProvider'],
    tipo_usuario: u.tipoUsuario as UserDto['tipo_usuario'],
    profileComplete: u.profileComplete,
    needsProfileCompletion: !u.profileComplete,
    club_activo_id: u.clubActivoId,
    partidos_jugados: u.partidosJugados,
    mvp_count: u.mvpCount,
    racha_asistencia: u.rachaAsistencia,
    fecha_registro: u.createdAt.toISOString(),
    createdAt: u.createdAt.toISOString(),
    clubes,
  };
}
