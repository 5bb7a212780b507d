import {
  canManageClub, type ModerationHistoryDto, type ModerationHistoryQuery, type ModerationMetadata, type ModerationPanelDto,
  type TipoModeracion,
} from '@partidos/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { ClubAccess } from './club-access.js';
import { toModerationEntry } from './clubs.mapper.js';
import { ClubsStore } from './clubs.store.js';

/** Counters other modules add to the moderation panel (venues: lugaresPendientes; payments: comprobantesPendientes). */
export interface ModerationPanelContributor {
  readonly name: string;
  pendingCounts(clubId: string): Promise<Partial<Pick<ModerationPanelDto, 'lugaresPendientes' | 'comprobantesPendientes'>>>;
}

export interface ModerationEntry {
  clubId: string;
  tipo: TipoModeracion;
  moderadorId: string;
  afectadoId?: string | null;
  metadata?: ModerationMetadata;
  ip?: string;
}

/** The moderation history and the panel of pending work, for Creador, Moderador and administrador. */
export class ModerationService {
  private contributors: ModerationPanelContributor[] = [];

  constructor(private store: ClubsStore, private access: ClubAccess, private clock: Clock, private timezone: string) {}

  registerPanelContributor(c: ModerationPanelContributor) {
    this.contributors.push(c);
  }

  /**
   * For other modules' moderation actions (venue and payment decisions): pass their transaction handle as `db`
   * so the entry commits with the action.
   */
  async record(entry: ModerationEntry, db?: Db): Promise<void> {
    const store = db ? new ClubsStore(db) : this.store;
    await store.log.insert({
      id: newId(), clubId: entry.clubId, tipo: entry.tipo, moderadorId: entry.moderadorId, afectadoId: entry.afectadoId ?? null,
      metadata: entry.metadata ?? {}, ipAddress: entry.ip?.slice(0, 64) ?? null, fecha: this.clock.now(),
    });
  }

  async history(user: UserRow, clubId: string, q: ModerationHistoryQuery): Promise<ModerationHistoryDto> {
    const { club } = await this.access.require(user, clubId, canManageClub);
    const { rows, total } = await this.store.log.page(
      { clubId: club.id, tipo: q.tipo, fechaInicio: q.fecha_inicio, fechaFin: q.fecha_fin, timezone: this.timezone },
      q.page,
      q.limit,
    );
    return {
      historial: rows.map(toModerationEntry),
      pagination: { total, page: q.page, limit: q.limit, pages: Math.ceil(total / q.limit) },
    };
  }

  async panel(user: UserRow, clubId: string): Promise<ModerationPanelDto> {
    const { club } = await this.access.require(user, clubId, canManageClub);
    const [solicitudesPendientes, ...parts] = await Promise.all([
      this.store.requests.countPending(club.id),
      ...this.contributors.map((c) => c.pendingCounts(club.id)),
    ]);
    const lugaresPendientes = parts.reduce((n, p) => n + (p.lugaresPendientes ?? 0), 0);
    const comprobantesPendientes = parts.reduce((n, p) => n + (p.comprobantesPendientes ?? 0), 0);
    return {
      solicitudesPendientes,
      lugaresPendientes,
      comprobantesPendientes,
      totalPendientes: solicitudesPendientes + lugaresPendientes + comprobantesPendientes,
    };
  }
}
