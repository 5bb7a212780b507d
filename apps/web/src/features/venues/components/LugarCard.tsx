import { EnvironmentOutlined, PhoneOutlined, TrophyOutlined } from '@ant-design/icons';
import { Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { LugarDto } from '@partidos/shared';
import { VenueTags } from './VenueTags';
import { Heading } from '../../../components/PageTitle';

/** A card of the venue grid; opens the detail. */
export function LugarCard({ lugar, activeClubId }: { lugar: LugarDto; activeClubId?: string }) {
  const navigate = useNavigate();
  const ajeno = lugar.club_id._id !== activeClubId;
  return (
    <Card
      hoverable
      style={{ height: '100%' }}
      onClick={() => navigate(`/lugares/${lugar._id}`)}
    >
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        <Heading size={5} style={{ margin: 0 }}>{lugar.nombre}</Heading>
        <VenueTags estado={lugar.estado_validacion} global={lugar.es_global} />
        <Typography.Text><EnvironmentOutlined /> {lugar.direccion}</Typography.Text>
        {lugar.cancha && <Typography.Text type="secondary">Cancha: {lugar.cancha}</Typography.Text>}
        {lugar.telefono && <Typography.Text type="secondary"><PhoneOutlined /> {lugar.telefono}</Typography.Text>}
        <Typography.Text type="secondary">
          <TrophyOutlined /> {lugar.partidos_realizados} {lugar.partidos_realizados === 1 ? 'partido realizado' : 'partidos realizados'}
        </Typography.Text>
        {ajeno && <Typography.Text type="secondary" style={{ fontSize: 12 }}>De {lugar.club_id.nombre}</Typography.Text>}
      </Space>
    </Card>
  );
}
