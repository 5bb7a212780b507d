import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { canManageClub, isAdmin } from '@partidos/shared';
import { Result } from '../components/LazyResult';
import { Button } from '../components/lite';
import { FullPageSpinner } from '../components/PageSpinner';
import { useMe } from '../features/profile/api/profile-calls';
import { useActiveClub } from '../lib/active-club';
import { useSession } from '../lib/session';
import { InlineH1 } from '../components/InlineH1';
import { InsufficientPermissions } from '../components/InsufficientPermissions';

/** Not logged in → /login, remembering the origin. Loads the current user once per visit. */
export function RequireAuth() {
  const { token } = useSession();
  const location = useLocation();
  const me = useMe(!!token);
  if (!token) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (!me.data) {
    if (me.isError) {
      return (
        <Result
          status="warning"
          title={<InlineH1>Error al obtener usuario</InlineH1>}
          subTitle={me.error.message}
          extra={<Button type="primary" onClick={() => me.refetch()}>Reintentar</Button>}
        />
      );
    }
    return <FullPageSpinner />;
  }
  return <Outlet />;
}

/** Profile incomplete → onboarding, remembering the page asked for (its `from`, as /login does). */
export function RequireProfile() {
  const { user } = useSession();
  const location = useLocation();
  if (user && !user.profileComplete) {
    const from = location.pathname === '/' ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to="/onboarding/completar-perfil" replace state={from ? { from } : undefined} />;
  }
  return <Outlet />;
}

export function RequireClub() {
  const { user } = useSession();
  const me = useMe();
  if (user && user.clubes.length === 0) {
    // the stored copy may predate an approval: wait for this visit's fresh user before sending them to onboarding
    if (me.dataUpdatedAt === 0 && me.isFetching) return <FullPageSpinner />;
    return <Navigate to="/onboarding/elegir-club" replace />;
  }
  return <Outlet />;
}

export function ClubRequired() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={<InlineH1>Club Requerido</InlineH1>}
      subTitle="Selecciona un club activo o únete a uno para ver esta sección."
      extra={[
        <Button key="ver" type="primary" onClick={() => navigate('/clubes')}>Ver Clubes</Button>,
        <Button key="crear" onClick={() => navigate('/clubes/crear')}>Crear Club</Button>,
      ]}
    />
  );
}

export function RequireActiveClub() {
  const active = useActiveClub();
  if (!active) return <ClubRequired />;
  return <Outlet />;
}

/** Routes gated by "Tengo permisos" (club Creador or Moderador, or platform administrador). */
export function RequireManager() {
  const { user } = useSession();
  const active = useActiveClub();
  if (!user || !canManageClub(user, active?.rol)) return <InsufficientPermissions />;
  return <Outlet />;
}

export function RequireAdmin() {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!isAdmin(user)) {
    return (
      <Result
        status="403"
        title={<InlineH1>Acceso Denegado</InlineH1>}
        subTitle="Esta sección requiere privilegios de Administrador."
        extra={<Button type="primary" onClick={() => navigate('/')}>Volver al Inicio</Button>}
      />
    );
  }
  return <Outlet />;
}
