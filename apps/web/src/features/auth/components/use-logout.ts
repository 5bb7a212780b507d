import { useNavigate } from 'react-router';
import { confirm } from '../../../components/lite/confirm';
import { logout } from '../api/auth-calls';
import { flash } from '../../../lib/flash';
import { queryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session';

/** Logout with confirmation; the server session ends too. No antd: the header draws without it (docs/decisions/0047). */
export function useLogout() {
  const navigate = useNavigate();
  return () =>
    confirm({
      title: '¿Cerrar Sesión?',
      content: '¿Estás seguro de que deseas cerrar sesión?',
      okText: 'Cerrar Sesión',
      cancelText: 'Cancelar',
      danger: true,
      onOk: async () => {
        await logout().catch(() => undefined); // an expired session is logged out all the same
        session.clear();
        queryClient.clear();
        void navigate('/login', { replace: true });
        // shown on /login
        flash.success('Sesión cerrada exitosamente');
      },
    });
}
