import { ArrowLeftOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Card, Result, Skeleton, Space, Tabs, Tag } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { canManageClub, canOwnClub } from '@partidos/shared';
import { FinanceTab } from '../../payments/components/FinanceTab';
import { ValidatePaymentsTab } from '../../payments/components/ValidatePaymentsTab';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useClub, useJoinRequests } from '../api/club-calls';
import { AccountsTab } from '../components/AccountsTab';
import { HistoryTab } from '../components/HistoryTab';
import { InfoTab } from '../components/InfoTab';
import { LeaveClubButton } from '../components/LeaveClubButton';
import { MembersTab } from '../components/MembersTab';
import { InviteToClubCard } from '../../invitations/components/InviteToClubCard';
import { RequestsTab } from '../components/RequestsTab';
import { RoleTag } from '../components/RoleTag';
import { PageTitle } from '../../../components/PageTitle';

/** /clubes/{id} (docs/product/clubs.md). */
export default function ClubDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const club = useClub(id);
  const rol = club.data?.mi_rol ?? null;
  const canManage = !!user && canManageClub(user, rol);
  const canOwn = !!user && canOwnClub(user, rol);
  const requests = useJoinRequests(id, canManage && !!club.data);

  if (club.isPending) return <Skeleton active />;
  if (club.isError) {
    const missing = club.error instanceof ApiError && club.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? 'Club no encontrado' : 'Error al obtener club'}
        subTitle={missing ? 'El club no existe o no eres miembro.' : club.error.message}
        extra={[
          ...(missing ? [] : [<Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={() => club.refetch()}>Reintentar</Button>]),
          <Button key="back" type={missing ? 'primary' : 'default'} onClick={() => navigate('/clubes')}>Volver a Mis Clubes</Button>,
        ]}
      />
    );
  }
  const c = club.data;
  const pending = requests.data?.length ?? 0;
  const tab = params.get('tab') ?? 'info';
  const items = [
    { key: 'info', label: 'Información', children: <InfoTab club={c} canOwn={canOwn} /> },
    { key: 'miembros', label: `Miembros (${c.total_miembros})`, children: <MembersTab club={c} canOwn={canOwn} /> },
    ...(canManage
      ? [
          { key: 'solicitudes', label: <Badge count={pending} size="small" offset={[8, -2]}>Solicitudes</Badge>, children: <RequestsTab clubId={c._id} /> },
          { key: 'finanzas', label: 'Finanzas', children: <FinanceTab clubId={c._id} /> },
          { key: 'validar', label: 'Validar pagos', children: <ValidatePaymentsTab clubId={c._id} /> },
          { key: 'cuentas', label: 'Cuentas de Pago', children: <AccountsTab clubId={c._id} canManage={canManage} /> },
          { key: 'historial', label: 'Historial', children: <HistoryTab clubId={c._id} /> },
        ]
      : []),
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/clubes')}>Volver</Button>
        <Space wrap>
          {canOwn && !c.es_publico && <Button icon={<EditOutlined />} onClick={() => navigate(`/clubes/${c._id}/editar`)}>Editar club</Button>}
          {rol !== 'Creador' && !c.es_publico && rol && <LeaveClubButton club={c} />}
        </Space>
      </Space>
      <Card>
        <Space size={16} align="center" wrap>
          <Avatar size={64} src={c.logo_url ?? undefined} style={{ background: '#16a34a', fontSize: 28 }}>{c.nombre.charAt(0)}</Avatar>
          <div>
            <PageTitle style={{ margin: 0 }}>{c.nombre}</PageTitle>
            <Space wrap size={4} style={{ marginTop: 4 }}>
              <Tag>{c.tipo}</Tag>
              {c.es_publico && <Tag color="cyan">Comunidad pública</Tag>}
              <RoleTag rol={rol} />
            </Space>
          </div>
        </Space>
      </Card>
      {canManage && !c.es_publico && <InviteToClubCard club={c} />}
      <Card>
        <Tabs activeKey={items.some((i) => i.key === tab) ? tab : 'info'} onChange={(k) => setParams({ tab: k }, { replace: true })} items={items} />
      </Card>
    </Space>
  );
}
