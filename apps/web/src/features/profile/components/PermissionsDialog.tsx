import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { Card, Modal, Space, Tabs, Tag, Typography } from 'antd';
import { CLUB_ROLE_DESCRIPTIONS, GLOBAL_ROLE_DESCRIPTIONS, clubLevel, globalLevel, type RoleDescription, type UserDto } from '@partidos/shared';
import { useActiveClub } from '../../../lib/active-club';

function RoleList({ roles, mine }: { roles: RoleDescription[]; mine: number }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {roles.filter((r) => r.nivel <= mine).map((r) => (
        <Card key={r.nivel} size="small" title={<Space>{r.nombre}{r.nivel === mine && <Tag color="green">Tu nivel</Tag>}</Space>}>
          {r.permisos.map((p) => (
            <div key={p}><CheckCircleTwoTone twoToneColor="#16a34a" /> {p}</div>
          ))}
          {r.restricciones.map((p) => (
            <div key={p}><CloseCircleTwoTone twoToneColor="#ef4444" /> {p}</div>
          ))}
        </Card>
      ))}
    </Space>
  );
}

/** Global and club roles with permissions and restrictions, up to the viewer's own level (docs/product/clubs.md). */
export function PermissionsDialog({ user, open, onClose }: { user: UserDto; open: boolean; onClose: () => void }) {
  const active = useActiveClub();
  const g = globalLevel(user.tipo_usuario);
  const c = clubLevel(user, active?.rol);
  return (
    <Modal title="Mis permisos" open={open} onCancel={onClose} footer={null} width={640}>
      <Tabs
        items={[
          { key: 'global', label: 'Plataforma', children: <RoleList roles={GLOBAL_ROLE_DESCRIPTIONS} mine={g} /> },
          {
            key: 'club',
            label: active ? `Club: ${active.nombre}` : 'Club',
            children: active ? <RoleList roles={CLUB_ROLE_DESCRIPTIONS} mine={c} /> : <Typography.Text type="secondary">No tienes un club activo.</Typography.Text>,
          },
        ]}
      />
    </Modal>
  );
}
