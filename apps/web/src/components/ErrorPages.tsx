import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { CloseCircleFilled } from './lite/icons';
import './lite/lite.css';

// Drawn without antd: this page shows when a page's code failed to load (offline, or after a deploy), when antd's
// own code may be what could not be fetched.

export const OFFLINE_PAGE_TEXT = 'Esta página no se ha abierto antes en este dispositivo, así que no está disponible sin conexión. Podrás abrirla cuando vuelva la conexión.';

/** A page's code that could not be fetched (a lazy import or its styles), as browsers and Vite word it. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

/**
 * Offline, only the app shell and the chunks fetched on earlier visits are at hand (docs/decisions/0083): a page never
 * opened here says so instead of an unexpected error.
 */
const unreachableOffline = (error: unknown) => isChunkLoadError(error) && typeof navigator !== 'undefined' && !navigator.onLine;

function Oops({ error }: { error?: unknown }) {
  const offline = unreachableOffline(error);
  return (
    <div className="lite-result">
      <CloseCircleFilled className="lite-result__icon" />
      <h1 className="lite-result__title">{offline ? 'Sin conexión' : '¡Oops! Algo salió mal'}</h1>
      <p className="lite-result__subtitle">{offline ? OFFLINE_PAGE_TEXT : 'Ocurrió un error inesperado. Puedes volver al inicio o recargar la página.'}</p>
      <div className="lite-result__extra">
        <button type="button" className="lite-btn lite-btn--primary" onClick={() => window.location.assign('/')}>Volver al Inicio</button>
        <button type="button" className="lite-btn" onClick={() => window.location.reload()}>Recargar Página</button>
      </div>
    </div>
  );
}

/** Errors thrown while loading or rendering a route (including a failed lazy chunk after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error) console.error(error);
  return <Oops error={error} />;
}

/** Error boundary around the page content, so the header and menu stay usable. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { failed: boolean; error?: unknown }> {
  override state: { failed: boolean; error?: unknown } = { failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false, error: undefined });
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <Oops error={this.state.error} /> : this.props.children;
  }
}
