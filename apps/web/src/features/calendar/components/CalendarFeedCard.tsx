import { AppleOutlined, CalendarOutlined, CopyOutlined, GoogleOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Skeleton, Typography } from 'antd';
import { googleCalendarSubscribeUrl, webcalUrl } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { copyText } from '../../../lib/copy-text';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed';

// the buttons share the card's width, wrapping to a new row where they do not fit (a phone): never a sideways scroll
const BUTTONS: React.CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8 };
const GROW: React.CSSProperties = { flex: '1 1 auto' };

/**
 * Mi Perfil's 'Calendario' card (docs/product/notifications.md): the private webcal:// address of the person's matches,
 * ways to subscribe to it, and 'Regenerar enlace' for when it was shared by mistake.
 */
export function CalendarFeedCard() {
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const q = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();

  const copy = async (url: string) => {
    if (await copyText(url)) message.success('Enlace copiado');
    else message.error('No se pudo copiar el enlace');
  };
  const renew = () =>
    regenerate.mutateAsync().then(
      (r) => void message.success(r.message ?? 'Enlace del calendario regenerado'),
      (e: Error) => void message.error(e.message),
    );

  let body: React.ReactNode;
  if (q.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (q.isError) body = <LoadError title="Error al cargar el enlace del calendario" error={q.error} onRetry={() => q.refetch()} />;
  else {
    const webcal = webcalUrl(q.data.url);
    body = (
      <>
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          Suscríbete desde tu calendario y verás los partidos en los que estás inscrito o en lista de espera. Si un partido
          cambia de fecha, hora o lugar, o se cancela, tu calendario se actualiza solo.
        </Typography.Paragraph>
        <Input readOnly value={webcal} aria-label="Enlace de tu calendario" onFocus={(e) => e.target.select()} style={{ marginBottom: 12 }} />
        <div style={BUTTONS}>
          <Button type="primary" style={GROW} icon={<GoogleOutlined />} href={googleCalendarSubscribeUrl(q.data.url)} target="_blank" rel="noopener noreferrer">
            Suscribirse en Google Calendar
          </Button>
          <Button style={GROW} icon={<AppleOutlined />} href={webcal}>Apple / Outlook</Button>
          <Button style={GROW} icon={<CopyOutlined />} onClick={() => void copy(webcal)}>Copiar enlace</Button>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginTop: 16 }}>
          <Typography.Text type="secondary" style={{ fontSize: 13, flex: '1 1 220px' }}>
            El enlace es privado: quien lo tenga puede ver tus partidos.
          </Typography.Text>
          <Popconfirm
            title="¿Regenerar el enlace?"
            description={<div style={{ maxWidth: 260 }}>La dirección actual dejará de funcionar y tendrás que volver a suscribirte en tus calendarios.</div>}
            okText="Regenerar"
            cancelText="Cancelar"
            okButtonProps={{ danger: true, loading: regenerate.isPending }}
            // on a phone the button wraps to the left edge: the bubble opens rightwards from it
            placement={mobile ? 'topLeft' : 'topRight'}
            onConfirm={renew}
          >
            <Button icon={<ReloadOutlined />} danger type="text" loading={regenerate.isPending}>Regenerar enlace</Button>
          </Popconfirm>
        </div>
      </>
    );
  }

  return (
    <Card title={<><CalendarOutlined /> Calendario</>} size={mobile ? 'small' : 'default'}>
      {body}
    </Card>
  );
}
