import {
  COMPROBANTE_ARRIENDO_MIMES, COMPROBANTE_IMAGE_MIMES, METODO_PAGO_JUGADOR, METODOS_PAGO_ARRIENDO, MSG, montoLocal, pagoArriendoSchema,
  type EstadoPago, type FieldError, type MiPagoDto, type PagoArriendoDto, type PagoEstadisticasDto, type PagoJugadorDto,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/events.js';
import { badRequest, conflict, forbidden, invalidFields, notFound } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import type { Storage } from '../../lib/storage.js';
import type { ModerationService } from '../clubs/moderation.service.js';
import type { PaymentAccountsService } from '../clubs/payment-accounts.service.js';
import type { ManagementService } from '../matches/management.service.js';
import type { MatchView, MatchesService, Mutation } from '../matches/matches.service.js';
import { toPagoArriendo, toPagoJugador } from './payments.mapper.js';
import { ESTADOS_REVISABLES, type ArriendoView, type PagoView } from './payments.repository.js';
import type { PaymentsStore } from './payments.store.js';
import type { ReceiptUrls } from './receipt-urls.js';

/** The file of a multipart request and its other fields; the route reads it only once the caller is allowed. */
export interface Upload { buffer: Buffer; fields: Record<string, string> }
export type ReadUpload = () => Promise<Upload>;

export interface PaymentsDeps {
  store: PaymentsStore;
  matches: MatchesService;
  management: ManagementService;
  moderation: ModerationService;
  paymentAccounts: PaymentAccountsService;
  storage: Storage;
  urls: ReceiptUrls;
  clock: Clock;
  /** a receipt uploaded or decided is told to the notifications outbox */
  events?: DomainEvents;
}

export interface ActionContext { ip?: string }

/** The folder receipts are kept in among the private files (lib/storage.ts). */
const FOLDER = 'comprobantes';
const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'application/pdf': 'pdf' };

const pct = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0);

/**
 * A match's payments (docs/product/payments.md): the player's receipt and own payment,
 * the organisers' statistics, decisions and rent payments. The first line of each method checks the right: the
 * match must be visible (404), then organiser rights (403) where the call is the organisers'.
 */
export class PaymentsService {
  constructor(private d: PaymentsDeps) {}

  /** 'Tengo permisos' in the match's club (the payment panels). */
  private async organiser(user: UserRow, partidoId: string): Promise<MatchView> {
    const v = await this.d.matches.view(user, partidoId);
    if (!v.puedeGestionar) throw forbidden('sinPermisosPagos');
    return v;
  }

  /** The payer and the match's organisers see the receipt; the view was already limited to them. */
  private pagoDto(v: PagoView): PagoJugadorDto {
    return toPagoJugador(v, this.d.urls.url('pago', { id: v.pago.id, path: v.pago.comprobantePath }));
  }

  private arriendoDto(v: ArriendoView): PagoArriendoDto {
    return toPagoArriendo(v, this.d.urls.url('arriendo', { id: v.pago.id, path: v.pago.comprobantePath }));
  }

  /** GET /partidos/{id}/pagos/mi-pago: the viewer's own payment, or null (not enrolled, or a free match). */
  async mine(user: UserRow, partidoId: string): Promise<MiPagoDto> {
    const v = await this.d.matches.view(user, partidoId);
    const row = await this.d.store.pagos.find(v.row.partido.id, user.id);
    return { pago: row ? this.pagoDto(row) : null };
  }

