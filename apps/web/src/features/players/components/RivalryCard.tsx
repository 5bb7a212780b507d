import { DislikeFilled, LikeFilled } from '../../../components/lite/app-icons';
import { Card, Secondary, Skeleton, Tag } from '../../../components/lite/kit';
import { Link, useNavigate } from 'react-router';
import { fullName, type RankingJugadorDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useRankingsClub } from '../api/player-calls';
import { PersonAvatar } from '../../../components/PersonAvatar';

function Side({ label, jugador, votos, empty, kind, icon }: {
  label: string; jugador: RankingJugadorDto | null; votos: number; empty: string; kind: 'idol' | 'villain'; icon: React.ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div
      className={`rival rival--${kind}`}
      style={{ cursor: jugador ? 'pointer' : undefined }}
      onClick={jugador ? () => navigate(`/jugadores/${jugador._id}`) : undefined}
    >
      <strong className="rival__title" style={{ display: 'block', marginBottom: 8 }}>{icon} {label}</strong>
      {jugador ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          <PersonAvatar person={jugador} />
          <div style={{ minWidth: 0 }}>
            <Link to={`/jugadores/${jugador._id}`} onClick={(e) => e.stopPropagation()} style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {fullName(jugador)}
            </Link>
            {jugador.apodo && <Secondary style={{ fontSize: 13 }}>"{jugador.apodo}" · </Secondary>}
            <Secondary style={{ fontSize: 13 }}>{votos} {votos === 1 ? 'voto' : 'votos'}</Secondary>
          </div>
        </div>
      ) : (
        <Secondary>{empty}</Secondary>
      )}
    </div>
  );
}

/** 'Rivalidad del Mes' (docs/product/votes.md): the club's most-liked and most-disliked players this month. */
export function RivalryCard() {
  const q = useRankingsClub();
  return (
    <Card title="Rivalidad del Mes">
      <Tag color="purple" style={{ marginBottom: 12 }}>Se reinicia el 1° de cada mes</Tag>
      {q.isPending ? (
        <Skeleton avatar rows={4} />
      ) : q.isError ? (
        <LoadError title="Error al cargar la rivalidad del mes" error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Side label="El Ídolo del Mes" jugador={q.data.mas_querido} votos={q.data.mas_querido?.likes ?? 0} empty="Aún no hay votos positivos" kind="idol" icon={<LikeFilled />} />
            <Side label="El Villano del Mes" jugador={q.data.mas_odiado} votos={q.data.mas_odiado?.dislikes ?? 0} empty="Aún no hay votos negativos" kind="villain" icon={<DislikeFilled />} />
          </div>
          <p className="lite-secondary" style={{ margin: '12px 0 0', fontSize: 13 }}>
            Los votos son anónimos. Vota desde el perfil de cada jugador.
          </p>
        </>
      )}
    </Card>
  );
}
