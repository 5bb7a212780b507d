import { StarFilled } from '@ant-design/icons';
import { Space, Table, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { POSICION_LABELS, formatoRating, fullName, type JugadorListItemDto, type RatingJugadorDto } from '@partidos/shared';
import { NIVEL_COLOR, ROL_COLOR, StreakTag } from './player-format';
import { TrendTag, nivelAprendido } from './learned-level';
import { PersonAvatar } from '../../../components/PersonAvatar';

/**
 * The 'Tabla' tab of /jugadores: a row opens the profile. Server pages: the pager is the page's. `aprendidos`: each
 * player's learned rating and trend, given to those who manage the club only (docs/decisions/0086).
 */
export function PlayersTable({ jugadores, loading, aprendidos }: { jugadores: JugadorListItemDto[]; loading: boolean; aprendidos?: Map<string, RatingJugadorDto> }) {
  const navigate = useNavigate();
  const learned = aprendidos?.size ? [{
    title: 'Nivel aprendido',
    key: 'aprendido',
    render: (_: unknown, r: JugadorListItemDto) => {
      const a = aprendidos.get(r._id);
      if (!a?.rating) return '—';
      return (
        <Space size={8} wrap={false}>
          <span title={`Nivel aprendido: ${nivelAprendido(a)}`} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatoRating(a.rating)}</span>
          <TrendTag tendencia={a.tendencia} />
        </Space>
      );
    },
  }] : [];
  return (
    <Table<JugadorListItemDto>
      rowKey="_id"
      dataSource={jugadores}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({ onClick: () => { void navigate(`/jugadores/${r._id}`); }, style: { cursor: 'pointer' } })}
      locale={{ emptyText: 'No se encontraron jugadores' }}
      columns={[
        {
          title: 'Jugador',
          key: 'jugador',
          render: (_, r) => (
            <Space>
              <PersonAvatar person={{ ...r, avatar_url: r.photoURL ?? r.avatar_url }} />
              <div>
                <Link to={`/jugadores/${r._id}`} onClick={(e) => e.stopPropagation()}>{fullName(r)}</Link>
                {r.apodo && <div><Typography.Text type="secondary">"{r.apodo}"</Typography.Text></div>}
              </div>
            </Space>
          ),
        },
        { title: 'Posición', key: 'posicion', render: (_, r) => (r.posicion_principal ? POSICION_LABELS[r.posicion_principal] : '—') },
        { title: 'Nivel', key: 'nivel', render: (_, r) => (r.nivel_habilidad ? <Tag color={NIVEL_COLOR[r.nivel_habilidad]}>{r.nivel_habilidad}</Tag> : '—') },
        { title: 'MVPs', key: 'mvp', align: 'center', render: (_, r) => <Space size={4}><StarFilled style={{ color: '#faad14' }} />{r.mvp_count}</Space> },
        { title: 'Partidos', dataIndex: 'partidos_jugados', align: 'center' },
        { title: 'Racha', key: 'racha', align: 'center', render: (_, r) => <StreakTag racha={r.racha_asistencia} /> },
        ...learned,
        { title: 'Rol', key: 'rol', render: (_, r) => <Tag color={ROL_COLOR[r.rol]}>{r.rol}</Tag> },
      ]}
    />
  );
}
