import { App } from 'antd';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/auth-calls';
import { flash } from '../../lib/flash';
import { queryClient } from '../../lib/query-client';
import { session } from '../../lib/session';

/** Logout with confirmation (spec 1 §2.3); the server session ends too. */
export function useLogout() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return () =>
    modal.confirm({
      title: '¿Cerrar Sesión?',
      content: '¿Estás seguro de que deseas cerrar sesión?',
      okText: 'Cerrar Sesión',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: async () => {
        await logout().catch(() => undefined); // an expired session is logged out all the same
        session.clear();
        queryClient.clear();
        navigate('/login', { replace: true });
        // shown on /login, outside the app shell (and its antd App) that this hook runs in
        flash.success('Sesión cerrada exitosamente');
      },
    });
}
