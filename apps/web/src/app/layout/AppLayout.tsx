import {
  BankOutlined, BarChartOutlined, CalendarOutlined, DashboardOutlined, EnvironmentOutlined, HomeOutlined,
  LogoutOutlined, MailOutlined, MenuOutlined, TeamOutlined, UserOutlined,
} from '@ant-design/icons';
import { Avatar, Breadcrumb, Button, Drawer, Layout, Menu, theme as antTheme, type MenuProps } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { canSeeLugaresMenu, fullName, isAdmin } from '@partidos/shared';
import { ErrorBoundary } from '../../components/ErrorPages';
import { ClubSelector } from '../../features/clubs/components/ClubSelector';
import { useActiveClub } from '../../lib/active-club';
import { useSession } from '../../lib/session';
import { useIsMobile } from '../../lib/use-is-mobile';
import { FloatingButtons, Footer, Logo } from './PageChrome';
import { useLogout } from './use-logout';

const SEGMENT_LABELS: Record<string, string> = {
  partidos: 'Partidos', crear: 'Crear', editar: 'Editar', resumen: 'Resumen', clubes: 'Mis Clubes', unirse: 'Unirse',
  jugadores: 'Jugadores', lugares: 'Lugares', invitaciones: 'Invitaciones', estadisticas: 'Estadísticas',
  admin: 'Administración', usuarios: 'Usuarios', pagos: 'Pagos', 'mi-perfil': 'Mi Perfil', validar: 'Validar',
  'votar-mvp': 'Votar MVP', 'mis-partidos': 'Mis Partidos',
};

const ADMIN_SEGMENT_LABELS: Record<string, string> = { clubes: 'Clubes', partidos: 'Partidos', usuarios: 'Usuarios', pagos: 'Pagos', respaldos: 'Respaldos' };

/** Breadcrumb items for a path; a 24-hex segment reads 'Detalle' (spec 1 §2.3). */
export function breadcrumbFor(pathname: string) {
  const parts = pathname.split('/').filter(Boolean);
  const items: { title: React.ReactNode }[] = [{ title: <Link to="/">Inicio</Link> }];
  parts.forEach((seg, i) => {
    // under /admin, clubes and partidos are every club's, not the user's
    const adminLabel = parts[0] === 'admin' && i > 0 ? ADMIN_SEGMENT_LABELS[seg] : undefined;
    const label = /^[0-9a-f]{24}$/.test(seg) ? 'Detalle' : adminLabel ?? SEGMENT_LABELS[seg] ?? decodeURIComponent(seg);
    const to = `/${parts.slice(0, i + 1).join('/')}`;
    items.push({ title: i === parts.length - 1 ? label : <Link to={to}>{label}</Link> });
  });
  return items;
}

function useMenuItems(mobile: boolean): MenuProps['items'] {
  const icon = (node: React.ReactNode) => (mobile ? node : undefined);
  const { user } = useSession();
  const active = useActiveClub();
  if (!user) return [];
  const admin = isAdmin(user);
  // the mobile admin submenu has only Dashboard and Usuarios (spec 1 §2.3)
  const adminChildren = mobile
    ? [{ key: '/admin', label: 'Dashboard' }, { key: '/admin/usuarios', label: 'Usuarios' }]
    : [
        { key: '/admin', label: 'Dashboard' },
        { key: '/admin/usuarios', label: 'Gestión de Usuarios' },
        { key: '/admin/clubes', label: 'Clubes' },
        { key: '/admin/partidos', label: 'Partidos' },
        { key: '/admin/pagos', label: 'Pagos' },
        { key: '/admin/respaldos', label: 'Respaldos' },
      ];
  return [
    { key: '/', icon: icon(<HomeOutlined />), label: 'Inicio' },
    ...(admin ? [{ key: 'admin', icon: icon(<DashboardOutlined />), label: 'Administración', children: adminChildren }] : []),
    { key: '/partidos', icon: icon(<CalendarOutlined />), label: 'Partidos' },
    { key: '/mi-perfil', icon: icon(<UserOutlined />), label: 'Mi Perfil' },
    { key: '/invitaciones', icon: icon(<MailOutlined />), label: 'Invitaciones' },
    { key: '/clubes', icon: icon(<BankOutlined />), label: 'Mis Clubes' },
    { key: '/jugadores', icon: icon(<TeamOutlined />), label: 'Jugadores' },
    { key: '/estadisticas', icon: icon(<BarChartOutlined />), label: 'Estadísticas' },
    ...(canSeeLugaresMenu(user, active?.rol) ? [{ key: '/lugares', icon: icon(<EnvironmentOutlined />), label: 'Lugares' }] : []),
    { key: 'logout', icon: icon(<LogoutOutlined />), label: 'Cerrar Sesión', danger: true },
  ];
}

function selectedKey(pathname: string): string {
  if (pathname === '/') return '/';
  if (pathname.startsWith('/admin')) return pathname;
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
            style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }}
          />
        )}
        {mobile && <div style={{ flex: 1 }} />}
        {!mobile && <ClubSelector width={200} />}
        {user && (
          <Link to="/mi-perfil" aria-label={`Mi Perfil: ${user.apodo || fullName(user)}`} title={user.apodo || fullName(user)} style={{ display: 'flex' }}>
            <Avatar src={user.photoURL ?? undefined} icon={<UserOutlined />} alt="" />
          </Link>
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
          <Menu mode="inline" items={items} selectedKeys={[selectedKey(location.pathname)]} onClick={onClick} />
        </Drawer>
      )}
      <Layout.Content style={{ padding: mobile ? '12px 12px 0' : '20px 24px 0', maxWidth: 1200, width: '100%', margin: '0 auto' }}>
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

