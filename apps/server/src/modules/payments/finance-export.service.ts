import type { Readable } from 'node:stream';
import {
  EXPORTACION_RANGO_MAX_DIAS, MSG, TIPOS_EXPORTACION, canManageClub, diasDelRango, fullName, mesDe, nombreArchivoFinanzas, nombreArchivoPagosPartido,
  type ExportarFinanzasQuery, type ExportarPagosPartidoQuery, type FormatoExportacion,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, invalidFields } from '../../lib/errors.js';
import { dayIn, startInstant } from '../../lib/match-time.js';
import type { ClubAccess } from '../clubs/club-access.js';
import type { MatchesService } from '../matches/matches.service.js';
import { csvStream } from './finance-export.csv.js';
import type { ExportCursor, PlayerExportView, RentExportView } from './finance-export.repository.js';
import { ESTADO_ARRIENDO, mergePages, type ExportSummary, type MovementRow, type RowPages } from './finance-export.rows.js';
import { xlsxStream } from './finance-export.xlsx.js';
import type { MovementScope } from './finance.repository.js';
import { toFinanzasResumen } from './finance.service.js';
import type { PaymentsStore } from './payments.store.js';

export interface FinanceExportDeps {
  store: PaymentsStore;
  access: ClubAccess;
  matches: MatchesService;
  clock: Clock;
  timezone: string;
  /** rows per statement; tests make it small to cross page boundaries */
  pageSize?: number;
}

/** A download: the route sends `body` as it is produced, under `filename`. */
export interface ExportFile { filename: string; contentType: string; body: Readable }

/** 500 rows a statement: a few hundred kB of a file, a few ms of the database, and a season of a club in a page or two. */
const PAGE_SIZE = 500;

const personName = (p: { id: string | null; nombre: string | null; apellido: string | null } | null, gone: string | null) =>
  (p?.id ? fullName(p) || 'Jugador' : gone);

const nextDay = (ymd: string) => new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(5, 7) - 1, +ymd.slice(8, 10) + 1)).toISOString().slice(0, 10);

/**
 * The finance export (docs/decisions/0042-finance-export.md): a club's movements of a range of days, or one match's
 * payments, as CSV or Excel, streamed. Rights first (as the Finanzas tab and the payment panel: Creador, Moderador,
 * administrador; 404 for whoever cannot see the club or match, 403 for a member), then the totals, then the rows a
 * page at a time while the client downloads.
 */
export class FinanceExportService {
  private readonly pageSize: number;

  constructor(private d: FinanceExportDeps) {
    this.pageSize = d.pageSize ?? PAGE_SIZE;
  }

  /** GET /clubes/{id}/finanzas/exportar: the range defaults to the current month in APP_TIMEZONE. */
  async club(user: UserRow, clubId: string, q: ExportarFinanzasQuery): Promise<ExportFile> {
    const { club } = await this.d.access.require(user, clubId, canManageClub);
    const mes = mesDe(dayIn(this.d.clock.now(), this.d.timezone));
    const desde = q.desde ?? mes.desde;
    const hasta = q.hasta ?? mes.hasta;
    // an end the caller left out may put the range the wrong way round or past a year: the schema's rule again
    if (desde > hasta) throw invalidFields([{ field: 'hasta', message: MSG.rangoFechasInvalido }]);
    if (diasDelRango(desde, hasta) > EXPORTACION_RANGO_MAX_DIAS) throw invalidFields([{ field: 'hasta', message: MSG.rangoExportacionMax }]);
    const scope: MovementScope = { desde: startInstant(desde, '00:00', this.d.timezone), hasta: startInstant(nextDay(hasta), '00:00', this.d.timezone) };
    const periodo = toFinanzasResumen(await this.d.store.finance.totalsOf(club.id, scope));
    const todo = toFinanzasResumen(await this.d.store.finance.totalsOf(club.id));
    const summary: ExportSummary = {
      columnas: [{ titulo: 'Período', totales: periodo }, { titulo: 'Total del club (Finanzas)', totales: todo }],
      detalles: [{ etiqueta: 'Club', texto: club.nombre }, { etiqueta: 'Desde', dia: desde }, { etiqueta: 'Hasta', dia: hasta }, ...this.exportedOn()],
    };
    return this.file(q.formato, nombreArchivoFinanzas(club.nombre, desde, hasta, q.formato), club.id, scope, summary);
  }

