import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Input, List, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ESTADOS_PARTIDO, type AdminPartidoDto } from '@partidos/shared';
import { MatchStatusTag } from '../../../components/MatchStatusTag';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { adminKeys, useAdminClubOptions, useAdminPartidos } from '../api/admin-calls';
import { CancelarPartidoDialog, EstadoPartidoDialog, PartidoDetailDialog, creadorDe, lugarDe } from '../components/PartidoDialogs';
import { PageTitle } from '../../../components/PageTitle';

/** /admin/partidos (docs/product/admin.md): search by venue or creator, status, club and external-rival filters, status by hand, cancel. */
export default function AdminPartidosPage() {
  const isMobile = useIsMobile();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [search, setSearch] = useState('');
  const [estado, setEstado] = useState<string | undefined>();
  const [clubId, setClubId] = useState<string | undefined>();
  const [rival, setRival] = useState<'si' | 'no' | undefined>();
  const [detail, setDetail] = useState<string | null>(null);
  const [cambiar, setCambiar] = useState<AdminPartidoDto | null>(null);
  const [cancelar, setCancelar] = useState<AdminPartidoDto | null>(null);
  const q = useAdminPartidos({
    page, limit, search: search.trim() || undefined, estado_partido: estado, club_id: clubId,
    tiene_rival_externo: rival === undefined ? undefined : rival === 'si',
  });
  const clubs = useAdminClubOptions();
  const rows = q.data?.partidos ?? [];
  const total = q.data?.pagination.total ?? 0;
  const refresh = () => qc.invalidateQueries({ queryKey: adminKeys.all });
  const acciones = (p: AdminPartidoDto) => (
    <Space wrap={isMobile} size={4} onClick={(e) => e.stopPropagation()}>
      <Button size="small" onClick={() => setDetail(p._id)}>Ver</Button>
      <Button size="small" onClick={() => setCambiar(p)}>Estado</Button>
      {p.estado_partido !== 'Cancelado' && <Button size="small" danger onClick={() => setCancelar(p)}>Cancelar</Button>}
    </Space>
  );

  return (
    <div>
      <PageTitle style={{ marginTop: 0 }}>Gestión de Partidos</PageTitle>
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={8}>
            <Input.Search allowClear placeholder="Buscar por lugar o creador" aria-label="Buscar partidos" maxLength={100}
              onSearch={(v) => { setSearch(v); setPage(1); }} />
          </Col>
          <Col xs={24} sm={8} md={5}>
            <Select allowClear style={{ width: '100%' }} placeholder="Estado" aria-label="Filtrar por estado" value={estado}
              onChange={(v?: string) => { setEstado(v); setPage(1); }}
              options={ESTADOS_PARTIDO.map((e) => ({ value: e, label: e }))} />
          </Col>
          <Col xs={24} sm={8} md={6}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: '100%' }} placeholder="Club" aria-label="Filtrar por club" value={clubId}
              onChange={(v?: string) => { setClubId(v); setPage(1); }} options={clubs.data ?? []} />
          </Col>
          <Col xs={24} sm={8} md={5}>
            <Select allowClear style={{ width: '100%' }} placeholder="Rival externo" aria-label="Filtrar por rival externo" value={rival}
              onChange={(v?: 'si' | 'no') => { setRival(v); setPage(1); }}
              options={[{ value: 'si', label: 'Con rival externo' }, { value: 'no', label: 'Sin rival externo' }]} />
          </Col>
        </Row>
      </Card>
      {q.isError && <LoadError title="Error al cargar los partidos" error={q.error} onRetry={() => q.refetch()} style={{ marginBottom: 16 }} />}
      {isMobile ? (
        <List
          loading={q.isPending}
          dataSource={rows}
          locale={{ emptyText: 'No hay partidos' }}
          pagination={total > limit ? { current: page, pageSize: limit, total, onChange: setPage, size: 'small' } : false}
          renderItem={(p) => (
            <List.Item className="list-item-plain">
              <Card size="small" style={{ marginBottom: 8 }}>
                <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                  <Space wrap>
                    <Typography.Text strong>{p.fecha}{p.hora_partido ? ` ${p.hora_partido}` : ''}</Typography.Text>
                    <MatchStatusTag estado={p.estado_partido} />
                    {p.tiene_rival_externo && <Tag>Rival externo</Tag>}
                  </Space>
                  <Typography.Text>{p.club_id.nombre} · {lugarDe(p)}</Typography.Text>
                  <Typography.Text type="secondary">Creador: {creadorDe(p)} · {p.ocupados}/{p.max_asistentes}</Typography.Text>
                  {acciones(p)}
                </Space>
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<AdminPartidoDto>
          rowKey="_id"
          loading={q.isPending}
          dataSource={rows}
          scroll={{ x: 1000 }}
          locale={{ emptyText: 'No hay partidos' }}
          onRow={(p) => ({ onClick: () => setDetail(p._id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page, pageSize: limit, total, showSizeChanger: true,
            onChange: (p, s) => { setPage(s !== limit ? 1 : p); setLimit(s); },
          }}
          columns={[
            { title: 'Fecha', key: 'f', render: (_, p) => `${p.fecha}${p.hora_partido ? ` ${p.hora_partido}` : ''}` },
            { title: 'Club', key: 'c', render: (_, p) => p.club_id.nombre },
            { title: 'Lugar', key: 'l', render: (_, p) => lugarDe(p) },
            { title: 'Creador', key: 'u', render: (_, p) => creadorDe(p) },
            { title: 'Estado', key: 'e', render: (_, p) => <><MatchStatusTag estado={p.estado_partido} />{p.tiene_rival_externo && <Tag>Rival externo</Tag>}</> },
            { title: 'Inscritos', key: 'o', render: (_, p) => `${p.ocupados}/${p.max_asistentes}` },
            { title: 'Acciones', key: 'a', render: (_, p) => acciones(p) },
          ]}
        />
      )}
      <PartidoDetailDialog id={detail} onClose={() => setDetail(null)} />
      <EstadoPartidoDialog partido={cambiar} onClose={() => setCambiar(null)} onDone={refresh} />
      <CancelarPartidoDialog partido={cancelar} onClose={() => setCancelar(null)} onDone={refresh} />
    </div>
  );
}
