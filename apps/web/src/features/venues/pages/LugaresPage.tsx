import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Input, Pagination, Row, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ESTADO_VALIDACION_LABELS, ESTADOS_VALIDACION, type EstadoValidacion } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useActiveClub } from '../../../lib/active-club';
import { useLugares } from '../api/venue-calls';
import { LugarCard } from '../components/LugarCard';
import { PageTitle } from '../../../components/PageTitle';

/** /lugares (docs/product/venues.md): search, validation filter with counts, card grid, server pages. */
export default function LugaresPage() {
  const navigate = useNavigate();
  const club = useActiveClub();
  const [params, setParams] = useSearchParams();
  const busqueda = params.get('busqueda') ?? '';
  const estado = (params.get('estado') ?? '') as EstadoValidacion | '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [text, setText] = useState(busqueda);

  // search as the user types, a moment after they stop
  useEffect(() => {
    const t = setTimeout(() => {
      if (text.trim() === busqueda) return;
      setParams((p) => {
        const n = new URLSearchParams(p);
        if (text.trim()) n.set('busqueda', text.trim());
        else n.delete('busqueda');
        n.delete('page');
        return n;
      }, { replace: true });
    }, 300);
    return () => clearTimeout(t);
  }, [text, busqueda, setParams]);

  const q = useLugares({ busqueda: busqueda || undefined, estado_validacion: estado || undefined, page });
  const data = q.data;
  const setFilter = (v: string) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      if (v) n.set('estado', v);
      else n.delete('estado');
      n.delete('page');
      return n;
    });
  const setPage = (p: number) =>
    setParams((prev) => {
      const n = new URLSearchParams(prev);
      n.set('page', String(p));
      return n;
    });

  const total = data?.pagination.total ?? 0;
  const options = [
    { value: '', label: `Todos los tipos (${data?.conteos.todos ?? 0})` },
    ...ESTADOS_VALIDACION.map((e) => ({ value: e, label: `${ESTADO_VALIDACION_LABELS[e]} (${data?.conteos[e] ?? 0})` })),
  ];

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <PageTitle style={{ margin: 0 }}>Lugares</PageTitle>
        {data?.puede_crear && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/lugares/crear')}>Crear Lugar</Button>
        )}
      </Space>
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={16}>
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="Buscar por nombre o dirección"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-label="Buscar por nombre o dirección"
            />
          </Col>
          <Col xs={24} md={8}>
            <Select style={{ width: '100%' }} value={estado} onChange={setFilter} options={options} aria-label="Filtrar por validación" />
          </Col>
        </Row>
      </Card>
      {q.isError && <LoadError title="Error al obtener lugares" error={q.error} onRetry={() => q.refetch()} style={{ marginBottom: 16 }} />}
      {q.isPending ? (
        <Skeleton active />
      ) : (
        <>
          {data && (
            <Typography.Paragraph type="secondary">
              {total} {total === 1 ? 'lugar encontrado' : 'lugares encontrados'}
            </Typography.Paragraph>
          )}
          {data && data.lugares.length === 0 ? (
            <Card>
              <Empty description="No se encontraron lugares">
                {data.puede_crear && (
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/lugares/crear')}>Crear Primer Lugar</Button>
                )}
              </Empty>
            </Card>
          ) : (
            <Row gutter={[16, 16]} style={{ opacity: q.isPlaceholderData ? 0.6 : 1 }}>
              {data?.lugares.map((l) => (
                <Col key={l._id} xs={24} sm={12} lg={8}>
                  <LugarCard lugar={l} activeClubId={club?.club_id} />
                </Col>
              ))}
            </Row>
          )}
          {data && total > data.pagination.limit && (
            <Pagination
              style={{ marginTop: 24, textAlign: 'center', justifyContent: 'center' }}
              current={page}
              pageSize={data.pagination.limit}
              total={total}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </>
      )}
    </div>
  );
}
