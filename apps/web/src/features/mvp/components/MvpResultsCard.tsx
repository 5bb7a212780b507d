import { Button } from '../../../components/lite';
import { CrownFilled, TrophyFilled } from '../../../components/lite/app-icons';
import { StarOutlined } from '../../../components/lite/detail-icons';
import { Card, Empty, Heading, Progress, Secondary, Tag } from '../../../components/lite/kit';
import { useNavigate } from 'react-router';
import { formatDate, fullName, type VotacionMvpDto } from '@partidos/shared';
import { PersonAvatar } from '../../../components/PersonAvatar';

/** "DD/MM/YYYY a las HH:mm" in the viewer's clock */
const fechaHora = (iso: string) => {
  const d = new Date(iso);
  return `${formatDate(d)} a las ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** The MVP results panel of the match detail (docs/product/votes.md): counts per player while open, then the MVP. No antd. */
export function MvpResultsCard({ votacion: v, onVote }: { votacion: VotacionMvpDto; onVote: () => void }) {
  const navigate = useNavigate();
  const max = Math.max(1, ...v.conteo.map((c) => c.votos));
  const participacion = v.total_votantes ? Math.round((v.total_votos / v.total_votantes) * 100) : 0;
  return (
    <Card
      title={<span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}><TrophyFilled style={{ color: '#faad14' }} />Votación MVP</span>}
      extra={v.mvp_asignado ? <Tag color="gold">Finalizada</Tag> : v.abierta ? <Tag color="green">Abierta</Tag> : <Tag>Cerrada</Tag>}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {v.mvp_asignado && (
          <div
            style={{ display: 'flex', alignItems: 'center', gap: 12, padding: 12, borderRadius: 8, background: 'rgba(250,173,20,0.12)', cursor: 'pointer' }}
            onClick={() => navigate(`/jugadores/${v.mvp_asignado!._id}`)}
          >
            <PersonAvatar person={v.mvp_asignado} size={48} />
            <div style={{ minWidth: 0 }}>
              <Secondary>MVP del partido</Secondary>
              <Heading size={5} style={{ margin: 0 }}><CrownFilled style={{ color: '#faad14' }} /> {fullName(v.mvp_asignado)}</Heading>
            </div>
          </div>
        )}
        <div>
          <span>{v.total_votos} de {v.total_votantes} votos</span>
          <Progress percent={participacion} size="small" aria-label="Participación en la votación" />
        </div>
        {v.conteo.length === 0 ? (
          <Empty simple description="Aún no hay votos" />
        ) : (
          <div>
            {v.conteo.map((c, i) => (
                <div key={c.jugador._id} style={{ width: '100%', padding: '6px 0' }}>
                  <div style={{ display: 'flex', gap: 6, justifyContent: 'space-between' }}>
                    <span>
                      {i === 0 && <span role="img" aria-label={v.mvp_asignado ? 'MVP' : 'Líder'} style={{ color: '#faad14', marginRight: 4 }}><CrownFilled /></span>}
                      {fullName(c.jugador)}
                    </span>
                    <strong>{c.votos} {c.votos === 1 ? 'voto' : 'votos'}</strong>
                  </div>
                  <Progress percent={Math.round((c.votos / max) * 100)} showInfo={false} size="small" color="#faad14" aria-label={`Votos de ${fullName(c.jugador)}`} />
                </div>
            ))}
          </div>
        )}
        {v.mi_voto && <Secondary>Tu voto: {fullName(v.mi_voto)}</Secondary>}
        {v.abierta && v.cierre && <Secondary>La votación cierra el {fechaHora(v.cierre)}</Secondary>}
        {v.puede_votar && <Button type="primary" block icon={<StarOutlined />} onClick={onVote}>Votar MVP</Button>}
      </div>
    </Card>
  );
}
