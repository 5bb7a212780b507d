import { Badge, Col, Empty, Pagination, Row, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useInvitaciones } from '../api/invitation-calls';
import { InvitationCard } from '../components/InvitationCard';
import { PageTitle } from '../../../components/PageTitle';

type Tipo = 'pendientes' | 'enviadas' | 'historial';

function InvitationList({ tipo }: { tipo: Tipo }) {
  const [page, setPage] = useState(1);
  const q = useInvitaciones(tipo, { page });
  if (q.isPending) return <Skeleton active />;
  if (q.isError) return <LoadError title={tipo === 'pendientes' ? 'Error al obtener invitaciones pendientes' : 'Error al cargar las invitaciones'} error={q.error} onRetry={() => q.refetch()} />;
  const { invitaciones, pagination } = q.data;
  if (!invitaciones.length) {
    return <Empty description={tipo === 'pendientes' ? 'No tienes invitaciones pendientes' : tipo === 'enviadas' ? 'No has enviado invitaciones' : 'Aún no hay invitaciones en tu historial'} />;
  }
  return (
    <>
      <Row gutter={[16, 16]}>
        {invitaciones.map((inv) => (
          <Col key={inv._id} xs={24} md={12} xl={8}><InvitationCard inv={inv} sent={tipo === 'enviadas'} /></Col>
        ))}
      </Row>
      {pagination.total > pagination.limit && (
        <Pagination style={{ marginTop: 16, justifyContent: 'center' }} current={page} pageSize={pagination.limit} total={pagination.total} onChange={setPage} showSizeChanger={false} />
      )}
    </>
  );
}

/** /invitaciones: Pendientes with a count badge, Historial, and the ones I sent. */
export default function InvitacionesPage() {
  const [sp, setSp] = useSearchParams();
  const pendientes = useInvitaciones('pendientes', { page: 1 });
  const tab = (sp.get('tab') ?? 'pendientes') as Tipo;
  return (
    <div>
      <PageTitle style={{ marginTop: 0 }}>Mis Invitaciones</PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(k) => setSp({ tab: k }, { replace: true })}
        items={[
          { key: 'pendientes', label: <Badge count={pendientes.data?.pagination.total ?? 0} size="small" offset={[10, -2]}>Pendientes</Badge>, children: <InvitationList tipo="pendientes" /> },
          { key: 'historial', label: 'Historial', children: <InvitationList tipo="historial" /> },
          { key: 'enviadas', label: 'Enviadas', children: <InvitationList tipo="enviadas" /> },
        ]}
      />
    </div>
  );
}
