import { BellOutlined } from '@ant-design/icons';
import { App, Card, Divider, Select, Skeleton, Switch, Typography, theme as antTheme } from 'antd';
import {
  TIPOS_NOTIFICACION_GESTION, TIPO_NOTIFICACION_LABELS, canManageClub, isAdmin, type PreferenciaNotificacion,
  type PreferenciasNotificacionInput, type UserDto,
} from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';
import { PushDeviceRow } from './PushDeviceRow';

/** Creador or Moderador of some club, or a platform administrador: who gets the managers' kinds. */
export const managesAnyClub = (user: UserDto) => isAdmin(user) || user.clubes.some((c) => canManageClub(user, c.rol));

const COL = 76;

/**
 * Mi Perfil's 'Notificaciones' card (docs/product/notifications.md): each kind with a 'Correo' and an 'En la app'
 * switch, saved as it is flipped; the clubs to silence; this device's push. The managers' kinds are shown to managers only.
 */
export function NotificationPreferencesCard({ user }: { user: UserDto }) {
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const { token } = antTheme.useToken();
  const q = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const saveNow = (input: PreferenciasNotificacionInput) =>
    save.mutate(input, {
      onSuccess: (r) => void message.success({ key: 'preferencias-notificacion', content: r.message ?? 'Preferencias guardadas' }),
      onError: (e) => void message.error({ key: 'preferencias-notificacion', content: e.message }),
    });
  const flip = (p: PreferenciaNotificacion, canal: 'email' | 'app', on: boolean) => saveNow({ preferencias: [{ ...p, [canal]: on }] });

  let body: React.ReactNode;
  if (q.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (q.isError) body = <LoadError title="Error al cargar las preferencias de notificación" error={q.error} onRetry={() => q.refetch()} />;
  else {
    const manager = managesAnyClub(user);
    const rows = q.data.preferencias.filter((p) => manager || !TIPOS_NOTIFICACION_GESTION.includes(p.tipo));
    const clubIds = new Set(user.clubes.map((c) => c.club_id));
    body = (
      <>
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          Elige qué avisos quieres recibir por correo y en la app (la campana de arriba). Los cambios se guardan al instante.
        </Typography.Paragraph>
        <div role="group" aria-label="Tipos de aviso">
          <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8, paddingBottom: 6, borderBottom: '1px solid rgba(128, 128, 128, 0.18)' }} aria-hidden>
            <Typography.Text type="secondary" style={{ flex: 1, fontSize: 13 }}>Aviso</Typography.Text>
            <Typography.Text type="secondary" style={{ width: COL, textAlign: 'center', fontSize: 13 }}>Correo</Typography.Text>
            <Typography.Text type="secondary" style={{ width: COL, textAlign: 'center', fontSize: 13 }}>En la app</Typography.Text>
          </div>
          {rows.map((p) => {
            const label = TIPO_NOTIFICACION_LABELS[p.tipo];
            return (
              <div key={p.tipo} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '10px 0', borderBottom: '1px solid rgba(128, 128, 128, 0.12)' }}>
                <Typography.Text style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{label}</Typography.Text>
                <div style={{ width: COL, textAlign: 'center' }}>
                  <Switch aria-label={`Correo: ${label}`} checked={p.email} onChange={(on) => flip(p, 'email', on)} />
                </div>
                <div style={{ width: COL, textAlign: 'center' }}>
                  <Switch aria-label={`En la app: ${label}`} checked={p.app} onChange={(on) => flip(p, 'app', on)} />
                </div>
              </div>
            );
          })}
        </div>
        <Divider style={{ margin: '20px 0 16px' }} />
        <Typography.Text strong id="silenciar-clubes">Silenciar clubes</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: '2px 0 8px', fontSize: 13 }}>
          No recibirás avisos de los clubes que elijas aquí, ni por correo ni en la app.
        </Typography.Paragraph>
        <Select
          mode="multiple"
          aria-labelledby="silenciar-clubes"
          // antd's placeholder grey is below WCAG AA contrast on white
          placeholder={<span style={{ color: token.colorTextTertiary }}>Ningún club silenciado</span>}
          style={{ width: '100%' }}
          value={q.data.clubes_silenciados.filter((id) => clubIds.has(id))}
          options={user.clubes.map((c) => ({ value: c.club_id, label: c.nombre }))}
          optionFilterProp="label"
          onChange={(ids: string[]) => saveNow({ clubes_silenciados: ids })}
        />
        <Divider style={{ margin: '20px 0 16px' }} />
        <PushDeviceRow push={q.data.push} />
      </>
    );
  }
  return (
    <Card title={<span><BellOutlined /> Notificaciones</span>} styles={{ body: mobile ? { padding: 16 } : undefined }}>
      {body}
    </Card>
  );
}
