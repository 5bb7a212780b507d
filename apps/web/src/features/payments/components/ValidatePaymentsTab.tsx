import { Empty, List, Skeleton, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { formatCLP, formatDate, fullName } from '@partidos/shared';
import { useComprobantesPendientes } from '../api/payment-calls';
import { PaymentStatusTag } from './PaymentStatusTag';
import { LoadError } from '../../../components/LoadError';
import { PersonAvatar } from '../../../components/PersonAvatar';

/** Club detail 'Validar pagos' (docs/product/payments.md): receipts to review, each opening its match. */
export function ValidatePaymentsTab({ clubId }: { clubId: string }) {
  const navigate = useNavigate();
  const q = useComprobantesPendientes(clubId);
  if (q.isPending) return <Skeleton active />;
  if (q.isError) return <LoadError title="Error al cargar panel de moderación" error={q.error} onRetry={() => q.refetch()} />;
  if (q.data.length === 0) return <Empty description="No hay comprobantes pendientes de validación" />;
  return (
    <List
      dataSource={q.data}
      renderItem={(x) => (
        <List.Item
          style={{ cursor: 'pointer' }}
          onClick={() => navigate(`/partidos/${x.partido_id}`)}
          extra={<PaymentStatusTag estado={x.pago.estado} />}
        >
          <List.Item.Meta
            avatar={<PersonAvatar person={x.usuario} />}
            title={fullName(x.usuario)}
            description={
              <Space orientation="vertical" size={0}>
                <Typography.Text type="secondary">
                  Partido del {x.partido.fecha}{x.partido.hora ? ` a las ${x.partido.hora}` : ''}{x.partido.lugar ? ` · ${x.partido.lugar}` : ''}
                </Typography.Text>
                <Typography.Text>{formatCLP(x.pago.monto)}{x.pago.fecha_subida ? ` · subido el ${formatDate(x.pago.fecha_subida)}` : ''}</Typography.Text>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}
