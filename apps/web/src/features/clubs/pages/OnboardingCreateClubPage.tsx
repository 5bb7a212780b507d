import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ClubFields, CLUB_FORM_DEFAULTS } from '../components/ClubForm';
import { useCreateClub } from '../components/use-create-club';
import { PageTitle } from '../../../components/PageTitle';

/** /onboarding/crear-club: success goes to /. */
export default function OnboardingCreateClubPage() {
  const navigate = useNavigate();
  const { submit, saving, error } = useCreateClub('/');
  return (
    <div style={{ maxWidth: 620, margin: '0 auto', padding: '24px 12px' }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/onboarding/elegir-club')} style={{ marginBottom: 16 }}>Volver</Button>
      <Card>
        <PageTitle style={{ marginTop: 0 }}>Crea tu primer club</PageTitle>
        <Typography.Paragraph type="secondary">Serás el creador: podrás invitar jugadores, organizar partidos y nombrar moderadores.</Typography.Paragraph>
        <Form layout="vertical" initialValues={CLUB_FORM_DEFAULTS} onFinish={(v) => submit(v, 'onboarding')}>
          <ClubFields variant="onboarding" />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
          <Button type="primary" htmlType="submit" block size="large" loading={saving}>Crear Club</Button>
        </Form>
      </Card>
    </div>
  );
}
