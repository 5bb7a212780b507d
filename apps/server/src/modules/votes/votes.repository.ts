import { and, eq, sql } from 'drizzle-orm';
import type { TipoVoto } from '@partidos/shared';
import { rowsOf, type Db } from '../../db/client.js';
import { votosMensuales } from '../../db/schema/index.js';

export interface ResumenRow { likes: number; dislikes: number; mio: TipoVoto | null }
export interface RankingRow {
  tipo: 'querido' | 'odiado'; id: string; nombre: string | null; apellido: string | null; apodo: string | null;
  photoUrl: string | null; likes: number; dislikes: number;
}


/**
 * The month's votes counted "among members of a club" (DESIGN §4): both the voter and the target belong to the
 * club now. Per target: likes, dislikes, and when the last like / dislike was cast, the tie-break (the player
 * who reached the top count first wins, as for the MVP).
 */
const tallies = (clubId: string, mes: string) => sql`
  select vm.votado_id,
         count(*) filter (where vm.tipo_voto = 'like')::int as likes,
         count(*) filter (where vm.tipo_voto = 'dislike')::int as dislikes,
         max(vm.updated_at) filter (where vm.tipo_voto = 'like') as ultimo_like,
         max(vm.updated_at) filter (where vm.tipo_voto = 'dislike') as ultimo_dislike
  from votos_mensuales vm
  join club_members a on a.club_id = ${clubId} and a.usuario_id = vm.votado_id
  join club_members b on b.club_id = ${clubId} and b.usuario_id = vm.votante_id
  where vm.mes = ${mes}
  group by vm.votado_id`;

export class VotesRepository {
  constructor(readonly db: Db) {}

