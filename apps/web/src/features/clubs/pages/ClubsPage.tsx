import { CheckCircleFilled, KeyOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Card, Col, Empty, Row, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useActiveClub } from '../../../lib/active-club';
import { activateClub, useMyClubs } from '../api/club-calls';
import type { ClubSummary } from '../api/types';
import { RoleTag } from '../components/RoleTag';
import { PageTitle } from '../../../components/PageTitle';

function ClubCard({ club, active }: { club: ClubSummary; active: boolean }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const activate = async () => {
    setBusy(true);
    try {
      await activateClub(club._id);
      message.success(`${club.nombre} es ahora tu club activo`);
    } catch (e) {
      message.error((e as Error).message || (club.es_publico ? 'Error al activar el club público' : 'Error al cambiar de club'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      hoverable
      style={{ height: '100%', borderColor: active ? '#16a34a' : undefined }}
      onClick={() => navigate(`/clubes/${club._id}`)}
      actions={[
        active ? (
          <Typography.Text key="a" type="success"><CheckCircleFilled /> Club activo</Typography.Text>
        ) : (
          <Button key="a" type="link" loading={busy} onClick={(e) => { e.stopPropagation(); void activate(); }}>Usar como club activo</Button>
        ),
      ]}
    >
      <Card.Meta
        avatar={<Avatar size={48} src={club.logo_url ?? undefined} style={{ background: '#16a34a' }}>{club.nombre.charAt(0)}</Avatar>}
        title={<Space wrap>{club.nombre}{club.es_publico && <Tag color="cyan">Comunidad</Tag>}</Space>}
        description={
          <Space orientation="vertical" size={4}>
            <Space wrap size={4}><Tag>{club.tipo}</Tag><RoleTag rol={club.mi_rol} /></Space>
            <Typography.Text type="secondary"><TeamOutlined /> {club.total_miembros} {club.total_miembros === 1 ? 'miembro' : 'miembros'}</Typography.Text>
          </Space>
        }
      />
    </Card>
  );
}

/** /clubes 'Mis Clubes'. */
export default function ClubsPage() {
  const navigate = useNavigate();
  const clubs = useMyClubs();
  const active = useActiveClub();
  const privateClubs = clubs.data?.filter((c) => !c.es_publico) ?? [];
  const actions = (
    <Space wrap>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/clubes/crear')}>Crear Club</Button>
      <Button icon={<KeyOutlined />} onClick={() => navigate('/clubes/unirse')}>Unirse con código</Button>
    </Space>
  );
  let content: React.ReactNode;
  if (clubs.isPending) content = <Skeleton active />;
  else if (clubs.isError) content = <LoadError title="Error al obtener clubes" error={clubs.error} onRetry={() => clubs.refetch()} />;
  else
    content = (
      <>
        {privateClubs.length === 0 && (
          <Empty description="Aún no perteneces a ningún club privado. Crea uno o únete con un código." style={{ margin: '24px 0' }}>
            {actions}
          </Empty>
        )}
        <Row gutter={[16, 16]}>
          {clubs.data.map((c) => (
            <Col xs={24} md={12} lg={8} key={c._id}>
              <ClubCard club={c} active={active?.club_id === c._id} />
            </Col>
          ))}
        </Row>
      </>
    );
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <PageTitle style={{ margin: 0 }}>Mis Clubes</PageTitle>
        {actions}
      </Space>
      <Tabs items={[{ key: 'mis', label: 'Mis Clubes', children: content }]} />
    </>
  );
}
