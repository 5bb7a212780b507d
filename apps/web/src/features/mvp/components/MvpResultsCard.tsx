import { CrownFilled, StarOutlined, TrophyFilled } from '@ant-design/icons';
import { Button, Card, Empty, Progress, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { formatDate, fullName, type VotacionMvpDto } from '@partidos/shared';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { Heading } from '../../../components/PageTitle';

/** "DD/MM/YYYY a las HH:mm" in the viewer's clock */
const fechaHora = (iso: string) => {
  const d = new Date(iso);
  return `${formatDate(d)} a las ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** The MVP results panel of the match detail (spec 2 §4): counts per player while open, then the MVP. */
export function MvpResultsCard({ votacion: v, onVote }: { votacion: VotacionMvpDto; onVote: () => void }) {
  const navigate = useNavigate();
  const max = Math.max(1, ...v.conteo.map((c) => c.votos));
  const participacion = v.total_votantes ? Math.round((v.total_votos / v.total_votantes) * 100) : 0;
  return (
    <Card
      title={<Space><TrophyFilled style={{ color: '#faad14' }} />Votación MVP</Space>}
      extra={v.mvp_asignado ? <Tag color="gold">Finalizada</Tag> : v.abierta ? <Tag color="green">Abierta</Tag> : <Tag>Cerrada</Tag>}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {v.mvp_asignado && (
          <div
            style={{ display: 'flex', alignItems: 'center', gap: 12, padding: 12, borderRadius: 8, background: 'rgba(250,173,20,0.12)', cursor: 'pointer' }}
            onClick={() => navigate(`/jugadores/${v.mvp_asignado!._id}`)}
          >
            <PersonAvatar person={v.mvp_asignado} size={48} />
            <div style={{ minWidth: 0 }}>
              <Typography.Text type="secondary">MVP del partido</Typography.Text>
              <Heading size={5} style={{ margin: 0 }}><CrownFilled style={{ color: '#faad14' }} /> {fullName(v.mvp_asignado)}</Heading>
            </div>
          </div>
        )}
        <div>
          <Typography.Text>{v.total_votos} de {v.total_votantes} votos</Typography.Text>
          <Progress percent={participacion} size="small" aria-label="Participación en la votación" />
        </div>
        {v.conteo.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aún no hay votos" />
        ) : (
          <div>
            {v.conteo.map((c, i) => (
                <div key={c.jugador._id} style={{ width: '100%', padding: '6px 0' }}>
                  <Space size={6} style={{ width: '100%', justifyContent: 'space-between' }}>
                    <Typography.Text>
                      {i === 0 && <CrownFilled style={{ color: '#faad14', marginRight: 4 }} aria-label={v.mvp_asignado ? 'MVP' : 'Líder'} />}
                      {fullName(c.jugador)}
                    </Typography.Text>
                    <Typography.Text strong>{c.votos} {c.votos === 1 ? 'voto' : 'votos'}</Typography.Text>
                  </Space>
                  <Progress percent={Math.round((c.votos / max) * 100)} showInfo={false} size="small" strokeColor="#faad14" aria-label={`Votos de ${fullName(c.jugador)}`} />
                </div>
            ))}
          </div>
        )}
        {v.mi_voto && <Typography.Text type="secondary">Tu voto: {fullName(v.mi_voto)}</Typography.Text>}
        {v.abierta && v.cierre && <Typography.Text type="secondary">La votación cierra el {fechaHora(v.cierre)}</Typography.Text>}
        {v.puede_votar && <Button type="primary" block icon={<StarOutlined />} onClick={onVote}>Votar MVP</Button>}
      </Space>
    </Card>
  );
}
