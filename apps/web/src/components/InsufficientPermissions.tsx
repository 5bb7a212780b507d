import { useNavigate } from 'react-router';
import { InlineH1 } from './InlineH1';
import { Result } from './LazyResult';
import { Button } from './lite';

/** A page refused for want of a club role: the managers' route guard's, and the club edit page's for its owner. */
export function InsufficientPermissions() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<InlineH1>Permisos Insuficientes</InlineH1>}
      subTitle="Necesitas ser creador o moderador del club para acceder a esta sección."
      extra={<Button type="primary" onClick={() => navigate(-1)}>Volver</Button>}
    />
  );
}
