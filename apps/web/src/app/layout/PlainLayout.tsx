import { Layout, theme as antTheme } from 'antd';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorPages';
import { FloatingButtons, Footer } from './PageChrome';

/** Public and onboarding pages: no menu, just the page, footer and floating buttons. */
export function PlainLayout() {
  const { token } = antTheme.useToken();
  return (
    <Layout style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Layout.Content>
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </Layout.Content>
      <Footer />
      <FloatingButtons />
    </Layout>
  );
}
