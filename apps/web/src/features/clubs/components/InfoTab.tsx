import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Popconfirm, Space, Tag, Typography } from 'antd';
import { formatDate } from '@partidos/shared';
import { queryClient } from '../../../lib/query-client';
import { clubKeys, regenerateCode } from '../api/club-calls';
import type { ClubDetail } from '../api/types';

export function InfoTab({ club, canOwn }: { club: ClubDetail; canOwn: boolean }) {
  const { message } = App.useApp();
  const regenerate = async () => {
    try {
      const r = await regenerateCode(club._id);
      message.success(r.message ?? 'Código regenerado: el anterior ya no funciona');
      await queryClient.invalidateQueries({ queryKey: clubKeys.detail(club._id) });
    } catch (e) {
      message.error((e as Error).message || 'Error al regenerar código');
    }
  };
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
      <Descriptions.Item label="Nombre">{club.nombre}</Descriptions.Item>
      <Descriptions.Item label="Tipo"><Tag>{club.tipo}</Tag></Descriptions.Item>
      <Descriptions.Item label="Miembros">{club.total_miembros}</Descriptions.Item>
      <Descriptions.Item label="Partidos">{club.total_partidos}</Descriptions.Item>
      <Descriptions.Item label="Creado el">{formatDate(club.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Ingreso">{club.configuracion.requiere_aprobacion_ingreso ? 'Con aprobación de un moderador' : 'Libre con el código'}</Descriptions.Item>
      <Descriptions.Item label="Equipos" span={2}>{club.configuracion.equipos_aprendidos ? 'Según los resultados registrados' : 'Por el nivel declarado'}</Descriptions.Item>
      <Descriptions.Item label="Descripción" span={2}>{club.descripcion || <Typography.Text type="secondary">Sin descripción</Typography.Text>}</Descriptions.Item>
      {club.codigo_invitacion && !club.es_publico && (
        <Descriptions.Item label="Código de invitación" span={2}>
          <Space wrap>
            <Typography.Text
              copyable={{ text: club.codigo_invitacion, tooltips: ['Copiar código', '¡Copiado!'] }}
              style={{ fontFamily: 'monospace', fontSize: 18, letterSpacing: 2 }}
            >
              {club.codigo_invitacion}
            </Typography.Text>
            {canOwn && (
              <Popconfirm
                title="¿Regenerar el código?"
                description="El código actual dejará de funcionar."
                okText="Regenerar"
                cancelText="Cancelar"
                onConfirm={regenerate}
              >
                <Button size="small" icon={<ReloadOutlined />}>Regenerar</Button>
              </Popconfirm>
            )}
          </Space>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
