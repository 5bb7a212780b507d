import {
  canManageClub, canRequestLugarValidation, isAdmin,
  type ProcesarSolicitudInput, type SolicitudValidacionDto, type SolicitudValidacionInput, type SolicitudesListDto,
  type SolicitudesQuery,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import { toSolicitud } from './venues.mapper.js';
import type { ActionContext, VenueDeps, VenuesService } from './venues.service.js';

/**
 * Requests that the administration make a club venue global: a permitted non-administrator asks
 * with a reason, one pending request per venue; an administrador approves (the venue becomes Validado) or
 * rejects (the venue stays club-only and may be asked for again).
 */
export class VenueRequestsService {
  constructor(private d: VenueDeps, private venues: VenuesService) {}

  async create(user: UserRow, input: SolicitudValidacionInput): Promise<SolicitudValidacionDto> {
    const v = await this.venues.view(user, input.lugar_id);
    if (!canRequestLugarValidation(actorOf(user), v.rol, v.esCreador)) throw forbidden('sinPermisosLugar');
    if (v.row.lugar.estadoValidacion !== 'Pendiente') throw conflict('solicitudSoloPendientes');
    // the venue row lock orders this against an administrador's decision: a request must not slip in (and stay
    // pending) right after the venue was approved or rejected
    const row = await this.d.store.transaction(async (tx) => {
      const locked = await tx.lugares.lock(v.row.lugar.id);
      if (!locked) throw notFound('lugarNoEncontrado');
      if (locked.estadoValidacion !== 'Pendiente') throw conflict('solicitudSoloPendientes');
      return tx.requests.insert({
        id: newId(), lugarId: locked.id, clubId: locked.clubId, solicitanteId: user.id, razon: input.razon,
        estado: 'pendiente', createdAt: this.d.clock.now(),
      });
    });
    // the partial unique index refused it: someone's request is already waiting
    if (!row) throw conflict('solicitudValidacionPendienteExiste');
    return toSolicitud((await this.d.store.requests.findById(row.id))!);
  }

  /** Every club's requests, for the administration panel. */
  async list(user: UserRow, q: SolicitudesQuery): Promise<SolicitudesListDto> {
    if (!isAdmin(actorOf(user))) throw forbidden('sinPermisos');
    return this.page({ estado: q.estado }, q);
  }

  /** One club's requests, for its Creador, Moderador (and administrador). */
  async listForClub(user: UserRow, clubId: string, q: SolicitudesQuery): Promise<SolicitudesListDto> {
    const { club } = await this.d.access.require(user, clubId, canManageClub);
    return this.page({ clubId: club.id, estado: q.estado }, q);
  }

  private async page(f: { clubId?: string; estado?: SolicitudesQuery['estado'] }, q: SolicitudesQuery): Promise<SolicitudesListDto> {
    const { rows, total } = await this.d.store.requests.page(f, q.page, q.limit);
    return { solicitudes: rows.map(toSolicitud), pagination: { total, page: q.page, limit: q.limit, pages: Math.ceil(total / q.limit) } };
  }

  async process(user: UserRow, id: string, input: ProcesarSolicitudInput, ctx: ActionContext = {}): Promise<SolicitudValidacionDto> {
    if (!isAdmin(actorOf(user))) throw forbidden('sinPermisos');
    const found = isId(id) ? await this.d.store.requests.findById(id) : undefined;
    if (!found) throw notFound('solicitudNoEncontrada');
    const now = this.d.clock.now();
    const aprobar = input.accion === 'aprobar';
    await this.d.store.transaction(async (tx) => {
      // venue first, then the request: the same order as a decision from the venue's detail (VenuesService.validate),
      // so the two never deadlock on PostgreSQL (a request's venue never changes)
      const lugar = await tx.lugares.lock(found.solicitud.lugarId);
      const req = await tx.requests.lock(found.solicitud.id);
      if (!req || req.estado !== 'pendiente') throw conflict('solicitudProcesada');
      if (!lugar) throw notFound('lugarNoEncontrado');
      await tx.requests.close(req.id, {
        estado: aprobar ? 'aprobada' : 'rechazada', comentariosAdmin: input.comentarios_admin, procesadoPorId: user.id,
        fechaProcesamiento: now,
      });
      if (aprobar && lugar.estadoValidacion !== 'Validado') {
        await tx.lugares.update(lugar.id, {
          estadoValidacion: 'Validado', notasValidacion: input.comentarios_admin, validadoPorId: user.id, fechaValidacion: now,
          updatedAt: now,
        });
      }
      await this.d.moderation.record(
        {
          clubId: lugar.clubId,
          tipo: aprobar ? 'lugar_aprobado' : 'lugar_rechazado',
          moderadorId: user.id,
          afectadoId: req.solicitanteId,
          metadata: {
            solicitud_id: req.id, lugar_id: lugar.id, lugar_nombre: lugar.nombre,
            ...(aprobar ? { notas: input.comentarios_admin } : { notas_rechazo: input.comentarios_admin }),
          },
          ip: ctx.ip,
        },
        tx.db,
      );
    });
    return toSolicitud((await this.d.store.requests.findById(found.solicitud.id))!);
  }
}
