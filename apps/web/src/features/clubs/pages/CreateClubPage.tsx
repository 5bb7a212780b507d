import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ClubFields, CLUB_FORM_DEFAULTS } from '../components/ClubForm';
import { useCreateClub } from '../components/use-create-club';
import { PageTitle } from '../../../components/PageTitle';

/** /clubes/crear: back returns to /clubes; the new club opens on success. */
export default function CreateClubPage() {
  const navigate = useNavigate();
  const { submit, saving, error } = useCreateClub('/clubes/:id');
  return (
    <div style={{ maxWidth: 760 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/clubes')} style={{ marginBottom: 16 }}>Volver</Button>
      <Card>
        <PageTitle style={{ marginTop: 0 }}>Crear Club</PageTitle>
        <Form layout="vertical" initialValues={CLUB_FORM_DEFAULTS} onFinish={(v) => submit(v, 'pagina')}>
          <ClubFields variant="pagina" />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>Crear Club</Button>
            <Button onClick={() => navigate('/clubes')}>Cancelar</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
