import { LockOutlined, RightOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { SeriePartidoDto } from '@partidos/shared';
import { MatchStatusTag } from '../../../components/MatchStatusTag';
import { openWindowUntil } from './serie-format';

/** One upcoming match of the series: date, hour, sign-ups, state, the regulars' window; managers may skip it. */
export function SerieMatchCard({ partido: p, canManage, onSkip, skipping }: {
  partido: SeriePartidoDto; canManage: boolean; onSkip: () => Promise<unknown>; skipping: boolean;
}) {
  const fecha = dayjs(p.fecha, 'DD/MM/YYYY');
  const reservado = openWindowUntil(p);
  const dia = fecha.format('dddd');
  return (
    <Card size="small" role="article" aria-label={`Partido del ${p.fecha}`}>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
          <Link to={`/partidos/${p._id}`} style={{ fontWeight: 600, fontSize: 16 }}>
            {dia.charAt(0).toUpperCase() + dia.slice(1)} {p.fecha}
            <RightOutlined style={{ fontSize: 12, marginInlineStart: 6 }} />
          </Link>
          <MatchStatusTag estado={p.estado_partido} />
        </Space>
        <Typography.Text type="secondary">
          {p.hora_partido ?? 'Horario por definir'} · {p.inscritos}/{p.max_asistentes} inscritos
        </Typography.Text>
        {reservado && (
          <Typography.Text>
            <LockOutlined style={{ marginInlineEnd: 6 }} />
            Reservado para titulares hasta {reservado}
          </Typography.Text>
        )}
        {canManage && (
          <Popconfirm
            title="¿Omitir esta fecha?"
            description="Se eliminará el partido y se avisará a los inscritos"
            okText="Omitir"
            okButtonProps={{ danger: true }}
            cancelText="Cancelar"
            onConfirm={onSkip}
          >
            <Button size="small" danger icon={<StopOutlined />} loading={skipping} style={{ alignSelf: 'flex-start' }}>Omitir esta fecha</Button>
          </Popconfirm>
        )}
      </Space>
    </Card>
  );
}
