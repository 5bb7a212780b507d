import { Button, Card, Col, List, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_INCOMPLETOS_PAGE_SIZE, formatDate, fullName, type AdminPartidoIncompletoDto, type CampoFaltante, type SolicitudValidacionDto,
} from '@partidos/shared';
import { MatchStatusTag } from '../../../components/MatchStatusTag';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useSolicitudesValidacion } from '../../venues/api/venue-calls';
import { useAdminIncompletos, useAdminStats, useCanceladosIncompletos } from '../api/admin-calls';
import { ProcesarSolicitudDialog } from '../components/ProcesarSolicitudDialog';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { Heading, PageTitle } from '../../../components/PageTitle';

const CAMPO: Record<CampoFaltante, string> = { lugar: 'Lugar', horario: 'Horario', monto: 'Monto' };
const faltan = (xs: CampoFaltante[]) => xs.map((c) => <Tag key={c} color="orange">{CAMPO[c]}</Tag>);

function IncompletosCard() {
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const q = useAdminIncompletos({ page, limit: ADMIN_INCOMPLETOS_PAGE_SIZE });
  return (
    <Card title={<span style={{ whiteSpace: 'normal' }}>Partidos con información incompleta</span>} style={{ marginBottom: 16 }}>
      {q.isError && <LoadError title="Error al cargar partidos incompletos" error={q.error} onRetry={() => q.refetch()} style={{ marginBottom: 16 }} />}
      {isMobile ? (
        // six columns do not fit in 390 px: one card per match on a phone
        <List
          loading={q.isPending}
          dataSource={q.data?.partidos ?? []}
          rowKey="_id"
          locale={{ emptyText: 'No hay partidos incompletos' }}
          pagination={{ current: page, pageSize: ADMIN_INCOMPLETOS_PAGE_SIZE, total: q.data?.pagination.total ?? 0, onChange: setPage, size: 'small', hideOnSinglePage: true }}
          renderItem={(p) => (
            <List.Item className="list-item-plain">
              <Card size="small" style={{ marginBottom: 8 }}>
                <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                  <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
                    <Typography.Text strong>{p.fecha}{p.hora_partido ? ` ${p.hora_partido}` : ''}</Typography.Text>
                    <MatchStatusTag estado={p.estado_partido} />
                  </Space>
                  <Typography.Text>{p.club_id.nombre} · {p.ocupados}/{p.max_asistentes} inscritos</Typography.Text>
                  <Typography.Text type="secondary">Creador: {p.uid ? fullName(p.uid) || p.uid.correo : '—'}</Typography.Text>
                  <Space wrap size={4}><Typography.Text type="secondary">Falta:</Typography.Text>{faltan(p.campos_faltantes)}</Space>
                </Space>
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<AdminPartidoIncompletoDto>
          rowKey="_id"
          size="small"
          loading={q.isPending}
          dataSource={q.data?.partidos ?? []}
          scroll={{ x: 760 }}
          locale={{ emptyText: 'No hay partidos incompletos' }}
          pagination={{ current: page, pageSize: ADMIN_INCOMPLETOS_PAGE_SIZE, total: q.data?.pagination.total ?? 0, onChange: setPage }}
          columns={[
            { title: 'Fecha', key: 'f', render: (_, p) => `${p.fecha}${p.hora_partido ? ` ${p.hora_partido}` : ''}` },
            { title: 'Club', key: 'c', render: (_, p) => p.club_id.nombre },
            { title: 'Creador', key: 'u', render: (_, p) => (p.uid ? fullName(p.uid) || p.uid.correo : '—') },
            { title: 'Estado', key: 'e', render: (_, p) => <MatchStatusTag estado={p.estado_partido} /> },
            { title: 'Falta', key: 'x', render: (_, p) => faltan(p.campos_faltantes) },
            { title: 'Inscritos', key: 'o', render: (_, p) => `${p.ocupados}/${p.max_asistentes}` },
          ]}
        />
      )}
    </Card>
  );
}

/** Fails silently: on error, or with nothing cancelled, the card is not shown. */
function CanceladosCard() {
  const q = useCanceladosIncompletos();
  const d = q.data;
  if (!d) return null;
  return (
    <Card title={<span style={{ whiteSpace: 'normal' }}>Partidos cancelados por información incompleta</span>} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}><Statistic title="Total" value={d.total_cancelados_incompletos} /></Col>
        <Col xs={12} md={6}><Statistic title="Sin lugar" value={d.por_lugar_faltante} /></Col>
        <Col xs={12} md={6}><Statistic title="Sin horario" value={d.por_horario_faltante} /></Col>
        <Col xs={12} md={6}><Statistic title="Sin monto" value={d.por_monto_faltante} /></Col>
      </Row>
      <Typography.Text type="secondary">Con varios datos faltantes: {d.por_multiples_campos}</Typography.Text>
      {d.ultimos_cancelados.length > 0 && (
        <Row gutter={[16, 16]} style={{ marginTop: 12 }}>
          <Col xs={24} md={8}>
            <Heading size={5}>Por club</Heading>
            <List size="small" dataSource={d.por_club} renderItem={(c) => <List.Item extra={c.cantidad}>{c.nombre}</List.Item>} />
          </Col>
          <Col xs={24} md={16}>
            <Heading size={5}>Últimos cancelados</Heading>
            <List
              size="small"
              dataSource={d.ultimos_cancelados}
              renderItem={(p) => (
                <List.Item>
                  <Space wrap size={4}>
                    <Typography.Text>{p.fecha}{p.hora_partido ? ` ${p.hora_partido}` : ''} · {p.club.nombre}</Typography.Text>
                    {faltan(p.campos_faltantes)}
                    {p.fecha_cancelacion && <Typography.Text type="secondary">cancelado {formatDate(p.fecha_cancelacion)}</Typography.Text>}
                  </Space>
                </List.Item>
              )}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}

function SolicitudesCard() {
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [procesando, setProcesando] = useState<SolicitudValidacionDto | null>(null);
  const q = useSolicitudesValidacion({ estado: 'pendiente', page, limit: 10 });
  return (
    <Card title={<span style={{ whiteSpace: 'normal' }}>Solicitudes de validación de lugares</span>} style={{ marginBottom: 16 }}>
      {q.isError && <LoadError title="Error al cargar las solicitudes" error={q.error} onRetry={() => q.refetch()} style={{ marginBottom: 16 }} />}
      {isMobile ? (
        <List
          loading={q.isPending}
          dataSource={q.data?.solicitudes ?? []}
          rowKey="_id"
          locale={{ emptyText: 'No hay solicitudes pendientes' }}
          pagination={(q.data?.pagination.total ?? 0) > 10 ? { current: page, pageSize: 10, total: q.data?.pagination.total ?? 0, onChange: setPage, size: 'small' } : false}
          renderItem={(s) => (
            <List.Item className="list-item-plain">
              <Card size="small" style={{ marginBottom: 8 }}>
                <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                  <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
                    <Typography.Text strong>{s.lugar_id?.nombre ?? '—'}</Typography.Text>
                    <Typography.Text type="secondary">{formatDate(s.createdAt)}</Typography.Text>
                  </Space>
                  <Typography.Text>{s.club_id?.nombre ?? '—'} · {s.solicitante_id ? fullName(s.solicitante_id) || s.solicitante_id.correo : '—'}</Typography.Text>
                  {s.razon && <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>{s.razon}</Typography.Paragraph>}
                  <Button size="small" type="primary" onClick={() => setProcesando(s)}>Procesar</Button>
                </Space>
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<SolicitudValidacionDto>
          rowKey="_id"
          size="small"
          loading={q.isPending}
          dataSource={q.data?.solicitudes ?? []}
          scroll={{ x: 760 }}
          locale={{ emptyText: 'No hay solicitudes pendientes' }}
          pagination={(q.data?.pagination.total ?? 0) > 10 ? { current: page, pageSize: 10, total: q.data?.pagination.total ?? 0, onChange: setPage } : false}
          columns={[
            { title: 'Lugar', key: 'l', render: (_, s) => s.lugar_id?.nombre ?? '—' },
            { title: 'Club', key: 'c', render: (_, s) => s.club_id?.nombre ?? '—' },
            { title: 'Solicitante', key: 's', render: (_, s) => (s.solicitante_id ? fullName(s.solicitante_id) || s.solicitante_id.correo : '—') },
            { title: 'Razón', dataIndex: 'razon', ellipsis: true },
            { title: 'Fecha', key: 'f', render: (_, s) => formatDate(s.createdAt) },
            { title: 'Acción', key: 'a', render: (_, s) => <Button size="small" type="primary" onClick={() => setProcesando(s)}>Procesar</Button> },
          ]}
        />
      )}
      <ProcesarSolicitudDialog solicitud={procesando} onClose={() => setProcesando(null)} />
    </Card>
  );
}

/** /admin (docs/product/admin.md): totals, match statistics, top MVPs, validation requests, incomplete and cancelled matches. */
export default function AdminDashboardPage() {
  const q = useAdminStats();
  const s = q.data;
  const cards: [string, number | undefined, string][] = [
    ['Usuarios', s?.usuarios.total, '/admin/usuarios'],
    ['Partidos', s?.partidos.total, '/admin/partidos'],
    ['Lugares', s?.lugares.total, '/lugares'],
    ['Clubes', s?.clubes.total, '/admin/clubes'],
  ];
  const estados: [string, number | undefined][] = [
    ['Convocando', s?.partidos.convocando],
    ['Próximo a comenzar', s?.partidos.proximoAComenzar],
    ['En curso', s?.partidos.enCurso],
    ['Finalizados', s?.partidos.finalizado],
    ['Cancelados', s?.partidos.cancelado],
    ['Total', s?.partidos.total],
  ];
  return (
    <div>
      <PageTitle style={{ marginTop: 0 }}>Panel de Administración</PageTitle>
      {q.isError && <LoadError title="Error al cargar estadísticas del sistema" error={q.error} onRetry={() => q.refetch()} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {cards.map(([t, v, to]) => (
          <Col xs={12} md={6} key={t}>
            <Link to={to}><Card hoverable loading={q.isPending}><Statistic title={t} value={v ?? 0} /></Card></Link>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} lg={14}>
          <Card title="Estadísticas de partidos" loading={q.isPending} style={{ height: '100%' }}>
            <Row gutter={[16, 16]}>
              {estados.map(([t, v]) => <Col xs={12} sm={8} key={t}><Statistic title={t} value={v ?? 0} /></Col>)}
            </Row>
            {!!s?.partidos.incompletos && <Typography.Text type="warning">{s.partidos.incompletos} próximo(s) con información incompleta</Typography.Text>}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Top 10 MVPs" loading={q.isPending} style={{ height: '100%' }}>
            <List
              size="small"
              dataSource={s?.topMVPs ?? []}
              locale={{ emptyText: 'Aún no hay MVPs' }}
              renderItem={(m, i) => (
                <List.Item extra={<Tag color="gold">{m.count} MVP</Tag>}>
                  <List.Item.Meta
                    avatar={<PersonAvatar person={{ ...m, avatar_url: m.avatar }} />}
                    title={<Link to={`/jugadores/${m._id}`}>{`${i + 1}. ${fullName(m) || 'Sin nombre'}`}</Link>}
                    description={m.apodo ?? undefined}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <SolicitudesCard />
      <IncompletosCard />
      <CanceladosCard />
    </div>
  );
}
