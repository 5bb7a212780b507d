import { useEffect, useId, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { canSeeLugaresMenu, fullName, isAdmin } from '@partidos/shared';
import { ErrorBoundary } from '../../components/ErrorPages';
import { Button } from '../../components/lite';
import {
  BankOutlined, BarChartOutlined, CalendarOutlined, DashboardOutlined, DownOutlined, EnvironmentOutlined, HomeOutlined,
  LogoutOutlined, MenuOutlined, TeamOutlined, UserOutlined,
} from '../../components/lite/app-icons';
import { MailOutlined } from '../../components/lite/icons';
import { Badge, Drawer } from '../../components/lite/kit';
import { ClubSelector } from '../../features/clubs/components/ClubSelector';
import { NotificationBell, useNotificationsMenuItem } from '../../features/notifications/components/NotificationBell';
import { INBOX_PATH, ReceiptsInboxButton, useReceiptsInboxMenuItem } from '../../features/payments/components/ReceiptsInboxNav';
import { useActiveClub } from '../../lib/active-club';
import { useSession } from '../../lib/session';
import { useIsMobile, useMediaQuery } from '../../lib/use-is-mobile';
import { FloatingButtons, Footer, Logo, ThemeMenuButton } from './PageChrome';
import { useLogout } from '../../features/auth/components/use-logout';
import { PersonAvatar } from '../../components/PersonAvatar';
import { OfflineNotice } from '../../components/OfflineNotice';
import './app-layout.css';

// The menu layout around every logged-in page, drawn without antd (docs/decisions/0047): the header, the
// menu (a list of links in a <nav>, the administrator's pages under a disclosure button), the phone's drawer, the
// breadcrumb. The pages that need antd load it under it (app/AntdArea.tsx).

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

/** Breadcrumb items for a path; a 24-hex segment reads 'Detalle'. */
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

/** The breadcrumb: a list of links in a <nav>, as antd's. */
export function Breadcrumb({ items }: { items: { title: React.ReactNode }[] }) {
  return (
    <nav aria-label="Ubicación" className="app-breadcrumb">
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {i > 0 && <span className="app-breadcrumb__sep" aria-hidden>/</span>}
            <span className={i === items.length - 1 ? 'app-breadcrumb__last' : undefined}>{item.title}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface MenuItem {
  key: string;
  icon?: React.ReactNode;
  label: string;
  /** a count in a badge after the label (notifications, receipts) */
  count?: number;
  children?: MenuItem[];
  danger?: boolean;
}

function useMenuItems(mobile: boolean): MenuItem[] {
  const icon = (node: React.ReactNode) => (mobile ? node : undefined);
  const { user } = useSession();
  const active = useActiveClub();
  // the receipts inbox: in the drawer; on a wide screen the header's button carries it (docs/decisions/0035)
  const inbox = useReceiptsInboxMenuItem();
  // the notifications: in the drawer with their count; on a wide screen the header's bell carries them
  const notifications = useNotificationsMenuItem();
  if (!user) return [];
  const admin = isAdmin(user);
  // every admin page at both widths: giving the phone only Dashboard and Usuarios left Clubes, Partidos and Pagos
  // out of reach on a phone
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
    // fall into the '···' overflow
    ...(mobile ? [{ key: 'logout', icon: <LogoutOutlined />, label: 'Cerrar Sesión', danger: true }] : []),
  ];
}

function selectedKey(pathname: string): string {
  if (pathname === '/') return '/';
  if (pathname.startsWith('/admin') || pathname === INBOX_PATH) return pathname;
  return `/${pathname.split('/')[1]}`;
}

/** antd's xxl breakpoint: from here the menu fits beside the header's controls. */
const WIDE_QUERY = '(min-width: 1600px)';

function ItemContent({ item }: { item: MenuItem }) {
  return (
    <>
      {item.icon}
      <span>{item.label}</span>
      {!!item.count && <Badge count={item.count} />}
    </>
  );
}

/** The administrator's pages: a button that opens their list (on hover too, on a wide screen), closed by Escape. */
function SubMenu({ item, selected, inline, onNavigate }: { item: MenuItem; selected: string; inline: boolean; onNavigate: () => void }) {
  const location = useLocation();
  const [open, setOpen] = useState(inline && location.pathname.startsWith('/admin'));
  const id = useId();
  const box = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // a popup closes when the page changes and on a click elsewhere
  useEffect(() => {
    if (!inline) setOpen(false);
  }, [location.pathname, inline]);
  useEffect(() => {
    if (inline || !open) return;
    const onDown = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [inline, open]);
  const childSelected = item.children!.some((c) => c.key === selected);
  return (
    <li
      ref={box}
      className={`app-menu__sub${childSelected ? ' app-menu__sub--active' : ''}`}
      onMouseEnter={inline ? undefined : () => setOpen(true)}
      onMouseLeave={inline ? undefined : () => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open && !inline) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className="app-menu__item" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        <ItemContent item={item} />
        <DownOutlined className="app-menu__arrow" />
      </button>
      <ul id={id} className={inline ? 'app-menu__inline' : 'app-menu__popup'} hidden={!open}>
        {item.children!.map((c) => (
          <li key={c.key}>
            <Link to={c.key} className="app-menu__item" aria-current={c.key === selected ? 'page' : undefined} onClick={onNavigate}>{c.label}</Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function Menu({ items, mode, onNavigate, onLogout }: { items: MenuItem[]; mode: 'horizontal' | 'inline'; onNavigate: () => void; onLogout: () => void }) {
  const location = useLocation();
  const selected = selectedKey(location.pathname);
  return (
    <nav aria-label="Menú principal" className={`app-nav app-nav--${mode}`}>
      <ul className={`app-menu app-menu--${mode}`}>
        {items.map((item) => {
          if (item.children) return <SubMenu key={item.key} item={item} selected={selected} inline={mode === 'inline'} onNavigate={onNavigate} />;
          if (item.key === 'logout') {
            return (
              <li key={item.key}>
                <button type="button" className="app-menu__item app-menu__item--danger" onClick={() => { onNavigate(); onLogout(); }}>
                  <ItemContent item={item} />
                </button>
              </li>
            );
          }
          return (
            <li key={item.key}>
              <Link to={item.key} className="app-menu__item" aria-current={item.key === selected ? 'page' : undefined} onClick={onNavigate}>
                <ItemContent item={item} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function AppLayout() {
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const logout = useLogout();
  const { user } = useSession();
  const items = useMenuItems(mobile);
  const wide = useMediaQuery(WIDE_QUERY);
  // the menu (eight items; the administrator's with Administración too) does not fit beside the logo, the inbox,
  // the bell, the club selector and the avatar below 1600 px: it gets a row of its own instead of an '···' overflow
  // that would hide Lugares; the administrator's always does
  const menuRow = !mobile && (isAdmin(user) || !wide);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className="lite-layout">
      <header className={`app-header${mobile ? ' app-header--mobile' : ''}${menuRow ? ' app-header--rows' : ''}`}>
        {mobile && (
          <Button type="text" icon={<MenuOutlined />} aria-label="Abrir menú" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} />
        )}
        <Link to="/" className="app-header__logo" aria-label="Partidos, ir al inicio">
          <Logo compact={mobile} />
        </Link>
        {!mobile && <Menu items={items} mode="horizontal" onNavigate={() => undefined} onLogout={logout} />}
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
          <Button type="text" danger icon={<LogoutOutlined />} aria-label="Cerrar Sesión" title="Cerrar Sesión" onClick={logout} />
        )}
      </header>
      {mobile && (
        <Drawer open={drawerOpen} onClose={closeDrawer} title={<Logo compact />}>
          <div style={{ padding: 16 }}>
            <ClubSelector width="100%" />
          </div>
          <Menu items={items} mode="inline" onNavigate={closeDrawer} onLogout={logout} />
          <div style={{ padding: '4px 4px 16px' }}><ThemeMenuButton /></div>
        </Drawer>
      )}
      <main className="app-content" style={{ padding: mobile ? '12px 12px 0' : '20px 24px 0' }}>
        <OfflineNotice style={{ marginBottom: 16 }} />
        {location.pathname !== '/' && <Breadcrumb items={breadcrumbFor(location.pathname)} />}
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      {/* on a phone the theme switch is in the menu: floating, it covered the right edge of forms' fields */}
      <FloatingButtons toggle={!mobile} />
    </div>
  );
}
