import {
  isoToDmy,
  type AdminPagoDto, type ComprobanteArriendoDto, type ComprobantePendienteDto, type ComprobantePorValidarDto, type EstadoPago, type MovimientoDto,
  type PagadorDto, type PagoArriendoDto, type PagoJugadorDto,
} from '@partidos/shared';
import type { AdminPlayerView, AdminRentView, MovementsView, PendingProofView, RentReceiptView } from './finance.repository.js';
import type { InboxRowView } from './receipts-inbox.repository.js';
import type { ArriendoView, PagadorColumns, PagoView, PersonColumns } from './payments.repository.js';

type Person = { id: string | null; nombre: string | null; apellido: string | null } | null | undefined;

const personOf = (p: Person) => (p?.id ? { _id: p.id, nombre: p.nombre, apellido: p.apellido } : null);
export const toPagador = (u: PagadorColumns): PagadorDto => ({ _id: u.id, nombre: u.nombre, apellido: u.apellido, avatar_url: u.photoUrl });
const fullName = (u: Pick<PersonColumns, 'nombre' | 'apellido'>) => [u.nombre, u.apellido].filter(Boolean).join(' ') || 'Jugador';
const dmy = (iso: string) => isoToDmy(iso) ?? iso;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** 'imagen' | 'pdf' from the stored type (checked from the bytes on upload). */
export const comprobanteTipo = (mime: string | null): 'imagen' | 'pdf' | null => (!mime ? null : mime === 'application/pdf' ? 'pdf' : 'imagen');

/** `url` is the signed receipt URL, or null when there is no receipt or the viewer may not see it. */
export function toPagoJugador(v: PagoView, url: string | null): PagoJugadorDto {
  const p = v.pago;
  return {
    _id: p.id,
    partido_id: p.partidoId,
    usuario: toPagador(v.usuario),
    monto: p.monto,
    estado: p.estado as EstadoPago,
    metodo_pago: p.metodoPago,
    comprobante_url: url,
    comprobante_tipo: comprobanteTipo(p.comprobanteMime),
    fecha_subida: iso(p.fechaSubida),
    fecha_validacion: iso(p.fechaValidacion),
    notas: p.notas,
    notas_rechazo: p.notasRechazo,
    validado_por: personOf(v.validador),
    createdAt: p.createdAt.toISOString(),
  };
}

export function toPagoArriendo(v: ArriendoView, url: string | null): PagoArriendoDto {
  const p = v.pago;
  return {
    _id: p.id,
    partido_id: p.partidoId,
    monto: p.monto,
    metodo_pago: p.metodoPago,
    referencia: p.referencia,
    notas: p.notas,
    comprobante_url: url,
    comprobante_tipo: comprobanteTipo(p.comprobanteMime),
    registrado_por: personOf(v.registrador),
    fecha_pago: p.fechaPago.toISOString(),
  };
}

/** The court a receipt names: the match's court number, else the venue's court label. */
const canchaOf = (partido: { canchaNumero: number | null }, lugar: { cancha: string | null } | null) =>
  partido.canchaNumero !== null ? String(partido.canchaNumero) : (lugar?.cancha ?? null);

/** A registered rent payment is money already spent: its estado is always 'aprobado' (docs/product/payments.md). */
export function toComprobanteArriendo(v: RentReceiptView, url: string | null): ComprobanteArriendoDto {
  return {
    _id: v.pago.id,
    fecha_pago: v.pago.fechaPago.toISOString(),
    partido: { _id: v.partido.id, fecha: dmy(v.partido.fecha), hora: v.partido.hora },
    lugar: v.lugar?.id ? { nombre: v.lugar.nombre, cancha: canchaOf(v.partido, v.lugar) } : null,
    monto: v.pago.monto,
    metodo_pago: v.pago.metodoPago,
    estado: 'aprobado',
    comprobante_url: url,
    comprobante_tipo: comprobanteTipo(v.pago.comprobanteMime),
  };
}

export function toComprobantePendiente(v: PendingProofView, url: string | null): ComprobantePendienteDto {
  return {
    partido_id: v.partido.id,
    usuario: toPagador(v.usuario),
    partido: { fecha: dmy(v.partido.fecha), hora: v.partido.hora, lugar: v.lugar?.id ? v.lugar.nombre : null },
    pago: {
      _id: v.pago.id, monto: v.pago.monto, metodo_pago: v.pago.metodoPago, estado: v.pago.estado as EstadoPago,
      fecha_subida: iso(v.pago.fechaSubida), comprobante_url: url,
    },
  };
}

