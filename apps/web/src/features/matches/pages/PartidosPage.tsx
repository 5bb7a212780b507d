import { FilterOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Collapse, DatePicker, Empty, Pagination, Row, Select, Skeleton, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { ESTADOS_PARTIDO, canManageClub } from '@partidos/shared';
import { useActiveClub } from '../../../lib/active-club';
import { useSession } from '../../../lib/session';
import { useLugaresSelector } from '../../venues/api/venue-calls';
import { usePartidos, type PartidosParams } from '../api/match-calls';
import { MatchCard } from '../components/MatchCard';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';

/** /partidos (docs/product/matches.md): the active club's matches, filters, card grid, server pages. */
export default function PartidosPage() {
  const navigate = useNavigate();
  const club = useActiveClub();
  const { user } = useSession();
  const [sp, setSp] = useSearchParams();
  const params: PartidosParams = {
    page: Number(sp.get('page') ?? 1) || 1,
    estado: sp.getAll('estado').length ? sp.getAll('estado') : undefined,
    mostrarFinalizados: sp.get('finalizados') === '1' ? true : undefined,
    fecha_inicio: sp.get('desde') ?? undefined,
    fecha_fin: sp.get('hasta') ?? undefined,
    lugar_id: sp.get('lugar') ?? undefined,
  };
  const q = usePartidos(params);
  const lugares = useLugaresSelector();
  const manager = !!user && canManageClub(user, club?.rol);
  const activeFilters = [params.estado, params.mostrarFinalizados, params.fecha_inicio, params.lugar_id].filter(Boolean).length;

  const update = (fn: (n: URLSearchParams) => void) =>
    setSp((prev) => {
      const n = new URLSearchParams(prev);
      fn(n);
      if (!n.has('page_keep')) n.delete('page');
      n.delete('page_keep');
      return n;
    });

  const filters = (
    <Row gutter={[12, 12]}>
      <Col xs={24} md={12} lg={7}>
        <Select
          mode="multiple"
          allowClear
          style={{ width: '100%' }}
          placeholder="Estado"
          aria-label="Filtrar por estado"
          value={params.estado ?? []}
          onChange={(v: string[]) => update((n) => { n.delete('estado'); v.forEach((e) => n.append('estado', e)); })}
          options={ESTADOS_PARTIDO.map((e) => ({ value: e, label: e }))}
        />
      </Col>
      <Col xs={24} md={12} lg={7}>
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          format="DD/MM/YYYY"
          placeholder={['Desde', 'Hasta']}
          value={params.fecha_inicio && params.fecha_fin ? [dayjs(params.fecha_inicio), dayjs(params.fecha_fin)] : null}
          onChange={(r: [Dayjs | null, Dayjs | null] | null) =>
            update((n) => {
              if (r?.[0] && r[1]) { n.set('desde', r[0].format('YYYY-MM-DD')); n.set('hasta', r[1].format('YYYY-MM-DD')); }
              else { n.delete('desde'); n.delete('hasta'); }
            })}
        />
      </Col>
      <Col xs={24} md={12} lg={6}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
          placeholder="Lugar"
          aria-label="Filtrar por lugar"
          value={params.lugar_id}
          onChange={(v?: string) => update((n) => (v ? n.set('lugar', v) : n.delete('lugar')))}
          options={(lugares.data ?? []).map((l) => ({ value: l._id, label: l.nombre }))}
        />
      </Col>
      <Col xs={24} md={12} lg={4} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Switch
          id="mostrar-finalizados"
          checked={!!params.mostrarFinalizados}
          onChange={(v) => update((n) => (v ? n.set('finalizados', '1') : n.delete('finalizados')))}
        />
        <label htmlFor="mostrar-finalizados">Mostrar finalizados</label>
      </Col>
    </Row>
  );

  const data = q.data;
  const total = data?.pagination.total ?? 0;
  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <PageTitle style={{ margin: 0 }}>Partidos de {club?.nombre ?? 'tu club'}</PageTitle>
        {manager && (
          <Space wrap>
            <Button icon={<SyncOutlined />} onClick={() => navigate('/series')}>Partidos recurrentes</Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/partidos/crear')}>Crear Partido</Button>
          </Space>
        )}
      </Space>
      <Collapse
        style={{ marginBottom: 16 }}
        defaultActiveKey={activeFilters ? ['f'] : []}
        items={[{ key: 'f', label: <Space><FilterOutlined />Filtros{activeFilters > 0 && <Badge count={activeFilters} color="#16a34a" />}</Space>, children: filters }]}
      />
      {q.isError && <LoadError title="Error al obtener partidos" error={q.error} onRetry={() => q.refetch()} style={{ marginBottom: 16 }} />}
      {q.isPending ? (
        <Skeleton active />
      ) : data && data.partidos.length === 0 ? (
        <Card>
          <Empty description={activeFilters ? 'No hay partidos con estos filtros' : 'No hay partidos programados'}>
            {manager && <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/partidos/crear')}>Crear Partido</Button>}
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]} style={{ opacity: q.isPlaceholderData ? 0.6 : 1 }}>
          {data?.partidos.map((p) => (
            <Col key={p._id} xs={24} sm={12} xl={8}>
              <MatchCard partido={p} />
            </Col>
          ))}
        </Row>
      )}
      {data && total > data.pagination.limit && (
        <Pagination
          style={{ marginTop: 24, justifyContent: 'center' }}
          current={params.page}
          pageSize={data.pagination.limit}
          total={total}
          showSizeChanger={false}
          onChange={(page) => update((n) => { n.set('page', String(page)); n.set('page_keep', '1'); })}
        />
      )}
    </div>
  );
}
