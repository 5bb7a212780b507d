import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { Heading, PageTitle } from '../../../components/PageTitle';

const { Paragraph } = Typography;

/** Privacy policy; Back returns to the page it came from, else browser history, else /register. */
export default function PrivacyPolicyPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const back = () => {
    if (from) void navigate(from);
    else if (window.history.length > 1 && window.history.state?.idx > 0) void navigate(-1);
    else void navigate('/register');
  };
  return (
    <div style={{ maxWidth: 820, margin: '0 auto', padding: '24px 12px' }}>
      <Button icon={<ArrowLeftOutlined />} onClick={back} style={{ marginBottom: 16 }}>Volver</Button>
      <Card>
        <Typography>
          <PageTitle>Política de Privacidad</PageTitle>
          <Paragraph type="secondary">Última actualización: noviembre de 2026</Paragraph>
          <Paragraph>
            Partidos es una plataforma para organizar partidos de fútbol amateur en clubes, equipos y grupos de amigos.
            Tratamos tus datos personales conforme a la Ley N° 19.628 sobre Protección de la Vida Privada.
          </Paragraph>
          <Heading size={4}>Qué datos guardamos</Heading>
          <Paragraph>
            Tu correo, nombre, apellido, apodo, teléfono, datos deportivos (posición, nivel, frecuencia de juego, pie
            dominante), datos físicos opcionales (estatura, peso, talla de botín), fecha de nacimiento, biografía, foto
            de perfil, tus clubes, partidos, votos y comprobantes de pago que subas.
          </Paragraph>
          <Heading size={4}>Para qué los usamos</Heading>
          <Paragraph>
            Para que puedas inscribirte a partidos, formar equipos equilibrados, pagar tu parte del arriendo y que los
            organizadores de tus clubes puedan gestionar miembros y pagos. No vendemos tus datos ni los usamos para publicidad.
          </Paragraph>
          <Heading size={4}>Quién los ve</Heading>
          <Paragraph>
            Los miembros de tus clubes ven tu nombre, apodo, foto, posición y estadísticas. Tu correo, teléfono e
            información física se muestran solo si lo permites en tu perfil; los creadores y moderadores de tus clubes y
            los administradores de la plataforma siempre pueden verlos para organizar los partidos. Los comprobantes de
            pago solo los ven tú, los moderadores de tu club y los administradores.
          </Paragraph>
          <Heading size={4}>Tus derechos</Heading>
          <Paragraph>
            Puedes ver y corregir tus datos en «Mi Perfil», eliminar tu foto en cualquier momento y pedir la eliminación
            de tu cuenta a un administrador. Tu contraseña se guarda cifrada con un algoritmo lento; nadie puede leerla.
          </Paragraph>
          <Heading size={4}>Contacto</Heading>
          <Paragraph>Si tienes dudas sobre tus datos, escribe a los administradores de la plataforma.</Paragraph>
        </Typography>
      </Card>
    </div>
  );
}