  /** GET /partidos/{id}/pagos/exportar: every payment of the match, whatever its date; the payment panel's rights. */
  async match(user: UserRow, partidoId: string, q: ExportarPagosPartidoQuery): Promise<ExportFile> {
    const v = await this.d.matches.view(user, partidoId);
    if (!v.puedeGestionar) throw forbidden('sinPermisosPagos');
    const { partido, club, lugar } = v.row;
    const scope: MovementScope = { partidoId: partido.id };
    const summary: ExportSummary = {
      columnas: [{ titulo: 'Partido', totales: toFinanzasResumen(await this.d.store.finance.totalsOf(partido.clubId, scope)) }],
      detalles: [
        { etiqueta: 'Club', texto: club.nombre },
        { etiqueta: 'Fecha del partido', dia: partido.fecha },
        { etiqueta: 'Lugar', texto: lugar?.id ? lugar.nombre : 'Lugar no especificado' },
        ...this.exportedOn(),
      ],
    };
    return this.file(q.formato, nombreArchivoPagosPartido(club.nombre, partido.fecha, q.formato), partido.clubId, scope, summary);
  }

  private exportedOn() {
    return [{ etiqueta: 'Exportado el', dia: dayIn(this.d.clock.now(), this.d.timezone) }];
  }

  private file(formato: FormatoExportacion, filename: string, clubId: string, scope: MovementScope, summary: ExportSummary): ExportFile {
    const players = this.pages((c) => this.d.store.exports.playerPage(clubId, scope, c, this.pageSize), (r) => this.playerRow(r));
    const rent = this.pages((c) => this.d.store.exports.rentPage(clubId, scope, c, this.pageSize), (r) => this.rentRow(r));
    const body = formato === 'csv'
      // one ledger in date order: the two kinds merged as they are read
      ? csvStream(mergePages([players, rent], this.pageSize))
      : xlsxStream({ players, rent, summary, creator: 'Partidos' });
    return { filename, contentType: TIPOS_EXPORTACION[formato], body };
  }

  /** Pages of one kind, each a statement continued from the previous page's last row; read only when iterated. */
  private async *pages<V extends { id: string; fecha: string }>(fetch: (c: ExportCursor | null) => Promise<V[]>, map: (v: V) => MovementRow): RowPages {
    let cursor: ExportCursor | null = null;
    for (;;) {
      const page = await fetch(cursor);
      if (page.length) yield page.map(map);
      if (page.length < this.pageSize) return;
      const last = page[page.length - 1]!;
      cursor = { fecha: last.fecha, id: last.id };
    }
  }

  private day(iso: string | null): string | null {
    return iso ? dayIn(new Date(iso), this.d.timezone) : null;
  }

  private playerRow(v: PlayerExportView): MovementRow {
    return {
      tipo: 'jugador', id: v.id, at: v.fecha, fecha: this.day(v.fecha)!,
      partidoFecha: v.partido.fecha, partidoHora: v.partido.hora, lugar: v.lugar?.nombre ?? null,
      jugador: personName(v.jugador, 'Usuario eliminado'), monto: v.monto, metodo: v.metodoPago, estado: v.estado,
      // a reviewer whose account is gone still reviewed it: the date stays, the name is unknown
      validadoPor: v.fechaValidacion ? personName(v.validador, 'Usuario eliminado') : null, validadoEl: this.day(v.fechaValidacion),
      referencia: null, notas: v.notas ?? v.notasRechazo,
    };
  }

  private rentRow(v: RentExportView): MovementRow {
    return {
      tipo: 'arriendo', id: v.id, at: v.fecha, fecha: this.day(v.fecha)!,
      partidoFecha: v.partido.fecha, partidoHora: v.partido.hora, lugar: v.lugar?.nombre ?? null,
      jugador: null, monto: v.monto, metodo: v.metodoPago, estado: ESTADO_ARRIENDO,
      validadoPor: personName(v.registrador, 'Usuario eliminado'), validadoEl: this.day(v.registradoEl),
      referencia: v.referencia, notas: v.notas,
    };
  }
}
