import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../components/ErrorPages';
import { FullPageSpinner } from '../components/PageSpinner';
import { PlainLayout } from './layout/PlainLayout';

// Every route is code-split: /login loads only what it needs. It is the one page outside AppShell, so it draws
// without antd and the query client; the guards and the menu layout load with the pages behind them
// (docs/decisions/0044, docs/decisions/0047).
const page = (load: () => Promise<{ default: React.ComponentType }>, title: string): Partial<RouteObject> => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: { title },
});

/** A layout route whose component loads with the pages under it (they load in parallel). */
const layout = (load: () => Promise<React.ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
});
/** antd's theme and App around the pages drawn with antd (all but /login and the home page, docs/decisions/0047). */
const antd = () => layout(() => import('./AntdArea').then((m) => m.AntdArea));
const guard = (name: 'RequireAuth' | 'RequireProfile' | 'RequireClub' | 'RequireActiveClub' | 'RequireManager' | 'RequireAdmin') =>
  layout(() => import('./guards').then((m) => m[name]));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      // ---- the login page: no antd, no query client
      {
        Component: PlainLayout,
        children: [
          { path: '/login', ...page(() => import('../features/auth/pages/LoginPage'), 'Iniciar Sesión') },
          { path: '/register', element: <Navigate to="/login" replace /> },
        ],
      },
      {
        // the query client: one instance for every other page
        ...layout(() => import('./AppShell').then((m) => m.AppShell)),
        children: [
          // ---- public
          {
            Component: PlainLayout,
            children: [{ ...antd(), children: [
              { path: '/reset-password/:token', ...page(() => import('../features/auth/pages/ResetPasswordPage'), 'Restablecer Contraseña') },
              { path: '/politica-privacidad', ...page(() => import('../features/auth/pages/PrivacyPolicyPage'), 'Política de Privacidad') },
              { path: '/partidos/unirse/:codigo', ...page(() => import('../features/invitations/pages/UnirsePage'), 'Invitación a Partido') },
              { path: '/registro-invitacion/:codigo', ...page(() => import('../features/invitations/pages/RegistroInvitacionPage'), 'Registro por Invitación') },
              { path: '/completar-perfil-invitacion/:codigo', ...page(() => import('../features/invitations/pages/CompletarPerfilInvitacionPage'), 'Completar Perfil') },
              { path: '/registro-club-invitacion/:codigo', ...page(() => import('../features/invitations/pages/RegistroClubInvitacionPage'), 'Unirse al Club') },
              { path: '/confirmar-inscripcion-invitacion/:codigo', ...page(() => import('../features/invitations/pages/ConfirmarInscripcionPage'), 'Confirmar Inscripción') },
              // a club's invite link (docs/decisions/0082)
              { path: '/unirse/:codigo', ...page(() => import('../features/invitations/pages/UnirseClubPage'), 'Invitación a un Club') },
              { path: '/unirse/:codigo/registro', ...page(() => import('../features/invitations/pages/UnirseClubRegistroPage'), 'Registro por Invitación') },
              { path: '/unirse/:codigo/perfil', ...page(() => import('../features/invitations/pages/UnirseClubPerfilPage'), 'Completar Perfil') },
            ] }],
          },
          // ---- login only (onboarding)
          {
            ...guard('RequireAuth'),
            children: [
              {
                Component: PlainLayout,
                children: [{ ...antd(), children: [
                  { path: '/onboarding/completar-perfil', ...page(() => import('../features/profile/pages/CompleteProfilePage'), 'Completar Perfil') },
                  {
                    ...guard('RequireProfile'),
                    children: [
                      { path: '/onboarding/elegir-club', ...page(() => import('../features/onboarding/pages/ChooseClubPage'), 'Elige tu Club') },
                      { path: '/onboarding/crear-club', ...page(() => import('../features/clubs/pages/OnboardingCreateClubPage'), 'Crear Club') },
                      { path: '/onboarding/solicitud-pendiente', ...page(() => import('../features/clubs/pages/PendingRequestPage'), 'Solicitud Enviada') },
                    ],
                  },
                ] }],
              },
              // ---- login, complete profile, at least one club
              {
                ...guard('RequireProfile'),
                children: [
                  {
                    ...guard('RequireClub'),
                    children: [
                      {
                        ...layout(() => import('./layout/AppLayout').then((m) => m.AppLayout)),
                        children: [
                          // drawn without antd, as /login
                          { path: '/', ...page(() => import('../features/home/HomePage'), 'Inicio') },
                          {
                            ...guard('RequireActiveClub'),
                            children: [{ path: '/partidos/:id', ...page(() => import('../features/matches/pages/PartidoDetailPage'), 'Detalle del Partido') }],
                          },
                          { ...antd(), children: [
                          { path: '/mi-perfil', ...page(() => import('../features/profile/pages/MyProfilePage'), 'Mi Perfil') },
                          { path: '/perfil', element: <Navigate to="/mi-perfil" replace /> },
                          { path: '/clubes', ...page(() => import('../features/clubs/pages/ClubsPage'), 'Mis Clubes') },
                          { path: '/clubes/crear', ...page(() => import('../features/clubs/pages/CreateClubPage'), 'Crear Club') },
                          { path: '/clubes/unirse', ...page(() => import('../features/clubs/pages/JoinClubPage'), 'Unirse a un Club') },
                          { path: '/clubes/:id', ...page(() => import('../features/clubs/pages/ClubDetailPage'), 'Detalle del Club') },
                          { path: '/clubes/:id/editar', ...page(() => import('../features/clubs/pages/EditClubPage'), 'Editar Club') },
                          { path: '/invitaciones', ...page(() => import('../features/invitations/pages/InvitacionesPage'), 'Mis Invitaciones') },
                          // without an active club the page itself warns 'Club no seleccionado'
                          { path: '/estadisticas', ...page(() => import('../features/stats/pages/EstadisticasPage'), 'Estadísticas') },
                          // every club the user manages, not only the active one (docs/decisions/0035)
                          { path: '/pagos/por-validar', ...page(() => import('../features/payments/pages/ReceiptsInboxPage'), 'Pagos por validar') },
                          // every club's notifications, not only the active one's (docs/product/notifications.md)
                          { path: '/notificaciones', ...page(() => import('../features/notifications/pages/NotificationsPage'), 'Notificaciones') },
                          {
                            ...guard('RequireActiveClub'),
                            children: [
                              { path: '/partidos', ...page(() => import('../features/matches/pages/PartidosPage'), 'Partidos') },
                              { path: '/partidos/:id/resumen', ...page(() => import('../features/matches/pages/ResumenPage'), 'Resumen del Partido') },
                              // recurring matches (docs/product/series.md): members read them, the page shows managers its actions
                              { path: '/series', ...page(() => import('../features/series/pages/SeriesListPage'), 'Partidos recurrentes') },
                              { path: '/series/:id', ...page(() => import('./routes/SerieRoute'), 'Partido recurrente') },
                              { path: '/jugadores', ...page(() => import('../features/players/pages/JugadoresPage'), 'Jugadores') },
                              { path: '/jugadores/:id', ...page(() => import('../features/players/pages/JugadorPerfilPage'), 'Perfil del Jugador') },
                              { path: '/lugares', ...page(() => import('../features/venues/pages/LugaresPage'), 'Lugares') },
                              { path: '/lugares/:id', ...page(() => import('../features/venues/pages/LugarDetailPage'), 'Detalle del Lugar') },
                              { path: '/lugares/:id/editar', ...page(() => import('../features/venues/pages/EditLugarPage'), 'Editar Lugar') },
                              {
                                ...guard('RequireManager'),
                                children: [
                                  { path: '/partidos/crear', ...page(() => import('./routes/CreateMatchPage'), 'Crear Partido') },
                                  { path: '/partidos/:id/editar', ...page(() => import('./routes/EditMatchPage'), 'Editar Partido') },
                                  { path: '/lugares/crear', ...page(() => import('../features/venues/pages/CreateLugarPage'), 'Crear Lugar') },
                                ],
                              },
                            ],
                          },
                          {
                            ...guard('RequireAdmin'),
                            children: [
                              { path: '/admin', ...page(() => import('../features/admin/pages/AdminDashboardPage'), 'Administración') },
                              { path: '/admin/usuarios', ...page(() => import('../features/admin/pages/AdminUsuariosPage'), 'Gestión de Usuarios') },
                              { path: '/admin/clubes', ...page(() => import('../features/admin/pages/AdminClubesPage'), 'Gestión de Clubes') },
                              { path: '/admin/partidos', ...page(() => import('../features/admin/pages/AdminPartidosPage'), 'Gestión de Partidos') },
                              { path: '/admin/pagos', ...page(() => import('../features/payments/pages/AdminPagosPage'), 'Gestión de Pagos') },
                              { path: '/admin/respaldos', ...page(() => import('../features/admin/pages/AdminRespaldosPage'), 'Respaldos') },
                            ],
                          },
                          ] },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      // any other path → /
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
