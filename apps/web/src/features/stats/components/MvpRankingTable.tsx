import { StarFilled } from '@ant-design/icons';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { MVP_RANKING_PAGE_SIZE, POSICION_LABELS, type JugadorListItemDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useMvpRanking } from '../../players/api/player-calls';
import { NIVEL_COLOR } from '../../players/components/player-format';
import { PlayerCell } from './PlayerCell';
import { PositionBadge } from './PositionBadge';

/** Tab MVPs of /estadisticas: the club's players by MVPs, 10 rows per page. */
export function MvpRankingTable() {
  const [page, setPage] = useState(1);
  const q = useMvpRanking(page, MVP_RANKING_PAGE_SIZE);
  if (q.isError) return <LoadError title="Error al obtener ranking de MVPs" error={q.error} onRetry={() => q.refetch()} />;
  const p = q.data?.pagination;
  return (
    <Table<JugadorListItemDto & { pos: number }>
      rowKey="_id"
      size="middle"
      loading={q.isPending || q.isPlaceholderData}
      dataSource={(q.data?.usuarios ?? []).map((u, i) => ({ ...u, pos: (page - 1) * (p?.limit ?? MVP_RANKING_PAGE_SIZE) + i + 1 }))}
      locale={{ emptyText: 'Aún no hay MVPs en este club' }}
      pagination={p && p.total > p.limit ? { current: page, pageSize: p.limit, total: p.total, showSizeChanger: false, onChange: setPage } : false}
      columns={[
        { title: '#', key: 'pos', width: 56, render: (_, r) => <PositionBadge pos={r.pos} /> },
        { title: 'Jugador', key: 'jugador', render: (_, r) => <PlayerCell jugador={r} /> },
        { title: 'MVPs', key: 'mvp', align: 'center', render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}><StarFilled style={{ color: '#faad14' }} /> {r.mvp_count}</span> },
        { title: 'Partidos jugados', dataIndex: 'partidos_jugados', align: 'center', responsive: ['sm'] },
        { title: 'Nivel', key: 'nivel', responsive: ['md'], render: (_, r) => (r.nivel_habilidad ? <Tag color={NIVEL_COLOR[r.nivel_habilidad]}>{r.nivel_habilidad}</Tag> : '—') },
        { title: 'Posición principal', key: 'posicion', responsive: ['md'], render: (_, r) => (r.posicion_principal ? POSICION_LABELS[r.posicion_principal] : '—') },
      ]}
    />
  );
}