  transaction<T>(fn: (tx: VotesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new VotesRepository(tx as unknown as Db)));
  }

  /** This month's counts for a player and the caller's own vote (one query through votos_mensuales_votado_mes_idx). */
  async resumen(votadoId: string, mes: string, votanteId: string): Promise<ResumenRow> {
    const res = await this.db.execute(sql`
      select count(*) filter (where tipo_voto = 'like')::int as likes,
             count(*) filter (where tipo_voto = 'dislike')::int as dislikes,
             max(tipo_voto) filter (where votante_id = ${votanteId}) as mio
      from votos_mensuales where votado_id = ${votadoId} and mes = ${mes}`);
    const r = rowsOf<ResumenRow>(res)[0];
    return { likes: Number(r?.likes ?? 0), dislikes: Number(r?.dislikes ?? 0), mio: (r?.mio as TipoVoto | null) ?? null };
  }

  async voto(votanteId: string, votadoId: string, mes: string): Promise<TipoVoto | null> {
    const [row] = await this.db
      .select({ tipo: votosMensuales.tipoVoto })
      .from(votosMensuales)
      .where(and(eq(votosMensuales.votanteId, votanteId), eq(votosMensuales.votadoId, votadoId), eq(votosMensuales.mes, mes)))
      .limit(1);
    return (row?.tipo as TipoVoto | undefined) ?? null;
  }

  /**
   * The 2-second cooldown (spec 2 §9) as a conditional upsert of the voter's row: it succeeds only when the last
   * accepted vote is at least `cooldownMs` old (or in the future: a clock set back must not lock a voter out).
   * The row stays locked until the transaction ends, so two votes of one voter at once queue here and the second
   * is refused; a vote refused later in the transaction rolls the claim back.
   */
  async claimCooldown(votanteId: string, now: Date, cooldownMs: number): Promise<boolean> {
    const limite = new Date(now.getTime() - cooldownMs);
    const res = await this.db.execute(sql`
      insert into votos_cooldown (votante_id, ultimo_voto_at) values (${votanteId}, ${now.toISOString()})
      on conflict (votante_id) do update set ultimo_voto_at = excluded.ultimo_voto_at
      where votos_cooldown.ultimo_voto_at <= ${limite.toISOString()} or votos_cooldown.ultimo_voto_at > ${now.toISOString()}
      returning votante_id`);
    return rowsOf(res).length > 0;
  }

  async upsertVoto(votanteId: string, votadoId: string, mes: string, tipo: TipoVoto, now: Date): Promise<void> {
    await this.db
      .insert(votosMensuales)
      .values({ votanteId, votadoId, mes, tipoVoto: tipo, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [votosMensuales.votanteId, votosMensuales.votadoId, votosMensuales.mes],
        set: { tipoVoto: tipo, updatedAt: now },
      });
  }

  /** True when the two people belong to at least one common club (one index probe each way). */
  async shareClub(a: string, b: string): Promise<boolean> {
    const res = await this.db.execute(sql`
      select 1 from club_members x join club_members y on y.club_id = x.club_id and y.usuario_id = ${b}
      where x.usuario_id = ${a} limit 1`);
    return rowsOf(res).length > 0;
  }

  /**
   * 'El Ídolo del Mes' and 'El Villano del Mes' of a club for a month, in one query: most likes (most dislikes),
   * a tie to the one whose last like (dislike) came first, then the id so the answer is stable.
   */
  async rankings(clubId: string, mes: string): Promise<RankingRow[]> {
    const res = await this.db.execute(sql`
      with t as (${tallies(clubId, mes)}),
      q as (select * from t where likes > 0 order by likes desc, ultimo_like asc, votado_id asc limit 1),
      o as (select * from t where dislikes > 0 order by dislikes desc, ultimo_dislike asc, votado_id asc limit 1)
      select 'querido' as tipo, u.id, u.nombre, u.apellido, u.apodo, u.photo_url as "photoUrl", q.likes, q.dislikes
      from q join users u on u.id = q.votado_id
      union all
      select 'odiado' as tipo, u.id, u.nombre, u.apellido, u.apodo, u.photo_url as "photoUrl", o.likes, o.dislikes
      from o join users u on u.id = o.votado_id`);
    return rowsOf<RankingRow>(res);
  }

  /**
   * Whether the player ended a past month (before `mesActual`) as the most-liked / most-disliked of one of their
   * clubs, by the same rule as `rankings` and today's memberships. Only months in which the player received votes
   * are looked at (one query).
   */
  async titlesOf(userId: string, mesActual: string): Promise<{ mas_querido: boolean; mas_odiado: boolean }> {
    const res = await this.db.execute(sql`
      with meses as (
        select distinct mes from votos_mensuales where votado_id = ${userId} and mes < ${mesActual}
      ),
      t as (
        select c.club_id, vm.mes, vm.votado_id,
               count(*) filter (where vm.tipo_voto = 'like') as likes,
               count(*) filter (where vm.tipo_voto = 'dislike') as dislikes,
               max(vm.updated_at) filter (where vm.tipo_voto = 'like') as ultimo_like,
               max(vm.updated_at) filter (where vm.tipo_voto = 'dislike') as ultimo_dislike
        from club_members c
        join votos_mensuales vm on vm.mes in (select mes from meses)
        join club_members a on a.club_id = c.club_id and a.usuario_id = vm.votado_id
        join club_members b on b.club_id = c.club_id and b.usuario_id = vm.votante_id
        where c.usuario_id = ${userId}
        group by c.club_id, vm.mes, vm.votado_id
      ),
      r as (
        select votado_id, likes, dislikes,
               row_number() over (partition by club_id, mes order by likes desc, ultimo_like asc nulls last, votado_id) as rq,
               row_number() over (partition by club_id, mes order by dislikes desc, ultimo_dislike asc nulls last, votado_id) as ro
        from t
      )
      select coalesce(bool_or(rq = 1 and likes > 0), false) as mas_querido,
             coalesce(bool_or(ro = 1 and dislikes > 0), false) as mas_odiado
      from r where votado_id = ${userId}`);
    const row = rowsOf<{ mas_querido: boolean; mas_odiado: boolean }>(res)[0];
    return { mas_querido: !!row?.mas_querido, mas_odiado: !!row?.mas_odiado };
  }
}
