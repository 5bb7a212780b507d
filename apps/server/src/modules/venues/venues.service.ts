import {
  LUGAR_ULTIMOS_PARTIDOS, LUGARES_SELECTOR_MAX, canEditLugar, canManageClub, canRequestLugarValidation, canValidateLugar,
  isAdmin, isoToDmy,
  type CreateLugarInput, type ListLugaresQuery, type LugarDetailDto, type LugarDto, type LugarPopularDto,
  type LugarSelectorDto, type LugaresEstadisticasDto, type LugaresListDto, type RolClub, type UpdateLugarInput,
  type ValidarLugarInput,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import type { ActiveClub, ClubAccess } from '../clubs/club-access.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import type { ModerationService } from '../clubs/moderation.service.js';
import { toLugar, toLugarSelector } from './venues.mapper.js';
import type { LugarValues, LugarWithRefs } from './venues.repository.js';
import type { VenuesStore } from './venues.store.js';

export interface VenueDeps { store: VenuesStore; access: ClubAccess; moderation: ModerationService; clock: Clock }
export interface ActionContext { ip?: string }

const valuesOf = (input: CreateLugarInput | UpdateLugarInput): LugarValues => ({
  nombre: input.nombre,
  cancha: input.cancha ?? null,
  direccion: input.direccion,
  telefono: input.telefono ?? null,
  sitioWeb: input.sitio_web ?? null,
  notas: input.notas ?? null,
  lat: input.coordenadas?.lat ?? null,
  lng: input.coordenadas?.lng ?? null,
});

/** A venue as one viewer sees it: whether they may see it at all and what they may do with it. */
interface VenueView { row: LugarWithRefs; rol: RolClub | null; esCreador: boolean }

/**
 * Club venues and their global validation (docs/product/venues.md). Visibility: a venue is seen by the members of its
 * club, by every club once Validado, and by administrators; anyone else gets 404.
 */
export class VenuesService {
  constructor(private d: VenueDeps) {}

  /** 404 unless the user may see the venue. */
  async view(user: UserRow, lugarId: string): Promise<VenueView> {
    const row = isId(lugarId) ? await this.d.store.lugares.findById(lugarId) : undefined;
    if (!row) throw notFound('lugarNoEncontrado');
    const rol = await this.d.access.roleIn(user.id, row.lugar.clubId);
    const visible = isAdmin(actorOf(user)) || !!rol || row.lugar.estadoValidacion === 'Validado';
    if (!visible) throw notFound('lugarNoEncontrado');
    return { row, rol, esCreador: row.lugar.creadorId === user.id };
  }

  /** Own and global venues of the active club (every venue for an administrador), with a count per filter. */
  async list(user: UserRow, club: ActiveClub, q: ListLugaresQuery): Promise<LugaresListDto> {
    const clubId = isAdmin(actorOf(user)) ? null : club.clubId;
    const [rows, counts] = await Promise.all([
      this.d.store.lugares.page({ clubId, busqueda: q.busqueda, estado: q.estado_validacion }, q.page, q.limit),
      this.d.store.lugares.countsByEstado({ clubId, busqueda: q.busqueda }),
    ]);
    const todos = counts.Validado + counts.Pendiente + counts.Rechazado;
    const total = q.estado_validacion ? counts[q.estado_validacion] : todos;
    return {
      lugares: rows.map(toLugar),
      conteos: { todos, ...counts },
      pagination: { total, page: q.page, limit: q.limit, pages: Math.ceil(total / q.limit) },
      puede_crear: canManageClub(actorOf(user), club.rol),
    };
  }

  async detail(user: UserRow, lugarId: string): Promise<LugarDetailDto> {
    const v = await this.view(user, lugarId);
    const actor = actorOf(user);
    const viewerClubs = isAdmin(actor) ? null : await this.d.access.clubIdsOf(user.id);
    const [partidos, solicitudPendiente] = await Promise.all([
      this.d.store.lugares.matchesAt(v.row.lugar.id, viewerClubs, LUGAR_ULTIMOS_PARTIDOS),
      this.d.store.requests.hasPending(v.row.lugar.id),
    ]);
    const pendiente = v.row.lugar.estadoValidacion === 'Pendiente';
    return {
      ...toLugar(v.row),
      total_partidos: Number(partidos[0]?.total ?? 0),
      partidos: partidos.map((p) => ({
        _id: p.id,
        fecha: isoToDmy(p.fecha) ?? p.fecha,
        hora_partido: p.horaPartido,
        tipo_partido: p.tipoPartido,
        estado_partido: p.estadoPartido,
        asistentes_count: Number(p.asistentes),
      })),
      solicitud_pendiente: solicitudPendiente,
      permisos: {
        puede_editar: canEditLugar(actor, v.rol, v.esCreador),
        puede_validar: canValidateLugar(actor) && pendiente,
        puede_solicitar: canRequestLugarValidation(actor, v.rol, v.esCreador) && pendiente,
      },
    };
  }

  /** Creador, Moderador or administrador of the active club; the venue starts Pendiente (club-only). */
  async create(user: UserRow, club: ActiveClub, input: CreateLugarInput): Promise<LugarDto> {
    if (!canManageClub(actorOf(user), club.rol)) throw forbidden('sinPermisosLugar');
    const now = this.d.clock.now();
    const row = await this.d.store.lugares.insert({
      id: newId(), clubId: club.clubId, ...valuesOf(input), estadoValidacion: 'Pendiente', creadorId: user.id,
      createdAt: now, updatedAt: now,
    });
    return toLugar((await this.d.store.lugares.findById(row.id))!);
  }

  async update(user: UserRow, lugarId: string, input: UpdateLugarInput): Promise<LugarDto> {
    const v = await this.view(user, lugarId);
    if (!canEditLugar(actorOf(user), v.rol, v.esCreador)) throw forbidden('sinPermisosLugar');
    await this.d.store.lugares.update(v.row.lugar.id, { ...valuesOf(input), updatedAt: this.d.clock.now() });
    return toLugar((await this.d.store.lugares.findById(v.row.lugar.id))!);
  }

  /**
   * An administrador's decision: aprobar makes the venue global, rechazar makes it inactive. A pending
   * request for the venue is closed with the same decision, and the club's moderation history records it.
   */
  async validate(user: UserRow, lugarId: string, input: ValidarLugarInput, ctx: ActionContext = {}): Promise<LugarDto> {
    const v = await this.view(user, lugarId);
    if (!canValidateLugar(actorOf(user))) throw forbidden('sinPermisos');
    const estado = input.accion === 'aprobar' ? 'Validado' : 'Rechazado';
    const now = this.d.clock.now();
    await this.d.store.transaction(async (tx) => {
      const locked = await tx.lugares.lock(v.row.lugar.id);
      if (!locked) throw notFound('lugarNoEncontrado');
      if (locked.estadoValidacion === estado) throw conflict('lugarYaEnEstado');
      await tx.lugares.update(locked.id, {
        estadoValidacion: estado, notasValidacion: input.notas, validadoPorId: user.id, fechaValidacion: now, updatedAt: now,
      });
      await tx.requests.closePendingOf(locked.id, {
        estado: input.accion === 'aprobar' ? 'aprobada' : 'rechazada', comentariosAdmin: input.notas, procesadoPorId: user.id,
        fechaProcesamiento: now,
      });
      await this.d.moderation.record(
        {
          clubId: locked.clubId,
          tipo: input.accion === 'aprobar' ? 'lugar_aprobado' : 'lugar_rechazado',
          moderadorId: user.id,
          afectadoId: locked.creadorId,
          metadata: { lugar_id: locked.id, lugar_nombre: locked.nombre, ...(input.accion === 'rechazar' ? { notas_rechazo: input.notas } : { notas: input.notas }) },
          ip: ctx.ip,
        },
        tx.db,
      );
    });
    return toLugar((await this.d.store.lugares.findById(v.row.lugar.id))!);
  }

  /** The match form's choices for the active club: own Pendiente and global venues, never inactive ones. */
  async selector(user: UserRow, club: ActiveClub, busqueda?: string): Promise<LugarSelectorDto[]> {
    return (await this.d.store.lugares.selector(club.clubId, busqueda, LUGARES_SELECTOR_MAX)).map(toLugarSelector);
  }

  /** The active club's most used venues; porcentaje is relative to the top one. */
  async popular(user: UserRow, club: ActiveClub, limite: number): Promise<LugarPopularDto[]> {
    const rows = await this.d.store.lugares.popularFor(club.clubId, limite);
    const top = Number(rows[0]?.total ?? 0);
    return rows.map((r) => ({
      _id: r.id,
      nombre: r.nombre,
      direccion: r.direccion,
      total_partidos: Number(r.total),
      porcentaje: top ? Math.round((Number(r.total) / top) * 100) : 0,
    }));
  }

  async stats(user: UserRow, club: ActiveClub): Promise<LugaresEstadisticasDto> {
    return this.d.store.lugares.statsFor(club.clubId);
  }

  /** The moderation panel's lugaresPendientes: the club's venues still waiting to become global. */
  pendingCount(clubId: string): Promise<number> {
    return this.d.store.lugares.countPendingOf(clubId);
  }
}
