import { aliasedTable, and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { EstadoSolicitudLugar } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { clubs, lugares, solicitudesValidacionLugar as solicitudes, users, type SolicitudValidacionRow } from '../../db/schema/index.js';

const solicitante = aliasedTable(users, 'solicitante');
const procesador = aliasedTable(users, 'procesador');

const requestColumns = {
  solicitud: solicitudes,
  lugar: {
    id: lugares.id, nombre: lugares.nombre, direccion: lugares.direccion, telefono: lugares.telefono,
    estadoValidacion: lugares.estadoValidacion,
  },
  solicitante: { id: solicitante.id, nombre: solicitante.nombre, apellido: solicitante.apellido, correo: solicitante.correo },
  club: { id: clubs.id, nombre: clubs.nombre },
  procesador: { id: procesador.id, nombre: procesador.nombre, apellido: procesador.apellido },
};

export type RequestWithRefs = {
  solicitud: SolicitudValidacionRow;
  lugar: { id: string; nombre: string; direccion: string; telefono: string | null; estadoValidacion: string } | null;
  solicitante: { id: string; nombre: string | null; apellido: string | null; correo: string } | null;
  club: { id: string; nombre: string } | null;
  procesador: { id: string; nombre: string | null; apellido: string | null } | null;
};

export interface RequestsFilter { clubId?: string; estado?: EstadoSolicitudLugar }

/** Venue validation requests (docs/product/venues.md). */
export class VenueRequestsRepository {
  constructor(private db: Db) {}

  private whereOf(f: RequestsFilter): SQL | undefined {
    return and(f.clubId ? eq(solicitudes.clubId, f.clubId) : undefined, f.estado ? eq(solicitudes.estado, f.estado) : undefined);
  }

  /** Newest first with venue, requester, club and processor: one query for the page, one for the total. */
  async page(f: RequestsFilter, page: number, limit: number): Promise<{ rows: RequestWithRefs[]; total: number }> {
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select(requestColumns)
        .from(solicitudes)
        .leftJoin(lugares, eq(lugares.id, solicitudes.lugarId))
        .leftJoin(solicitante, eq(solicitante.id, solicitudes.solicitanteId))
        .leftJoin(clubs, eq(clubs.id, solicitudes.clubId))
        .leftJoin(procesador, eq(procesador.id, solicitudes.procesadoPorId))
        .where(this.whereOf(f))
        .orderBy(desc(solicitudes.createdAt), desc(solicitudes.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ n: count() }).from(solicitudes).where(this.whereOf(f)),
    ]);
    return { rows: rows as RequestWithRefs[], total: Number(totalRow?.n ?? 0) };
  }

  async findById(id: string): Promise<RequestWithRefs | undefined> {
    const [row] = await this.db
      .select(requestColumns)
      .from(solicitudes)
      .leftJoin(lugares, eq(lugares.id, solicitudes.lugarId))
      .leftJoin(solicitante, eq(solicitante.id, solicitudes.solicitanteId))
      .leftJoin(clubs, eq(clubs.id, solicitudes.clubId))
      .leftJoin(procesador, eq(procesador.id, solicitudes.procesadoPorId))
      .where(eq(solicitudes.id, id))
      .limit(1);
    return row as RequestWithRefs | undefined;
  }

  async hasPending(lugarId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: solicitudes.id })
      .from(solicitudes)
      .where(and(eq(solicitudes.lugarId, lugarId), eq(solicitudes.estado, 'pendiente')))
      .limit(1);
    return !!row;
  }

  /** Undefined when a pending request for the venue already exists (the partial unique index decides). */
  async insert(values: typeof solicitudes.$inferInsert): Promise<SolicitudValidacionRow | undefined> {
    const [row] = await this.db.insert(solicitudes).values(values).onConflictDoNothing().returning();
    return row;
  }

  async lock(id: string): Promise<SolicitudValidacionRow | undefined> {
    const [row] = await this.db.select().from(solicitudes).where(eq(solicitudes.id, id)).for('update').limit(1);
    return row;
  }

  /** Closes a pending request; undefined if it was no longer pending. */
  async close(id: string, patch: Pick<typeof solicitudes.$inferInsert, 'estado' | 'comentariosAdmin' | 'procesadoPorId' | 'fechaProcesamiento'>) {
    const [row] = await this.db
      .update(solicitudes)
      .set(patch)
      .where(and(eq(solicitudes.id, id), eq(solicitudes.estado, 'pendiente')))
      .returning();
    return row;
  }

  /** Closes whatever request is pending for a venue decided directly from its detail. */
  async closePendingOf(lugarId: string, patch: Pick<typeof solicitudes.$inferInsert, 'estado' | 'comentariosAdmin' | 'procesadoPorId' | 'fechaProcesamiento'>) {
    await this.db
      .update(solicitudes)
      .set(patch)
      .where(and(eq(solicitudes.lugarId, lugarId), eq(solicitudes.estado, 'pendiente')));
  }
}
