import { StarFilled } from '@ant-design/icons';
import { Progress, Table } from 'antd';
import type { JugadorActivoDto } from '@partidos/shared';
import { PlayerCell } from './PlayerCell';
import { PositionBadge } from './PositionBadge';

/** Tab Jugadores of /estadisticas: the 10 most active members by matches played in the club. */
export function ActivePlayersTable({ jugadores, loading }: { jugadores: JugadorActivoDto[]; loading: boolean }) {
  const top = Math.max(1, ...jugadores.map((j) => j.partidos_club));
  return (
    <Table<JugadorActivoDto & { pos: number }>
      rowKey="_id"
      size="middle"
      loading={loading}
      pagination={false}
      dataSource={jugadores.map((j, i) => ({ ...j, pos: i + 1 }))}
      locale={{ emptyText: 'Aún no hay partidos finalizados en este club' }}
      columns={[
        { title: '#', key: 'pos', width: 56, render: (_, r) => <PositionBadge pos={r.pos} /> },
        { title: 'Jugador', key: 'jugador', render: (_, r) => <PlayerCell jugador={r} /> },
        {
          title: 'Partidos en el club',
          key: 'partidos',
          render: (_, r) => (
            <div style={{ minWidth: 90 }}>
              <strong>{r.partidos_club}</strong>
              <Progress percent={Math.round((r.partidos_club / top) * 100)} showInfo={false} size="small" aria-label={`Partidos de ${r.nombre ?? ''}`} />
            </div>
          ),
        },
        { title: 'Partidos totales', dataIndex: 'partidos_jugados', align: 'center', responsive: ['md'] },
        { title: 'MVPs', key: 'mvp', align: 'center', responsive: ['sm'], render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}><StarFilled style={{ color: '#faad14' }} /> {r.mvp_count}</span> },
      ]}
    />
  );
}