/** One card of the receipts inbox ('Pagos por validar'); `url` is the receipt's signed URL. */
export function toComprobantePorValidar(v: InboxRowView, url: string | null): ComprobantePorValidarDto {
  return {
    partido_id: v.partido.id,
    usuario: toPagador(v.usuario),
    club: { _id: v.club.id, nombre: v.club.nombre },
    partido: { fecha: dmy(v.partido.fecha), hora: v.partido.hora, lugar: v.lugar?.id ? v.lugar.nombre : null, cancha: canchaOf(v.partido, v.lugar?.id ? v.lugar : null) },
    pago: {
      _id: v.pago.id, monto: v.pago.monto, metodo_pago: v.pago.metodoPago, estado: v.pago.estado as EstadoPago,
      fecha_subida: iso(v.pago.fechaSubida), comprobante_url: url, comprobante_tipo: comprobanteTipo(v.pago.comprobanteMime),
    },
  };
}

/** Income and expenses merged newest first, `limit` kept (each list already holds its newest `limit`). */
export function toMovimientos(m: MovementsView, limit: number): MovimientoDto[] {
  const ingresos = m.ingresos.map((v) => ({
    _id: v.pago.id,
    concepto: 'Pago de jugador',
    tipo: 'ingreso' as const,
    monto: v.pago.monto,
    fecha: (v.pago.fechaValidacion ?? v.pago.updatedAt).toISOString(),
    descripcion: `${v.usuario ? fullName(v.usuario) : 'Usuario eliminado'} · partido del ${dmy(v.partido.fecha)}${v.lugar?.id ? ` en ${v.lugar.nombre}` : ''}`,
    partido_id: v.partido.id,
  }));
  const egresos = m.egresos.map((v) => ({
    _id: v.pago.id,
    concepto: 'Pago de arriendo',
    tipo: 'egreso' as const,
    monto: v.pago.monto,
    fecha: v.pago.fechaPago.toISOString(),
    descripcion: `Arriendo${v.lugar?.id ? ` de ${v.lugar.nombre}` : ''} · partido del ${dmy(v.partido.fecha)} · ${v.pago.metodoPago}`,
    partido_id: v.partido.id,
  }));
  return [...ingresos, ...egresos]
    .sort((a, b) => (a.fecha === b.fecha ? (a._id < b._id ? 1 : -1) : a.fecha < b.fecha ? 1 : -1))
    .slice(0, limit);
}

/** Days and hours since a finished match ended, null until it is Finalizado with a known end. */
export function tiempoDesdeFinalizacion(
  partido: { estado: string; inicio: Date | null; duracion: number },
  now: Date,
): { dias: number; horas: number } | null {
  if (partido.estado !== 'Finalizado' || !partido.inicio) return null;
  const ms = Math.max(0, now.getTime() - (partido.inicio.getTime() + partido.duracion * 60_000));
  const horas = Math.floor(ms / 3_600_000);
  return { dias: Math.floor(horas / 24), horas: horas % 24 };
}

export function toAdminPagoJugador(v: AdminPlayerView, url: string | null, now: Date): AdminPagoDto {
  const p = v.pago;
  return {
    _id: p.id,
    tipo_pago: 'jugador',
    usuario_id: personOf(v.usuario),
    registrado_por: null,
    partido_id: v.partido.id,
    fecha_partido: dmy(v.partido.fecha),
    hora_partido: v.partido.hora,
    club_id: { _id: v.club.id, nombre: v.club.nombre },
    creador_partido: personOf(v.creador),
    monto: p.monto,
    metodo_pago: p.metodoPago,
    estado: p.estado as EstadoPago,
    tiempo_desde_finalizacion: tiempoDesdeFinalizacion(v.partido, now),
    // the day the club received it: its approval
    fecha_pago: p.estado === 'Aprobado' ? iso(p.fechaValidacion) : null,
    fecha_subida: iso(p.fechaSubida),
    referencia: null,
    notas: p.notas,
    notas_rechazo: p.notasRechazo,
    comprobante_url: url,
    comprobante_tipo: comprobanteTipo(p.comprobanteMime),
  };
}

export function toAdminPagoArriendo(v: AdminRentView, url: string | null, now: Date): AdminPagoDto {
  const p = v.pago;
  return {
    _id: p.id,
    tipo_pago: 'arriendo',
    usuario_id: null,
    registrado_por: personOf(v.registrador),
    partido_id: v.partido.id,
    fecha_partido: dmy(v.partido.fecha),
    hora_partido: v.partido.hora,
    club_id: { _id: v.club.id, nombre: v.club.nombre },
    creador_partido: personOf(v.creador),
    monto: p.monto,
    metodo_pago: p.metodoPago,
    estado: null,
    tiempo_desde_finalizacion: tiempoDesdeFinalizacion(v.partido, now),
    fecha_pago: p.fechaPago.toISOString(),
    fecha_subida: p.createdAt.toISOString(),
    referencia: p.referencia,
    notas: p.notas,
    notas_rechazo: null,
    comprobante_url: url,
    comprobante_tipo: comprobanteTipo(p.comprobanteMime),
  };
}
