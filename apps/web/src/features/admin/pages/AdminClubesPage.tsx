import { Button, Card, Col, Input, List, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { TIPOS_CLUB, formatDate, fullName, type AdminClubDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useAdminClubes } from '../api/admin-calls';
import { ClubDetailDialog, DeleteClubDialog } from '../components/ClubDialogs';
import { PageTitle } from '../../../components/PageTitle';

const creador = (c: AdminClubDto) => (c.creador_id ? fullName(c.creador_id) || c.creador_id.correo : '—');

/** /admin/clubes (docs/product/admin.md): search, type filter, detail with members, permanent deletion. */
export default function AdminClubesPage() {
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [search, setSearch] = useState('');
  const [tipo, setTipo] = useState<string | undefined>();
  const [detail, setDetail] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminClubDto | null>(null);
  const q = useAdminClubes({ page, limit, search: search.trim() || undefined, tipo });
  const rows = q.data?.clubes ?? [];
  const total = q.data?.pagination.total ?? 0;
  const acciones = (c: AdminClubDto) => (
    <Space wrap={isMobile} size={4} onClick={(e) => e.stopPropagation()}>
      <Button size="small" onClick={() => setDetail(c._id)}>Ver detalle</Button>
      {!c.es_publico && <Button size="small" danger onClick={() => setDeleting(c)} aria-label={`Eliminar ${c.nombre}`}>Eliminar</Button>}
    </Space>
  );

  return (
    <div>
      <PageTitle style={{ marginTop: 0 }}>Gestión de Clubes</PageTitle>
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={14}>
            <Input.Search allowClear placeholder="Buscar club por nombre" aria-label="Buscar clubes" maxLength={100}
              onSearch={(v) => { setSearch(v); setPage(1); }} />
          </Col>
          <Col xs={24} md={10}>
            <Select allowClear style={{ width: '100%' }} placeholder="Tipo de club" aria-label="Filtrar por tipo" value={tipo}
              onChange={(v?: string) => { setTipo(v); setPage(1); }}
              options={TIPOS_CLUB.map((t) => ({ value: t, label: t }))} />
          </Col>
        </Row>
      </Card>
      {q.isError && <LoadError title="Error al cargar los clubes" error={q.error} onRetry={() => q.refetch()} style={{ marginBottom: 16 }} />}
      {isMobile ? (
        <List
          loading={q.isPending}
          dataSource={rows}
          locale={{ emptyText: 'No hay clubes' }}
          pagination={total > limit ? { current: page, pageSize: limit, total, onChange: setPage, size: 'small' } : false}
          renderItem={(c) => (
            <List.Item className="list-item-plain">
              <Card size="small" style={{ marginBottom: 8 }}>
                <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                  <Space wrap><Typography.Text strong>{c.nombre}</Typography.Text><Tag>{c.tipo}</Tag>{c.es_publico && <Tag color="blue">Público</Tag>}</Space>
                  <Typography.Text type="secondary">Creador: {creador(c)}</Typography.Text>
                  <Typography.Text>{c.total_miembros} miembros · {c.total_partidos} partidos · {c.total_lugares} lugares</Typography.Text>
                  {acciones(c)}
                </Space>
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<AdminClubDto>
          rowKey="_id"
          loading={q.isPending}
          dataSource={rows}
          scroll={{ x: 900 }}
          locale={{ emptyText: 'No hay clubes' }}
          onRow={(c) => ({ onClick: () => setDetail(c._id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page, pageSize: limit, total, showSizeChanger: true,
            onChange: (p, s) => { setPage(s !== limit ? 1 : p); setLimit(s); },
          }}
          columns={[
            { title: 'Nombre', key: 'n', render: (_, c) => <>{c.nombre}{c.es_publico && <Tag color="blue" style={{ marginLeft: 8 }}>Público</Tag>}</> },
            { title: 'Tipo', dataIndex: 'tipo' },
            { title: 'Creador', key: 'c', render: (_, c) => creador(c) },
            { title: 'Miembros', dataIndex: 'total_miembros', align: 'right' },
            { title: 'Partidos', dataIndex: 'total_partidos', align: 'right' },
            { title: 'Lugares', dataIndex: 'total_lugares', align: 'right' },
            { title: 'Creado', key: 'f', render: (_, c) => formatDate(c.fecha_creacion) },
            { title: 'Acciones', key: 'a', render: (_, c) => acciones(c) },
          ]}
        />
      )}
      <ClubDetailDialog clubId={detail} onClose={() => setDetail(null)} />
      <DeleteClubDialog club={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
