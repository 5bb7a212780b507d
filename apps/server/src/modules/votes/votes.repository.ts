import { sql } from 'drizzle-orm';
import type { TipoVoto } from '@partidos/shared';
import { rowsOf, type Db } from '../../db/client.js';

export interface ResumenRow { likes: number; dislikes: number; mio: TipoVoto | null }
/** What a vote's one statement found and did (VotesRepository.votar). */
export interface VotoEscrito {
  existe: boolean; comparte: boolean; previo: TipoVoto | null;
  /** the cooldown claimed and the vote written */
  escrito: boolean;
  /** the month's counts for the target before this vote */
  likes: number; dislikes: number;
}
export interface RankingRow {
  tipo: 'querido' | 'odiado'; id: string; nombre: string | null; apellido: string | null; apodo: string | null;
  photoUrl: string | null; likes: number; dislikes: number;
}


/**
 * The month's votes counted "among members of a club": both the voter and the target belong to the
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

  /**
   * A monthly vote in one statement (it was eight, in four turns of the embedded database's one
   * connection): whether the target exists and shares a club with the voter, the voter's previous vote for them this
   * month, and, when the vote may go ahead (target seen, common club, not the same vote again), the 2-second cooldown
   * claimed as a conditional upsert of the voter's row and the vote itself written behind it. The claim
   * succeeds only when the last accepted vote is at least `cooldownMs` old (or in the future: a clock set back must not
   * lock a voter out); the row stays locked until the statement commits, so two votes of one voter at once queue there
   * and the second is refused. Likes and dislikes are the month's as the statement found them, before its own vote.
   */
  async votar(votanteId: string, votadoId: string, mes: string, tipo: TipoVoto, now: Date, cooldownMs: number): Promise<VotoEscrito> {
    const at = now.toISOString();
    const limite = new Date(now.getTime() - cooldownMs).toISOString();
    const res = await this.db.execute(sql`
      with objetivo as (select u.id from users u where u.id = ${votadoId}),
      comparte as (
        select exists (select 1 from club_members x join club_members y on y.club_id = x.club_id and y.usuario_id = ${votadoId}
                       where x.usuario_id = ${votanteId}) as si),
      previo as (select vm.tipo_voto from votos_mensuales vm where vm.votante_id = ${votanteId} and vm.votado_id = ${votadoId} and vm.mes = ${mes}),
      espera as (
        insert into votos_cooldown (votante_id, ultimo_voto_at)
        select ${votanteId}, ${at}::timestamptz
        where exists (select 1 from objetivo) and (select si from comparte)
          and not exists (select 1 from previo where previo.tipo_voto = ${tipo})
        on conflict (votante_id) do update set ultimo_voto_at = excluded.ultimo_voto_at
        where votos_cooldown.ultimo_voto_at <= ${limite}::timestamptz or votos_cooldown.ultimo_voto_at > ${at}::timestamptz
        returning votante_id),
      escrito as (
        insert into votos_mensuales (votante_id, votado_id, mes, tipo_voto, created_at, updated_at)
        select ${votanteId}, ${votadoId}, ${mes}, ${tipo}, ${at}::timestamptz, ${at}::timestamptz from espera
        on conflict (votante_id, votado_id, mes) do update set tipo_voto = excluded.tipo_voto, updated_at = excluded.updated_at
        returning votante_id)
      select exists (select 1 from objetivo) as existe, (select si from comparte) as comparte,
             (select tipo_voto from previo) as previo, exists (select 1 from escrito) as escrito, c.likes, c.dislikes
      from (select count(*) filter (where vm.tipo_voto = 'like')::int as likes, count(*) filter (where vm.tipo_voto = 'dislike')::int as dislikes
            from votos_mensuales vm where vm.votado_id = ${votadoId} and vm.mes = ${mes}) c`);
    const r = rowsOf<VotoEscrito>(res)[0]!;
    return {
      existe: r.existe === true, comparte: r.comparte === true, previo: (r.previo as TipoVoto | null) ?? null, escrito: r.escrito === true,
      likes: Number(r.likes), dislikes: Number(r.dislikes),
    };
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
