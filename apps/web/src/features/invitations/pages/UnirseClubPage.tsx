import { LoginOutlined, ReloadOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { miembrosTexto } from '@partidos/shared';
import type { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { Heading, PageTitle } from '../../../components/PageTitle';
import { useLinkClubInfo } from '../api/club-link-calls';
import { PartidoPublicoLines } from '../components/InvitationSummary';
import { useJoinByClubLink } from '../components/use-join-by-club-link';

/**
 * /unirse/{codigo}?partido={id}: a club's invite link (docs/decisions/0082). Anyone sees the club (and the match the
 * link names); signed in, one tap makes them a member, signed up for that match; new people register first
 * (/unirse/{codigo}/registro, then /unirse/{codigo}/perfil) and are let in at the end of their profile.
 */
export default function UnirseClubPage() {
  const { codigo = '' } = useParams();
  const [params] = useSearchParams();
  const partido = params.get('partido');
  const navigate = useNavigate();
  const { token, user } = useSession();
  const q = useLinkClubInfo(codigo, partido);
  const { join, joining } = useJoinByClubLink(codigo, partido);
  const suffix = partido ? `?partido=${partido}` : '';
  const here = `/unirse/${codigo}${suffix}`;

  let body: React.ReactNode;
  if (q.isPending) body = <Card><Skeleton active /></Card>;
  else if (q.isError) {
    const notFound = (q.error as ApiError).status === 404;
    body = (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? 'Invitación no encontrada' : 'Error al validar código de invitación'}
        subTitle={notFound ? 'El código de invitación no existe o ha expirado.' : q.error.message}
        extra={[
          ...(notFound ? [] : [<Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={() => void q.refetch()}>Reintentar</Button>]),
          <Button key="home" type={notFound ? 'primary' : 'default'} onClick={() => navigate('/')}>Ir al inicio</Button>,
        ]}
      />
    );
  } else {
    const d = q.data;
    const c = d.club;
    const joinText = d.partido ? (d.partido.disponibilidad === 'Completo' ? 'Unirme (lista de espera del partido)' : 'Unirme y anotarme al partido') : `Unirme a ${c.nombre}`;
    body = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Space align="center">
              <Avatar size={48} src={c.logo_url ?? undefined} style={{ background: '#15803d' }}>{c.nombre.charAt(0)}</Avatar>
              <div>
                <Typography.Text type="secondary">Te invitan a unirte a</Typography.Text>
                <Heading size={4} style={{ margin: 0 }}>{c.nombre}</Heading>
                <Space size={4} wrap><Tag>{c.tipo}</Tag><Typography.Text type="secondary">{miembrosTexto(c.total_miembros)}</Typography.Text></Space>
              </div>
            </Space>
            {d.partido && <PartidoPublicoLines partido={d.partido} />}
            {!d.valido && <Alert type="warning" showIcon title="Invitación no válida" description="Este link ya no permite unirse al club: pide uno nuevo a quien te lo envió." />}
          </Space>
        </Card>
        {d.valido && (
          <Card>
            {!token ? (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text>Crea tu cuenta para unirte, o inicia sesión si ya tienes una.</Typography.Text>
                <Button type="primary" size="large" block icon={<UserAddOutlined />} onClick={() => navigate(`/unirse/${codigo}/registro${suffix}`)}>
                  Crear cuenta y unirme
                </Button>
                <Button size="large" block icon={<LoginOutlined />} onClick={() => navigate('/login', { state: { from: here } })}>
                  Ya tengo cuenta
                </Button>
              </Space>
            ) : user && !user.profileComplete ? (
              <Button type="primary" size="large" block onClick={() => navigate(`/unirse/${codigo}/perfil${suffix}`)}>
                Completar mi perfil para unirme
              </Button>
            ) : d.mi_estado?.es_miembro && (!d.partido || d.mi_estado.inscrito || d.mi_estado.en_lista_espera) ? (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text strong>
                  Ya eres parte de {c.nombre}{d.partido ? (d.mi_estado.inscrito ? ' y estás inscrito en este partido.' : ' y estás en la lista de espera del partido.') : '.'}
                </Typography.Text>
                <Button type="primary" size="large" block onClick={() => navigate(d.partido ? `/partidos/${d.partido._id}` : `/clubes/${c._id}`)}>
                  {d.partido ? 'Ver partido' : 'Ver club'}
                </Button>
              </Space>
            ) : (
              <Button type="primary" size="large" block loading={joining} onClick={() => void join()}>{joinText}</Button>
            )}
          </Card>
        )}
      </Space>
    );
  }
  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '24px 12px' }}>
      <PageTitle style={{ textAlign: 'center' }}>Invitación a {q.data?.club.nombre ?? 'un club'}</PageTitle>
      {body}
    </div>
  );
}
