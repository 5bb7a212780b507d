import { Outlet } from 'react-router';
import { AntdProvider } from '../components/AntdProvider';

/**
 * antd's theme and App (message, modal) around the pages drawn with antd: every page but /login and the home page,
 * which draw without it (docs/decisions/0047). A layout route: its code loads with the page under it.
 */
export function AntdArea() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
