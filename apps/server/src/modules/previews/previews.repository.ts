import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubs, linksInvitacion, lugares, partidos } from '../../db/schema/index.js';

/** What a link preview may say about a match: no people, no money, no contact details. */
const FACTS = {
  fecha: partidos.fecha,
  horaPartido: partidos.horaPartido,
  horarioPorDefinir: partidos.horarioPorDefinir,
  lugarPorDefinir: partidos.lugarPorDefinir,
  canchaNumero: partidos.canchaNumero,
  tipoPartido: partidos.tipoPartido,
  estadoPartido: partidos.estadoPartido,
  esPublico: partidos.esPublico,
  descripcion: partidos.descripcion,
  club: clubs.nombre,
  clubEsPublico: clubs.esPublico,
  lugar: lugares.nombre,
};


/**
 * The link-preview lookups: one statement each, by primary key or by the unique code index, joined
 * to the club and the venue by their primary keys. Anonymous callers (a chat app's crawler) run them on page loads.
 */
export class PreviewsRepository {
  constructor(private db: Db) {}

  async matchById(id: string) {
    const [row] = await this.db
      .select(FACTS)
      .from(partidos)
      .innerJoin(clubs, eq(clubs.id, partidos.clubId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(eq(partidos.id, id))
      .limit(1);
    return row;
  }

  async matchByInviteCode(codigo: string) {
    const [row] = await this.db
      .select(FACTS)
      .from(linksInvitacion)
      .innerJoin(partidos, eq(partidos.id, linksInvitacion.partidoId))
      .innerJoin(clubs, eq(clubs.id, partidos.clubId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(eq(linksInvitacion.codigo, codigo))
      .limit(1);
    return row;
  }
}

export type PreviewFacts = NonNullable<Awaited<ReturnType<PreviewsRepository['matchById']>>>;
