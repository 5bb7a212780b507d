import { Button } from '../../../components/lite';
import { StarOutlined, UploadOutlined } from '../../../components/lite/detail-icons';
import { useEffect, useRef } from 'react';
import type { PartidoDetailDto } from '@partidos/shared';
import { AttendanceButtons, puedeResponder, respuestaTexto } from './AttendanceButtons';
import { SignUpButton } from './SignUpButton';

/** The main action of the moment for the viewer of a match (docs/decisions/0036), or null when there is none. */
export type MainAction = 'votar' | 'inscribirse' | 'responder' | 'comprobante';

export function mainActionOf(p: PartidoDetailDto, o: { puedeVotar: boolean; debeComprobante: boolean }): MainAction | null {
  const me = p.mi_estado;
  if (o.puedeVotar) return 'votar';
  if (!me.inscrito && !me.en_lista_espera && (p.permisos.puede_inscribirse || p.permisos.puede_lista_espera)) return 'inscribirse';
  if (puedeResponder(p) && me.confirmado === null) return 'responder';
  if (o.debeComprobante) return 'comprobante';
  if (puedeResponder(p)) return 'responder';
  return null;
}

/**
 * The phone's sticky bottom bar of the match detail: one main action within the thumb's reach. While it is on
 * screen it sets `--bottom-bar-height` so the floating buttons and the page's end stay above it.
 */
export function MatchActionBar({ partido: p, action, hidden, onVote, onUpload }: {
  partido: PartidoDetailDto;
  action: MainAction;
  /** the same controls are on screen already (the player's block): the bar slides away */
  hidden?: boolean;
  onVote: () => void;
  onUpload: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const hiddenRef = useRef(!!hidden);
  const setRef = useRef<() => void>(() => {});
  useEffect(() => {
    hiddenRef.current = !!hidden;
    setRef.current();
  }, [hidden]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const set = () => root.style.setProperty('--bottom-bar-height', hiddenRef.current ? '0px' : `${el.offsetHeight}px`);
    setRef.current = set;
    set();
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(set) : null;
    ro?.observe(el);
    return () => {
      ro?.disconnect();
      root.style.removeProperty('--bottom-bar-height');
    };
  }, []);

  return (
    <div
      ref={ref}
      className={`match-action-bar${hidden ? ' match-action-bar--hidden' : ''}`}
      role="region"
      aria-label="Acción principal del partido"
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
      style={{ background: 'var(--lite-bg-container)' }}
    >
      {action === 'votar' && <Button type="primary" size="large" block icon={<StarOutlined />} onClick={onVote}>Votar MVP</Button>}
      {action === 'inscribirse' && <SignUpButton partido={p} block size="large" />}
      {action === 'comprobante' && <Button type="primary" size="large" block icon={<UploadOutlined />} onClick={onUpload}>Subir comprobante</Button>}
      {action === 'responder' && (
        <>
          <strong style={{ display: 'block', fontSize: 13, marginBottom: 4 }}>{respuestaTexto(p.mi_estado.confirmado)}</strong>
          <AttendanceButtons partido={p} size="large" />
        </>
      )}
    </div>
  );
}
