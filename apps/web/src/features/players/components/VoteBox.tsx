import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { VOTO_COOLDOWN_MS, type TipoVoto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useAction } from '../../../lib/use-action';
import { useVotos, votar } from '../api/player-calls';

/**
 * The profile's monthly vote box (docs/product/votes.md): like or dislike once a month, change allowed, the same vote
 * again refused; the server's messages ('¡Voto positivo registrado!', 'Voto registrado', 'Has cambiado tu
 * voto') are shown as they come. The buttons rest for the 2 s cooldown the server also enforces.
 */
export function VoteBox({ playerId, esPropio }: { playerId: string; esPropio: boolean }) {
  const q = useVotos(playerId);
  const { busy, run } = useAction();
  const [resting, setResting] = useState(false);
  useEffect(() => {
    if (!resting) return;
    const t = setTimeout(() => setResting(false), VOTO_COOLDOWN_MS);
    return () => clearTimeout(t);
  }, [resting]);

  const vote = async (tipo: TipoVoto) => {
    await run(tipo, () => votar(playerId, tipo), 'Error al registrar tu voto');
    setResting(true);
  };

  if (q.isPending) return <Card title="Votación del Mes"><Skeleton active paragraph={{ rows: 2 }} /></Card>;
  if (q.isError) return <Card title="Votación del Mes"><LoadError title="Error al cargar los votos" error={q.error} onRetry={() => q.refetch()} /></Card>;
  const v = q.data;
  const disabled = !v.puede_votar || resting || busy !== null;
  const mine = v.voto_usuario;
  return (
    <Card title="Votación del Mes">
      <Row gutter={12}>
        <Col span={12}>
          <Button
            block
            size="large"
            type={mine === 'like' ? 'primary' : 'default'}
            loading={busy === 'like'}
            disabled={disabled}
            aria-pressed={mine === 'like'}
            aria-label={`Me gusta (${v.likes})`}
            onClick={() => void vote('like')}
            style={{ height: 64, flexDirection: 'column', gap: 0 }}
          >
            <span style={{ fontSize: 20, lineHeight: 1.2 }}>{mine === 'like' ? <LikeFilled /> : <LikeOutlined />} {v.likes}</span>
            <span style={{ fontSize: 12 }}>Me gusta</span>
          </Button>
        </Col>
        <Col span={12}>
          <Button
            block
            size="large"
            danger
            type={mine === 'dislike' ? 'primary' : 'default'}
            loading={busy === 'dislike'}
            disabled={disabled}
            aria-pressed={mine === 'dislike'}
            aria-label={`No me gusta (${v.dislikes})`}
            onClick={() => void vote('dislike')}
            style={{ height: 64, flexDirection: 'column', gap: 0 }}
          >
            <span style={{ fontSize: 20, lineHeight: 1.2 }}>{mine === 'dislike' ? <DislikeFilled /> : <DislikeOutlined />} {v.dislikes}</span>
            <span style={{ fontSize: 12 }}>No me gusta</span>
          </Button>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 13 }}>
        {esPropio
          ? 'No puedes votarte a ti mismo. '
          : mine
            ? `Tu voto este mes: ${mine === 'like' ? 'Me gusta' : 'No me gusta'}. Puedes cambiarlo. `
            : v.puede_votar
              ? '¿Qué te parece este jugador este mes? '
              : ''}
        Los votos son anónimos y se reinician el 1° de cada mes.
      </Typography.Paragraph>
    </Card>
  );
}
