import {
  MSG, TIPO_PARTIDO_LABELS, admiteInscripciones, capacidadLocal, cuposRestantes, disponibilidad, isoToDmy,
  type ClubPublicoDto, type EstadoInvitacion, type EstadoLink, type EstadoPartido, type InvitacionDto, type LinkInvitacionDto,
  type MotivoInvitacionNoValida, type PartidoPublicoDto, type ResultadoInscripcion, type TipoClub, type TipoPartido,
} from '@partidos/shared';
import type { ClubRow, LinkInvitacionRow, PartidoRow } from '../../db/schema/index.js';
import { timeIn } from '../../lib/match-time.js';
import type { Outcome } from '../matches/enrolment.service.js';
import type { InvitacionView } from './invitations.repository.js';
import type { LinkLookup } from './links.repository.js';

/** The player's cost, null while the amount is undefined (as the match answers show it). */
const costoOf = (p: { montoPorDefinir: boolean; montoArriendo: number | null; montoPorJugador: number }) =>
  !p.montoPorDefinir && p.montoArriendo !== null ? p.montoPorJugador : null;

const persona = (u: { id: string; nombre: string | null; apellido: string | null; photoUrl: string | null }) =>
  ({ _id: u.id, nombre: u.nombre, apellido: u.apellido, avatar: u.photoUrl });

export function toInvitacion(r: InvitacionView): InvitacionDto {
  const i = r.invitacion;
  const p = r.partido;
  const tipo = p.tipoPartido as TipoPartido;
  const lugar = r.lugar?.id ? (p.canchaNumero ? `${r.lugar.nombre} (cancha ${p.canchaNumero})` : r.lugar.nombre) : null;
  return {
    _id: i.id,
    estado: i.estado as EstadoInvitacion,
    fechaInvitacion: i.createdAt.toISOString(),
    fechaRespuesta: i.fechaRespuesta?.toISOString() ?? null,
    mensaje: i.mensaje,
    partido: {
      _id: p.id,
      titulo: `Partido ${TIPO_PARTIDO_LABELS[tipo] ?? tipo} · ${r.club.nombre}`,
      fecha: isoToDmy(p.fecha) ?? p.fecha,
      hora: p.horaPartido,
      lugar,
      tipo_partido: tipo,
      estado_partido: p.estadoPartido as EstadoPartido,
      costo: costoOf(p),
      club: { _id: r.club.id, nombre: r.club.nombre },
    },
    invitador: r.invitador?.id ? persona(r.invitador) : null,
    invitado: persona(r.invitado!),
    puede_responder: i.estado === 'Pendiente' && admiteInscripciones(p.estadoPartido),
  };
}

/** Why a link admits nobody now, or null (inactive, expired, max uses reached; docs/product/invitations.md). */
export function linkEstado(l: LinkInvitacionRow, now: Date): EstadoLink {
  if (!l.activo || l.revocadoAt) return 'inactivo';
  if (l.fechaExpiracion && l.fechaExpiracion.getTime() <= now.getTime()) return 'expirado';
  if (l.usoMaximo !== null && l.vecesUsado >= l.usoMaximo) return 'agotado';
  return 'activo';
}

export function motivoNoValido(l: LinkInvitacionRow, partido: Pick<PartidoRow, 'estadoPartido'>, now: Date): MotivoInvitacionNoValida | null {
  const estado = linkEstado(l, now);
  if (estado !== 'activo') return estado;
  return admiteInscripciones(partido.estadoPartido) ? null : 'partido_no_disponible';
}

const MOTIVO_TEXTO: Record<MotivoInvitacionNoValida, string> = {
  inactivo: MSG.linkInactivo,
  expirado: MSG.linkExpirado,
  agotado: MSG.linkAgotado,
  partido_no_disponible: MSG.partidoNoDisponible,
};

/** 'Invitación no válida: <reason>'. */
export const mensajeNoValida = (m: MotivoInvitacionNoValida) => `${MSG.invitacionNoValida}: ${MOTIVO_TEXTO[m]}`;

const usosRestantes = (l: LinkInvitacionRow) => (l.usoMaximo === null ? null : Math.max(0, l.usoMaximo - l.vecesUsado));

export function toLink(l: LinkInvitacionRow, publicUrl: string, now: Date): LinkInvitacionDto {
  return {
    _id: l.id,
    partido_id: l.partidoId,
    codigo: l.codigo,
    url: `${publicUrl}/partidos/unirse/${l.codigo}`,
    activo: l.activo,
    fechaExpiracion: l.fechaExpiracion?.toISOString() ?? null,
    usoMaximo: l.usoMaximo,
    vecesUsado: l.vecesUsado,
    usosRestantes: usosRestantes(l),
    estado: linkEstado(l, now),
    createdAt: l.createdAt.toISOString(),
  };
}

export const linkResumen = (l: LinkInvitacionRow) =>
  ({ fechaExpiracion: l.fechaExpiracion?.toISOString() ?? null, usoMaximo: l.usoMaximo, vecesUsado: l.vecesUsado, usosRestantes: usosRestantes(l) });

export const toClubPublico = (c: ClubRow): ClubPublicoDto => ({
  _id: c.id,
  nombre: c.nombre,
  tipo: c.tipo as TipoClub,
  logo_url: c.logoUrl,
  es_publico: c.esPublico,
  // the public community club never asks (membership.service join())
  requiere_aprobacion_ingreso: c.requiereAprobacionIngreso && !c.esPublico,
});

/** The safe public subset of a match for the landing (anonymous allowed): no ids of people, no contact details. */
export function toPartidoPublico(
  r: Pick<LinkLookup, 'partido' | 'lugar' | 'asistentesCount'>, preview: { nombre: string | null; avatarUrl: string | null }[], timezone: string,
): PartidoPublicoDto {
  const p = r.partido;
  const capacidad = capacidadLocal({ max_asistentes: p.maxAsistentes, tiene_rival_externo: p.tieneRivalExterno });
  return {
    _id: p.id,
    fecha: isoToDmy(p.fecha) ?? p.fecha,
    hora_partido: p.horaPartido,
    hora_fin: p.inicio ? timeIn(new Date(p.inicio.getTime() + p.duracion * 60_000), timezone) : null,
    duracion: p.duracion,
    tipo_partido: p.tipoPartido as TipoPartido,
    estado_partido: p.estadoPartido as EstadoPartido,
    lugar: r.lugar?.id ? { nombre: r.lugar.nombre, direccion: r.lugar.direccion, cancha_numero: p.canchaNumero } : null,
    lugar_por_definir: p.lugarPorDefinir,
    horario_por_definir: p.horarioPorDefinir,
    capacidad_local: capacidad,
    ocupados: p.ocupados,
    cupos_disponibles: cuposRestantes(capacidad, p.ocupados),
    disponibilidad: disponibilidad(capacidad, p.ocupados),
    // first names only: the page is public
    asistentes_preview: preview.map((a) => ({ nombre: a.nombre?.split(' ')[0] ?? null, avatar_url: a.avatarUrl })),
    asistentes_count: Number(r.asistentesCount),
    costo: costoOf(p),
    es_publico: p.esPublico,
    permite_invitacion_abierta: p.permiteInvitacionAbierta,
    descripcion: p.descripcion,
  };
}

export const RESULTADO: Record<Outcome, ResultadoInscripcion> = {
  inscrito: 'inscrito',
  espera: 'lista_espera',
  pendiente: 'pendiente_aprobacion',
};
