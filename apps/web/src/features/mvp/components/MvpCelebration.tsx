import { CrownFilled } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { fullName, type JugadorRefDto } from '@partidos/shared';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { useReducedMotion } from '../../../lib/theme';
import { Heading } from '../../../components/PageTitle';

/** The MVP celebration throws 100 pieces of confetti. */
export const CONFETTI_PIEZAS = 100;

/**
 * The MVP celebration overlay (docs/product/votes.md). canvas-confetti is loaded only when it opens, so no other screen
 * downloads it; it draws on its own canvas above the dialog. For people who ask for less motion (the system's
 * "reduce motion") there is no confetti at all: no canvas, nothing loaded, only the dialog (docs/decisions/0045).
 */
export function MvpCelebration({ mvp, open, onClose }: { mvp: JugadorRefDto; open: boolean; onClose: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const confetti = !useReducedMotion();

  useEffect(() => {
    if (!open || !confetti) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled || !canvas.current) return;
      const fire = confetti.create(canvas.current, { resize: true, disableForReducedMotion: true });
      reset = () => fire.reset();
      void fire({ particleCount: CONFETTI_PIEZAS, spread: 100, startVelocity: 45, origin: { y: 0.6 }, colors: ['#faad14', '#15803d', '#ffffff', '#1677ff'] });
    });
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [open, confetti]);

  if (!open) return null;
  return (
    <>
      <Modal
        open
        centered
        title="¡Tenemos MVP!"
        footer={null}
        onCancel={onClose}
        width={360}
        styles={{ header: { textAlign: 'center' } }}
        destroyOnHidden
      >
        <Space orientation="vertical" align="center" style={{ width: '100%', textAlign: 'center', paddingTop: 8 }}>
          <CrownFilled style={{ fontSize: 48, color: '#faad14' }} />
          <PersonAvatar person={mvp} size={80} style={{ border: '3px solid #faad14', fontSize: 28 }} />
          <Heading size={4} style={{ margin: 0 }}>{fullName(mvp)}</Heading>
          {mvp.apodo && <Typography.Text type="secondary">"{mvp.apodo}"</Typography.Text>}
          <Typography.Text>Es el mejor jugador del partido según sus compañeros.</Typography.Text>
          <Button type="primary" onClick={onClose} style={{ marginTop: 8 }}>¡Genial!</Button>
        </Space>
      </Modal>
      {confetti && createPortal(
        <canvas
          ref={canvas}
          data-testid="mvp-confetti"
          data-piezas={CONFETTI_PIEZAS}
          aria-hidden
          style={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', pointerEvents: 'none', zIndex: 2000 }}
        />,
        document.body,
      )}
    </>
  );
}
