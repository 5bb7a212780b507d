import { GlobalOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import type { EstadoValidacion } from '@partidos/shared';

const COLOR: Record<EstadoValidacion, string> = { Validado: 'success', Pendiente: 'warning', Rechazado: 'error' };

/** Status tag (Validado success, Pendiente warning, Rechazado error) plus 'Global'. */
export function VenueTags({ estado, global }: { estado: EstadoValidacion; global: boolean }) {
  return (
    <Space size={4} wrap>
      <Tag color={COLOR[estado]}>{estado}</Tag>
      {global && <Tag color="blue" icon={<GlobalOutlined />}>Global</Tag>}
    </Space>
  );
}
