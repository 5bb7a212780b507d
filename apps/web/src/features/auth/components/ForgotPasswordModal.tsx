import { lazy, Suspense, useState } from 'react';
import { FullPageSpinner } from '../../../components/PageSpinner';

// The dialog is drawn with antd, which the login page does without (docs/decisions/0044): it loads on the first click.
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog'));

/** '¿Olvidaste tu contraseña?' modal, loaded when first opened. */
export function ForgotPasswordModal(props: { open: boolean; onClose: () => void; initialEmail?: string }) {
  const [wanted, setWanted] = useState(false);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={<div className="lite-mask"><FullPageSpinner /></div>}>
      <ForgotPasswordDialog {...props} />
    </Suspense>
  );
}
