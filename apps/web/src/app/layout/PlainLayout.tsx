import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorPages';
import { preloadAppShellOnIntent } from '../preload';
import { FloatingButtons, Footer } from './PageChrome';

/** Public and onboarding pages: no menu, just the page, footer and floating buttons. Drawn without antd (/login). */
export function PlainLayout() {
  useEffect(preloadAppShellOnIntent, []);
  return (
    <div className="lite-layout">
      <main className="lite-layout__content">
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <FloatingButtons />
    </div>
  );
}
