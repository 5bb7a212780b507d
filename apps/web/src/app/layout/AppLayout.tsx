import {
  BankOutlined, BarChartOutlined, CalendarOutlined, DashboardOutlined, EnvironmentOutlined, HomeOutlined,
  LogoutOutlined, MailOutlined, MenuOutlined, TeamOutlined, UserOutlined,
} from '@ant-design/icons';
import { Breadcrumb, Button, Drawer, Grid, Layout, Menu, Tooltip, theme as antTheme, type MenuProps } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { canSeeLugaresMenu, fullName, isAdmin } from '@partidos/shared';
import { ErrorBoundary } from '../../components/ErrorPages';
import { ClubSelector } from '../../features/clubs/components/ClubSelector';
import { NotificationBell, useNotificationsMenuItem } from '../../features/notifications/components/NotificationBell';
import { INBOX_PATH, ReceiptsInboxButton, useReceiptsInboxMenuItem } from '../../features/payments/components/ReceiptsInboxNav';
import { useActiveClub } from '../../lib/active-club';
import { useSession } from '../../lib/session';
import { useIsMobile } from '../../lib/use-is-mobile';
import { FloatingButtons, Footer, Logo } from './PageChrome';
import { useLogout } from './use-logout';
import { PersonAvatar } from '../../components/PersonAvatar';
import { OfflineNotice } from '../../components/OfflineNotice';

const SEGMENT_LABELS: Record<string, string> = {
  partidos: 'Partidos', crear: 'Crear', editar: 'Editar', resumen: 'Resumen', clubes: 'Mis Clubes', unirse: 'Unirse',
  jugadores: 'Jugadores', lugares: 'Lugares', invitaciones: 'Invitaciones', estadisticas: 'Estadísticas',
  admin: 'Administración', usuarios: 'Usuarios', pagos: 'Pagos', 'mi-perfil': 'Mi Perfil', validar: 'Validar',
  'votar-mvp': 'Votar MVP', 'mis-partidos': 'Mis Partidos', 'por-validar': 'Pagos por validar', notificaciones: 'Notificaciones',
  series: 'Partidos recurrentes',
};

/** What an id under a path reads when 'Detalle' says too little: /series/{id} is 'Partido recurrente'. */
const DETAIL_LABELS: Record<string, string> = { series: 'Partido recurrente' };

/** Path prefixes without a page of their own: the breadcrumb leaves them out (/pagos/por-validar reads 'Inicio / Pagos por validar'). */
const PREFIX_ONLY = new Set(['/pagos']);

const ADMIN_SEGMENT_LABELS: Record<string, string> = { clubes: 'Clubes', partidos: 'Partidos', usuarios: 'Usuarios', pagos: 'Pagos', respaldos: 'Respaldos' };

/** Breadcrumb items for a path; a 24-hex segment reads 'Detalle' (spec 1 §2.3). */
export function breadcrumbFor(pathname: string) {
  const parts = pathname.split('/').filter(Boolean);
  const items: { title: React.ReactNode }[] = [{ title: <Link to="/">Inicio</Link> }];
  parts.forEach((seg, i) => {
    // under /admin, clubes and partidos are every club's, not the user's
    const adminLabel = parts[0] === 'admin' && i > 0 ? ADMIN_SEGMENT_LABELS[seg] : undefined;
    const label = /^[0-9a-f]{24}$/.test(seg) ? (i > 0 ? DETAIL_LABELS[parts[i - 1]!] : undefined) ?? 'Detalle' : adminLabel ?? SEGMENT_LABELS[seg] ?? decodeURIComponent(seg);
    const to = `/${parts.slice(0, i + 1).join('/')}`;
    if (i < parts.length - 1 && PREFIX_ONLY.has(to)) return;
    items.push({ title: i === parts.length - 1 ? label : <Link to={to}>{label}</Link> });
  });
  return items;
}

