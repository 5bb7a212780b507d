import { Progress, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { LugarPopularDto } from '@partidos/shared';
import { useIsMobile } from '../../../lib/use-is-mobile';

/** Tab Lugares of /estadisticas: venue, address, matches and popularity relative to the top venue. */
export function VenuesPopularityTable({ lugares, loading }: { lugares: LugarPopularDto[]; loading: boolean }) {
  const mobile = useIsMobile();
  return (
    <Table<LugarPopularDto>
      rowKey="_id"
      size="middle"
      loading={loading}
      pagination={false}
      dataSource={lugares}
      locale={{ emptyText: 'Aún no hay partidos con lugar en este club' }}
      columns={[
        {
          title: 'Lugar',
          key: 'lugar',
          render: (_, l) => (
            <div>
              <Link to={`/lugares/${l._id}`}>{l.nombre}</Link>
              {mobile && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{l.direccion}</Typography.Text>}
            </div>
          ),
        },
        { title: 'Dirección', dataIndex: 'direccion', responsive: ['md'] },
        { title: 'Partidos', dataIndex: 'total_partidos', align: 'center' },
        {
          title: 'Popularidad',
          key: 'pct',
          width: '30%',
          render: (_, l) => <Progress percent={Math.round(l.porcentaje)} status="normal" format={(p) => `${p}%`} size="small" aria-label={`Popularidad de ${l.nombre}`} />,
        },
      ]}
    />
  );
}