  /**
   * POST /partidos/{id}/pagos/subir: the enrolled player's receipt, an image by its bytes, moves a
   * Pendiente or Rechazado payment to Validando. The file is read only after those checks.
   */
  async uploadReceipt(user: UserRow, partidoId: string, read: ReadUpload): Promise<PagoJugadorDto> {
    const v = await this.d.matches.view(user, partidoId);
    const p = v.row.partido;
    const own = await this.d.store.pagos.find(p.id, user.id);
    if (!own) throw v.row.miAsistencia ? notFound('sinPagoEnPartido') : forbidden('noInscrito');
    if (p.estadoPartido === 'Cancelado') throw conflict('partidoCanceladoSinPagos');
    if (own.pago.estado === 'Validando') throw conflict('comprobanteEnRevision');
    if (own.pago.estado === 'Aprobado') throw conflict('pagoYaAprobado');
    const { buffer } = await read();
    const mime = await this.d.storage.assertType(buffer, COMPROBANTE_IMAGE_MIMES, 'soloImagenes');
    const path = await this.d.storage.savePrivate(FOLDER, buffer, EXT[mime]!, mime, user.id);
    const attached = await this.d.store.transaction(async (tx) => {
      const done = await tx.pagos.attachReceipt(own.pago.id, { path, mime, metodo: METODO_PAGO_JUGADOR, now: this.d.clock.now() });
      if (done) await this.d.events?.emit(tx.db, { type: 'comprobante.subido', partidoId: p.id, usuarioId: user.id });
      return done;
    });
    if (!attached) {
      // another upload (or a decision) got there first
      await this.d.storage.removePrivate(path);
      throw conflict('comprobanteEnRevision');
    }
    await this.d.storage.removePrivate(attached.previous);
    return this.pagoDto((await this.d.store.pagos.find(p.id, user.id))!);
  }

  /** GET /partidos/{id}/pagos/estadisticas: the management panel (its percentages), rent payments included. */
  async stats(user: UserRow, partidoId: string): Promise<PagoEstadisticasDto> {
    const v = await this.organiser(user, partidoId);
    const p = v.row.partido;
    const s = await this.d.store.pagos.statsOf(p.id);
    const detalles = await this.d.store.pagos.listOf(p.id);
    const arriendos = await this.d.store.pagos.rentOf(p.id);
    const local = Math.ceil(montoLocal({
      monto_por_definir: p.montoPorDefinir, monto_arriendo: p.montoArriendo, tiene_rival_externo: p.tieneRivalExterno,
      costo_dividido_con_rival: p.costoDivididoConRival, monto_equipo_local: p.montoEquipoLocal,
    }) ?? 0);
    const total = Number(s.jugadores);
    const [aprobados, pendientes, validando, rechazados] = [s.aprobados, s.pendientes, s.validando, s.rechazados].map(Number) as [number, number, number, number];
    const recaudado = Number(s.recaudado);
    return {
      total_jugadores: total,
      pagos_aprobados: aprobados,
      pagos_pendientes: pendientes,
      pagos_validando: validando,
      pagos_rechazados: rechazados,
      monto_total_recaudado: recaudado,
      monto_esperado: Number(s.esperado),
      monto_arriendo: p.montoArriendo ?? 0,
      monto_local: local,
      monto_por_jugador: p.montoPorJugador,
      porcentaje_recaudado: pct(recaudado, local),
      porcentaje_aprobados: pct(aprobados, total),
      porcentaje_comprobantes: pct(aprobados + validando + rechazados, total),
      detallesPagos: detalles.map((d) => this.pagoDto(d)),
      pagos_arriendo: arriendos.map((a) => this.arriendoDto(a)),
    };
  }

  /**
   * PUT …/validar and …/rechazar: an organiser approves (notes optional) or rejects (reason required) a payment in
   * Pendiente or Validando; anything else is 409. The decision and its moderation-history entry
   * commit together, under the payment's row lock, so two decisions at once cannot both pass.
   */
  async decide(
    user: UserRow, partidoId: string, usuarioId: string, decision: { aprobar: boolean; notas?: string }, ctx: ActionContext = {},
  ): Promise<PagoJugadorDto> {
    const v = await this.organiser(user, partidoId);
    const p = v.row.partido;
    if (!isId(usuarioId)) throw notFound('pagoNoEncontrado');
    if (!decision.aprobar && !decision.notas) throw badRequest('motivoRechazoRequerido', [{ field: 'motivo', message: MSG.motivoRechazoRequerido }]);
    await this.d.store.transaction(async (tx) => {
      const pago = await tx.pagos.lock(p.id, usuarioId);
      if (!pago) throw notFound('pagoNoEncontrado');
      if (!ESTADOS_REVISABLES.includes(pago.estado as EstadoPago)) throw conflict('pagoYaProcesado');
      const now = this.d.clock.now();
      const notas = decision.notas ?? null;
      await tx.pagos.update(pago.id, {
        estado: decision.aprobar ? 'Aprobado' : 'Rechazado',
        ...(decision.aprobar ? { notas, notasRechazo: null } : { notasRechazo: notas }),
        validadoPorId: user.id, fechaValidacion: now, updatedAt: now,
      });
      await this.d.moderation.record(
        {
          clubId: pago.clubId,
          tipo: decision.aprobar ? 'pago_aprobado' : 'pago_rechazado',
          moderadorId: user.id,
          afectadoId: pago.usuarioId,
          metadata: {
            pago_id: pago.id, partido_id: p.id, monto: pago.monto, ...(pago.metodoPago ? { metodo_pago: pago.metodoPago } : {}),
            ...(decision.aprobar ? (notas ? { notas } : {}) : { notas_rechazo: notas ?? undefined }),
          },
          ip: ctx.ip,
        },
        tx.db,
      );
      if (pago.usuarioId) {
        await this.d.events?.emit(tx.db, { type: 'pago.revisado', partidoId: p.id, usuarioId: pago.usuarioId, aprobado: decision.aprobar, motivo: decision.aprobar ? null : notas });
      }
    });
    return this.pagoDto((await this.d.store.pagos.find(p.id, usuarioId))!);
  }

