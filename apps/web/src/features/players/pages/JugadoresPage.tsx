import { AppstoreOutlined, ClearOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Input, Pagination, Row, Select, Skeleton, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NIVELES, POSICIONES, POSICION_LABELS, type NivelHabilidad, type Posicion } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useActiveClub } from '../../../lib/active-club';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useClubRatings, useJugadores } from '../api/player-calls';
import { aprendidosPorJugador, conRatings, miForma } from '../components/learned-level';
import { PlayerCard } from '../components/PlayerCard';
import { PlayersTable } from '../components/PlayersTable';
import { PageTitle } from '../../../components/PageTitle';

/** /jugadores (docs/product/stats.md): the active club's players, filter bar, table and cards tabs, server pages. */
export default function JugadoresPage() {
  const club = useActiveClub();
  const { user } = useSession();
  const mobile = useIsMobile();
  const [sp, setSp] = useSearchParams();
  const search = sp.get('q') ?? '';
  const posicion = (sp.get('posicion') ?? undefined) as Posicion | undefined;
  const nivel = (sp.get('nivel') ?? undefined) as NivelHabilidad | undefined;
  const page = Number(sp.get('page') ?? 1) || 1;
  const vista = sp.get('vista') === 'tarjetas' ? 'tarjetas' : 'tabla';
  const [text, setText] = useState(search);

  const update = (fn: (n: URLSearchParams) => void, keepPage = false) =>
    setSp((prev) => {
      const n = new URLSearchParams(prev);
      fn(n);
      if (!keepPage) n.delete('page');
      return n;
    }, { replace: true });

  // search as the user types, a moment after they stop
  useEffect(() => {
    const t = setTimeout(() => {
      if (text.trim() === search) return;
      update((n) => (text.trim() ? n.set('q', text.trim()) : n.delete('q')));
    }, 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is rebuilt each render; the text drives this
  }, [text, search]);

  const q = useJugadores({ page, search: search || undefined, posicion, nivel_habilidad: nivel });
  const data = q.data;
  // the level learned from the club's results (docs/decisions/0086): everyone's for those who manage the club, else
  // the viewer's own trend only
  const ratings = useClubRatings().data;
  const aprendidos = conRatings(ratings) ? aprendidosPorJugador(ratings) : undefined;
  const forma = aprendidos ? null : miForma(ratings, user?._id);
  const total = data?.pagination.total ?? 0;
  const filtered = !!(search || posicion || nivel);
  const clear = () => {
    setText('');
    update((n) => ['q', 'posicion', 'nivel'].forEach((k) => n.delete(k)));
  };

  const cards = (
    <Row gutter={[16, 16]}>
      {data?.usuarios.map((j) => (
        <Col key={j._id} xs={24} sm={12} xl={8}>
          <PlayerCard jugador={j} aprendido={aprendidos?.get(j._id)} />
        </Col>
      ))}
    </Row>
  );

  let body: React.ReactNode;
  if (q.isPending) body = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  else if (!data) body = null;
  else if (data.usuarios.length === 0)
    body = (
      <Card>
        <Empty description={filtered ? 'No hay jugadores con estos filtros' : 'Aún no hay jugadores en este club'}>
          {filtered && <Button onClick={clear}>Limpiar filtros</Button>}
        </Empty>
      </Card>
    );
  else if (mobile) body = cards;
  else
    body = (
      <Tabs
        activeKey={vista}
        onChange={(k) => update((n) => (k === 'tarjetas' ? n.set('vista', k) : n.delete('vista')), true)}
        items={[
          { key: 'tabla', label: <span><TableOutlined /> Tabla</span>, children: <Card styles={{ body: { padding: 0 } }}><PlayersTable jugadores={data.usuarios} loading={q.isPlaceholderData} aprendidos={aprendidos} /></Card> },
          { key: 'tarjetas', label: <span><AppstoreOutlined /> Tarjetas</span>, children: cards },
        ]}
      />
    );

  return (
    <div>
      <PageTitle style={{ marginTop: 0 }}>Jugadores de {club?.nombre ?? 'tu club'}</PageTitle>
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={10}>
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="Buscar por nombre o apodo"
              aria-label="Buscar por nombre o apodo"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </Col>
          <Col xs={12} md={6}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: '100%' }}
              placeholder="Posición"
              aria-label="Filtrar por posición"
              value={posicion}
              onChange={(v?: string) => update((n) => (v ? n.set('posicion', v) : n.delete('posicion')))}
              options={POSICIONES.map((p) => ({ value: p, label: POSICION_LABELS[p] }))}
            />
          </Col>
          <Col xs={12} md={5}>
            <Select
              allowClear
              style={{ width: '100%' }}
              placeholder="Nivel"
              aria-label="Filtrar por nivel"
              value={nivel}
              onChange={(v?: string) => update((n) => (v ? n.set('nivel', v) : n.delete('nivel')))}
              options={NIVELES.map((n) => ({ value: n, label: n }))}
            />
          </Col>
          <Col xs={24} md={3}>
            <Button block icon={<ClearOutlined />} onClick={clear} disabled={!filtered && !text}>Limpiar</Button>
          </Col>
        </Row>
      </Card>
      {q.isError && <LoadError title="Error al cargar jugadores" error={q.error} onRetry={() => q.refetch()} style={{ marginBottom: 16 }} />}
      {data && (
        <Typography.Paragraph type="secondary">
          {total} {total === 1 ? 'jugador' : 'jugadores'}
          {forma && <> · <span data-testid="mi-forma">Tu forma: <Typography.Text strong>{forma}</Typography.Text></span></>}
        </Typography.Paragraph>
      )}
      <div style={{ opacity: q.isPlaceholderData ? 0.6 : 1 }}>{body}</div>
      {data && total > data.pagination.limit && (
        <Pagination
          style={{ marginTop: 24, justifyContent: 'center' }}
          current={page}
          pageSize={data.pagination.limit}
          total={total}
          showSizeChanger={false}
          onChange={(p) => update((n) => n.set('page', String(p)), true)}
        />
      )}
    </div>
  );
}
