import { useState, type ComponentType } from 'react';
import type { PartidoBaseDto } from '@partidos/shared';
import { Button } from '../../../components/lite';
import { CheckOutlined, UserAddOutlined } from '../../../components/lite/app-icons';
import { flash } from '../../../lib/flash';
import { useSession } from '../../../lib/session';

// The dialog needs antd (Modal); the button is on the home page, which draws without it (docs/decisions/0047): the
// dialog's code loads at the first tap, the button spins meanwhile.
const loadDialog = () => import('./SignUpDialog');
type Dialog = ComponentType<import('./SignUpDialog').SignUpDialogProps>;

/**
 * 'Inscribirse' with the confirm modal ('Confirmar Inscripción'). A full match (409) offers the waiting list
 * instead (docs/product/enrolment.md).
 */
export function SignUpButton({ partido, block, size }: { partido: PartidoBaseDto; block?: boolean; size?: 'small' | 'middle' | 'large' }) {
  const { user } = useSession();
  // the match as it was when the dialog opened: a list or detail refetched meanwhile neither closes it nor changes
  // its button under the finger (a match filled meanwhile answers 409 and offers the waiting list)
  const [shown, setShown] = useState<PartidoBaseDto>(partido);
  const [open, setOpen] = useState(false);
  // once loaded the dialog stays mounted (closed), so its closing animation and a follow-up confirm can run
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const me = partido.mi_estado;

  const puede = partido.permisos.puede_inscribirse || partido.permisos.puede_lista_espera;
  let button: React.ReactNode = null;
  if (me.inscrito) button = <Button block={block} size={size} disabled icon={<CheckOutlined />}>Ya Inscrito</Button>;
  else if (me.en_lista_espera) {
    button = <Button block={block} size={size} disabled>{me.pendiente_aprobacion ? 'Pendiente de aprobación' : 'En lista de espera'}</Button>;
  } else if (puede && user) {
    button = (
      <Button
        type="primary"
        block={block}
        size={size}
        icon={<UserAddOutlined />}
        loading={open && !Dialog}
        onClick={() => {
          setShown(partido);
          setOpen(true);
          if (!Dialog) {
            loadDialog().then((m) => setDialog(() => m.default), () => {
              setOpen(false);
              flash.error('No se pudo cargar la inscripción. Revisa tu conexión e inténtalo de nuevo.');
            });
          }
        }}
      >
        {partido.permisos.puede_inscribirse ? 'Inscribirse' : 'Unirme a la lista de espera'}
      </Button>
    );
  }
  if (!user) return button;

  return (
    <>
      {button}
      {Dialog && <Dialog partido={shown} userId={user._id} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