  /**
   * DELETE /partidos/{id}/pagos/eliminar-jugador/{usuarioId}: the matches module's remove (capacity, promotion of
   * the first reserve); the payments roster listener takes the payment away in the same transaction.
   */
  async removePlayer(user: UserRow, partidoId: string, usuarioId: string): Promise<Mutation> {
    await this.organiser(user, partidoId);
    if (!isId(usuarioId)) throw notFound('jugadorNoInscrito');
    const { data } = await this.d.management.managePlayer(user, partidoId, { usuario_id: usuarioId, accion: 'remover' });
    return { message: MSG.jugadorEliminado, data };
  }

  /**
   * POST /partidos/{id}/pagos/arriendo: an organiser records the rent with its receipt, an image or a PDF by its
   * bytes (docs/product/payments.md); metodo_pago is a fixed method or one of the club's account aliases.
   */
  async registerRent(user: UserRow, partidoId: string, read: ReadUpload): Promise<PagoArriendoDto> {
    const v = await this.organiser(user, partidoId);
    const p = v.row.partido;
    const { buffer, fields } = await read();
    const parsed = pagoArriendoSchema.safeParse(fields);
    if (!parsed.success) {
      const errors: FieldError[] = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      throw invalidFields(errors);
    }
    const mime = await this.d.storage.assertType(buffer, COMPROBANTE_ARRIENDO_MIMES, 'soloImagenesOPdf');
    const metodo = await this.rentMethod(user, p.clubId, parsed.data.metodo_pago);
    const path = await this.d.storage.savePrivate(FOLDER, buffer, EXT[mime]!, mime, user.id);
    const now = this.d.clock.now();
    const id = newId();
    try {
      await this.d.store.pagos.insertRent({
        id, partidoId: p.id, clubId: p.clubId, monto: parsed.data.monto, metodoPago: metodo, referencia: parsed.data.referencia ?? null,
        notas: parsed.data.notas ?? null, comprobantePath: path, comprobanteMime: mime, registradoPorId: user.id, fechaPago: now, createdAt: now,
      });
    } catch (e) {
      await this.d.storage.removePrivate(path);
      throw e;
    }
    return this.arriendoDto((await this.d.store.pagos.findRent(id))!);
  }

  /** The stored method: the fixed one as spelled by the spec, or the account's alias as the club wrote it. */
  private async rentMethod(user: UserRow, clubId: string, metodo: string): Promise<string> {
    const wanted = metodo.trim().toLocaleLowerCase('es-CL');
    const fixed = METODOS_PAGO_ARRIENDO.find((m) => m.toLocaleLowerCase('es-CL') === wanted);
    if (fixed) return fixed;
    const cuenta = (await this.d.paymentAccounts.list(user, clubId)).find((c) => c.alias?.trim().toLocaleLowerCase('es-CL') === wanted);
    if (!cuenta?.alias) throw badRequest('metodoPagoInvalido', [{ field: 'metodo_pago', message: MSG.metodoPagoInvalido }]);
    return cuenta.alias.trim();
  }
}
