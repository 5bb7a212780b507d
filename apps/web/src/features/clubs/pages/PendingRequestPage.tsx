import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useJoinPublic } from '../components/use-join-public';
import { InlineH1 } from '../../../components/PageTitle';

/** /onboarding/solicitud-pendiente?club={name} */
export default function PendingRequestPage() {
  const [params] = useSearchParams();
  const club = params.get('club');
  const { join, joining } = useJoinPublic();
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '32px 12px' }}>
      <Card>
        <Result
          icon={<ClockCircleOutlined style={{ color: '#f59e0b' }} />}
          title={<InlineH1>Solicitud enviada</InlineH1>}
          subTitle={
            <>
              Tu solicitud para unirte a <strong>{club || 'el club'}</strong> fue enviada. Espera la aprobación de un moderador.
              <br />Mientras tanto, puedes jugar en la comunidad pública.
            </>
          }
          extra={[
            <Button key="publico" type="primary" loading={joining} onClick={join}>Explorar la comunidad pública</Button>,
            (user?.clubes.length ?? 0) > 0 ? <Button key="inicio" onClick={() => navigate('/')}>Ir al inicio</Button> : null,
          ]}
        />
      </Card>
    </div>
  );
}
