import {
  camposFaltantes, capacidadLocal, isoToDmy,
  type AdminCanceladoDto, type AdminClubDto, type AdminMembresiaDto, type AdminMiembroDto, type AdminPartidoDetailDto,
  type AdminPartidoDto, type AdminPartidoIncompletoDto, type AdminPersonaDto, type AdminUsuarioDto, type CampoFaltante,
  type EstadoPartido, type JugadorRefDto, type NivelHabilidad, type Posicion, type RolClub, type TipoClub, type TipoPartido,
  type TipoUsuario,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import { configuracionOf } from '../clubs/clubs.mapper.js';
import { equipoOf, toBot } from '../matches/matches.mapper.js';
import type { JugadorColumns } from '../users/jugador-columns.js';
import { toUserDto } from '../users/users.mapper.js';
import type { AdminClubRow, MemberPageRow } from './admin-clubs.repository.js';
import type { AdminMatchRow, AdminRoster } from './admin-matches.repository.js';
import type { CanceladoRow, IncompletoRow } from './admin-stats.repository.js';
import type { MembershipRow } from './admin-users.repository.js';

const dmy = (iso: string) => isoToDmy(iso) ?? iso;
const isoOf = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

const personaOf = (p: { id: string | null; nombre: string | null; apellido: string | null; correo: string | null } | null | undefined): AdminPersonaDto | null =>
  p?.id ? { _id: p.id, nombre: p.nombre, apellido: p.apellido, correo: p.correo ?? '' } : null;

/** json arrives parsed from node-postgres and PGlite alike; a string is parsed just in case. */
const faltantesOf = (v: unknown): CampoFaltante[] => (typeof v === 'string' ? JSON.parse(v) : Array.isArray(v) ? v : []) as CampoFaltante[];

/** The details a match still lacks, or those the 23:59 rule recorded when it cancelled it. */
function faltantesDe(p: {
  camposFaltantes?: unknown; lugarPorDefinir: boolean; lugarId: string | null; horarioPorDefinir: boolean; horaPartido: string | null;
  montoPorDefinir: boolean; montoArriendo: number | null;
}): CampoFaltante[] {
  const recorded = faltantesOf(p.camposFaltantes);
  if (recorded.length) return recorded;
  return camposFaltantes({
    lugar_por_definir: p.lugarPorDefinir, lugar_id: p.lugarId, horario_por_definir: p.horarioPorDefinir, hora_partido: p.horaPartido,
    monto_por_definir: p.montoPorDefinir, monto_arriendo: p.montoArriendo,
  });
}

export function toAdminMembresia(m: MembershipRow): AdminMembresiaDto {
  return {
    // clubs are deleted for good, never deactivated: every club listed is active
    club_id: { _id: m.clubId, nombre: m.nombre, tipo: m.tipo as TipoClub, activo: true, es_publico: m.esPublico },
    rol: m.rol as RolClub,
    fecha_ingreso: m.fechaIngreso.toISOString(),
  };
}

export function toAdminUsuario(u: UserRow, memberships: MembershipRow[]): AdminUsuarioDto {
  return { ...toUserDto(u), clubes: memberships.filter((m) => m.usuarioId === u.id).map(toAdminMembresia) };
}

export function toAdminClub(r: AdminClubRow): AdminClubDto {
  const c = r.club;
  return {
    _id: c.id,
    nombre: c.nombre,
    tipo: c.tipo as TipoClub,
    descripcion: c.descripcion,
    logo_url: c.logoUrl,
    creador_id: personaOf(r.creador),
    codigo_invitacion: c.codigoInvitacion,
    es_publico: c.esPublico,
    fecha_creacion: c.createdAt.toISOString(),
    total_miembros: Number(r.totalMiembros),
    total_partidos: Number(r.totalPartidos),
    total_lugares: Number(r.totalLugares),
  };
}

export const clubConfiguracion = (r: AdminClubRow) => configuracionOf(r.club);

export function toAdminMiembro(m: MemberPageRow): AdminMiembroDto {
  const u = m.user;
  return {
    usuario_id: {
      _id: u.id, nombre: u.nombre, apellido: u.apellido, apodo: u.apodo, correo: u.correo, avatar_url: u.photoUrl, tipo_usuario: u.tipoUsuario as TipoUsuario,
    },
    rol: m.rol as RolClub,
    fecha_ingreso: m.fechaIngreso.toISOString(),
  };
}

export function toAdminPartido(r: AdminMatchRow): AdminPartidoDto {
  const p = r.partido;
  return {
    _id: p.id,
    tipo_partido: p.tipoPartido as TipoPartido,
    fecha: dmy(p.fecha),
    hora_partido: p.horaPartido,
    duracion: p.duracion,
    lugar_id: p.lugarId,
    lugar_nombre: r.lugarNombre ?? null,
    cancha_numero: p.canchaNumero,
    uid: personaOf(r.creador),
    club_id: { _id: r.club.id, nombre: r.club.nombre },
    tiene_rival_externo: p.tieneRivalExterno,
    asistentes_count: Number(r.asistentesCount),
    ocupados: p.ocupados,
    max_asistentes: p.maxAsistentes,
    capacidad_local: capacidadLocal({ max_asistentes: p.maxAsistentes, tiene_rival_externo: p.tieneRivalExterno }),
    lista_espera_count: Number(r.listaEsperaCount),
    estado_partido: p.estadoPartido as EstadoPartido,
    monto_arriendo: p.montoArriendo,
    monto_por_jugador: p.montoPorJugador,
    // the admin view names the result's sides equipo_a / equipo_b
    resultado: p.golesA !== null && p.golesB !== null ? { equipo_a: p.golesA, equipo_b: p.golesB } : null,
    lugar_por_definir: p.lugarPorDefinir,
    horario_por_definir: p.horarioPorDefinir,
    monto_por_definir: p.montoPorDefinir,
    campos_faltantes: faltantesDe(p),
    es_publico: p.esPublico,
    fecha_cancelacion: isoOf(p.fechaCancelacion),
    createdAt: p.createdAt.toISOString(),
  };
}

const toJugador = (j: JugadorColumns): JugadorRefDto => ({
  _id: j.id, nombre: j.nombre, apellido: j.apellido, apodo: j.apodo, avatar_url: j.photoUrl,
  posicion_principal: j.posicionPrincipal as Posicion | null, nivel_habilidad: j.nivelHabilidad as NivelHabilidad | null,
});

export function toAdminPartidoDetail(r: AdminMatchRow, roster: AdminRoster): AdminPartidoDetailDto {
  const p = r.partido;
  return {
    ...toAdminPartido(r),
    equipo_a: p.equipoA,
    equipo_b: p.equipoB,
    descripcion: p.descripcion,
    notas: p.notas,
    asistentes: roster.asistentes.map((a) => ({ usuario_id: toJugador(a.jugador), equipo: equipoOf(a.equipo), confirmado: a.confirmado })),
    lista_espera: roster.espera.map((e) => ({ usuario_id: toJugador(e.jugador), pendiente_aprobacion: e.pendiente })),
    jugadores_bot: roster.bots.map(toBot),
    mvp_asignado: roster.mvp ? toJugador(roster.mvp) : null,
    contadores_aplicados: p.contadoresAplicados,
  };
}

export function toIncompleto(r: IncompletoRow): AdminPartidoIncompletoDto {
  return {
    _id: r.id,
    fecha: dmy(r.fecha),
    hora_partido: r.hora_partido,
    estado_partido: r.estado_partido as EstadoPartido,
    tipo_partido: r.tipo_partido as TipoPartido,
    club_id: { _id: r.club_id, nombre: r.club_nombre },
    uid: personaOf({ id: r.creador_id, nombre: r.creador_nombre, apellido: r.creador_apellido, correo: r.creador_correo }),
    lugar_nombre: r.lugar_nombre,
    campos_faltantes: camposFaltantes({
      lugar_por_definir: r.lugar_por_definir, lugar_id: r.lugar_id, horario_por_definir: r.horario_por_definir, hora_partido: r.hora_partido,
      monto_por_definir: r.monto_por_definir, monto_arriendo: r.monto_arriendo === null ? null : Number(r.monto_arriendo),
    }),
    ocupados: Number(r.ocupados),
    max_asistentes: Number(r.max_asistentes),
  };
}

export function toCancelado(r: CanceladoRow): AdminCanceladoDto {
  return {
    _id: r.id,
    fecha: dmy(r.fecha),
    hora_partido: r.hora_partido,
    club: { _id: r.club_id, nombre: r.club_nombre },
    creador: personaOf({ id: r.creador_id, nombre: r.creador_nombre, apellido: r.creador_apellido, correo: r.creador_correo }),
    lugar_nombre: r.lugar_nombre,
    campos_faltantes: faltantesOf(r.campos_faltantes),
    fecha_cancelacion: isoOf(r.fecha_cancelacion),
  };
}
