import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { CloseCircleFilled } from './lite/icons';
import './lite/lite.css';

// Drawn without antd: this page shows when a page's code failed to load (offline, or after a deploy), when antd's
// own code may be what could not be fetched (issue 22).
function Oops({ detail }: { detail?: string }) {
  return (
    <div className="lite-result">
      <CloseCircleFilled className="lite-result__icon" />
      <h1 className="lite-result__title">¡Oops! Algo salió mal</h1>
      <p className="lite-result__subtitle">{detail ?? 'Ocurrió un error inesperado. Puedes volver al inicio o recargar la página.'}</p>
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
  return <Oops />;
}

/** Error boundary around the page content, so the header and menu stay usable (spec 1 §2.3). */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <Oops /> : this.props.children;
  }
}
