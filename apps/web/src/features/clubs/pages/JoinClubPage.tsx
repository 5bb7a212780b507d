import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { JoinByCodeForm } from '../components/JoinByCodeForm';
import { PageTitle } from '../../../components/PageTitle';

/** /clubes/unirse */
export default function JoinClubPage() {
  const navigate = useNavigate();
  return (
    <div style={{ maxWidth: 560 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/clubes')} style={{ marginBottom: 16 }}>Volver</Button>
      <Card>
        <PageTitle style={{ marginTop: 0 }}>Unirse a un Club</PageTitle>
        <Typography.Paragraph type="secondary">Pídele el código de 8 caracteres al creador o a un moderador del club.</Typography.Paragraph>
        <JoinByCodeForm />
      </Card>
    </div>
  );
}
