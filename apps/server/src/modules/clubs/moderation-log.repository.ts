import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TipoModeracion } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { moderationLog, users } from '../../db/schema/index.js';

export interface ModerationLogFilter {
  clubId: string;
  tipo?: TipoModeracion;
  /** Inclusive calendar days YYYY-MM-DD, read in `timezone`. */
  fechaInicio?: string;
  fechaFin?: string;
  timezone: string;
}

const moderador = alias(users, 'moderador');
const afectado = alias(users, 'afectado');

export class ModerationLogRepository {
  constructor(private db: Db) {}

  async insert(values: typeof moderationLog.$inferInsert) {
    await this.db.insert(moderationLog).values(values);
  }

  private where(f: ModerationLogFilter): SQL {
    const conds: SQL[] = [eq(moderationLog.clubId, f.clubId)];
    if (f.tipo) conds.push(eq(moderationLog.tipo, f.tipo));
    // day bounds are midnights in APP_TIMEZONE (Chile changes offset with daylight saving)
    if (f.fechaInicio) conds.push(gte(moderationLog.fecha, sql`(${f.fechaInicio}::date)::timestamp at time zone ${f.timezone}`));
    if (f.fechaFin) conds.push(lt(moderationLog.fecha, sql`((${f.fechaFin}::date + 1)::timestamp) at time zone ${f.timezone}`));
    return and(...conds)!;
  }

  /** One page, newest first, with the moderator and the affected user joined (one query), plus the total (one more). */
  async page(f: ModerationLogFilter, page: number, limit: number) {
    const where = this.where(f);
    const [rows, [count]] = await Promise.all([
      this.db
        .select({
          entry: moderationLog,
          moderador: { id: moderador.id, nombre: moderador.nombre, apellido: moderador.apellido, correo: moderador.correo },
          afectado: { id: afectado.id, nombre: afectado.nombre, apellido: afectado.apellido },
        })
        .from(moderationLog)
        .leftJoin(moderador, eq(moderador.id, moderationLog.moderadorId))
        .leftJoin(afectado, eq(afectado.id, moderationLog.afectadoId))
        .where(where)
        .orderBy(desc(moderationLog.fecha), desc(moderationLog.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ n: sql<number>`count(*)::int` }).from(moderationLog).where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  }
}
