import { useState } from 'react';
import { POSICION_LABELS, fullName, type VotacionMvpDto } from '@partidos/shared';
import { StarFilled } from '../../../components/lite/app-icons';
import { Empty, Modal } from '../../../components/lite/kit';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { flash } from '../../../lib/flash';
import { votarMvp } from '../api/mvp-calls';

interface Props {
  partidoId: string;
  votacion: VotacionMvpDto;
  /** the voter, left out of the candidates (not oneself) */
  yoId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Votar MVP' (docs/product/votes.md): choose one player of the match, never oneself; one vote per match. Drawn without
 * antd: it opens by itself on a running match's detail (docs/decisions/0047).
 */
export function MvpVoteModal({ partidoId, votacion, yoId, open, onClose }: Props) {
  const [choice, setChoice] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const candidatos = votacion.candidatos.filter((c) => c._id !== yoId);

  const close = () => {
    setChoice(null);
    setMissing(false);
    onClose();
  };

  const submit = async () => {
    if (!choice) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      const r = await votarMvp(partidoId, choice);
      flash.success(r.message ?? 'Voto registrado');
      close();
    } catch (e) {
      flash.error((e as Error).message);
      if ((e as { status?: number }).status === 409) close();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={<span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}><StarFilled style={{ color: '#faad14' }} />Votar MVP</span>}
      open={open}
      onCancel={close}
      onOk={() => void submit()}
      okText="Votar"
      cancelText="Más tarde"
      confirmLoading={saving}
      okDisabled={candidatos.length === 0}
    >
      <p className="lite-secondary" style={{ marginTop: 0 }}>
        ¿Quién fue el mejor jugador del partido? Tu voto es anónimo y solo puedes votar una vez.
      </p>
      {candidatos.length === 0 ? (
        <Empty description="No hay jugadores para votar" />
      ) : (
        <>
          <div role="radiogroup" aria-label="Jugadores" aria-invalid={missing || undefined} aria-describedby={missing ? 'mvp-vote-error' : undefined} className="lite-radio-list">
            {candidatos.map((c) => (
              <label key={c._id}>
                <input type="radio" name="jugador_id" value={c._id} checked={choice === c._id} onChange={() => { setChoice(c._id); setMissing(false); }} />
                <PersonAvatar person={c} size="small" />
                <span>
                  {fullName(c)}
                  {c.apodo && <span className="lite-secondary"> "{c.apodo}"</span>}
                  {c.posicion_principal && <span className="lite-secondary"> · {POSICION_LABELS[c.posicion_principal]}</span>}
                </span>
              </label>
            ))}
          </div>
          {missing && <div id="mvp-vote-error" role="alert" className="lite-form-item__explain">Selecciona un jugador</div>}
        </>
      )}
    </Modal>
  );
}
