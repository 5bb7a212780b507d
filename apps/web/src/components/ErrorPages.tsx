import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';

function Oops({ detail }: { detail?: string }) {
  return (
    <Result
      status="error"
      title="¡Oops! Algo salió mal"
      subTitle={detail ?? 'Ocurrió un error inesperado. Puedes volver al inicio o recargar la página.'}
      extra={[
        <Button key="inicio" type="primary" onClick={() => window.location.assign('/')}>Volver al Inicio</Button>,
        <Button key="recargar" onClick={() => window.location.reload()}>Recargar Página</Button>,
      ]}
    />
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
