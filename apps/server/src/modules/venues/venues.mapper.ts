import type {
  EstadoSolicitudLugar, EstadoValidacion, LugarDto, LugarSelectorDto, SolicitudValidacionDto,
} from '@partidos/shared';
import type { LugarRow } from '../../db/schema/index.js';
import type { RequestWithRefs } from './requests.repository.js';
import type { LugarWithRefs } from './venues.repository.js';

const personOf = (p: { id: string; nombre: string | null; apellido: string | null } | null) =>
  p?.id ? { _id: p.id, nombre: p.nombre, apellido: p.apellido } : null;

export function toLugar(r: LugarWithRefs): LugarDto {
  const l = r.lugar;
  return {
    _id: l.id,
    nombre: l.nombre,
    cancha: l.cancha,
    direccion: l.direccion,
    telefono: l.telefono,
    sitio_web: l.sitioWeb,
    notas: l.notas,
    notas_validacion: l.notasValidacion,
    estado_validacion: l.estadoValidacion as EstadoValidacion,
    es_global: l.estadoValidacion === 'Validado',
    coordenadas: l.lat !== null && l.lng !== null ? { lat: l.lat, lng: l.lng } : null,
    club_id: { _id: l.clubId, nombre: r.clubNombre },
    creador: personOf(r.creador),
    validado_por: personOf(r.validador),
    fecha_validacion: l.fechaValidacion?.toISOString() ?? null,
    createdAt: l.createdAt.toISOString(),
    partidos_realizados: Number(r.partidosRealizados ?? 0),
  };
}

export function toLugarSelector(r: { lugar: LugarRow; partidosRealizados: number }): LugarSelectorDto {
  const l = r.lugar;
  return {
    _id: l.id,
    nombre: l.nombre,
    direccion: l.direccion,
    cancha: l.cancha,
    telefono: l.telefono,
    notas: l.notas,
    es_global: l.estadoValidacion === 'Validado',
    estado_validacion: l.estadoValidacion as EstadoValidacion,
    partidos_realizados: Number(r.partidosRealizados ?? 0),
  };
}

export function toSolicitud(r: RequestWithRefs): SolicitudValidacionDto {
  const s = r.solicitud;
  return {
    _id: s.id,
    lugar_id: r.lugar?.id
      ? { _id: r.lugar.id, nombre: r.lugar.nombre, direccion: r.lugar.direccion, telefono: r.lugar.telefono, estado_validacion: r.lugar.estadoValidacion as EstadoValidacion }
      : null,
    solicitante_id: r.solicitante?.id
      ? { _id: r.solicitante.id, nombre: r.solicitante.nombre, apellido: r.solicitante.apellido, correo: r.solicitante.correo }
      : null,
    club_id: r.club?.id ? { _id: r.club.id, nombre: r.club.nombre } : null,
    razon: s.razon,
    estado: s.estado as EstadoSolicitudLugar,
    comentarios_admin: s.comentariosAdmin,
    procesado_por: personOf(r.procesador),
    fecha_procesamiento: s.fechaProcesamiento?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}