function useMenuItems(mobile: boolean): MenuProps['items'] {
  const icon = (node: React.ReactNode) => (mobile ? node : undefined);
  const { user } = useSession();
  const active = useActiveClub();
  // the receipts inbox: in the drawer; on a wide screen the header's button carries it (docs/decisions/0035)
  const inbox = useReceiptsInboxMenuItem();
  // the notifications: in the drawer with their count; on a wide screen the header's bell carries them (issue 20)
  const notifications = useNotificationsMenuItem();
  if (!user) return [];
  const admin = isAdmin(user);
  // every admin page at both widths: spec 1 §2.3 gave the phone only Dashboard and Usuarios, which left Clubes,
  // Partidos and Pagos out of reach on a phone (issue 19)
  const adminChildren = [
    { key: '/admin', label: 'Dashboard' },
    { key: '/admin/usuarios', label: mobile ? 'Usuarios' : 'Gestión de Usuarios' },
    { key: '/admin/clubes', label: 'Clubes' },
    { key: '/admin/partidos', label: 'Partidos' },
    { key: '/admin/pagos', label: 'Pagos' },
    { key: '/admin/respaldos', label: 'Respaldos' },
  ];
  return [
    { key: '/', icon: icon(<HomeOutlined />), label: 'Inicio' },
    ...(admin ? [{ key: 'admin', icon: icon(<DashboardOutlined />), label: 'Administración', children: adminChildren }] : []),
    { key: '/partidos', icon: icon(<CalendarOutlined />), label: 'Partidos' },
    ...(mobile && inbox ? [inbox] : []),
    ...(mobile ? [notifications] : []),
    { key: '/mi-perfil', icon: icon(<UserOutlined />), label: 'Mi Perfil' },
    { key: '/invitaciones', icon: icon(<MailOutlined />), label: 'Invitaciones' },
    { key: '/clubes', icon: icon(<BankOutlined />), label: 'Mis Clubes' },
    { key: '/jugadores', icon: icon(<TeamOutlined />), label: 'Jugadores' },
    { key: '/estadisticas', icon: icon(<BarChartOutlined />), label: 'Estadísticas' },
    ...(canSeeLugaresMenu(user, active?.rol) ? [{ key: '/lugares', icon: icon(<EnvironmentOutlined />), label: 'Lugares' }] : []),
    // on a wide screen Cerrar Sesión is a header button of its own: as the menu's last item it was the first to
    // fall into the '···' overflow (issue 19)
    ...(mobile ? [{ key: 'logout', icon: <LogoutOutlined />, label: 'Cerrar Sesión', danger: true }] : []),
  ];
}

function selectedKey(pathname: string): string {
  if (pathname === '/') return '/';
  if (pathname.startsWith('/admin') || pathname === INBOX_PATH) return pathname;
  return `/${pathname.split('/')[1]}`;
}

export function AppLayout() {
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { user } = useSession();
  const items = useMenuItems(mobile);
  const { token } = antTheme.useToken();
  const screens = Grid.useBreakpoint();
  // the menu (eight items; the administrator's with Administración too) does not fit beside the logo, the inbox,
  // the bell, the club selector and the avatar below 1600 px: it gets a row of its own instead of an '···' overflow
  // that would hide Lugares (issue 19); the administrator's always does
  const menuRow = !mobile && (isAdmin(user) || !screens.xxl);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setDrawerOpen(false);
    if (key === 'logout') logout();
    else navigate(key);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          position: 'sticky', top: 0, zIndex: 100, display: 'flex', alignItems: 'center', gap: 16,
          ...(menuRow ? { flexWrap: 'wrap', height: 'auto', rowGap: 0, lineHeight: '56px' } : {}),
          padding: mobile ? '0 12px' : '0 24px', background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {mobile && (
          <Button type="text" icon={<MenuOutlined />} aria-label="Abrir menú" onClick={() => setDrawerOpen(true)} />
        )}
        <Link to="/" style={{ color: token.colorText }} aria-label="Partidos, ir al inicio">
          <Logo compact={mobile} />
        </Link>
        {!mobile && (
          <Menu
            mode="horizontal"
            items={items}
            selectedKeys={[selectedKey(location.pathname)]}
            onClick={onClick}
            style={{
              flex: menuRow ? '1 0 100%' : 1, order: menuRow ? 1 : undefined, lineHeight: menuRow ? '46px' : undefined,
              minWidth: 0, borderBottom: 'none', background: 'transparent',
            }}
          />
        )}
        {(mobile || menuRow) && <div style={{ flex: 1 }} />}
        <ReceiptsInboxButton />
        {user && <NotificationBell />}
        {!mobile && <ClubSelector width={180} />}
        {user && (
          <Link to="/mi-perfil" aria-label={`Mi Perfil: ${user.apodo || fullName(user)}`} title={user.apodo || fullName(user)} style={{ display: 'flex' }}>
            <PersonAvatar person={{ ...user, avatar_url: user.photoURL }} />
          </Link>
        )}
        {!mobile && user && (
          <Tooltip title="Cerrar Sesión">
            <Button type="text" danger icon={<LogoutOutlined />} aria-label="Cerrar Sesión" onClick={logout} />
          </Tooltip>
        )}
      </Layout.Header>
      {mobile && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={<Logo compact />}
          size={280}
          styles={{ body: { padding: 0 } }}
        >
          <div style={{ padding: 16 }}>
            <ClubSelector width="100%" />
          </div>
          <Menu
            mode="inline"
            items={items}
            selectedKeys={[selectedKey(location.pathname)]}
            defaultOpenKeys={location.pathname.startsWith('/admin') ? ['admin'] : []}
            onClick={onClick}
          />
        </Drawer>
      )}
      <Layout.Content style={{ padding: mobile ? '12px 12px 0' : '20px 24px 0', maxWidth: 1200, width: '100%', margin: '0 auto' }}>
        <OfflineNotice style={{ marginBottom: 16 }} />
        {location.pathname !== '/' && <Breadcrumb items={breadcrumbFor(location.pathname)} style={{ marginBottom: 16 }} />}
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </Layout.Content>
      <Footer />
      <FloatingButtons />
    </Layout>
  );
}

